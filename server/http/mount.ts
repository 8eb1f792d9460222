import 'server-only';
import type { Hono } from 'hono';
import type { AppContext, AppEnv } from './context';
import type { AnyOperation, OperationRequest } from './operation';
import { forbidden, InvalidError, OAuthRefusal } from '../platform/errors';
import { HttpError } from './errors';
import { requireAuth } from './session';
import { parseWith, readDocument, readForm, readJson } from './validate';

const SAFE_METHODS = new Set(['get', 'head', 'options']);

/** Hono's form of an OpenAPI path: /v2/experiences/{id} → /v2/experiences/:id. */
const routePath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/**
 * The order operations are routed in: a literal segment before a parameter at the same place
 * (/v2/users/search_users before /v2/users/{id}), as the router tries routes in the order they
 * were added. Paths are ranked as a tree of their segments, literals before parameters, and
 * siblings of a kind in the order they first appear: a comparison that only put a literal before
 * a parameter would be no order (/v2/users/{id} and /v2/users/activate each equal to
 * /v2/groups/search_groups, yet not to each other), and sort() could leave /v2/users/{id} first.
 */
function routingOrder(operations: AnyOperation[]): AnyOperation[] {
  const firstSeen = new Map<string, number>();
  const rank = new Map<AnyOperation, [number, number][]>();
  for (const op of operations) {
    const segments = op.path.split('/');
    const key = segments.map((segment, i): [number, number] => {
      const prefix = segments.slice(0, i + 1).join('/');
      if (!firstSeen.has(prefix)) firstSeen.set(prefix, firstSeen.size);
      return [segment.startsWith('{') ? 1 : 0, firstSeen.get(prefix)!];
    });
    rank.set(op, key);
  }
  return [...operations].sort((a, b) => {
    const ak = rank.get(a)!;
    const bk = rank.get(b)!;
    for (let i = 0; i < Math.min(ak.length, bk.length); i++) {
      if (ak[i][0] !== bk[i][0]) return ak[i][0] - bk[i][0];
      if (ak[i][1] !== bk[i][1]) return ak[i][1] - bk[i][1];
    }
    return ak.length - bk.length;
  });
}

function requestOf(c: AppContext, op: AnyOperation): OperationRequest<never, never> {
  return {
    query: () => parseWith(op.query!, c.req.query()) as never,
    body: async () => {
      const body = op.body;
      if (body?.kind === 'form') return readForm(c, body.schema) as never;
      if (body?.kind !== 'json') throw new Error(`${op.method} ${op.path} declares no JSON or form body`);
      return (body.linkedData ? readDocument(c, body.schema) : readJson(c, body.schema, body.wrapper, body.maxChars)) as never;
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

/** A body an OAuth endpoint cannot read or validate, in the protocol's words (RFC 6749 §5.2). */
function asOAuthRefusal(error: unknown, malformed: string): unknown {
  if (error instanceof InvalidError) {
    const fields = Object.entries(error.fields).map(([field, messages]) => `${field} ${messages.join(', ')}`);
    return new OAuthRefusal(400, malformed, `The request is not valid: ${fields.join('; ')}`);
  }
  if (error instanceof HttpError && (error.status === 400 || error.status === 415)) return new OAuthRefusal(400, malformed, error.message);
  return error;
}

/** Routes each declared operation to its handler, behind the checks its declaration asks for. */
export function mount(app: Hono<AppEnv>, operations: AnyOperation[]) {
  for (const op of routingOrder(operations)) {
    app.on(op.method.toUpperCase(), [routePath(op.path)], async (c) => {
      if (!op.sessionless) assertMayWrite(c, op);
      if (op.access === 'session') requireAuth(c);
      if (!op.oauth) return op.handler(c, requestOf(c, op));
      try {
        return await op.handler(c, requestOf(c, op));
      } catch (error) {
        throw asOAuthRefusal(error, op.oauth.malformed);
      }
    });
  }
}
