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
import { BULK_INVITATION_MAX_CHARS, ZBulkInvitationRequest, ZInviteeOutcome, ZInviteePreview } from '@/lib/shared/validation/manage-members';
import { clientAddress } from '../../http/context';
import { RateLimitedError } from '../../http/errors';
import { hostCommunityId } from '../communities';
import { data, empty, operation } from '../../http/operation';
import { requireAuth } from '../../http/session';
import { parseId, snake } from '../../http/validate';
import { previewInvitations, sendBulkInvitations } from './bulk-invitations';
import { createInvitationLink, invalidInvitationLink, readInvitationLink, registerThroughLink, revokeInvitationLink } from './invitation-links';
import { acceptInvitation, invalidInvitation, invite, readInvitation } from './invitations';

const TOKEN = /^[\w-]{20,200}$/;
/** Each request may send a mail: per address, as for password resets. */
export const LINK_REGISTRATION_LIMIT = { limit: 10, windowMs: 60 * 60 * 1000 } as const;

/** Spec §7 invitation calls (invitations.ts says who may, and what each does). */
export const invitationOperations = [
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
    handler: async (c, request) => {
      const auth = requireAuth(c);
      const invitation = await request.body();
      const { db, mail, appOrigin } = c.get('deps');
      const invitee = await invite(db, auth, invitation, appOrigin);
      mail.wake();
      return c.json(snake({ data: invitee }), 201);
    },
  }),
  operation({
    method: 'get',
    path: '/v2/invitation/{token}',
    summary: 'What an invitation link opens: the person, the community and the group',
    access: 'public',
    pathParameters: { token: { pattern: '^[\\w-]{20,200}$' } },
    responses: { 200: data(ZInvitation, 'A live invitation'), 404: 'INVALID_INVITATION: used, expired, replaced, unknown, or of another community' },
    handler: async (c) => {
      const token = c.req.param('token') ?? '';
      if (!TOKEN.test(token)) throw invalidInvitation();
      c.header('Cache-Control', 'no-store');
      return c.json(snake({ data: await readInvitation(c.get('deps').db, token, await hostCommunityId(c)) }));
    },
  }),
  operation({
    method: 'put',
    path: '/v2/invitation',
    summary: 'Register with an invitation: names, language and password; the account is accepted',
    access: 'public',
    body: { kind: 'json', schema: ZInvitationRegistrationRequest, wrapper: 'user' },
    responses: {
      200: data(z.object({ email: z.string() }), 'Registered: the account can sign in'),
      404: 'INVALID_INVITATION: used, expired, replaced, unknown, or of another community',
    },
    // A public step that a sent token must not change.
    deactivatedMayCall: true,
    handler: async (c, request) => {
      const { user } = await request.body();
      const registered = await acceptInvitation(c.get('deps').db, user, await hostCommunityId(c));
      return c.json(snake({ data: { email: registered.email } }));
    },
  }),
  // Spec §7 invitation links (invitation-links.ts).
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
    handler: async (c, request) => {
      const auth = requireAuth(c);
      const { invitationLink } = await request.body();
      const { db, appOrigin } = c.get('deps');
      return c.json(snake({ data: await createInvitationLink(db, auth, invitationLink.groupId, appOrigin) }), 201);
    },
  }),
  operation({
    method: 'delete',
    path: '/v2/invitation_links/{id}',
    summary: 'Turn a link off',
    access: 'session',
    responses: { 204: empty('Off'), 403: 'FORBIDDEN: neither a community admin nor an admin of its group' },
    handler: async (c) => {
      const auth = requireAuth(c);
      await revokeInvitationLink(c.get('deps').db, auth, parseId(c.req.param('id'), 'Invitation link'));
      return c.body(null, 204);
    },
  }),
  operation({
    method: 'get',
    path: '/v2/invitation_links/{token}',
    summary: "What a link's page shows: the group and the community",
    access: 'public',
    pathParameters: { token: { pattern: '^[\\w-]{20,200}$' } },
    responses: { 200: data(ZInvitationLinkInfo, 'A live link'), 404: 'INVALID_INVITATION_LINK: off, expired, unknown, or of another community' },
    handler: async (c) => {
      const token = c.req.param('token') ?? '';
      if (!TOKEN.test(token)) throw invalidInvitationLink();
      c.header('Cache-Control', 'no-store');
      return c.json(snake({ data: await readInvitationLink(c.get('deps').db, token, await hostCommunityId(c)) }));
    },
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
    // A public step that a sent token must not change.
    deactivatedMayCall: true,
    handler: async (c, request) => {
      const { invitationLink } = await request.body();
      const { db, rateLimiter, mail, appOrigin } = c.get('deps');
      const decision = await rateLimiter.hit(`link-registration:${clientAddress(c)}`, LINK_REGISTRATION_LIMIT.limit, LINK_REGISTRATION_LIMIT.windowMs);
      if (!decision.allowed) throw new RateLimitedError(decision.retryAfterSeconds, 'Too many requests, try again later');
      if (await registerThroughLink(db, invitationLink, await hostCommunityId(c), appOrigin)) mail.wake();
      return c.json(snake({ data: { email: invitationLink.userAttributes.email } }), 202);
    },
  }),
  operation({
    method: 'post',
    path: '/v2/invitations/preview',
    summary: 'Classify a class list (up to 200 rows) without sending anything: new, reinvite (pending, link spent or expired, or invited into another group), addToGroup (registered here, not in the group: added, no mail), member (in the group already: nothing to do), invalid (with a reason)',
    access: 'session',
    body: { kind: 'json', schema: ZBulkInvitationRequest, maxChars: BULK_INVITATION_MAX_CHARS },
    responses: {
      200: data(z.array(ZInviteePreview), 'Each row, in the order given'),
      403: 'FORBIDDEN: neither a community admin nor an admin of that group',
      404: "NOT_FOUND: the community is not the session's, or the group is not one of it",
    },
    handler: async (c, request) => {
      const auth = requireAuth(c);
      const invitations = await request.body();
      return c.json(snake({ data: await previewInvitations(c.get('deps').db, auth, invitations) }));
    },
  }),
  operation({
    method: 'post',
    path: '/v2/invitations/bulk',
    summary: 'Invite a class list (up to 200 rows) into a group, and add to it the members of the community it names: one transaction per row; sent again, an address already in the group is neither mailed nor added twice',
    access: 'session',
    body: { kind: 'json', schema: ZBulkInvitationRequest, maxChars: BULK_INVITATION_MAX_CHARS },
    responses: {
      200: data(z.array(ZInviteeOutcome), 'Each row and whether this call mailed it or added it to the group'),
      403: 'FORBIDDEN: neither a community admin nor an admin of that group',
      404: "NOT_FOUND: the community is not the session's, or the group is not one of it",
    },
    handler: async (c, request) => {
      const auth = requireAuth(c);
      const invitations = await request.body();
      const { db, mail, appOrigin } = c.get('deps');
      const outcomes = await sendBulkInvitations(db, auth, invitations, appOrigin);
      if (outcomes.some((o) => o.sent)) mail.wake();
      return c.json(snake({ data: outcomes }));
    },
  }),
];
