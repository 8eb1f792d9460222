import { getTranslations } from 'next-intl/server';
import { ExperienceView } from '@/components/experience/experience-view';
import { BackLink } from '@/components/layout/back-link';
import { WalletPickupButton } from '@/components/credential/wallet-pickup-button';
import { RecognitionPanel } from '@/components/recognition';
import { fetchExperience } from '@/lib/api/experiences';
import { Prefetched } from '@/lib/api/hydrate';
import { getRecognitionQueryOptions } from '@/lib/api/recognitions';
import { serverApi } from '@/lib/api/server';
import { orNotFound } from '@/lib/api/server-fetch';
import { requireCurrentUser } from '@/lib/auth/require-user';
import { canWrite } from '@/lib/shared/roles';
import { digitsParam } from '@/lib/route-params';
import { ClientMessages } from '@/components/layout/client-messages';

export async function generateMetadata() {
  const t = await getTranslations('pageTitles');
  return { title: t('experience') };
}

export default async function ExperiencePage({ params }: { params: Promise<{ id: string }> }) {
  const id = digitsParam((await params).id);
  const [user, experience] = await Promise.all([requireCurrentUser(), orNotFound(fetchExperience(id, await serverApi()))]);
  const isAuthor = experience.userAttributes.id === user.id;
  const recognition = experience.microRecognition;
  return (
    <ClientMessages areas={['experience', 'openBadges']}>
      <>
        <BackLink href="/" />
        <div className="stack">
          <ExperienceView
            experience={experience}
            canManage={isAuthor && canWrite(user)}
            credentialActions={isAuthor ? (publicId) => <WalletPickupButton publicId={publicId} name={experience.description} /> : undefined}
          />
          {/* Spec §4: the author follows the recognition here (details, answer, resend, cancel). */}
          {isAuthor && recognition && (
            <Prefetched query={(api) => ({ ...getRecognitionQueryOptions(recognition.id, null, api), retry: false })}>
              <RecognitionPanel recognitionId={recognition.id} />
            </Prefetched>
          )}
        </div>
      </>
    </ClientMessages>
  );
}
