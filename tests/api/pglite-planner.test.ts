import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@/server/db/client';
import { memberText } from '@/server/modules/members/member-search';
import { openTestPglite } from '../support/test-database';

// server/db/client.ts steers PGlite's planner to index scans: every sequential or bitmap heap
// scan asks Node's fs for the table's size, and a journal page's per-card subqueries started some
// 130 of them on small tables. These tests hold the embedded database to that, and to the one
// index that only a bitmap scan can read (the member search's trigram index).

const planOf = async (handle: DatabaseHandle, query: ReturnType<typeof sql>) => {
  const { rows } = (await handle.db.execute(sql`explain ${query}`)) as unknown as { rows: { 'QUERY PLAN': string }[] };
  return rows.map((row) => row['QUERY PLAN']).join('\n');
};

describe("PGlite's planner", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestPglite();
  });
  afterAll(async () => {
    await handle.close();
  });

  it("reads a card's skills, tags and picture place by index, not by scanning the (small) tables", async () => {
    for (const query of [
      sql`select * from experience_skills where experience_id = 1`,
      sql`select * from experience_tags join tags on tags.id = experience_tags.tag_id where experience_tags.experience_id = 1`,
      sql`select * from addresses where experience_id = 1`,
    ]) {
      const plan = await planOf(handle, query);
      expect(plan).toMatch(/Index (Only )?Scan/);
      expect(plan).not.toMatch(/Seq Scan|Bitmap Heap Scan/);
    }
  });

  it('still finds members through the trigram index, which only a bitmap scan reads', async () => {
    const plan = await planOf(handle, sql`select u.id from users u where ${memberText} ilike '%zoé%'`);
    expect(plan).toContain('users_search_idx');
  });
});
