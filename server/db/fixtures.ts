import 'server-only';
import type { Database } from './client';
import { communities, communityMemberships, groupMemberships, groups, users } from './schema';
import { hashPassword } from '../services/passwords';

/**
 * Builders for rows with sensible defaults: the demo seed, the API tests and the e2e
 * fixtures all create data through these, so they agree on what a valid row is.
 */
let sequence = 0;
const next = () => ++sequence;

const hashes = new Map<string, Promise<string>>();
const hashOnce = (password: string) => {
  if (!hashes.has(password)) hashes.set(password, hashPassword(password));
  return hashes.get(password)!;
};

export type CommunityInput = Partial<typeof communities.$inferInsert>;

export async function createCommunity(db: Database, overrides: CommunityInput = {}) {
  const slug = overrides.slug ?? `community-${next()}`;
  const [row] = await db
    .insert(communities)
    .values({ name: slug.charAt(0).toUpperCase() + slug.slice(1), url: slug, ...overrides, slug })
    .returning();
  return row;
}

export async function createGroup(db: Database, communityId: number, overrides: Partial<typeof groups.$inferInsert> = {}) {
  const [row] = await db.insert(groups).values({ name: `Group ${next()}`, ...overrides, communityId }).returning();
  return row;
}

export type UserInput = Partial<typeof users.$inferInsert> & {
  password?: string | null;
  communityIds: number[];
  groupIds?: number[];
};

export const DEFAULT_PASSWORD = 'journal-demo-2026';

export async function createUser(db: Database, input: UserInput) {
  const { password = DEFAULT_PASSWORD, communityIds, groupIds = [], ...overrides } = input;
  const n = next();
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        email: `user${n}-${Date.now().toString(36)}@example.test`,
        firstname: 'Camille',
        lastname: `Martin${n}`,
        status: 'accepted',
        passwordHash: password === null ? null : await hashOnce(password),
        ...overrides,
        // Sign-in looks emails up lower-cased (services/users findUserByEmail): store them so.
        ...(overrides.email !== undefined && { email: overrides.email.trim().toLowerCase() }),
      })
      .returning();
    if (communityIds.length) {
      await tx.insert(communityMemberships).values(communityIds.map((communityId, position) => ({ userId: user.id, communityId, position })));
    }
    if (groupIds.length) {
      await tx.insert(groupMemberships).values(groupIds.map((groupId, position) => ({ userId: user.id, groupId, position })));
    }
    return user;
  });
}
