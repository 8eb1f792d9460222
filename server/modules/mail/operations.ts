import 'server-only';
import { z } from 'zod';
import { ZOutboxMail, type TOutboxMail } from '@/lib/shared/validation/mail';
import { json, operation } from '../../http/operation';
import { requireAuth } from '../../http/session';
import { snake } from '../../http/validate';
import { forbidden } from '../../platform/errors';
import { listOutbox } from './outbox';
import { maskSecretLinks } from './secret-links';

export const mailOperations = [
  operation({
    method: 'get',
    path: '/v2/mail_outbox',
    summary: "The community's mails, newest first, 20 a page (community admins); links carrying a token that signs in, sets a password, confirms an address or accepts an invitation are masked (token=•••)",
    access: 'session',
    query: z.object({ before: z.string().regex(/^\d{1,9}$/, 'must be a mail id').transform(Number).optional() }),
    responses: {
      200: json(z.object({ data: z.array(ZOutboxMail), meta: z.object({ more: z.boolean() }) }), 'A page of mails; `before` = the last id to go on'),
      403: 'FORBIDDEN: not a community admin',
    },
    /**
     * The outbox page's data: what the community sent, for its admins only. Not in the
     * spec; without an SMTP server it is where a school reads the mails the product wrote.
     * Links that would let an admin act as the recipient are masked (secret-links.ts).
     */
    handler: async (c, request) => {
      const auth = requireAuth(c);
      const { before } = request.query();
      if (!auth.user.communityAdmin) throw forbidden('Only a community admin can read the outbox');
      const { mails, more } = await listOutbox(c.get('deps').db, auth.community.id, before ?? null);
      const data: TOutboxMail[] = mails.map((mail) => ({
        id: mail.id,
        recipient: mail.recipient,
        locale: mail.locale,
        kind: mail.kind,
        subject: mail.subject,
        text: maskSecretLinks(mail.text),
        status: mail.status,
        attempts: mail.attempts,
        lastError: mail.lastError,
        createdAt: mail.createdAt.toISOString(),
        sentAt: mail.sentAt?.toISOString() ?? null,
      }));
      c.header('Cache-Control', 'no-store');
      return c.json(snake({ data, meta: { more } }));
    },
  }),
];
