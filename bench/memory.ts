import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
const NEEDLES = { web: 'scripts/web-server.mjs', backend: 'server/main.ts' };

/**
 * The product's two processes within its own process group, found by their command lines: other
 * workers' servers on this machine (e2e, a second product) run the same command lines.
 */
export function productProcesses(group: number) {
  const rows = execFileSync('ps', ['-eo', 'pid=,pgid=,rss=,args='], { encoding: 'utf8' })
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter(([, pgid]) => Number(pgid) === group)
    .map(([pid, , rss, ...args]) => ({ pid: Number(pid), rssKb: Number(rss), args: args.join(' ') }));
  const find = (needle: string) => rows.find((row) => row.args.includes(needle));
  return { web: find(NEEDLES.web), backend: find(NEEDLES.backend) };
}

/** Resident memory in MB of the product's web server and backend. */
export function productMemory(group: number) {
  const { web, backend } = productProcesses(group);
  return { webMb: mb((web?.rssKb ?? 0) * 1024), backendMb: mb((backend?.rssKb ?? 0) * 1024) };
}

/** Asks a process started with --report-on-signal for a diagnostic report and reads its V8 heap. */
async function heapOf(pid: number, reportDir: string) {
  const mine = (name: string) => name.includes(`.${pid}.`) && name.endsWith('.json');
  const before = new Set(readdirSync(reportDir).filter(mine));
  process.kill(pid, 'SIGUSR2');
  for (let i = 0; i < 100; i++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const file = readdirSync(reportDir).find((name) => mine(name) && !before.has(name));
    if (!file) continue;
    try {
      const { javascriptHeap } = JSON.parse(readFileSync(path.join(reportDir, file), 'utf8'));
      return { heapUsedMb: mb(javascriptHeap.usedMemory), heapTotalMb: mb(javascriptHeap.totalMemory) };
    } catch {
      // still being written
    }
  }
  throw new Error(`no diagnostic report from process ${pid}`);
}

/**
 * V8 heap of both processes as it stands (no collection forced): heapUsed that stays high while
 * idle means something holds it; heapTotal far above heapUsed means garbage not yet collected.
 */
export async function productHeap(group: number, reportDir: string) {
  const { web, backend } = productProcesses(group);
  if (!web || !backend) throw new Error('the product is not running');
  const [webHeap, backendHeap] = [await heapOf(web.pid, reportDir), await heapOf(backend.pid, reportDir)];
  return { web: webHeap, backend: backendHeap };
}
