import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The machine's PostgreSQL, whatever the suite's engine: races between processes need a real server. */
export const POSTGRES_SERVER_URL = process.env.DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';

/**
 * Empty PostgreSQL databases of a test file's own on `serverUrl`, named `<prefix>_<random>`,
 * all dropped by `dropAll` (connections still open are ended with them).
 */
export function scratchDatabases(prefix: string, serverUrl = POSTGRES_SERVER_URL) {
  const admin = new pg.Pool({ connectionString: serverUrl, max: 1 });
  const created: string[] = [];
  return {
    async fresh(): Promise<string> {
      const name = `${prefix}_${randomBytes(6).toString('hex')}`;
      await admin.query(`CREATE DATABASE ${name}`);
      created.push(name);
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      return url.toString();
    },
    async dropAll(): Promise<void> {
      for (const name of created) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}
