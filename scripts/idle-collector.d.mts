// Types of idle-collector.mjs, which the web server runs as plain JavaScript (no build step).
import type { EventEmitter } from 'node:events';

export function fullCollection(): () => void;

export function createIdleCollector(options?: {
  idleMs?: number;
  growthBytes?: number;
  collect?: () => void;
  heapUsed?: () => number;
  onCollected?: (sizes: { before: number; after: number }) => void;
}): { track(res: EventEmitter): void };
