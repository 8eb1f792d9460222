import 'server-only';
import { defaultBadgeTitle } from '@/lib/shared/format/recognition';
import type { TPublicLinkKind } from '@/lib/shared/validation/public-links';
import { experiences, stories } from '../../db/schema';

/** The two kinds of item that have a public link, by the name the wire gives them. */
export const LINKED_TABLES = { experiences, stories } as const;

/** The text an item is named from: a story's title; an experience's description. */
export const TITLE_TEXT = { experiences: experiences.description, stories: stories.title } as const;

/** What an item is called in a list or a mail: a story's title; an experience's first line, as a badge names it. */
export const titleOf = (kind: TPublicLinkKind, text: string) => (kind === 'stories' ? text : defaultBadgeTitle(text));

/** The page members open of an item (its public page: lib/shared/i18n/public-item-path.ts). */
export const memberPath = (kind: TPublicLinkKind, id: number) => `/${kind}/${id}`;

/** The columns that say where a link stands, as they are while an item is not public. */
export const NO_LINK = { publicLinkRequestedAt: null, publicLinkApprovedAt: null, publicLinkApprovedBy: null };
