import 'server-only';
import http from 'node:http';
import { checkReadiness, readinessAnswer, type ReadinessParts } from '../platform/readiness';

/**
 * A worker serves no API, yet its orchestrator must know whether it lives (restart it if not)
 * and whether it can reach what its jobs need: the two answers the API gives on the same paths.
 */
export function listenForHealth(parts: ReadinessParts, { host, port }: { host: string; port: number }): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://worker.invalid').pathname;
    const answer = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      res.end(JSON.stringify(body));
    };
    if (req.method !== 'GET' && req.method !== 'HEAD') return answer(405, { error: { code: 'METHOD_NOT_ALLOWED', message: 'Only GET' } });
    if (pathname === '/healthz') return answer(200, { status: 'ok' });
    if (pathname === '/readyz') {
      return void checkReadiness(parts).then((readiness) => {
        const { status, body } = readinessAnswer(readiness);
        answer(status, body);
      });
    }
    answer(404, { error: { code: 'NOT_FOUND', message: 'A worker answers /healthz and /readyz only' } });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
