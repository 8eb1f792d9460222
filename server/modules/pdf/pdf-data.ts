/**
 * What the PDF worker renders: plain data, no 'server-only', so the worker thread (started
 * without React's server condition, under which @react-pdf/renderer crashes) may import it.
 */
import type { TLocale } from '@/lib/shared/i18n/locales';

import type { TStoryPdfType } from '@/lib/shared/validation/pdf-rules';

/** Spec §9: default (1), map (2), chronology (3), landscape (4), one list with the wire's. The map is drawn offline. */
export { STORY_PDF_TYPES } from '@/lib/shared/validation/pdf-rules';
export type { TStoryPdfType };

/**
 * A skill at a level 0..3, drawn as level + 1 stars out of 4 (lib/shared/validation/experience-rules.ts),
 * and the level a teacher certified (same scale) when one did.
 */
export type PdfSkill = { name: string; level: number; certifiedLevel: number | null };
export type PdfPlace = { label: string; latitude: number; longitude: number } | null;
export type PdfExperience = {
  description: string;
  /** ISO date-time. */
  date: string;
  place: PdfPlace;
  tags: string[];
  skills: PdfSkill[];
  /** JPEG bytes of the picture's print rendition (pictures module), embedded as they are. */
  picture: Uint8Array | null;
  /** The verify page of its Open Badge, when it is certified and its credential is not revoked: drawn as a QR code. */
  credentialUrl: string | null;
};

export type StoryPdfData = {
  /** The author's language: every word on the document is in it. */
  locale: TLocale;
  title: string;
  description: string;
  date: string;
  createdAt: string;
  author: { name: string };
  community: { name: string };
  experiences: PdfExperience[];
};

export type PortraitPdfData = {
  locale: TLocale;
  author: { name: string; avatar: Uint8Array | null };
  community: { name: string };
  about: string;
  highlights: PdfExperience[];
  skills: { name: string; bestLevel: number; certified: boolean }[];
};

/** One job for the worker thread, and its answer; `warm` draws samples whose bytes are dropped (pdf-renderer.ts says why). */
export type PdfJob = { kind: 'story'; type: TStoryPdfType; data: StoryPdfData } | { kind: 'portrait'; data: PortraitPdfData } | { kind: 'warm' };
export type PdfWorkerRequest = { id: number; job: PdfJob };
export type PdfWorkerAnswer = { id: number; pdf: Uint8Array } | { id: number; error: string };
