import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { waitFor } from './processes';

const DIR = 'bench/baseline';
const NEXT = 'node_modules/next/dist/bin/next';

/**
 * The bare reference app (bench/baseline): the same Next and React as the product, a dynamic
 * page of twenty cards and a route handler answering constant JSON. Built on first use.
 */
export async function startBaseline(port: number) {
  if (!existsSync(`${DIR}/.next/BUILD_ID`)) {
    await new Promise<void>((resolve, reject) => {
      const build = spawn(process.execPath, [NEXT, 'build', DIR], { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, NODE_ENV: 'production' } });
      build.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`baseline build failed (${code})`))));
    });
  }
  const child = spawn(process.execPath, [NEXT, 'start', DIR, '-p', String(port)], {
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitFor(`http://127.0.0.1:${port}/api/constant`);
  return { stop: () => child.kill('SIGTERM') };
}
