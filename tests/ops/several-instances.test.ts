import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { Pool } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startRedis } from '../support/redis-process';
import { scratchDatabases } from '../support/scratch-databases';
import { startS3Bucket, type S3Bucket } from '../support/s3-bucket';
import { startSmtpListener, type SmtpListener } from '../support/smtp-listener';
import { startScript, waitUntilReady, type OperatorScript, type RunningProcess } from '../support/processes';

/**
 * A district on this machine: two API instances, workers and two web servers on one
 * PostgreSQL, one Redis, an S3 stand-in and an SMTP listener, each process started with the
 * npm script an operator runs (compose.yaml, docs/operations.md). It needs the production
 * build (`npm test` builds it for the e2e suite, which runs first).
 */
const run = promisify(execFile);
/** The bound the district needs: a job whose worker died is taken over within this. */
const TAKEOVER_WITHIN_MS = 30_000;

const databases = scratchDatabases('ops');
const freshDatabase = databases.fresh;

const processes: RunningProcess[] = [];
const start = (name: string, script: OperatorScript, env: Record<string, string>) => {
  const started = startScript(name, script, env);
  processes.push(started);
  return started;
};

let redis: Awaited<ReturnType<typeof startRedis>>;
let bucket: S3Bucket;
let smtp: SmtpListener;
let databaseUrl: string;
let db: Pool;
let scratch: string;
const ports = { api1: 0, api2: 0, worker1: 0, worker2: 0, worker3: 0, web1: 0, web2: 0 };
let common: Record<string, string>;
let apiOne: RunningProcess;
let workerOne: RunningProcess;

beforeAll(async () => {
  for (const key of Object.keys(ports) as (keyof typeof ports)[]) ports[key] = await freePort();
  [redis, bucket, smtp, databaseUrl, scratch] = await Promise.all([
    startRedis(),
    // The worker's upload of the first PDF hangs, so that the test can kill it mid-job.
    startS3Bucket({ holdFirstPutOf: /\.pdf(\?|$)/ }),
    // And the first mail is never answered, likewise.
    startSmtpListener({ holdFirst: true }),
    freshDatabase(),
    mkdtemp(path.join(tmpdir(), 'journal-ops-')),
  ]);
  db = new Pool({ connectionString: databaseUrl, max: 2 });
  common = {
    DATABASE_URL: databaseUrl,
    REDIS_URL: redis.url,
    S3_BUCKET: bucket.config.bucket,
    S3_REGION: bucket.config.region,
    S3_ENDPOINT: bucket.config.endpoint!,
    S3_FORCE_PATH_STYLE: 'true',
    S3_ACCESS_KEY_ID: bucket.config.accessKeyId,
    S3_SECRET_ACCESS_KEY: bucket.config.secretAccessKey,
    SMTP_URL: smtp.url,
    APP_ORIGIN: `http://localhost:${ports.web1}`,
    SECRETS_KEY: randomBytes(32).toString('base64'),
    BADGES_MASTER_KEY: randomBytes(32).toString('base64'),
    // No key files: the keys above are all an instance has, as in a container.
    SECRETS_KEY_FILE: path.join(scratch, 'unused-secrets.key'),
    BADGES_MASTER_KEY_FILE: path.join(scratch, 'unused-badges.key'),
    LOG_LEVEL: 'warn',
  };
}, 120_000);

