import { fetchExperience } from '@/lib/api/experiences';
import { serverApi } from '@/lib/api/server';
import { orNotFound } from '@/lib/api/server-fetch';
import { requireCurrentUser } from '@/lib/auth/require-user';
import { redirect } from '@/lib/i18n/navigation';
import { isCertified } from '@/lib/shared/format/recognition';
import { getLocale } from 'next-intl/server';
import { ExperienceWizard } from './wizard/experience-wizard';
import type { TWizardStep } from './wizard/wizard-steps';

/**
 * Only the author edits (the API refuses others too); a reader who is not the author gets the
 * view, and so does the author of a certified experience, which stays as certified (the view says why).
 */
export async function EditExperiencePage({ id, step }: { id: number; step: TWizardStep }) {
  const [user, experience] = await Promise.all([requireCurrentUser(), orNotFound(fetchExperience(id, await serverApi()))]);
  if (experience.userAttributes.id !== user.id || isCertified(experience)) redirect({ href: `/experiences/${id}`, locale: await getLocale() });
  return <ExperienceWizard mode={{ kind: 'edit', id }} step={step} experience={experience} />;
}
