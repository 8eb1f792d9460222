import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { E2E } from './hosts';

/**
 * A second whole product (`npm start`'s script) on its own ports and data folder, for tests
 * that must not disturb the shared one: killing its backend, spending a per-address limit.
 */
export const ISOLATED = {
  webPort: E2E.webPort + 2,
  apiPort: E2E.apiPort + 2,
  dataDir: 'data/e2e-isolated',
};
export const isolatedDemo = `http://demo.localhost:${ISOLATED.webPort}`;

export type IsolatedProduct = { backendPid: () => number; stop: () => Promise<void> };

async function isAnswering(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { redirect: 'manual' })).status < 500;
  } catch {
    return false;
  }
}

export type IsolatedOptions = { webPort: number; apiPort: number; dataDir: string; env?: Record<string, string>; keepData?: boolean };

/** A product of its own: ISOLATED's ports and folder by default; `keepData` starts on a folder prepared beforehand. */
export async function startIsolatedProduct(options: IsolatedOptions = ISOLATED): Promise<IsolatedProduct> {
  const { webPort, apiPort, dataDir } = options;
  if (!options.keepData) {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(`${dataDir}-uploads`, { recursive: true, force: true });
  }
  const product: ChildProcess = spawn(process.execPath, ['scripts/start.mjs'], {
    env: {
      ...process.env,
      PORT: String(webPort),
      API_PORT: String(apiPort),
      API_BASE_URL: `http://127.0.0.1:${apiPort}`,
      PGLITE_DATA_DIR: dataDir,
      UPLOADS_DIR: `${dataDir}-uploads`,
      NODE_ENV: 'production',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // start.mjs prints each backend it starts: the latest is the one to kill.
  let backendPid = 0;
  product.stdout!.on('data', (chunk: Buffer) => {
    for (const match of chunk.toString().matchAll(/backend started \(pid (\d+)\)/g)) backendPid = Number(match[1]);
  });
  const deadline = Date.now() + 120_000;
  while (!(await isAnswering(`http://127.0.0.1:${webPort}/auth`))) {
    if (Date.now() > deadline || product.exitCode !== null) throw new Error('The isolated product did not start');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return {
    backendPid: () => backendPid,
    stop: () =>
      new Promise<void>((resolve) => {
        if (product.exitCode !== null) return resolve();
        product.once('exit', () => resolve());
        product.kill('SIGTERM');
      }),
  };
}
