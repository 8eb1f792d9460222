import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '@/server/db/client';

/**
 * An in-memory PGlite of the test file's own, migrated: started from the suite's dump of a
 * migrated database (tests/support/pglite-snapshot.ts) when there is one, from initdb otherwise.
 */
export async function openTestPglite(): Promise<DatabaseHandle> {
  const file = inject('pgliteSnapshot');
  const snapshot = file ? new Blob([await readFile(file)]) : undefined;
  return openDatabase({ snapshot });
}
