import 'server-only';
import type { ServerEnv } from '../env';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { demoAccounts, seedDemo } from '../seed/seed';
import { log } from '../platform/logger';
import { createLocalDiskStorage, type Storage } from '../platform/storage';
import { createS3Storage } from '../platform/storage-s3';
import { createSecretBox, loadSecretsKey, type SecretBox } from '../platform/secret-box';

/** What every process of the backend opens: the database, the stored files, the badges' key box. */
export type SharedDependencies = {
  database: DatabaseHandle;
  storage: Storage;
  badgeKeys: SecretBox;
};

/**
 * Opens the database and applies the migrations under their lock unless the deployment runs
 * them as a release step (MIGRATE_ON_START=false); `migrate` overrides that for `npm run migrate`.
 */
export async function openSharedDependencies(env: ServerEnv, { migrate = env.MIGRATE_ON_START } = {}): Promise<SharedDependencies> {
  const database = await openDatabase(
    env.DATABASE_URL ? { url: env.DATABASE_URL, poolMax: env.DATABASE_POOL_MAX, migrate } : { dataDir: env.PGLITE_DATA_DIR, migrate },
  );
  return {
    database,
    // Several backend instances must share their files, or a picture uploaded to one is missing on the others.
    storage: env.s3 ? createS3Storage(env.s3) : createLocalDiskStorage(env.UPLOADS_DIR),
    // Open Badges signing keys are sealed under their own master key, kept apart from SECRETS_KEY.
    badgeKeys: createSecretBox(loadSecretsKey(env.BADGES_MASTER_KEY, env.BADGES_MASTER_KEY_FILE)),
  };
}

/**
 * Seeds the demo communities under the migration lock: the seed checks before it inserts, so two
 * processes seeding at once would otherwise both find nothing and both insert.
 */
export async function seedDemoCommunities({ database, storage, badgeKeys }: SharedDependencies, appOrigin: string): Promise<void> {
  const { created } = await database.exclusively((db) => seedDemo(db, { storage, badges: { appOrigin, keyBox: badgeKeys } }));
  if (created) log.info('Seeded the demo communities');
  // A table for the person at the terminal trying the product (the README promises it), not a log event.
  console.log('Demo accounts (community · role · e-mail · password):');
  for (const a of demoAccounts()) console.log(`  ${a.community.padEnd(14)} ${a.role.padEnd(17)} ${a.email.padEnd(28)} ${a.password}`);
}
