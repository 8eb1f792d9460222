import http from 'node:http';
import { E2E } from './hosts';

/**
 * A request a browser would never send (a forged Origin), addressed to 127.0.0.1 with the
 * community's Host header, since Node's resolver does not know *.localhost.
 */
export function rawRequest(options: { method: string; path: string; host: string; headers?: Record<string, string>; body?: unknown }) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: unknown }>((resolve, reject) => {
    const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
    const request = http.request(
      {
        host: '127.0.0.1',
        port: E2E.webPort,
        method: options.method,
        path: options.path,
        headers: { host: options.host, ...(payload ? { 'content-type': 'application/json' } : {}), ...options.headers },
      },
      (response) => {
        let data = '';
        response.on('data', (chunk) => (data += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: data ? JSON.parse(data) : null }));
      },
    );
    request.on('error', reject);
    if (payload) request.write(payload);
    request.end();
  });
}
