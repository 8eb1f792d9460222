import { notFound, redirect } from 'next/navigation';
import { getLocale } from 'next-intl/server';
import { fetchExperience } from '@/lib/api/experiences';
import { Prefetched } from '@/lib/api/hydrate';
import { getTeachersQueryOptions } from '@/lib/api/recognitions';
import { serverApi } from '@/lib/api/server';
import { orNotFound } from '@/lib/api/server-fetch';
import { requireCurrentUser } from '@/lib/auth/require-user';
import { defaultBadgeTitle, isCertified, isRecognitionPending } from '@/lib/shared/format/recognition';
import { starsForLevel } from '@/lib/format/stars';
import { localizedPath } from '@/lib/shared/i18n/localized-path';
import { isLocale, DEFAULT_LOCALE } from '@/lib/shared/i18n/locales';
import { flattenSkills } from '@/lib/shared/format/skills';
import { RecognitionWizard } from './recognition-wizard';
import type { TRecognitionStep } from './recognition-steps';


/**
 * A step of the request, for the author's own experience only; one already under recognition
 * or certified sends back to the experience, whose panel says where it stands.
 */
export async function RecognitionCreatePage({ experienceId, step }: { experienceId: number; step: TRecognitionStep }) {
  const [user, experience] = await Promise.all([requireCurrentUser(), orNotFound(fetchExperience(experienceId, await serverApi()))]);
  if (experience.userAttributes.id !== user.id) notFound();
  if (isRecognitionPending(experience.microRecognition) || isCertified(experience)) {
    const locale = await getLocale();
    redirect(localizedPath(isLocale(locale) ? locale : DEFAULT_LOCALE, `/experiences/${experienceId}`));
  }
  const communityId = user.communitiesAttributes[0]?.id ?? 0;
  // Nested skills are the experience's too (the contract names them by skillsAttributes[].id).
  const skills = flattenSkills(experience.skillsAttributes).map((skill) => ({ skillId: skill.id, name: skill.name, stars: starsForLevel(skill.level) }));
  return (
    <Prefetched query={(api) => ({ ...getTeachersQueryOptions(communityId, user.id, api), retry: false })}>
      <RecognitionWizard
        experienceId={experienceId}
        skills={skills}
        defaultTitle={defaultBadgeTitle(experience.description)}
        communityId={communityId}
        studentId={user.id}
        step={step}
        experienceFacts={{
          community: user.communitiesAttributes[0]?.name ?? '',
          isPublic: experience.sharingParameters === 'public',
          hasPicture: experience.pictureUrl !== null,
        }}
      />
    </Prefetched>
  );
}
