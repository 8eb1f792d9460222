// Types of web-observe.mjs, which the web server runs as plain JavaScript (no build step).
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Logger } from 'pino';

export const REQUEST_ID_HEADER: 'x-request-id';
export function routePattern(pathname: string): string;
export function observeRequest(req: IncomingMessage, res: ServerResponse, pathname: string): void;
export const log: Logger;
export function serveMetrics(port: number, host: string): Server;
