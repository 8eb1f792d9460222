import { readFileSync } from 'node:fs';

/** Clock ticks of CPU (user + system) a process has used; Linux counts 100 per second. */
export function cpuTicks(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

export const MS_PER_TICK = 10;
