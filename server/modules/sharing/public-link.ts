import 'server-only';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { TPublicLinkRule, TPublicLinkState } from '@/lib/shared/validation/public-links';
import type { Database } from '../../db/client';
import { communities, experiences, stories } from '../../db/schema';

/**
 * A public item's link under its community's rule, decided once here for every reader: the
 * public pages, the story's experiences, the serializers and the credentials all ask this.
 * - `allowed`: live;
 * - `approval`: live once a group or community admin approved it, waiting until then;
 * - `off`: off, whatever was approved.
 * Not public: no link (null).
 */
export function publicLinkState(rule: TPublicLinkRule, item: { sharingParameters: string; publicLinkApprovedAt: Date | string | null }): TPublicLinkState | null {
  if (item.sharingParameters !== 'public') return null;
  if (rule === 'off') return 'off';
  if (rule === 'approval' && item.publicLinkApprovedAt === null) return 'waiting';
  return 'live';
}

type LinkedItem = { communityId: PgColumn; sharingParameters: PgColumn; publicLinkApprovedAt: PgColumn };

/** The item's community's rule, read beside it (an alias of its own: the enclosing query may use any other). */
const withRule = (item: LinkedItem, expression: SQL) =>
  sql`(select ${expression} from ${communities} link_rule where link_rule.id = ${item.communityId})`;

/** `publicLinkState` as a SQL expression on the item's own row: 'live', 'waiting', 'off' or null. */
const stateSql = (item: LinkedItem): SQL<TPublicLinkState | null> =>
  sql`(case when ${item.sharingParameters} <> 'public' then null else ${withRule(
    item,
    sql`case when link_rule.public_links = 'off' then 'off' when link_rule.public_links = 'approval' and ${item.publicLinkApprovedAt} is null then 'waiting' else 'live' end`,
  )} end)`;

/** Whether anyone holding the item's token may open it: public, and live under its community's rule. */
const liveSql = (item: LinkedItem): SQL =>
  sql`(${item.sharingParameters} = 'public' and ${withRule(
    item,
    sql`link_rule.public_links = 'allowed' or (link_rule.public_links = 'approval' and ${item.publicLinkApprovedAt} is not null)`,
  )})`;

export const experienceLinkState = stateSql(experiences);
export const storyLinkState = stateSql(stories);
export const experienceLinkLive = liveSql(experiences);
export const storyLinkLive = liveSql(stories);

/** A community's rule as it is now, read from its row: a session's cached community may be older than a switch. */
export async function readPublicLinkRule(db: Database, communityId: number): Promise<TPublicLinkRule> {
  const [row] = await db.select({ rule: communities.publicLinks }).from(communities).where(eq(communities.id, communityId));
  return row?.rule ?? 'allowed';
}
