import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { TLocale } from '@/lib/shared/i18n/locales';
import type { TContactMessage, TContactReceipt } from '@/lib/shared/validation/contact';
import { inTransaction, type Database } from '../../db/client';
import { communityMemberships, contactMessages, users } from '../../db/schema';
import type { CommunityRow } from './communities';
import { enqueueMail } from '../mail';
import { contactMessageMail, mailLocale } from '../mail';

/**
 * Who reads /contact's messages: the community's support address when it has one (in the
 * sender's language: that is the language the message is written in), else its active
 * community admins, each in their own language.
 */
async function recipients(db: Database, community: CommunityRow, senderLocale: TLocale): Promise<{ email: string; locale: TLocale }[]> {
  if (community.supportEmail) return [{ email: community.supportEmail, locale: senderLocale }];
  const admins = await db
    .select({ email: users.email, locale: users.locale })
    .from(users)
    .innerJoin(communityMemberships, eq(communityMemberships.userId, users.id))
    .where(and(eq(communityMemberships.communityId, community.id), eq(users.communityAdmin, true), eq(users.active, true), eq(users.status, 'accepted')));
  return admins.map((admin) => ({ email: admin.email, locale: mailLocale(admin.locale) }));
}

/** Spec §7 POST /v2/contacts: kept for the admins and mailed to the support desk, both or neither. */
export async function receiveContactMessage(
  db: Database,
  community: CommunityRow,
  sender: { userId: number | null; locale: TLocale },
  message: TContactMessage,
): Promise<TContactReceipt> {
  const normalized = { ...message, email: message.email.toLowerCase() };
  return inTransaction(db, async (tx) => {
    const [kept] = await tx
      .insert(contactMessages)
      .values({ communityId: community.id, userId: sender.userId, locale: sender.locale, ...normalized })
      .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
    for (const recipient of await recipients(tx, community, sender.locale)) {
      await enqueueMail(tx, {
        communityId: community.id,
        recipient: recipient.email,
        locale: recipient.locale,
        kind: 'contactMessage',
        ...contactMessageMail(recipient.locale, { community: community.name, ...normalized }),
      });
    }
    return { id: kept.id, createdAt: kept.createdAt.toISOString() };
  });
}
