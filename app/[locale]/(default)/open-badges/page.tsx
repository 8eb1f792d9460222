import { getTranslations } from 'next-intl/server';
import { HeldCredentialsView } from '@/components/credential/held-credentials-view';
import { ClientMessages } from '@/components/layout/client-messages';
import { requireCurrentUser } from '@/lib/auth/require-user';
import { fetchHeldCredentials } from '@/lib/api/open-badges';
import { serverApi } from '@/lib/api/server';

export async function generateMetadata() {
  const t = await getTranslations('openBadges');
  return { title: t('title') };
}

/** Not in the spec: the signed-in learner's Open Badges in this community (route-rules.ts). */
export default async function OpenBadgesPage() {
  const user = await requireCurrentUser();
  const credentials = await fetchHeldCredentials(user.id, await serverApi());
  return (
    <ClientMessages areas={['openBadges']}>
      <HeldCredentialsView credentials={credentials} />
    </ClientMessages>
  );
}
