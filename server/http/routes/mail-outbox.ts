import 'server-only';
import { Hono } from 'hono';
import { z } from 'zod';
import type { TOutboxMail } from '@/lib/shared/validation/mail';
import { forbidden } from '../../platform/errors';
import { listOutbox } from '../../modules/mail/outbox';
import type { AppEnv } from '../context';
import { requireAuth } from '../session';
import { parseWith, snake } from '../validate';

export const ZOutboxQuery = z.object({ before: z.string().regex(/^\d{1,9}$/, 'must be a mail id').transform(Number).optional() });

/**
 * The outbox page's data: what the community sent, for its admins only. Not in the
 * spec; without an SMTP server it is where a school reads the mails the product wrote.
 */
export const mailOutboxRoutes = new Hono<AppEnv>().get('/mail_outbox', async (c) => {
  const auth = requireAuth(c);
  const { before } = parseWith(ZOutboxQuery, c.req.query());
  if (!auth.user.communityAdmin) throw forbidden('Only a community admin can read the outbox');
  const { mails, more } = await listOutbox(c.get('deps').db, auth.community.id, before ?? null);
  const data: TOutboxMail[] = mails.map((mail) => ({
    id: mail.id,
    recipient: mail.recipient,
    locale: mail.locale,
    kind: mail.kind,
    subject: mail.subject,
    text: mail.text,
    status: mail.status,
    attempts: mail.attempts,
    lastError: mail.lastError,
    createdAt: mail.createdAt.toISOString(),
    sentAt: mail.sentAt?.toISOString() ?? null,
  }));
  c.header('Cache-Control', 'no-store');
  return c.json(snake({ data, meta: { more } }));
});
