import { spawn } from 'node:child_process';

/** The production Next server (needs `npm run build`) pointed at a given backend, on a bench port. */
export async function startWebAgainst(apiBaseUrl: string, port: number) {
  const child = spawn(process.execPath, ['node_modules/next/dist/bin/next', 'start', '-p', String(port)], {
    env: { ...process.env, API_BASE_URL: apiBaseUrl, NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/auth`)).status < 500) return { stop: () => child.kill('SIGTERM') };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGTERM');
  throw new Error('The web server did not start');
}
