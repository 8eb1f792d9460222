import 'server-only';
import { z } from 'zod';
import { ZOutboxMail } from '@/lib/shared/validation/mail';
import { ZOutboxQuery } from '../routes/mail-outbox';
import { json, operation } from '../operation';

export const passwordContract = [
  operation({
    method: 'get',
    path: '/v2/mail_outbox',
    summary: "The community's mails, newest first, 20 a page (community admins)",
    access: 'session',
    query: ZOutboxQuery,
    responses: {
      200: json(z.object({ data: z.array(ZOutboxMail), meta: z.object({ more: z.boolean() }) }), 'A page of mails; `before` = the last id to go on'),
      403: 'FORBIDDEN: not a community admin',
    },
  }),
];
