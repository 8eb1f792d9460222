import 'server-only';
import { setImmediate } from 'node:timers/promises';
import { strToU8, Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import type { Storage } from '../../platform/storage';
import type { ArchiveEntry } from './archive-contents';

/** The archive grew past the bound: the export fails with its own reason rather than fill the disk. */
export class ArchiveTooLarge extends Error {
  constructor(readonly maxBytes: number) {
    super(`The archive is larger than ${maxBytes} bytes`);
  }
}

/**
 * Writes the entries into one ZIP. JSON is deflated; pictures and PDFs, already compressed, are
 * stored as they are (deflating them again costs time for nothing). Stored files are read one at a
 * time, the event loop gets a turn between entries (requests keep being answered meanwhile), and
 * the bound is checked as the archive grows, so an oversized one stops early. A stored file gone
 * meanwhile (a picture replaced) is left out. `onProgress` hears the share of entries written.
 */
export async function writeZipArchive(
  entries: ArchiveEntry[],
  storage: Storage,
  { maxBytes, onProgress }: { maxBytes: number; onProgress: (done: number, total: number) => Promise<void> },
): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else {
      chunks.push(chunk);
      size += chunk.length;
    }
  });
  for (const [index, entry] of entries.entries()) {
    const bytes = 'json' in entry ? strToU8(JSON.stringify(entry.json, null, 2)) : await storage.get(entry.storageKey);
    if (bytes) {
      if (size + bytes.length > maxBytes) throw new ArchiveTooLarge(maxBytes);
      const file = 'json' in entry ? new ZipDeflate(entry.name, { level: 6 }) : new ZipPassThrough(entry.name);
      zip.add(file);
      file.push(bytes, true);
    }
    if (failure) throw failure;
    if (size > maxBytes) throw new ArchiveTooLarge(maxBytes);
    await onProgress(index + 1, entries.length);
    await setImmediate();
  }
  zip.end();
  if (failure) throw failure;
  if (size > maxBytes) throw new ArchiveTooLarge(maxBytes);
  return Buffer.concat(chunks);
}
