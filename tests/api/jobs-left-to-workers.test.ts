import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '@/server/app';
import { dataExports } from '@/server/db/schema';
import { readServerEnv } from '@/server/env';
import { leaveWorkToWorkers, startBackgroundWork, type BackgroundWork } from '@/server/processes/background-work';
import { startTestApi, type TestApi } from '../support/api-harness';
import { assertDocumentedAnswer } from '../support/contract';
import { buildTwoCommunities, login, type TwoCommunities } from '../support/communities';

/**
 * An API started with RUN_JOBS=false only queues: the job waits for a worker, here the same
 * background work `npm run start:worker` starts, on the same database.
 */
let api: TestApi;
let world: TwoCommunities;
let worker: BackgroundWork | null = null;
beforeAll(async () => {
  api = await startTestApi();
  world = await buildTwoCommunities(api);
});
afterAll(async () => {
  await worker?.stop();
  await api.close();
});

const statusOf = async (id: number) => (await api.db.select({ status: dataExports.status }).from(dataExports).where(eq(dataExports.id, id)))[0].status;

describe('jobs left to the workers', () => {
  it('an API without jobs queues a data export and leaves it; a worker draws it', async () => {
    const left = leaveWorkToWorkers();
    const app = createApp({ ...api.deps, mail: left.mail, pdfs: left.pdfs, dataExports: left.dataExports });
    const { learner, host } = world.demo;
    const { token } = await login(api, learner.email, host);
    const path = `/v2/users/${learner.id}/data_exports`;
    const response = await app.request(path, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'x-forwarded-host': host } });
    await assertDocumentedAnswer('POST', path, response);
    expect(response.ok).toBe(true);
    const [row] = await api.db.select().from(dataExports).where(eq(dataExports.userId, learner.id));

    // Nothing in this process runs it, however long it waits.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await statusOf(row.id)).toBe('queued');

    worker = startBackgroundWork({ db: api.db, storage: api.deps.storage }, readServerEnv({ NODE_ENV: 'test' }));
    await expect.poll(() => statusOf(row.id), { timeout: 20_000, interval: 100 }).toBe('ready');
  });
});
