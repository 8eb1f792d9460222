import 'server-only';
import { Hono } from 'hono';
import { ZContactRequest } from '@/lib/shared/validation/contact';
import { receiveContactMessage } from '../../modules/communities/contact';
import { notFound } from '../../platform/errors';
import { clientAddress, type AppEnv } from '../context';
import { RateLimitedError } from '../errors';
import { hostCommunity } from '../host-community';
import { readJson, snake } from '../validate';

/** Each message costs someone's reading time: ten an hour from one address (a school's shared one) is plenty. */
export const CONTACT_LIMITS_PER_ADDRESS = { limit: 10, windowMs: 60 * 60 * 1000 } as const;

/** Spec §7 POST /v2/contacts: anyone on a community's host writes to its support desk. */
export const contactRoutes = new Hono<AppEnv>().post('/contacts', async (c) => {
  const { contact } = await readJson(c, ZContactRequest, 'contact');
  const { db, rateLimiter, mail } = c.get('deps');
  const community = await hostCommunity(c);
  if (!community) throw notFound('Community');
  const decision = await rateLimiter.hit(`contact:address:${clientAddress(c)}`, CONTACT_LIMITS_PER_ADDRESS.limit, CONTACT_LIMITS_PER_ADDRESS.windowMs);
  if (!decision.allowed) throw new RateLimitedError(decision.retryAfterSeconds, 'Too many messages, try again later');
  const auth = c.get('auth');
  const { locale, ...message } = contact;
  const receipt = await receiveContactMessage(db, community, { userId: auth?.community.id === community.id ? auth.user.id : null, locale }, message);
  mail.wake();
  return c.json(snake({ data: receipt }), 201);
});
