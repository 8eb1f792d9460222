import http from 'node:http';
import { E2E } from './hosts';

type RawRequest = {
  method: string;
  path: string;
  host: string;
  headers?: Record<string, string>;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as is (multipart, oversized bodies). */
  rawBody?: Buffer;
  port?: number;
};

/**
 * A request a browser would never send (a forged Origin or X-Forwarded-For, a huge body),
 * addressed to 127.0.0.1 with the community's Host header, since Node's resolver does not
 * know *.localhost.
 */
export function rawRequest(options: RawRequest) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: any }>((resolve, reject) => {
    const payload = options.rawBody ?? (options.body === undefined ? undefined : Buffer.from(JSON.stringify(options.body)));
    const request = http.request(
      {
        host: '127.0.0.1',
        port: options.port ?? E2E.webPort,
        method: options.method,
        path: options.path,
        headers: { host: options.host, ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}), ...options.headers },
      },
      (response) => {
        let data = '';
        response.on('data', (chunk) => (data += chunk));
        response.on('end', () => {
          const isJson = String(response.headers['content-type']).includes('json');
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: data && isJson ? JSON.parse(data) : data || null });
        });
      },
    );
    request.on('error', reject);
    if (payload) request.write(payload);
    request.end();
  });
}
