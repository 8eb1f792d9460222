import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { waitFor } from './processes';

const NEXT = path.resolve('node_modules/next/dist/bin/next');

/** A reference app under bench/, with the repository's Next and React; built on first use. */
async function startApp(dir: string, port: number, readyPath: string, env: Record<string, string> = {}) {
  // Built and started from its own folder: next-intl's plugin reads its config path from there.
  const options = { cwd: dir, env: { ...process.env, NODE_ENV: 'production', ...env } } as const;
  if (!existsSync(`${dir}/.next/BUILD_ID`)) {
    await new Promise<void>((resolve, reject) => {
      const build = spawn(process.execPath, [NEXT, 'build'], { ...options, stdio: ['ignore', 'ignore', 'inherit'] });
      build.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${dir} build failed (${code})`))));
    });
  }
  const child = spawn(process.execPath, [NEXT, 'start', '-p', String(port)], { ...options, stdio: ['ignore', 'ignore', 'inherit'] });
  await waitFor(`http://127.0.0.1:${port}${readyPath}`);
  // `next start` serves from this very process (its title becomes next-server): its CPU is the app's.
  // Stopped means exited: the next app on the same port would otherwise find this one still
  // answering, and be measured while it shuts down.
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { pid: child.pid!, stop };
}

/**
 * The bare reference app (bench/baseline): the same Next and React as the product, a dynamic
 * page of twenty cards and a route handler answering constant JSON.
 */
export const startBaseline = (port: number) => startApp('bench/baseline', port, '/api/constant');

/**
 * The design's floor (bench/baseline-intl): the bare page under next-intl (its middleware in a
 * proxy, a [locale] segment, its provider, a translated heading) after one loopback call per
 * request, as the product's proxy asks the backend for the session. The call is answered by a
 * bare Node server with a constant user, so the floor holds the web side's cost alone.
 * `localeRouting: 'own'` maps the URL to the segment in the proxy itself, as the product does,
 * instead of next-intl's middleware.
 */
export async function startDesignFloor(port: number, lookupPort: number, localeRouting: 'next-intl' | 'own' = 'next-intl') {
  const user = JSON.stringify({ user: { id: 1, firstname: 'Léa', lastname: 'Lambert', locale: 'fr' } });
  const lookup = http.createServer((_request, response) => response.writeHead(200, { 'content-type': 'application/json' }).end(user));
  await new Promise<void>((resolve) => lookup.listen(lookupPort, '127.0.0.1', resolve));
  const app = await startApp('bench/baseline-intl', port, '/', {
    LOOKUP_URL: `http://127.0.0.1:${lookupPort}/v2/session`,
    FLOOR_LOCALE_ROUTING: localeRouting,
  });
  return {
    pid: app.pid,
    stop: async () => {
      await app.stop();
      lookup.closeAllConnections();
      await new Promise((resolve) => lookup.close(resolve));
    },
  };
}
