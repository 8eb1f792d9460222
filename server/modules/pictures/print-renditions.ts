import 'server-only';
import sharp from 'sharp';
import { RENDITION_SIDES, RENDITIONS, type TRendition } from '@/lib/shared/pictures/picture-sources';
import type { Database } from '../../db/client';
import type { Storage } from '../../platform/storage';
import { renditionKey, writeRendition } from '../../platform/stored-files';

/**
 * The renditions' sides (RENDITION_SIDES) follow how large the PDF layouts print a picture: a
 * full-width A4 picture (default, landscape) at about 140 dpi; a thumbnail of 130 pt
 * (chronology, map legend, portrait highlights) at about 200 dpi. Made once when a picture is
 * stored, so a PDF embeds them as they are instead of shrinking six 2000 px pictures per render.
 * The pages offer them too (pictureSources): a phone loads 1000 px, not 2000.
 */
const JPEG_QUALITY = 78;

const shrink = (picture: Buffer, rendition: TRendition) =>
  sharp(picture, { failOn: 'error' })
    .resize({ width: RENDITION_SIDES[rendition], height: RENDITION_SIDES[rendition], fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: JPEG_QUALITY, mozjpeg: true })
    .toBuffer();

/** A stored picture's renditions, to be written beside it. */
export async function makeRenditions(picture: Buffer): Promise<[TRendition, Buffer][]> {
  return Promise.all(RENDITIONS.map(async (rendition) => [rendition, await shrink(picture, rendition)] as [TRendition, Buffer]));
}

/**
 * A stored picture at its print size, for a PDF or a browser. One stored before renditions
 * existed (or whose writing was cut short) is shrunk here and kept, so this happens once per
 * picture; a picture gone from storage is null, and nothing is made for it.
 */
export async function readPrintPicture(db: Database, storage: Storage, key: string, rendition: TRendition): Promise<Buffer | null> {
  const ready = await storage.get(renditionKey(key, rendition));
  if (ready) return ready;
  const picture = await storage.get(key);
  if (!picture) return null;
  const made = await shrink(picture, rendition);
  await writeRendition(db, storage, key, rendition, made);
  return made;
}
