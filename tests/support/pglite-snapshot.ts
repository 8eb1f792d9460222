import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '@/server/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated PGlite's data directory dumped to a file, or null when the suite runs on PostgreSQL. */
    pgliteSnapshot: string | null;
  }
}

/**
 * The API suite's global setup: one PGlite is created and migrated for the whole run, dumped to a
 * file, and each test file's PGlite loads it instead of paying initdb (about three seconds a
 * database on this suite's two cores). Built afresh every run, in a folder of its own, so that a
 * changed migration or another run on the same machine never meets a stale or shared dump.
 */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide('pgliteSnapshot', null);
    return;
  }
  const folder = await mkdtemp(path.join(tmpdir(), 'journal-pglite-'));
  const file = path.join(folder, 'migrated.tar');
  const database = await openDatabase({});
  try {
    // The handle hides its engine from the app; drizzle keeps the PGlite under it as `$client`.
    const { $client } = database.db as unknown as { $client: PGlite };
    // PGlite's own tar, uncompressed: gzip makes it an eighth of the size but slower to load.
    const dump = await $client.dumpDataDir('none');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
  project.provide('pgliteSnapshot', file);
  return () => rm(folder, { recursive: true, force: true });
}
