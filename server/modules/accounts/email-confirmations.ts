import 'server-only';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { EMAIL_CONFIRMATION_VALID_HOURS, EMAIL_CONFIRMATION_PURPOSES } from '@/lib/shared/validation/account';
import { localizedPath } from '@/lib/shared/i18n/localized-path';
import type { TLocale } from '@/lib/shared/i18n/locales';
import { communityOrigin } from '@/lib/shared/tenancy/community-host';
import type { Database } from '../../db/client';
import { emailConfirmations } from '../../db/schema';
import { DomainError } from '../../platform/errors';
import { digestToken, newOpaqueToken } from '../../platform/tokens';

export const EMAIL_CONFIRMATION_TTL_MS = EMAIL_CONFIRMATION_VALID_HOURS * 60 * 60 * 1000;

/** The pages the mails link to: a sign-up's, with the password to give; a new address's, one button. */
export const CONFIRMATION_PATHS = { signup: '/auth/register/confirm', emailChange: '/auth/confirm-email' } as const;

type TPurpose = (typeof EMAIL_CONFIRMATION_PURPOSES)[number];

export const invalidConfirmation = () => new DomainError('notFound', 'INVALID_CONFIRMATION', 'This confirmation link has been used, has expired or was replaced');

/**
 * A fresh confirmation (earlier ones of the same purpose retired), in the caller's transaction,
 * and the link for its mail: built from the configured origin and the community's slug, never
 * from the request's Host.
 */
export async function issueConfirmation(
  tx: Database,
  values: { userId: number; communityId: number; communitySlug: string; purpose: TPurpose; newEmail?: string; locale: TLocale },
  appOrigin: string,
): Promise<string> {
  const token = newOpaqueToken();
  const now = new Date();
  await tx
    .update(emailConfirmations)
    .set({ usedAt: now })
    .where(and(eq(emailConfirmations.userId, values.userId), eq(emailConfirmations.purpose, values.purpose), isNull(emailConfirmations.usedAt)));
  await tx.insert(emailConfirmations).values({
    userId: values.userId,
    communityId: values.communityId,
    purpose: values.purpose,
    newEmail: values.newEmail ?? null,
    tokenHash: digestToken(token),
    expiresAt: new Date(now.getTime() + EMAIL_CONFIRMATION_TTL_MS),
  });
  return `${communityOrigin(new URL(appOrigin), values.communitySlug)}${localizedPath(values.locale, CONFIRMATION_PATHS[values.purpose])}?token=${token}`;
}

const live = (token: string, purpose: TPurpose, hostCommunityId: number | null, now: Date) =>
  and(
    eq(emailConfirmations.tokenHash, digestToken(token)),
    eq(emailConfirmations.purpose, purpose),
    isNull(emailConfirmations.usedAt),
    gt(emailConfirmations.expiresAt, now),
    hostCommunityId === null ? undefined : eq(emailConfirmations.communityId, hostCommunityId),
  );

/** The live confirmation behind a token, locked for the caller's transaction; only on its own community's host. */
export async function lockConfirmation(tx: Database, token: string, purpose: TPurpose, hostCommunityId: number | null) {
  const [row] = await tx.select().from(emailConfirmations).where(live(token, purpose, hostCommunityId, new Date())).for('update');
  if (!row) throw invalidConfirmation();
  return row;
}

export async function spendConfirmation(tx: Database, id: number) {
  await tx.update(emailConfirmations).set({ usedAt: new Date() }).where(eq(emailConfirmations.id, id));
}
