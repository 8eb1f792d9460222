import autocannon from 'autocannon';

export type LoadResult = { name: string; requestsPerSecond: number; p50Ms: number; p99Ms: number; errors: number; non2xx: number };

/** A bounded load on loopback: fixed duration, fixed connections, then it stops by itself. */
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
  },
): Promise<LoadResult> {
  const result = await autocannon({
    url: options.url,
    headers: options.headers,
    method: options.method ?? 'GET',
    body: options.body,
    form: options.form,
    connections: options.connections ?? 10,
    duration: options.seconds ?? 8,
  });
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}
