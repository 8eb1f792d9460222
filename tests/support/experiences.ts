import { asc, eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import {
  addresses,
  experienceGroups,
  experienceSkills,
  experienceTags,
  experiences,
  skills,
  tags,
} from '@/server/db/schema';
import type { TestApi } from './api-harness';
import { STORED_FILE_GRACE_MS, collectUnreferencedFiles } from '@/server/platform/stored-files';
import { experienceForm } from './pictures';

/** A valid creation body, snake_case as on the wire. */
export function validExperience(overrides: Record<string, unknown> = {}) {
  return {
    description: 'Une journée au musée des Beaux-Arts avec la classe.',
    date: '2026-03-14T10:30:00.000Z',
    sharing_parameters: 'private',
    ...overrides,
  };
}

export function postExperience(api: TestApi, auth: { token: string; host: string }, experience: unknown, picture?: Buffer | null, filename?: string) {
  return api.request('/v2/experiences', { method: 'POST', host: auth.host, token: auth.token, body: experienceForm(experience, picture, filename) });
}

export function patchExperience(api: TestApi, auth: { token: string; host: string }, id: number | string, experience: unknown) {
  return api.request(`/v2/experiences/${id}`, { method: 'PATCH', host: auth.host, token: auth.token, json: { experience } });
}

const count = async (api: TestApi, table: PgTable) =>
  (await api.db.select({ n: sql<number>`count(*)::int` }).from(table))[0].n;

/** Rows and files that a refused request must leave as they were. */
export async function counts(api: TestApi) {
  return {
    experiences: await count(api, experiences),
    tags: await count(api, tags),
    experienceTags: await count(api, experienceTags),
    experienceSkills: await count(api, experienceSkills),
    experienceGroups: await count(api, experienceGroups),
    addresses: await count(api, addresses),
    skills: await count(api, skills),
    files: await api.storedFiles(),
  };
}

/** One experience and everything hanging from it, to compare before and after a refusal. */
export async function snapshot(api: TestApi, id: number) {
  const [row] = await api.db.select().from(experiences).where(eq(experiences.id, id));
  return {
    row,
    tags: await api.db.select().from(experienceTags).where(eq(experienceTags.experienceId, id)).orderBy(asc(experienceTags.tagId)),
    skills: await api.db.select().from(experienceSkills).where(eq(experienceSkills.experienceId, id)).orderBy(asc(experienceSkills.id)),
    groups: await api.db.select().from(experienceGroups).where(eq(experienceGroups.experienceId, id)).orderBy(asc(experienceGroups.groupId)),
    address: await api.db.select().from(addresses).where(eq(addresses.experienceId, id)),
  };
}

/** `/api/v2/pictures/<hash>.jpg` → the backend path `/v2/pictures/<hash>.jpg`. */
export const backendPath = (pictureUrl: string) => pictureUrl.replace(/^\/api/, '');
export const fileOf = (pictureUrl: string) => pictureUrl.split('/').pop()!;

/** Runs the file sweeper as the backend would `laterMs` from now (its cutoff is then minus the grace period). */
export function sweepFiles(api: TestApi, laterMs: number) {
  return collectUnreferencedFiles(api.db, api.deps.storage, { olderThan: new Date(Date.now() + laterMs - STORED_FILE_GRACE_MS) });
}
/** Just past the grace period, with a second to spare for the clocks of the test and the database. */
export const AFTER_GRACE_MS = STORED_FILE_GRACE_MS + 1_000;
