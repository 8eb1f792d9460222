import 'server-only';
import { createHash } from 'node:crypto';
import pg from 'pg';

/**
 * A PostgreSQL client that prepares every parameterised statement once per connection, under a
 * name drawn from its text. The product's statements are few and built by code, so their texts
 * repeat; PostgreSQL then skips parsing and planning, which cost more than running them (a
 * journal page: about 2 ms of planning for 0.5 ms of work). Statements without parameters (a
 * migration's script, `select 1`) go as they are: a prepared statement holds one command only.
 * A pooler in front must support prepared statements (PgBouncer does from 1.21).
 */
export class PreparingClient extends pg.Client {
  override query(...args: unknown[]): never {
    const [config, values] = args;
    const params = Array.isArray(values) ? values : (config as { values?: unknown[] } | undefined)?.values;
    if (params && params.length > 0) {
      if (typeof config === 'string') args[0] = { name: statementName(config), text: config };
      else if (config && typeof config === 'object' && typeof (config as pg.QueryConfig).text === 'string' && !(config as pg.QueryConfig).name) {
        args[0] = { ...(config as pg.QueryConfig), name: statementName((config as pg.QueryConfig).text) };
      }
    }
    return (super.query as (...rest: unknown[]) => never)(...args);
  }
}

const names = new Map<string, string>();

function statementName(text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `s_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    names.set(text, name);
  }
  return name;
}
