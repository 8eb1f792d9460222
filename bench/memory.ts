import { execFileSync } from 'node:child_process';

/** Resident memory in MB of the product's two processes, found by their command lines. */
export function productMemory() {
  const lines = execFileSync('ps', ['-eo', 'rss=,args='], { encoding: 'utf8' }).split('\n');
  const rssOf = (needle: string) =>
    Math.round(lines.filter((line) => line.includes(needle)).reduce((sum, line) => sum + Number(line.trim().split(/\s+/)[0]), 0) / 1024);
  return { webMb: rssOf('scripts/web-server.mjs'), backendMb: rssOf('server/main.ts') };
}
