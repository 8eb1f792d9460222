import 'server-only';
import { z } from 'zod';
import {
  ZCredentialsUpdated,
  ZCredentialsUpdateRequest,
  ZDeleteAccountQuery,
  ZDeleteAccountRequest,
  ZEmailConfirmationRequest,
  ZSignupConfirmationRequest,
  ZSignupRequest,
} from '@/lib/shared/validation/account';
import { data, empty, operation } from '../operation';

const ZConfirmed = z.object({ email: z.string() });

export const accountContract = [
  operation({
    method: 'put',
    path: '/v2/signup',
    summary:
      "Public registration (spec §1): a pending account and a mail to confirm the address, where the host's community (or the one named, on a bare host) takes public sign-ups; the same answer whether or not the address has an account",
    access: 'public',
    body: { kind: 'json', schema: ZSignupRequest },
    responses: {
      202: data(z.object({ email: z.string(), validHours: z.number().int() }), 'Asked: a mail goes out unless the address already has an account'),
      403: 'PUBLIC_REGISTRATION_CLOSED: the community takes no public sign-ups (or none is named)',
      429: 'RATE_LIMITED, with Retry-After: too many sign-ups from this address',
    },
  }),
  operation({
    method: 'post',
    path: '/v2/signup/confirmation',
    summary: "Confirm a sign-up with its mail's token and the password chosen: the account is accepted and can sign in",
    access: 'public',
    body: { kind: 'json', schema: ZSignupConfirmationRequest },
    responses: {
      200: data(ZConfirmed, 'Confirmed'),
      404: 'INVALID_CONFIRMATION: used, expired, replaced, unknown, or of another community',
      422: 'password: not the one chosen at sign-up (the link stays good)',
      429: 'RATE_LIMITED, with Retry-After',
    },
  }),
  operation({
    method: 'post',
    path: '/v2/email_confirmations',
    summary: "Confirm a new address with its mail's token: the account's address becomes it",
    access: 'public',
    body: { kind: 'json', schema: ZEmailConfirmationRequest },
    responses: {
      200: data(ZConfirmed, 'The address changed'),
      404: 'INVALID_CONFIRMATION: used, expired, replaced, unknown, or of another community',
      409: 'EMAIL_TAKEN: another account took the address meanwhile (the link stays good)',
    },
  }),
  operation({
    method: 'put',
    path: '/v2/users/{id}/credentials',
    summary:
      'Credentials update (spec §7, path chosen here), by the account itself with its current password: a new password ends its other sessions; a new address is mailed a link and changes when it is followed',
    access: 'session',
    body: { kind: 'json', schema: ZCredentialsUpdateRequest },
    responses: {
      200: data(ZCredentialsUpdated, 'Updated, or a confirmation mailed'),
      403: 'FORBIDDEN: another account, even as community admin',
      422: 'currentPassword: wrong; email: used by another account',
      429: 'RATE_LIMITED: too many password checks for this account, with Retry-After',
    },
  }),
  operation({
    method: 'delete',
    path: '/v2/users/{id}/delete_user_account',
    summary:
      "Delete one's own account, confirmed with the password (or the address, for an account without one): experiences, stories, sessions go; pictures follow with the file sweeper; the reason is kept without the person",
    access: 'session',
    query: ZDeleteAccountQuery,
    body: { kind: 'json', schema: ZDeleteAccountRequest },
    responses: {
      204: empty('Deleted; a last mail says so'),
      403: 'FORBIDDEN: another account, even as community admin',
      422: 'password (or email): does not confirm',
      429: 'RATE_LIMITED: too many password checks for this account, with Retry-After',
    },
  }),
];
