// Run by e2e/credential.spec.ts as its own process, on the isolated product's data folder while
// that product is stopped (PGlite admits one process per folder), with the backend's condition:
//   node --conditions=react-server --import tsx e2e/support/credential-fixture.ts seed|revoke <publicId>
// `seed` seeds the demo as the backend does (credentials issued for the seeded certifications)
// and prints the public id of the demo learner's credential; `revoke` revokes one through the
// service the recognition workflow calls.
import { eq } from 'drizzle-orm';
import { openDatabase } from '../../server/db/client';
import { certifications, experiences, openBadgeCredentials, users } from '../../server/db/schema';
import { seedDemo } from '../../server/seed/seed';
import { revokeCredentialForCertification } from '../../server/modules/credentials/issuing';
import { createSecretBox } from '../../server/platform/secret-box';
import { createLocalDiskStorage } from '../../server/platform/storage';

const [command, publicId] = process.argv.slice(2);
const env = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is required`);
  return value;
};
const handle = await openDatabase({ dataDir: env('PGLITE_DATA_DIR') });
const badges = { appOrigin: env('APP_ORIGIN'), keyBox: createSecretBox(Buffer.from(env('BADGES_MASTER_KEY'), 'base64')) };

if (command === 'seed') {
  await seedDemo(handle.db, { storage: createLocalDiskStorage(env('UPLOADS_DIR')), badges });
  const [credential] = await handle.db
    .select({ publicId: openBadgeCredentials.publicId, description: experiences.description })
    .from(openBadgeCredentials)
    .innerJoin(certifications, eq(certifications.id, openBadgeCredentials.certificationId))
    .innerJoin(experiences, eq(experiences.id, certifications.experienceId))
    .innerJoin(users, eq(users.id, experiences.userId))
    .where(eq(users.email, 'learner@demo.example'))
    .orderBy(openBadgeCredentials.id)
    .limit(1);
  console.log(JSON.stringify(credential));
} else if (command === 'revoke' && publicId) {
  const [row] = await handle.db.select({ certificationId: openBadgeCredentials.certificationId }).from(openBadgeCredentials).where(eq(openBadgeCredentials.publicId, publicId));
  console.log(JSON.stringify({ revoked: await revokeCredentialForCertification(handle.db, row.certificationId!) }));
} else {
  throw new Error('Usage: credential-fixture.ts seed | revoke <publicId>');
}
await handle.close();
