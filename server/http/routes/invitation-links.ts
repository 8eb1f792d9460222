import 'server-only';
import { Hono } from 'hono';
import { ZInvitationLinkRegistrationRequest, ZInvitationLinkRequest } from '@/lib/shared/validation/invitation';
import { createInvitationLink, invalidInvitationLink, readInvitationLink, registerThroughLink, revokeInvitationLink } from '../../modules/invitations/invitation-links';
import { clientAddress, type AppEnv } from '../context';
import { hostCommunityId } from '../host-community';
import { RateLimitedError } from '../errors';
import { requireAuth } from '../session';
import { parseId, readJson, snake } from '../validate';

const TOKEN = /^[\w-]{20,200}$/;
/** Each request may send a mail: per address, as for password resets. */
export const LINK_REGISTRATION_LIMIT = { limit: 10, windowMs: 60 * 60 * 1000 } as const;

/** Spec §7 invitation links (modules/invitations/invitation-links.ts). */
export const invitationLinkRoutes = new Hono<AppEnv>()
  .post('/invitation_links', async (c) => {
    const auth = requireAuth(c);
    const { invitationLink } = await readJson(c, ZInvitationLinkRequest);
    const { db, appOrigin } = c.get('deps');
    return c.json(snake({ data: await createInvitationLink(db, auth, invitationLink.groupId, appOrigin) }), 201);
  })
  .delete('/invitation_links/:id', async (c) => {
    const auth = requireAuth(c);
    await revokeInvitationLink(c.get('deps').db, auth, parseId(c.req.param('id'), 'Invitation link'));
    return c.body(null, 204);
  })
  .get('/invitation_links/:token', async (c) => {
    const token = c.req.param('token');
    if (!TOKEN.test(token)) throw invalidInvitationLink();
    c.header('Cache-Control', 'no-store');
    return c.json(snake({ data: await readInvitationLink(c.get('deps').db, token, await hostCommunityId(c)) }));
  })
  .post('/invitation_link_registrations', async (c) => {
    const { invitationLink } = await readJson(c, ZInvitationLinkRegistrationRequest);
    const { db, rateLimiter, mail, appOrigin } = c.get('deps');
    const decision = await rateLimiter.hit(`link-registration:${clientAddress(c)}`, LINK_REGISTRATION_LIMIT.limit, LINK_REGISTRATION_LIMIT.windowMs);
    if (!decision.allowed) throw new RateLimitedError(decision.retryAfterSeconds, 'Too many requests, try again later');
    if (await registerThroughLink(db, invitationLink, await hostCommunityId(c), appOrigin)) mail.wake();
    return c.json(snake({ data: { email: invitationLink.userAttributes.email } }), 202);
  });
