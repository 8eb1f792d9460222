import 'server-only';
import { eq } from 'drizzle-orm';
import { inTransaction, type Database } from '../../db/client';
import { certifications, experiences } from '../../db/schema';
import type { AuthSession } from '../accounts';
import { forbidden, notFound } from '../../platform/errors';
import { findVisibleExperience } from '../experiences';
import { revokeCredentialForCertification } from '../credentials';
import { viewerOf } from '../sharing';

/**
 * DELETE /v2/certifications/{id}: the teacher who certified (by account or address) or a
 * community admin withdraws a certification; the experience is no longer certified unless
 * another one remains. Another community's is a 404; one on an experience the caller may see
 * but not withdraw, a 403. Its Open Badge is revoked in the same transaction.
 */
export async function withdrawCertification(db: Database, id: number, auth: AuthSession): Promise<void> {
  await inTransaction(db, async (tx) => {
    const [row] = await tx
      .select({ certification: certifications, communityId: experiences.communityId })
      .from(certifications)
      .innerJoin(experiences, eq(experiences.id, certifications.experienceId))
      .where(eq(certifications.id, id))
      .for('update', { of: certifications });
    if (!row || row.communityId !== auth.community.id) throw notFound('Certification');
    const { certification } = row;
    const mayWithdraw =
      auth.user.communityAdmin || certification.certificatorId === auth.user.id || certification.certificatorEmail.toLowerCase() === auth.user.email.toLowerCase();
    if (!mayWithdraw) {
      if (await findVisibleExperience(tx, certification.experienceId, viewerOf(auth))) throw forbidden('Only the teacher who certified, or a community admin, can withdraw it');
      throw notFound('Certification');
    }
    await revokeCredentialForCertification(tx, id);
    await tx.delete(certifications).where(eq(certifications.id, id));
  });
}
