import 'server-only';
import { fillPlaceholders } from 'drizzle-orm';
import type { Database } from './client';
import { log } from '../platform/logger';

/**
 * PGlite plans a query at every run: its `query()` sends an unnamed statement. A journal page's
 * statement took 7–8 ms to plan for about 1 ms of work (EXPLAIN ANALYZE on the demo
 * data), so a journal page cost PGlite ten times what it does. Here a hot path's statement is
 * PREPAREd once on the PGlite instance and run with EXECUTE: PostgreSQL then keeps its plan,
 * generic once it proves no worse than planning each run (plan_cache_mode auto).
 *
 * EXECUTE takes no bound parameters (it is a utility statement), so its values are written as
 * quoted literals, each of unknown type and read by the prepared parameter's own input function:
 * quotes doubled (standard_conforming_strings is on), so no value can leave its literal. A value
 * this cannot write (a NUL byte, an array of text, an object) runs the statement the usual way.
 */

/** The PGlite instance itself: a PGlite transaction object has no execProtocol. */
type TPGlite = { query: (text: string) => Promise<unknown>; execProtocol: unknown };
const isPGlite = (client: unknown): client is TPGlite => typeof (client as { execProtocol?: unknown } | null)?.execProtocol === 'function';

/** Per PGlite instance, per statement name: whether PREPARE succeeded (false: run it the usual way). */
const prepared = new WeakMap<TPGlite, Map<string, Promise<boolean>>>();

function prepareOnce(client: TPGlite, name: string, text: string): Promise<boolean> {
  let names = prepared.get(client);
  if (!names) {
    names = new Map();
    prepared.set(client, names);
  }
  let ready = names.get(name);
  if (!ready) {
    ready = client.query(`prepare ${quoteName(name)} as ${text}`).then(
      () => true,
      (error: Error) => {
        log.warn({ statement: name, reason: error.message }, 'PGlite could not prepare a statement; it runs unprepared');
        return false;
      },
    );
    names.set(name, ready);
  }
  return ready;
}

const quoteName = (name: string) => `"${name.replaceAll('"', '""')}"`;
const quoteText = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** A value as an EXECUTE argument, or undefined when it cannot be written as one. */
export function literalOf(value: unknown): string | undefined {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number') return Number.isFinite(value) ? quoteText(String(value)) : undefined;
  if (typeof value === 'boolean') return quoteText(String(value));
  if (typeof value === 'string') return value.includes('\0') ? undefined : quoteText(value);
  if (Array.isArray(value) && value.every((item) => typeof item === 'number' && Number.isFinite(item))) return quoteText(`{${value.join(',')}}`);
  return undefined;
}

/**
 * Runs a compiled statement as a prepared one when `db` is PGlite outside a transaction; answers
 * undefined otherwise (the caller runs it the usual way). The EXECUTE itself goes through the
 * session, as every statement does (tests count statements there).
 */
export async function executeOnPGlite<Row>(db: Database, name: string, compiled: { sql: string; params: unknown[] }, values: Record<string, unknown>): Promise<Row[] | undefined> {
  const client: unknown = (db._.session as unknown as { client?: unknown }).client;
  if (!isPGlite(client)) return undefined;
  const args = fillPlaceholders(compiled.params, values).map(literalOf);
  if (args.some((arg) => arg === undefined)) return undefined;
  if (!(await prepareOnce(client, name, compiled.sql))) return undefined;
  const statement = `execute ${quoteName(name)}${args.length > 0 ? `(${args.join(', ')})` : ''}`;
  const query = db._.session.prepareQuery({ sql: statement, params: [] }, undefined, undefined, false);
  return ((await query.execute()) as { rows: Row[] }).rows;
}
