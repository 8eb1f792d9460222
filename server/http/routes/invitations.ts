import 'server-only';
import { Hono } from 'hono';
import { ZInvitationRegistrationRequest, ZInviteRequest } from '@/lib/shared/validation/invitation';
import { acceptInvitation, invalidInvitation, invite, readInvitation } from '../../modules/invitations/invitations';
import type { AppEnv } from '../context';
import { hostCommunityId } from '../host-community';
import { requireAuth } from '../session';
import { readJson, snake } from '../validate';

const TOKEN = /^[\w-]{20,200}$/;

/** Spec §7 invitation calls (modules/invitations/invitations.ts says who may, and what each does). */
export const invitationRoutes = new Hono<AppEnv>()
  .post('/invitation', async (c) => {
    const auth = requireAuth(c);
    const request = await readJson(c, ZInviteRequest);
    const { db, mail, appOrigin } = c.get('deps');
    const invitee = await invite(db, auth, request, appOrigin);
    mail.wake();
    return c.json(snake({ data: invitee }), 201);
  })
  .get('/invitation/:token', async (c) => {
    const token = c.req.param('token');
    if (!TOKEN.test(token)) throw invalidInvitation();
    c.header('Cache-Control', 'no-store');
    return c.json(snake({ data: await readInvitation(c.get('deps').db, token, await hostCommunityId(c)) }));
  })
  .put('/invitation', async (c) => {
    const { user } = await readJson(c, ZInvitationRegistrationRequest, 'user');
    const registered = await acceptInvitation(c.get('deps').db, user, await hostCommunityId(c));
    return c.json(snake({ data: { email: registered.email } }));
  });
