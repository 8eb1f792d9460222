import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { communities, users } from '../../db/schema';
import { firstNameAndInitial } from '@/lib/shared/roles';
import type { TAuthorSummary } from '@/lib/shared/validation/user';

/** Pieces shared by the JSON of journal items (experienceJson, storyJson), built in PostgreSQL. */

/** An item's author as loaded, with whether the item's community names people in full on public pages. */
export type AuthorRow = TAuthorSummary & { fullNamesInPublic: boolean };

/** The author a card shows, for the user in `userId` and the community in `communityId` (columns of the enclosing query). */
export const authorJson = (userId: PgColumn, communityId: PgColumn): SQL<AuthorRow> =>
  sql`(select json_build_object('id', u.id, 'firstname', u.firstname, 'lastname', u.lastname, 'avatarUrl', u.avatar_url,
      'fullNamesInPublic', (select c.public_full_names from ${communities} c where c.id = ${communityId}))
    from ${users} u where u.id = ${userId})`;

/**
 * How an item names its author: in full to a member; to a reader with no session (a public link)
 * by first name and initial, unless the community allows full names. Most learners are minors.
 */
export function authorFor({ fullNamesInPublic, ...author }: AuthorRow, isAnonymous: boolean): TAuthorSummary {
  return isAnonymous && !fullNamesInPublic ? { ...author, ...firstNameAndInitial(author) } : author;
}

/** Timestamps inside JSON arrive as PostgreSQL's text; the answer spells them as every other date. */
export const isoFromJson = (value: string) => new Date(value).toISOString();
