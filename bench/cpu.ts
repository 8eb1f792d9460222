import { readFileSync } from 'node:fs';

/** Clock ticks of CPU (user + system) a process has used; Linux counts 100 per second. */
function cpuTicks(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

const MS_PER_TICK = 10;

/** The product's processes (or a reference app's one) whose CPU a measure counts. */
export type TServers = { web?: number; backend?: number };

/**
 * Starts counting the servers' CPU; the returned function gives, for each server given, the ms
 * of CPU it used since, divided by the units of work done (requests served, pages viewed).
 */
export function cpuMeter(servers: TServers) {
  const before = { web: servers.web === undefined ? undefined : cpuTicks(servers.web), backend: servers.backend === undefined ? undefined : cpuTicks(servers.backend) };
  const since = (pid: number | undefined, ticks: number | undefined, units: number) =>
    pid === undefined || ticks === undefined ? undefined : ((cpuTicks(pid) - ticks) * MS_PER_TICK) / Math.max(units, 1);
  return (units: number) => ({ web: since(servers.web, before.web, units), backend: since(servers.backend, before.backend, units) });
}
