// Types of edge-health.mjs, which the web server runs as plain JavaScript (no build step).
import type { ServerResponse } from 'node:http';
export const BACKEND_READINESS_TIMEOUT_MS: number;
export function isHealthPath(pathname: string): boolean;
export function answerHealth(res: ServerResponse, options: { pathname: string; backend: URL; isBackendUp: boolean; timeoutMs?: number }): Promise<void>;
