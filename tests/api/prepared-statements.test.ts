import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction, type DatabaseHandle } from '@/server/db/client';
import { literalOf } from '@/server/db/pglite-prepared';
import { preparedStatement } from '@/server/db/prepared';
import { openTestPglite } from '../support/test-database';

// Issue 8: on PGlite a journal page's statement was planned at every run (7–8 ms of planning for
// about 1 ms of work); server/db/pglite-prepared.ts PREPAREs it once and runs it with EXECUTE,
// its values written as literals. These tests hold it to "same answers, nothing escapes".

type Row = { text: string | null; n: number; ids: number[]; flag: boolean };
let counter = 0;
/** A fresh statement name per test: PGlite keeps a prepared statement for the instance's life. */
const echo = () =>
  preparedStatement<Row, { text: string | null; n: number; ids: number[]; flag: boolean }>(
    `echo_${++counter}`,
    () => sql`select ${sql.placeholder('text')}::text as text, ${sql.placeholder('n')}::int as n, ${sql.placeholder('ids')}::int[] as ids, ${sql.placeholder('flag')}::boolean as flag`,
  );

const TEXTS = ["l'école", "'); drop table users; --", "\\' or 1=1 --", '$1', 'Ελληνικά', 'a\\b', '', ' ', '"quoted"'];

describe('statements prepared once on PGlite', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestPglite();
  });
  afterAll(async () => {
    await handle.close();
  });

  it('answer each value as given, whatever quotes or escapes it holds', async () => {
    const statement = echo();
    for (const text of TEXTS) {
      expect(await statement(handle.db, { text, n: 42, ids: [3, 1, 2], flag: true })).toEqual([{ text, n: 42, ids: [3, 1, 2], flag: true }]);
    }
    expect(await statement(handle.db, { text: null, n: -7, ids: [], flag: false })).toEqual([{ text: null, n: -7, ids: [], flag: false }]);
    // What a literal could have run did not: the table is still there.
    const { rows } = (await handle.db.execute(sql`select to_regclass('users') is not null as present`)) as unknown as { rows: { present: boolean }[] };
    expect(rows[0].present).toBe(true);
  });

  it('are planned by PostgreSQL once: the session holds them prepared, and runs them by name', async () => {
    const statement = echo();
    await statement(handle.db, { text: 'one', n: 1, ids: [1], flag: true });
    await statement(handle.db, { text: 'two', n: 2, ids: [2], flag: false });
    const { rows } = (await handle.db.execute(sql`select name from pg_prepared_statements where name = ${`echo_${counter}`}`)) as unknown as { rows: { name: string }[] };
    expect(rows).toEqual([{ name: `echo_${counter}` }]);
  });

  it('run inside a transaction the usual way, even the first time, and see its writes', async () => {
    const statement = echo();
    const inside = await inTransaction(handle.db, async (tx) => statement(tx, { text: 'in a transaction', n: 3, ids: [3], flag: true }));
    expect(inside).toEqual([{ text: 'in a transaction', n: 3, ids: [3], flag: true }]);
    const { rows } = (await handle.db.execute(sql`select count(*)::int as n from pg_prepared_statements where name = ${`echo_${counter}`}`)) as unknown as { rows: { n: number }[] };
    expect(rows[0].n).toBe(0);
  });
});

describe('a value as an EXECUTE literal', () => {
  it('is quoted, its quotes doubled, and read by the parameter\'s own type', () => {
    expect(literalOf("l'école")).toBe("'l''école'");
    expect(literalOf(42)).toBe("'42'");
    expect(literalOf(false)).toBe("'false'");
    expect(literalOf(null)).toBe('null');
    expect(literalOf([1, 2])).toBe("'{1,2}'");
  });

  it('is refused when it cannot be written as one, so the statement runs the usual way', () => {
    for (const value of ['a\0b', Number.NaN, Number.POSITIVE_INFINITY, ['a', 'b'], [1, 'x'], { id: 1 }, new Date(0)]) expect(literalOf(value)).toBeUndefined();
  });
});
