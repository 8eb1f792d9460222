import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const BENCH = { webPort: 3200, apiPort: 4200, baselinePort: 3290, floorPort: 3291, lookupPort: 3292 };

export async function waitFor(url: string, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer`);
}

async function waitUntilDown(url: string) {
  for (let i = 0; i < 120; i++) {
    try {
      await fetch(url);
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const isGroupAlive = (group: number) => {
  try {
    process.kill(-group, 0);
    return true;
  } catch {
    return false;
  }
};

/** SIGTERM, then SIGKILL for what is left after 15 s: a product left running holds the next run's ports. */
async function stopGroup(group: number) {
  process.kill(-group, 'SIGTERM');
  for (let i = 0; i < 60 && isGroupAlive(group); i++) await new Promise((resolve) => setTimeout(resolve, 250));
  if (isGroupAlive(group)) {
    console.error(`the product's processes (group ${group}) ignored SIGTERM for 15 s; killing them.`);
    process.kill(-group, 'SIGKILL');
  }
}

/**
 * The product as `npm start` runs it, on its own ports and a throw-away embedded database. Its
 * processes write a diagnostic report (V8 heap included) into `reportDir` on SIGUSR2 (bench/memory.ts).
 */
export async function startProduct(extraEnv: Record<string, string> = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-pglite-'));
  const reportDir = mkdtempSync(path.join(tmpdir(), 'bench-reports-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_OPTIONS: [process.env.NODE_OPTIONS, '--report-on-signal', `--report-directory=${reportDir}`].filter(Boolean).join(' '),
    PORT: String(BENCH.webPort),
    API_PORT: String(BENCH.apiPort),
    API_BASE_URL: `http://127.0.0.1:${BENCH.apiPort}`,
    PGLITE_DATA_DIR: dataDir,
    NODE_ENV: 'production',
    ...extraEnv,
  };
  const child: ChildProcess = spawn(process.execPath, ['scripts/start.mjs'], { env, stdio: ['ignore', 'ignore', 'inherit'], detached: true });
  await waitFor(`http://127.0.0.1:${BENCH.apiPort}/health`);
  await waitFor(`http://127.0.0.1:${BENCH.webPort}/auth`);
  return {
    /** The process group of start.mjs, the backend and the web server (spawned detached). */
    group: child.pid!,
    reportDir,
    /** Stops the whole process group and waits until its ports are free for the next run. */
    stop: async () => {
      if (child.pid) await stopGroup(child.pid);
      await waitUntilDown(`http://127.0.0.1:${BENCH.webPort}/auth`);
      await waitUntilDown(`http://127.0.0.1:${BENCH.apiPort}/health`);
    },
  };
}
