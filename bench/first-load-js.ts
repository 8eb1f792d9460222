import { gzipSync } from 'node:zlib';

/**
 * First-load JS of a route as a browser meets it: every script the server-rendered HTML
 * references, fetched and gzipped, summed. Measured on the running production build.
 */
export async function firstLoadJs(origin: string, route: string, headers: Record<string, string>) {
  const html = await (await fetch(`${origin}${route}`, { headers, redirect: 'manual' })).text();
  const sources = [...new Set([...html.matchAll(/<script[^>]+src="([^"]+\.js[^"]*)"/g)].map((m) => m[1]))];
  let raw = 0;
  let gzip = 0;
  for (const src of sources) {
    const body = Buffer.from(await (await fetch(new URL(src, origin), { headers })).arrayBuffer());
    raw += body.length;
    gzip += gzipSync(body).length;
  }
  return { route, scripts: sources.length, rawKb: Math.round(raw / 1024), gzipKb: Math.round(gzip / 1024) };
}
