import 'server-only';
import { eq } from 'drizzle-orm';
import { localizedPath } from '@/lib/shared/i18n/localized-path';
import type { TSharing } from '@/lib/shared/validation/experience-rules';
import type { TPublicLinkKind } from '@/lib/shared/validation/public-links';
import { communityOrigin } from '@/lib/shared/tenancy/community-host';
import type { Database } from '../../db/client';
import { communities, users } from '../../db/schema';
import { InvalidError } from '../../platform/errors';
import { enqueueMail, mailLocale, publicLinkRequestMail } from '../mail';
import { readPublicLinkRule } from '../sharing';
import { approversToMail } from './approvers';
import { LINKED_TABLES, NO_LINK, TITLE_TEXT, titleOf } from './items';

/** The approvers' page of the front end. */
export const APPROVALS_PATH = '/admin/public-links';

export const publicLinksOff = () => new InvalidError({ sharing_parameters: ['public links are off in this community'] });

type WrittenItem = { kind: TPublicLinkKind; id: number; communityId: number; userId: number };

/**
 * Settles an item's public link in the transaction that writes its sharing (`sharing`: what the
 * write sets, undefined when it leaves it as it was):
 * - public where the community turned links off: refused on the field (422), nothing written;
 * - made public (it was not) under `approval`: it asks, from now, and its approvers are mailed;
 * - no longer public: where its link stood is forgotten, so making it public again asks again.
 * Answers whether a mail was queued, for the caller to wake the sender once committed.
 */
export async function settlePublicLink(tx: Database, item: WrittenItem, wasPublic: boolean, sharing: TSharing | undefined, appOrigin: string): Promise<boolean> {
  if (sharing === undefined) return false;
  const table = LINKED_TABLES[item.kind];
  if (sharing !== 'public') {
    if (wasPublic) await tx.update(table).set(NO_LINK).where(eq(table.id, item.id));
    return false;
  }
  const rule = await readPublicLinkRule(tx, item.communityId);
  if (rule === 'off') throw publicLinksOff();
  if (wasPublic || rule !== 'approval') return false;
  await tx.update(table).set({ ...NO_LINK, publicLinkRequestedAt: new Date() }).where(eq(table.id, item.id));
  return (await mailApprovers(tx, item, appOrigin)) > 0;
}

/** Queues, in the caller's transaction, the mail to each approver of the item's author, in the approver's language. */
async function mailApprovers(tx: Database, item: WrittenItem, appOrigin: string): Promise<number> {
  const table = LINKED_TABLES[item.kind];
  const [[written], approvers] = await Promise.all([
    tx
      .select({ text: TITLE_TEXT[item.kind], firstname: users.firstname, lastname: users.lastname, community: communities })
      .from(table)
      .innerJoin(users, eq(users.id, table.userId))
      .innerJoin(communities, eq(communities.id, table.communityId))
      .where(eq(table.id, item.id)),
    approversToMail(tx, item.communityId, item.userId),
  ]);
  const title = titleOf(item.kind, written.text);
  const origin = communityOrigin(new URL(appOrigin), written.community.slug);
  for (const approver of approvers) {
    const locale = mailLocale(approver.locale);
    await enqueueMail(tx, {
      communityId: item.communityId,
      recipient: approver.email,
      locale,
      kind: 'publicLinkRequest',
      ...publicLinkRequestMail(locale, {
        firstname: approver.firstname,
        learner: `${written.firstname} ${written.lastname}`,
        title,
        community: written.community.name,
        url: `${origin}${localizedPath(locale, APPROVALS_PATH)}`,
      }),
    });
  }
  return approvers.length;
}
