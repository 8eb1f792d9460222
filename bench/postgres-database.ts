import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** A fresh PostgreSQL database on the server `url` names (`<prefix>_<random>`), and how to drop it. */
export async function postgresDatabase(url: string, prefix = 'bench') {
  const admin = new pg.Pool({ connectionString: url, max: 1 });
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  await admin.query(`CREATE DATABASE ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}