afterAll(async () => {
  await Promise.all(processes.map((p) => p.kill('SIGKILL')));
  await db?.end();
  await Promise.all([redis?.stop(), bucket?.close(), smtp?.close()]);
  await databases.dropAll();
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

const api = (port: number) => `http://127.0.0.1:${port}`;
const host = () => `demo.localhost:${ports.web1}`;
const LEARNER = { email: 'learner@demo.example', password: 'journal-demo-2026' };

async function signIn(base: string) {
  const res = await fetch(`${base}/v2/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-host': host() },
    body: JSON.stringify({ user: LEARNER }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return { token: res.headers.get('authorization')!.replace(/^Bearer /, ''), id: ((await res.json()) as { data: { id: number } }).data.id };
}
const get = (base: string, route: string, token: string) => fetch(`${base}${route}`, { headers: { 'x-forwarded-host': host(), authorization: `Bearer ${token}` } });

/** Waits until `check` holds, polling; the time it took, or a failure after `withinMs`. */
async function within(withinMs: number, what: string, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < withinMs) {
    if (await check()) return Date.now() - started;
    await sleep(100);
  }
  throw new Error(`${what}: not within ${withinMs} ms`);
}

/** Waits for `event`, or fails with what the process printed after `ms`. */
async function arrives(event: Promise<void>, what: string, from: RunningProcess, ms = 30_000) {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not arrive within ${ms} ms; ${from.name} printed:\n${from.output().slice(-3000)}`)), ms);
  });
  await Promise.race([event, late]).finally(() => clearTimeout(timer));
}

