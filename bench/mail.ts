import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * `npm run bench:mail`: how long a mail takes from the request that causes it to a real SMTP
 * server on loopback (tests/support/smtp-listener.ts), for a password reset and an invitation,
 * on PGlite in memory (and, with BENCH_DATABASE_URL, on a throw-away PostgreSQL database);
 * then what the queue does while the SMTP server is down. Numbers to stdout and
 * bench/results/mail.json; nothing asserts a time.
 */
if (!process.execArgv.some((arg) => arg.includes('react-server'))) {
  const run = spawnSync(process.execPath, ['--conditions=react-server', ...process.execArgv, fileURLToPath(import.meta.url)], { stdio: 'inherit' });
  process.exit(run.status ?? 1);
}

const ROUNDS = Number(process.env.BENCH_MAIL_ROUNDS ?? 30);
const { eq } = await import('drizzle-orm');
const { startTestApi } = await import('../tests/support/api-harness');
const { startSmtpListener } = await import('../tests/support/smtp-listener');
const { buildTwoCommunities, login } = await import('../tests/support/communities');
const { createMailSender } = await import('@/server/modules/mail/sender');
const { createSmtpTransport } = await import('@/server/modules/mail/transport');
const { mailOutbox } = await import('@/server/db/schema');
const { createUser } = await import('@/server/seed/fixtures');

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))];

async function run(engine: 'pglite' | 'postgres') {
  if (engine === 'postgres') process.env.DATABASE_URL = process.env.BENCH_DATABASE_URL;
  else delete process.env.DATABASE_URL;
  const smtp = await startSmtpListener();
  const api = await startTestApi();
  await api.deps.mail.stop();
  api.deps.mail = createMailSender(api.db, createSmtpTransport(smtp.url, 'Journal <no-reply@bench.test>'));
  const world = await buildTwoCommunities(api);
  const admin = await login(api, world.demo.admin.email, world.demo.host);
  const arrived = async (to: string) => {
    while (!smtp.mails.some((mail) => mail.to.includes(to))) await new Promise((resolve) => setTimeout(resolve, 2));
    return smtp.mails.find((mail) => mail.to.includes(to))!.receivedAt;
  };
  const times: Record<string, number[]> = { passwordReset: [], invitation: [] };
  for (let i = 0; i < ROUNDS; i++) {
    // An account of its own each round (3 reset mails an hour per account), asked from an address of its own.
    const member = await createUser(api.db, { email: `reset-${i}@bench.test`, communityIds: [world.demo.community.id] });
    let started = Date.now();
    await api.request('/v2/password', { method: 'POST', host: world.demo.host, headers: { 'x-forwarded-for': `10.0.${i >> 8}.${i & 255}` }, json: { user: { email: member.email } } });
    times.passwordReset.push((await arrived(member.email)) - started);
    const email = `bench-${i}@invite.test`;
    started = Date.now();
    await api.request('/v2/invitation', { method: 'POST', host: world.demo.host, token: admin.token, json: { user: { email, firstname: 'B', lastname: 'Bench' }, group_id: world.demo.group.id, community_id: world.demo.community.id } });
    times.invitation.push((await arrived(email)) - started);
  }
  const summary = Object.fromEntries(Object.entries(times).map(([kind, values]) => [kind, { median: percentile(values, 50), p95: percentile(values, 95), max: Math.max(...values) }]));

  // SMTP down: the request still answers at once, the mail waits with its error, then goes.
  await smtp.close();
  const downAt = Date.now();
  const res = await api.request('/v2/password', { method: 'POST', host: world.demo.host, headers: { 'x-forwarded-for': '10.9.9.9' }, json: { user: { email: world.demo.peer.email } } });
  const answeredMs = Date.now() - downAt;
  await api.deps.mail.idle();
  const [row] = await api.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, world.demo.peer.email));
  const down = { status: res.status, answeredMs, mail: { status: row.status, attempts: row.attempts, retryInS: Math.round((row.nextAttemptAt.getTime() - Date.now()) / 1000), lastError: row.lastError } };
  await api.close();
  return { engine, rounds: ROUNDS, msFromRequestToSmtp: summary, smtpDown: down };
}

const results = [await run('pglite'), ...(process.env.BENCH_DATABASE_URL ? [await run('postgres')] : [])];
console.log(JSON.stringify(results, null, 2));
mkdirSync('bench/results', { recursive: true });
writeFileSync('bench/results/mail.json', JSON.stringify(results, null, 2));
process.exit(0);
