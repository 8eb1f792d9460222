import { certifications } from '@/server/db/schema';
import { badgeSettings } from '@/server/http/context';
import { issueCredentialForCertification } from '@/server/modules/credentials/issuing';
import { createExperience } from '@/server/seed/fixtures';
import type { TestApi } from './api-harness';

/** An experience of the learner's, certified by a teacher, and the Open Badge that issued for it. */
export async function issueCertifiedCredential(api: TestApi, experience: Parameters<typeof createExperience>[1]) {
  const created = await createExperience(api.db, experience);
  const [certification] = await api.db.insert(certifications).values({ experienceId: created.id, certificatorName: 'Thomas Tuteur', certificatorEmail: 'teacher@demo.test' }).returning();
  return { experience: created, certification, ...(await issueCredentialForCertification(api.db, badgeSettings(api.deps), certification.id)) };
}
