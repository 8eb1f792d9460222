import 'server-only';
import { z } from 'zod';
import { ZInvitation, ZInvitationRegistrationRequest, ZInvitee, ZInviteRequest } from '@/lib/validation/invitation';
import { data, operation } from './operation';

export const invitationContract = [
  operation({
    method: 'post',
    path: '/v2/invitation',
    summary: 'Invite a person by e-mail into a group: a pending member, and a mail with the link to register (community admins; group admins into their groups)',
    access: 'session',
    body: { kind: 'json', schema: ZInviteRequest },
    responses: {
      201: data(ZInvitee, 'Invited (again, for a pending person: earlier links retired)'),
      403: 'FORBIDDEN: neither a community admin nor an admin of that group',
      404: "NOT_FOUND: the community is not the session's, or the group is not one of it",
      409: 'ALREADY_REGISTERED: the address has an account',
    },
  }),
  operation({
    method: 'get',
    path: '/v2/invitation/{token}',
    summary: 'What an invitation link opens: the person, the community and the group',
    access: 'public',
    pathParameters: { token: { pattern: '^[\\w-]{20,200}$' } },
    responses: { 200: data(ZInvitation, 'A live invitation'), 404: 'INVALID_INVITATION: used, expired, replaced, unknown, or of another community' },
  }),
  operation({
    method: 'put',
    path: '/v2/invitation',
    summary: 'Register with an invitation: names, language and password; the account is accepted',
    access: 'public',
    body: { kind: 'json', schema: ZInvitationRegistrationRequest },
    responses: {
      200: data(z.object({ email: z.string() }), 'Registered: the account can sign in'),
      404: 'INVALID_INVITATION: used, expired, replaced, unknown, or of another community',
    },
  }),
];
