import 'server-only';
import { randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { TSkillInput } from '@/lib/shared/validation/experience';
import { RECOGNITION_LEVEL_MAX } from '@/lib/shared/validation/recognition-rules';
import { inTransaction, type Database } from '../db/client';
import {
  addresses,
  communities,
  communityMemberships,
  experienceSkills,
  experiences,
  groupMemberships,
  groups,
  microRecognitionMessages,
  microRecognitions,
  microRecognitionSkills,
  portraitHighlights,
  portraits,
  skills,
  stories,
  storyExperiences,
  storyGroups,
  users,
} from '../db/schema';
import { replaceGroups } from '../modules/sharing';
import { createSkills } from '../modules/experiences';
import { findOrCreateTags, linkTags } from '../modules/tags';
import { hashPassword } from '../modules/accounts';

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
        // Sign-in looks emails up lower-cased (modules/accounts findUserByEmail): store them so.
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

export async function createSkill(db: Database, communityId: number, overrides: Partial<typeof skills.$inferInsert> = {}) {
  const [row] = await db.insert(skills).values({ name: `Skill ${next()}`, ...overrides, communityId }).returning();
  return row;
}

/** A skill as the API takes it; level defaults to 2 (three stars of four). */
export type ExperienceSkillInput = Partial<Omit<TSkillInput, 'skillsAttributes'>> & {
  name: string;
  skillsAttributes?: (Partial<Omit<TSkillInput, 'skillsAttributes'>> & { name: string })[];
};

export type ExperienceInput = Partial<typeof experiences.$inferInsert> & {
  userId: number;
  communityId: number;
  groupIds?: number[];
  tags?: string[];
  skills?: ExperienceSkillInput[];
  address?: Omit<Partial<typeof addresses.$inferInsert>, 'experienceId'>;
};

const skillInput = (s: ExperienceSkillInput): TSkillInput => ({
  ...s,
  level: s.level ?? 2,
  custom: s.custom ?? !s.skillId,
  skillsAttributes: (s.skillsAttributes ?? []).map((c) => ({ ...c, level: c.level ?? 2, custom: c.custom ?? !c.skillId })),
});

/**
 * An experience with its relations, written with the same helpers the API uses (tags found
 * case-insensitively, skills checked against the community's list). No picture unless a
 * stored `pictureKey` is given: tests that need files go through the API.
 */
export async function createExperience(db: Database, input: ExperienceInput) {
  const { groupIds = [], tags = [], skills: skillList = [], address, ...overrides } = input;
  const n = next();
  return inTransaction(db, async (tx) => {
    const [row] = await tx
      .insert(experiences)
      .values({ description: `Experience ${n}`, date: new Date(), publicToken: randomBytes(24).toString('base64url'), ...overrides })
      .returning();
    await replaceGroups(tx, 'experience', row.id, groupIds);
    await linkTags(tx, row.id, await findOrCreateTags(tx, row.communityId, tags));
    await createSkills(tx, row.id, { userId: row.userId, communityId: row.communityId }, skillList.map(skillInput));
    if (address) await tx.insert(addresses).values({ ...address, experienceId: row.id });
    return row;
  });
}

export type StoryInput = Partial<typeof stories.$inferInsert> & {
  userId: number;
  communityId: number;
  groupIds?: number[];
  /** The story's experiences, in their order in the story. */
  experienceIds?: number[];
};

/** A story with its groups and experiences (positions follow `experienceIds`). */
export async function createStory(db: Database, input: StoryInput) {
  const { groupIds = [], experienceIds = [], ...overrides } = input;
  const n = next();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(stories)
      .values({ title: `Story ${n}`, date: new Date(), publicToken: randomBytes(24).toString('base64url'), ...overrides })
      .returning();
    if (groupIds.length) await tx.insert(storyGroups).values(groupIds.map((groupId) => ({ storyId: row.id, groupId })));
    if (experienceIds.length) {
      await tx.insert(storyExperiences).values(experienceIds.map((experienceId, position) => ({ storyId: row.id, experienceId, position })));
    }
    return row;
  });
}

export type PortraitInput = Partial<typeof portraits.$inferInsert> & {
  userId: number;
  communityId: number;
  groupIds?: number[];
  /** The highlighted experiences, in the portrait's order. */
  highlightedExperienceIds?: number[];
};

/** A saved portrait with its groups and highlights. */
export async function createPortrait(db: Database, input: PortraitInput) {
  const { groupIds = [], highlightedExperienceIds = [], ...values } = input;
  return inTransaction(db, async (tx) => {
    const [row] = await tx.insert(portraits).values(values).returning();
    await replaceGroups(tx, 'portrait', row.userId, groupIds);
    if (highlightedExperienceIds.length) {
      await tx.insert(portraitHighlights).values(highlightedExperienceIds.map((experienceId, position) => ({ portraitId: row.userId, experienceId, position })));
    }
    return row;
  });
}

export type RecognitionInput = Partial<typeof microRecognitions.$inferInsert> & {
  communityId: number;
  experienceId: number;
  teacherEmail: string;
  /** The learner's first message in the thread, if any. */
  message?: string;
  /** The stars asked for each of these experience skills (by default, every top-level skill at its level + 1). */
  skills?: { experienceSkillId: number; studentLevel: number }[];
};

/** A recognition request with its thread's first message and its skills, written as the API writes them. */
export async function createRecognition(db: Database, input: RecognitionInput) {
  const { message, skills: asked, ...values } = input;
  return inTransaction(db, async (tx) => {
    const [row] = await tx.insert(microRecognitions).values(values).returning();
    const skillRows =
      asked ??
      (await tx.select().from(experienceSkills).where(eq(experienceSkills.experienceId, row.experienceId)).orderBy(asc(experienceSkills.position), asc(experienceSkills.id)))
        .filter((s) => s.parentId === null)
        .map((s) => ({ experienceSkillId: s.id, studentLevel: Math.min(s.level + 1, RECOGNITION_LEVEL_MAX) }));
    if (skillRows.length) await tx.insert(microRecognitionSkills).values(skillRows.map((s, position) => ({ ...s, microRecognitionId: row.id, position })));
    if (message) await tx.insert(microRecognitionMessages).values({ microRecognitionId: row.id, author: 'student', kind: 'request', body: message, createdAt: row.createdAt });
    return row;
  });
}