describe('several instances on one PostgreSQL, Redis, bucket and SMTP server', () => {
  it('start together on an empty database without a crash: two APIs migrating and seeding at once, a worker, two web servers', async () => {
    const backend = { ...common, RUN_JOBS: 'false', SEED_DEMO: 'true' };
    apiOne = start('api 1', 'start:api', { ...backend, API_PORT: String(ports.api1) });
    const apiTwo = start('api 2', 'start:api', { ...backend, API_PORT: String(ports.api2) });
    workerOne = start('worker 1', 'start:worker', { ...common, SEED_DEMO: 'false', WORKER_PORT: String(ports.worker1) });
    await Promise.all([
      waitUntilReady(`${api(ports.api1)}/readyz`, [apiOne, apiTwo]),
      waitUntilReady(`${api(ports.api2)}/readyz`, [apiOne, apiTwo]),
      waitUntilReady(`${api(ports.worker1)}/readyz`, [workerOne]),
    ]);
    const webOne = start('web 1', 'start:web', { PORT: String(ports.web1), API_BASE_URL: api(ports.api1), LOG_LEVEL: 'warn' });
    const webTwo = start('web 2', 'start:web', { PORT: String(ports.web2), API_BASE_URL: api(ports.api2), LOG_LEVEL: 'warn' });
    await Promise.all([waitUntilReady(`${api(ports.web1)}/readyz`, [webOne]), waitUntilReady(`${api(ports.web2)}/readyz`, [webTwo])]);

    // One demo community, not two, however many processes seeded it.
    const { rows } = await db.query<{ n: number }>("select count(*)::int as n from communities where slug = 'demo'");
    expect(rows[0].n).toBe(1);
    for (const p of [apiOne, apiTwo, workerOne, webOne, webTwo]) expect(p.child.exitCode, `${p.name}:\n${p.output().slice(-2000)}`).toBeNull();
  }, 180_000);

  it('ends a session everywhere: signed out through one web server, refused through the other at once', async () => {
    const viaWeb = (port: number) => `${api(port)}/api`;
    const { token } = await signIn(viaWeb(ports.web1));
    expect((await get(viaWeb(ports.web2), '/v2/journal_items/', token)).status).toBe(200);
    const out = await fetch(`${viaWeb(ports.web1)}/v2/logout`, { method: 'DELETE', headers: { 'x-forwarded-host': host(), authorization: `Bearer ${token}` } });
    expect(out.status).toBe(204);
    const tookMs = await within(1_000, 'the other instance refuses the revoked token', async () => (await get(viaWeb(ports.web2), '/v2/journal_items/', token)).status === 401);
    console.info(`Session revoked on the other instance within ${tookMs} ms`);
  });

  it('draws a PDF exactly once when its worker dies mid-job: another worker takes it over within 30 s', async () => {
    const learner = await signIn(api(ports.api1));
    const asked = await fetch(`${api(ports.api1)}/v2/portrait_pdfs`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-host': host(), authorization: `Bearer ${learner.token}` },
      body: JSON.stringify({ id: learner.id }),
    });
    expect(asked.status).toBe(201);
    const job = ((await asked.json()) as { data: { id: number } }).data;

    // Worker 1 drew it and is uploading it: the bucket holds the upload. Kill it there.
    await arrives(bucket.held(), 'the PDF upload', workerOne);
    await workerOne.kill('SIGKILL');
    const killedAt = Date.now();
    const workerTwo = start('worker 2', 'start:worker', { ...common, SEED_DEMO: 'false', WORKER_PORT: String(ports.worker2) });
    await waitUntilReady(`${api(ports.worker2)}/readyz`, [workerTwo]);

    await within(TAKEOVER_WITHIN_MS + 10_000, 'the PDF is ready', async () => {
      const status = await get(api(ports.api2), `/v2/portrait_pdfs/${job.id}/status`, learner.token);
      return ((await status.json()) as { data: { pdf_status: string } }).data.pdf_status === 'ready';
    });
    const tookOverMs = Date.now() - killedAt;
    console.info(`PDF job taken over ${tookOverMs} ms after its worker was killed`);
    expect(tookOverMs).toBeLessThanOrEqual(TAKEOVER_WITHIN_MS);
    // One job for the document, and its file is served by both APIs.
    const { rows } = await db.query<{ n: number }>("select count(*)::int as n from pdf_jobs where kind = 'portrait'");
    expect(rows[0].n).toBe(1);
    for (const port of [ports.api1, ports.api2]) {
      const file = await get(api(port), `/v2/portrait_pdfs/${job.id}`, learner.token);
      expect(file.status).toBe(200);
      expect(Buffer.from(await file.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
    }
  }, 120_000);

  it('sends a mail exactly once when its sender dies mid-send: another worker sends it within 30 s', async () => {
    const asked = await fetch(`${api(ports.api2)}/v2/password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-host': host() },
      body: JSON.stringify({ user: { email: LEARNER.email } }),
    });
    expect(asked.status).toBe(202);
    // Worker 2 is sending it, and the SMTP server does not answer: kill the worker there.
    const sender = processes.find((p) => p.name === 'worker 2')!;
    await arrives(smtp.held(), 'the mail', sender);
    await sender.kill('SIGKILL');
    const killedAt = Date.now();
    const workerThree = start('worker 3', 'start:worker', { ...common, SEED_DEMO: 'false', WORKER_PORT: String(ports.worker3) });
    await within(TAKEOVER_WITHIN_MS + 10_000, 'the mail arrives', async () => smtp.mails.some((mail) => mail.to.includes(LEARNER.email)));
    const tookOverMs = Date.now() - killedAt;
    console.info(`Mail taken over ${tookOverMs} ms after its sender was killed`);
    expect(tookOverMs).toBeLessThanOrEqual(TAKEOVER_WITHIN_MS);
    // Given time to send it twice, it is still there once.
    await sleep(2_000);
    expect(smtp.mails.filter((mail) => mail.to.includes(LEARNER.email))).toHaveLength(1);
    expect(workerThree.child.exitCode).toBeNull();
  }, 120_000);

  it('restores: a dump restored into a fresh database, a backend started on it reads the same journal', async () => {
    const dump = path.join(scratch, 'journal.dump');
    await run('pg_dump', ['--format=custom', `--file=${dump}`, databaseUrl]);
    const restoredUrl = await freshDatabase();
    await run('pg_restore', ['--no-owner', `--dbname=${restoredUrl}`, dump]);
    const migrate = start('migrate', 'migrate', { ...common, DATABASE_URL: restoredUrl });
    expect(await migrate.exited, migrate.output()).toBe(0);
    const port = await freePort();
    const restored = start('restored api', 'start:api', { ...common, DATABASE_URL: restoredUrl, MIGRATE_ON_START: 'false', SEED_DEMO: 'false', RUN_JOBS: 'false', API_PORT: String(port) });
    await waitUntilReady(`${api(port)}/readyz`, [restored]);

    const journal = async (base: string) => {
      const { token } = await signIn(base);
      const res = await get(base, '/v2/journal_items/', token);
      expect(res.status).toBe(200);
      return res.json();
    };
    const original = await journal(api(ports.api1));
    expect(((original as { data: { paginated_results: unknown[] } }).data.paginated_results).length).toBeGreaterThan(0);
    expect(await journal(api(port))).toEqual(original);
  }, 120_000);
});
