// Starts the whole product on its embedded defaults: the backend (migrations applied, demo
// data seeded on first run), then the production web server once the backend is healthy.
// It supervises the backend: a crash restarts it while the web server stays up and answers 503.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

const webPort = Number(process.env.PORT ?? 3000);
const apiPort = Number(process.env.API_PORT ?? 4000);
const apiBaseUrl = process.env.API_BASE_URL ?? `http://127.0.0.1:${apiPort}`;

/** A backend that dies sooner than this after starting counts as a fast crash. */
const FAST_CRASH_MS = 10_000;
/** Five fast crashes in a row mean a fault a restart will not cure (bad config, broken database). */
const MAX_FAST_CRASHES = 5;
const backOffMs = (fastCrashes) => Math.min(500 * 2 ** fastCrashes, 10_000);

if (!existsSync('.next/BUILD_ID')) {
  console.error('No production build found: run `npm run build` first (the README start line does).');
  process.exit(1);
}

let isStopping = false;
let backend;
let web;
let fastCrashes = 0;

function shutdown(code = 0) {
  isStopping = true;
  for (const child of [backend, web]) if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 300).unref();
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

async function waitForHealth(url, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The backend did not become healthy at ${url}`);
}

const tellWeb = (backendState) => web?.connected && web.send({ backend: backendState });

async function startBackend() {
  const startedAt = Date.now();
  backend = spawn(process.execPath, ['--conditions=react-server', '--import', 'tsx', 'server/main.ts'], {
    stdio: 'inherit',
    // Mail links point at this web server unless the deployment names its public origin.
    env: { APP_ORIGIN: `http://localhost:${webPort}`, ...process.env, API_PORT: String(apiPort) },
  });
  console.log(`backend started (pid ${backend.pid})`);
  backend.on('exit', (code, signal) => {
    if (isStopping) return;
    tellWeb('down');
    fastCrashes = Date.now() - startedAt < FAST_CRASH_MS ? fastCrashes + 1 : 0;
    if (fastCrashes >= MAX_FAST_CRASHES) {
      console.error(`backend stopped (${signal ?? code}) ${fastCrashes} times in a row right after starting; stopping the product.`);
      shutdown(1);
      return;
    }
    const delay = backOffMs(fastCrashes);
    console.error(`backend stopped (${signal ?? code}); restarting it in ${delay} ms.`);
    setTimeout(() => void restartBackend(), delay);
  });
  await waitForHealth(`${apiBaseUrl}/health`);
}

async function restartBackend() {
  try {
    await startBackend();
    tellWeb('up');
  } catch (error) {
    console.error(String(error));
    backend.kill('SIGKILL');
  }
}

try {
  await startBackend();
} catch (error) {
  console.error(String(error));
  isStopping = true;
  backend.kill('SIGKILL');
  process.exit(1);
}
web = spawn(process.execPath, ['scripts/web-server.mjs'], {
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  env: { ...process.env, PORT: String(webPort), API_BASE_URL: apiBaseUrl },
});
web.on('exit', (code, signal) => {
  if (isStopping) return;
  console.error(`web server stopped (${signal ?? code}); stopping the product.`);
  shutdown(code ?? 1);
});

console.log(`
The product is starting on port ${webPort}:
  http://demo.localhost:${webPort}            community "demo" (French)
  http://demo.localhost:${webPort}/en         the same in English
  http://lycee-mistral.localhost:${webPort}   community "lycee-mistral"
  http://localhost:${webPort}                 no community: default brand
`);
