import { getTranslations } from 'next-intl/server';
import { applicationAreaTabs } from '@/components/journal/application-area-tabs';
import { ClientMessages } from '@/components/layout/client-messages';
import { WaitingPublicLinks } from '@/components/public-links';
import { PageTabs } from '@/components/ui/page-tabs';
import { Prefetched } from '@/lib/api/hydrate';
import { getWaitingPublicLinksQueryOptions } from '@/lib/api/public-links';
import { requireCurrentUser } from '@/lib/auth/require-user';

export async function generateMetadata() {
  const t = await getTranslations('publicLinks');
  return { title: t('title') };
}

/**
 * Not in the spec: the public links waiting for approval, where a school asks to see its (mostly
 * minor) learners' links first; for group admins and community admins (route-rules.ts), and where
 * the mail asking for an approval leads. A community admin sees it among the community's areas; a
 * group admin alone has no such tabs.
 */
export default async function PublicLinksPage() {
  const [t, user] = await Promise.all([getTranslations('publicLinks'), requireCurrentUser()]);
  return (
    <ClientMessages areas={['publicLinks']}>
      <section className="stack" aria-labelledby="public-links-title">
        <h1 id="public-links-title" tabIndex={-1}>
          {t('title')}
        </h1>
        {user.communityAdmin && <PageTabs tabs={await applicationAreaTabs()} current="publicLinks" />}
        <p className="muted">{t('intro')}</p>
        <Prefetched query={(api) => getWaitingPublicLinksQueryOptions(api)}>
          <WaitingPublicLinks headingId="public-links-title" />
        </Prefetched>
      </section>
    </ClientMessages>
  );
}
