import 'server-only';
import { createHash } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { TExperience, TExperienceSkill } from '@/lib/shared/validation/experience-answer';
import { flattenSkills } from '@/lib/shared/format/skills';
import type { TPlace } from '@/lib/shared/validation/place';
import type { Database } from '../../db/client';
import { experiences } from '../../db/schema';
import { liveCredentialUrls } from '../credentials';
import type { Storage } from '../../platform/storage';
import { readPrintPicture } from '../pictures';
import type { PdfExperience, PdfPlace, PdfSkill, PortraitPdfData, StoryPdfData, TStoryPdfType } from './pdf-data';

/**
 * What a PDF job keeps: the document's data as the requester may read it when they ask, with
 * pictures named by their storage key instead of their bytes (read again when it renders).
 */
export type StoredPdfExperience = Omit<PdfExperience, 'picture'> & { pictureKey: string | null };
export type StoryPdfInput = Omit<StoryPdfData, 'experiences'> & { experiences: StoredPdfExperience[] };
export type PortraitPdfInput = Omit<PortraitPdfData, 'author' | 'highlights'> & {
  author: { name: string; avatarKey: string | null };
  highlights: StoredPdfExperience[];
};

/** Bumped when a layout changes, so an unchanged story asked again after an upgrade is drawn anew. */
const LAYOUT_VERSION = 2;

/** The same document asked twice has the same digest: its file is reused. */
export function pdfFingerprint(parts: unknown): string {
  return createHash('sha256').update(JSON.stringify({ version: LAYOUT_VERSION, parts })).digest('hex');
}

/** The place as one line, without repeating a city that is also the place's name. */
function placeOf(address: TPlace | null): PdfPlace {
  if (!address || address.latitude === null || address.longitude === null) return null;
  const parts = [address.name, address.city, address.country].filter((part): part is string => Boolean(part?.trim()));
  const label = [...new Set(parts)].join(', ');
  return { label, latitude: address.latitude, longitude: address.longitude };
}

/** Sub-skills are listed after their parent: the PDF shows every rated skill once. */
const pdfSkills = (skills: TExperienceSkill[]): PdfSkill[] => flattenSkills(skills).map((s) => ({ name: s.name, level: s.level, certifiedLevel: s.certifiedLevel }));

/** Experiences as a PDF shows them, in the order given, with their pictures' storage keys. */
export async function pdfExperiencesOf(db: Database, shown: TExperience[]): Promise<StoredPdfExperience[]> {
  const ids = shown.map((e) => e.id);
  const rows = ids.length ? await db.select({ id: experiences.id, pictureKey: experiences.pictureKey }).from(experiences).where(inArray(experiences.id, ids)) : [];
  const keys = new Map(rows.map((row) => [row.id, row.pictureKey]));
  const credentials = await liveCredentialUrls(db, ids);
  return shown.map((e) => ({
    description: e.description,
    date: e.date,
    place: placeOf(e.addressAttributes),
    tags: e.tagsAttributes.map((tag) => tag.name),
    skills: pdfSkills(e.skillsAttributes),
    pictureKey: keys.get(e.id) ?? null,
    credentialUrl: credentials.get(e.id) ?? null,
  }));
}

/** Which print rendition each story layout embeds: full-width pictures, or thumbnails. */
const STORY_RENDITION = { default: 'page', landscape: 'page', chronology: 'thumbnail', map: 'thumbnail' } as const;

type Files = { db: Database; storage: Storage };

/** A Buffer is a Uint8Array: handed over as read (the renderer copies it into a buffer of its own). */
const withPictures = ({ db, storage }: Files, list: StoredPdfExperience[], rendition: 'page' | 'thumbnail'): Promise<PdfExperience[]> =>
  Promise.all(list.map(async ({ pictureKey, ...experience }) => ({ ...experience, picture: pictureKey ? await readPrintPicture(db, storage, pictureKey, rendition) : null })));

/** The renderer's data: pictures read from storage at print size (one gone since the request is left out, not fatal). */
export async function storyPdfData(files: Files, input: StoryPdfInput, type: TStoryPdfType): Promise<StoryPdfData> {
  return { ...input, experiences: await withPictures(files, input.experiences, STORY_RENDITION[type]) };
}

/** The avatar is stored square at 256 px, already small enough to print as it is. */
export async function portraitPdfData(files: Files, input: PortraitPdfInput): Promise<PortraitPdfData> {
  const { author, highlights, ...rest } = input;
  const avatar = author.avatarKey ? await files.storage.get(author.avatarKey) : null;
  return { ...rest, author: { name: author.name, avatar }, highlights: await withPictures(files, highlights, 'thumbnail') };
}
