import 'server-only';
import { z } from 'zod';
import { ZOutboxMail } from '@/lib/shared/validation/mail';
import { ZNewPasswordRequest, ZPasswordResetRequest } from '@/lib/shared/validation/user';
import { ZOutboxQuery } from '../routes/mail-outbox';
import { json, operation } from '../operation';

export const passwordContract = [
  operation({
    method: 'post',
    path: '/v2/password',
    summary: 'Ask for a password reset (spec §4, step one): the same answer whether or not the address has an account here',
    access: 'public',
    body: { kind: 'json', schema: ZPasswordResetRequest },
    responses: {
      202: json(z.object({ data: z.object({ email: z.string(), validMinutes: z.number().int() }) }), 'Asked: a mail goes out if an accepted member of this community has that address'),
      429: 'RATE_LIMITED, with Retry-After: too many requests from this address',
    },
  }),
  operation({
    method: 'put',
    path: '/v2/password',
    summary: "Set a new password with a reset link's token (step two); every session of the account ends",
    access: 'public',
    body: { kind: 'json', schema: ZNewPasswordRequest },
    responses: {
      200: json(z.object({ data: z.object({ email: z.string() }) }), 'Changed: the account can sign in with it'),
      422: 'INVALID_RESET_TOKEN: used, expired, of another community or unknown',
    },
  }),
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
