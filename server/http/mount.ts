import 'server-only';
import type { Hono } from 'hono';
import type { AppContext, AppEnv } from './context';
import type { AnyOperation, OperationRequest } from './operation';
import { forbidden } from '../platform/errors';
import { requireAuth } from './session';
import { parseWith, readDocument, readJson } from './validate';

const SAFE_METHODS = new Set(['get', 'head', 'options']);

/** Hono's form of an OpenAPI path: /v2/experiences/{id} → /v2/experiences/:id. */
const routePath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/**
 * A literal segment before a parameter at the same place (/v2/users/search_users before
 * /v2/users/{id}): the router tries routes in the order they were added.
 */
function literalFirst(a: AnyOperation, b: AnyOperation): number {
  const as = a.path.split('/');
  const bs = b.path.split('/');
  for (let i = 0; i < Math.min(as.length, bs.length); i++) {
    const aParam = as[i].startsWith('{');
    const bParam = bs[i].startsWith('{');
    if (aParam !== bParam) return aParam ? 1 : -1;
    if (as[i] !== bs[i]) return 0;
  }
  return 0;
}

function requestOf(c: AppContext, op: AnyOperation): OperationRequest<never, never> {
  return {
    query: () => parseWith(op.query!, c.req.query()) as never,
    body: async () => {
      const body = op.body;
      if (body?.kind !== 'json') throw new Error(`${op.method} ${op.path} declares no JSON body`);
      return (body.linkedData ? readDocument(c, body.schema) : readJson(c, body.schema, body.wrapper)) as never;
    },
  };
}

/**
 * A deactivated account keeps reading what it may read but changes nothing: checked here, for
 * every write that does not declare otherwise, so a new operation cannot forget it.
 */
function assertMayWrite(c: AppContext, op: AnyOperation) {
  if (SAFE_METHODS.has(op.method) || op.deactivatedMayCall) return;
  const auth = c.get('auth');
  if (auth && !auth.user.active) throw forbidden('This account is deactivated', 'ACCOUNT_DEACTIVATED');
}

/** Routes each declared operation to its handler, behind the checks its declaration asks for. */
export function mount(app: Hono<AppEnv>, operations: AnyOperation[]) {
  for (const op of [...operations].sort(literalFirst)) {
    const handler = op.handler;
    if (!handler) throw new Error(`${op.method} ${op.path} has no handler`);
    app.on(op.method.toUpperCase(), [routePath(op.path)], async (c) => {
      if (!op.sessionless) assertMayWrite(c, op);
      if (op.access === 'session') requireAuth(c);
      return handler(c, requestOf(c, op));
    });
  }
}
