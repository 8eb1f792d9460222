// Starts the whole product on its embedded defaults: the backend (migrations applied, demo
// data seeded on first run), then the production Next.js server once the backend is healthy.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

const webPort = Number(process.env.PORT ?? 3000);
const apiPort = Number(process.env.API_PORT ?? 4000);
const apiBaseUrl = process.env.API_BASE_URL ?? `http://127.0.0.1:${apiPort}`;

if (!existsSync('.next/BUILD_ID')) {
  console.error('No production build found: run `npm run build` first (the README start line does).');
  process.exit(1);
}

const children = [];
function run(name, command, args, env) {
  const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  child.on('exit', (code, signal) => {
    console.error(`${name} stopped (${signal ?? code}); stopping the product.`);
    shutdown(code ?? 1);
  });
  children.push(child);
  return child;
}

function shutdown(code = 0) {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
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

run('backend', process.execPath, ['--conditions=react-server', '--import', 'tsx', 'server/main.ts'], { API_PORT: String(apiPort) });
await waitForHealth(`${apiBaseUrl}/health`);
run('web', process.execPath, ['scripts/web-server.mjs'], { PORT: String(webPort), API_BASE_URL: apiBaseUrl });

console.log(`
The product is starting on port ${webPort}:
  http://demo.localhost:${webPort}            community "demo" (French)
  http://demo.localhost:${webPort}/en         the same in English
  http://lycee-mistral.localhost:${webPort}   community "lycee-mistral"
  http://localhost:${webPort}                 no community: default brand
`);
