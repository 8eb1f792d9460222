import autocannon from 'autocannon';
import { cpuMeter, type TServers } from './cpu';

export type LoadResult = {
  name: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
  /** CPU each request cost the server answering it, and the backend behind it, in ms (when their processes are given). */
  webCpuMs?: number;
  backendCpuMs?: number;
};

const tenths = (ms: number | undefined) => (ms === undefined ? undefined : Number(ms.toFixed(1)));

/**
 * A bounded load on loopback: fixed duration, fixed connections, then it stops by itself. With
 * `servers`, it also reports their CPU per request: requests per second tell how much the machine
 * serves with the load generator on the same cores, CPU per request tells where a request's time
 * goes (bench/README.md).
 */
export async function load(
  name: string,
  options: {
    url: string;
    headers?: Record<string, string>;
    connections?: number;
    seconds?: number;
    method?: 'GET' | 'POST' | 'PATCH';
    body?: string;
    form?: Record<string, { type: 'text'; value: string } | { type: 'file'; path: string }>;
    /** A mix of pages: each connection asks for them in turn, over and over, instead of `url`'s path alone. */
    paths?: string[];
    /** The server the load asks, and the backend that server asks in turn. */
    servers?: TServers;
  },
): Promise<LoadResult> {
  const cpuPer = cpuMeter(options.servers ?? {});
  const result = await autocannon({
    url: options.url,
    headers: options.headers,
    method: options.method ?? 'GET',
    body: options.body,
    form: options.form,
    connections: options.connections ?? 10,
    duration: options.seconds ?? 8,
    requests: options.paths?.map((path) => ({ method: 'GET' as const, path })),
  });
  const cpu = cpuPer(result.requests.total);
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
    webCpuMs: tenths(cpu.web),
    backendCpuMs: tenths(cpu.backend),
  };
}
