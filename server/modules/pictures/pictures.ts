import 'server-only';
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { SERVED_PICTURE_NAME, STORED_PICTURE_SIDE, type TRendition } from '@/lib/shared/pictures/picture-sources';
import { PICTURE_MAX_BYTES } from '@/lib/shared/validation/experience';
import type { Database } from '../../db/client';
import { InvalidError } from '../../platform/errors';
import type { Storage } from '../../platform/storage';
import { renditionKey, writeStoredFile } from '../../platform/stored-files';
import { makeRenditions } from './print-renditions';

/** Decompression bombs: a few kilobytes of PNG can claim gigapixels; sharp stops before decoding. */
export const PICTURE_MAX_PIXELS = 40_000_000;
const JPEG_QUALITY = 82;

/**
 * Stored pictures are named `<sha256 of the bytes>.jpg`, their renditions `<sha256>-page.jpg` and
 * `<sha256>-thumbnail.jpg`: nothing else may be served. Answers the picture's key and, for a
 * rendition, which one; null for any other name.
 */
export function parseServedPicture(file: string): { key: string; rendition: TRendition | null } | null {
  const match = SERVED_PICTURE_NAME.exec(file);
  if (!match) return null;
  return { key: `${match[1]}.jpg`, rendition: (match[2] as TRendition | undefined) ?? null };
}

/** The browser's path to a stored picture, through the web server's /api forwarding. */
export const pictureUrl = (key: string | null) => (key ? `/api/v2/pictures/${key}` : null);

export type StoredPicture = { key: string; width: number; height: number };

type Kind = 'jpeg' | 'png' | 'webp' | 'heif';

const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs', 'mif1', 'msf1', 'avif', 'avis']);

/**
 * The real type from the first bytes, whatever the file name or the declared type say.
 * Only these reach the decoder: sharp also reads SVG, TIFF, GIF and more, which we do not
 * want to expose to uploads.
 */
export function sniffPicture(bytes: Uint8Array): Kind | null {
  const ascii = (from: number, to: number) => Buffer.from(bytes.subarray(from, to)).toString('latin1');
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && ascii(0, 8) === '\x89PNG\r\n\x1a\n') return 'png';
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  if (bytes.length >= 12 && ascii(4, 8) === 'ftyp' && HEIF_BRANDS.has(ascii(8, 12))) return 'heif';
  return null;
}

/** HEIF is accepted only when this build of sharp can read it (prebuilt sharp reads AVIF, not HEVC-coded HEIC). */
const heifReadable = () => Boolean(sharp.format.heif?.input?.buffer);

const refuse = (message: string) => new InvalidError({ picture: [message] });

/**
 * Turns an upload into the one format we store: oriented by its EXIF tag, at most
 * STORED_PICTURE_SIDE (enough for a full-width card) on its longest side (or cut to a `square` of that side, for avatars),
 * re-encoded as JPEG. Re-encoding without
 * `withMetadata` drops every tag, GPS position included: many learners are minors.
 */
export async function processPicture(input: Buffer, { square }: { square?: number } = {}): Promise<StoredPicture & { bytes: Buffer }> {
  if (input.length === 0) throw refuse('is empty');
  if (input.length > PICTURE_MAX_BYTES) throw refuse(`is too large (${PICTURE_MAX_BYTES / 1024 / 1024} MB at most)`);
  const kind = sniffPicture(input);
  const accepted = heifReadable() ? 'a JPEG, PNG, WebP or HEIF picture' : 'a JPEG, PNG or WebP picture';
  if (!kind || (kind === 'heif' && !heifReadable())) throw refuse(`must be ${accepted}`);
  try {
    const image = sharp(input, { limitInputPixels: PICTURE_MAX_PIXELS, failOn: 'error' });
    const meta = await image.metadata();
    if (meta.format !== kind) throw refuse(`must be ${accepted}`);
    const { data, info } = await image
      .rotate()
      .resize(square ? { width: square, height: square, fit: 'cover' } : { width: STORED_PICTURE_SIDE, height: STORED_PICTURE_SIDE, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: JPEG_QUALITY, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    const key = `${createHash('sha256').update(data).digest('hex')}.jpg`;
    return { key, bytes: data, width: info.width, height: info.height };
  } catch (error) {
    if (error instanceof InvalidError) throw error;
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw refuse(`is too large (${PICTURE_MAX_PIXELS / 1_000_000} megapixels at most)`);
    }
    // Prebuilt sharp reads AVIF but not HEVC-coded HEIC (patents): say what to do instead.
    if (kind === 'heif') throw refuse('is a HEIC picture this server cannot read: send it as JPEG, PNG or WebP');
    throw refuse('could not be read as a picture');
  }
}

/**
 * Processes and stores an upload. Nothing deletes a file when an experience stops using it:
 * identical pictures share one file (content-hash names), and a delete racing another
 * learner's upload of the same bytes could remove the file the new experience points to. The
 * sweeper (stored-files.ts) removes unused files after a grace period instead, renditions included.
 * A picture that PDFs print (not a square avatar or logo, already small) gets its print
 * renditions now, written after its registration so that a sweep of the same bytes racing
 * this upload cannot leave the picture without them.
 */
export async function storePicture(db: Database, storage: Storage, input: Buffer, options: { square?: number } = {}): Promise<StoredPicture> {
  const { bytes, ...stored } = await processPicture(input, options);
  const renditions = options.square ? [] : await makeRenditions(bytes);
  await writeStoredFile(db, storage, stored.key, bytes);
  await Promise.all(renditions.map(([rendition, made]) => storage.put(renditionKey(stored.key, rendition), made)));
  return stored;
}
