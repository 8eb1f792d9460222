import { asc, eq } from 'drizzle-orm';
import { DEFAULT_PASSWORD, createCommunity, createGroup, createUser } from '@/server/seed/fixtures';
import { sessions, users } from '@/server/db/schema';
import type { TestApi } from './api-harness';

/**
 * Two communities built through the fixture builders only, so every API test file starts
 * from the same shape: in each, a learner, a second learner (peer), a community admin and
 * a group. Hosts are the sub-domains the front end would forward.
 */
export const PASSWORD = DEFAULT_PASSWORD;

type UserRow = typeof users.$inferSelect;

export type CommunitySetup = {
  community: Awaited<ReturnType<typeof createCommunity>>;
  group: Awaited<ReturnType<typeof createGroup>>;
  host: string;
  origin: string;
  learner: UserRow;
  peer: UserRow;
  admin: UserRow;
};

export type TwoCommunities = { demo: CommunitySetup; mistral: CommunitySetup };

async function buildCommunity(api: TestApi, slug: string, domain: string): Promise<CommunitySetup> {
  const community = await createCommunity(api.db, {
    slug,
    name: slug === 'demo' ? 'Demo' : 'Lycée Mistral',
    url: slug,
    supportLink: 'https://support.example.org/help',
    faviconUrl: `/favicons/${slug}.svg`,
  });
  const group = await createGroup(api.db, community.id, { name: `Seconde ${slug}` });
  const member = (local: string, extra: Partial<typeof users.$inferInsert> = {}) =>
    createUser(api.db, {
      email: `${local}@${domain}.test`,
      firstname: local.charAt(0).toUpperCase() + local.slice(1),
      lastname: slug,
      communityIds: [community.id],
      groupIds: [group.id],
      ...extra,
    });
  return {
    community,
    group,
    host: `${slug}.localhost:3000`,
    origin: `http://${slug}.localhost:3000`,
    learner: await member('learner'),
    peer: await member('peer'),
    admin: await member('admin', { communityAdmin: true, groupAdmin: true }),
  };
}

/** Call once per test file (each file has its own database). */
export async function buildTwoCommunities(api: TestApi): Promise<TwoCommunities> {
  return {
    demo: await buildCommunity(api, 'demo', 'demo'),
    mistral: await buildCommunity(api, 'mistral', 'mistral'),
  };
}

export type LoggedIn = { token: string; refreshToken: string; body: any; res: Response };

/** Signs in through the API and insists it worked, so a test never continues without a token. */
export async function login(api: TestApi, email: string, host: string, password = PASSWORD): Promise<LoggedIn> {
  const res = await api.request('/v2/login', { method: 'POST', host, json: { user: { email, password } } });
  if (res.status !== 200) throw new Error(`login of ${email} on ${host} answered ${res.status}: ${await res.text()}`);
  const header = res.headers.get('authorization') ?? '';
  const token = header.replace(/^Bearer\s+/i, '');
  if (!token || token === header) throw new Error(`login of ${email} gave no Bearer token`);
  const body = await res.json();
  return { token, refreshToken: body.meta.refresh_token, body, res };
}

export function allSessions(api: TestApi) {
  return api.db.select().from(sessions).orderBy(asc(sessions.id));
}

export async function userRow(api: TestApi, id: number) {
  const [row] = await api.db.select().from(users).where(eq(users.id, id));
  return row;
}

export function allUsers(api: TestApi) {
  return api.db.select().from(users).orderBy(asc(users.id));
}
