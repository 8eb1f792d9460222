import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';

/** A port nothing listens on, for a moment: the OS picks it, we close it. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * A Redis of the test's own (Debian's redis-server, which `.ci/run` makes sure of), so that the
 * test may kill or freeze it without touching the one other tests share. Nothing saved to disk.
 */
export async function startRedis(): Promise<{ url: string; process: ChildProcess; stop: () => void }> {
  const port = await freePort();
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  const url = `redis://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    // Refused until the server listens: expected here, and answered by the retry.
    probe.on('error', () => {});
    try {
      await probe.connect();
      await probe.ping();
      probe.disconnect();
      return { url, process: child, stop: () => void child.kill('SIGKILL') };
    } catch {
      probe.disconnect();
      await sleep(50);
    }
  }
  child.kill('SIGKILL');
  throw new Error(`redis-server did not start on port ${port}`);
}
