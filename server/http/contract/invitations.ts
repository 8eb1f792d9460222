import 'server-only';
import { z } from 'zod';
import {
  ZInvitation,
  ZInvitationLink,
  ZInvitationLinkInfo,
  ZInvitationLinkRegistrationRequest,
  ZInvitationLinkRequest,
  ZInvitationRegistrationRequest,
  ZInvitee,
  ZInviteRequest,
} from '@/lib/shared/validation/invitation';
import { data, empty, operation } from '../operation';

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

export const invitationLinkContract = [
  operation({
    method: 'post',
    path: '/v2/invitation_links',
    summary: 'Make a link (and QR code) for a group to join, valid 7 days (community admins; group admins for their groups)',
    access: 'session',
    body: { kind: 'json', schema: ZInvitationLinkRequest },
    responses: {
      201: data(ZInvitationLink, 'The link'),
      403: 'FORBIDDEN: neither a community admin nor an admin of that group',
      404: 'NOT_FOUND: the group is not one of the community',
    },
  }),
  operation({
    method: 'delete',
    path: '/v2/invitation_links/{id}',
    summary: 'Turn a link off',
    access: 'session',
    responses: { 204: empty('Off'), 403: 'FORBIDDEN: neither a community admin nor an admin of its group' },
  }),
  operation({
    method: 'get',
    path: '/v2/invitation_links/{token}',
    summary: "What a link's page shows: the group and the community",
    access: 'public',
    pathParameters: { token: { pattern: '^[\\w-]{20,200}$' } },
    responses: { 200: data(ZInvitationLinkInfo, 'A live link'), 404: 'INVALID_INVITATION_LINK: off, expired, unknown, or of another community' },
  }),
  operation({
    method: 'post',
    path: '/v2/invitation_link_registrations',
    summary: 'Ask for an account through a link: a mail to confirm the address and choose a password; the same answer for an address that has an account',
    access: 'public',
    body: { kind: 'json', schema: ZInvitationLinkRegistrationRequest },
    responses: {
      202: data(z.object({ email: z.string() }), 'Asked'),
      404: 'INVALID_INVITATION_LINK: off, expired, unknown, or of another community',
      429: 'RATE_LIMITED, with Retry-After: too many requests from this address',
    },
  }),
];
