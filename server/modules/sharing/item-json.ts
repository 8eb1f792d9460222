import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { users } from '../../db/schema';
import type { TAuthorSummary } from '@/lib/shared/validation/user';

/** Pieces shared by the JSON of journal items (experienceJson, storyJson), built in PostgreSQL. */

/** The author a card shows, for the user in `userId` (a column of the enclosing query). */
export const authorJson = (userId: PgColumn): SQL<TAuthorSummary> =>
  sql`(select json_build_object('id', u.id, 'firstname', u.firstname, 'lastname', u.lastname, 'avatarUrl', u.avatar_url)
    from ${users} u where u.id = ${userId})`;

/** Timestamps inside JSON arrive as PostgreSQL's text; the answer spells them as every other date. */
export const isoFromJson = (value: string) => new Date(value).toISOString();
