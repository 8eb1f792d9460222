import { getTranslations } from 'next-intl/server';
import { applicationAreaTabs } from '@/components/journal/application-area-tabs';
import { ClientMessages } from '@/components/layout/client-messages';
import { LinkedInOrganizationForm } from '@/components/community-settings/linkedin-organization-form';
import { PrivacyRulesForm } from '@/components/community-settings/privacy-rules-form';
import { PageTabs } from '@/components/ui/page-tabs';
import { fetchHostCommunity } from '@/lib/api/community-server';

export async function generateMetadata() {
  const t = await getTranslations('privacySettings');
  return { title: t('title') };
}

/** Not in the spec: the community's privacy rules, for its admins (route-rules.ts). */
export default async function PrivacySettingsPage() {
  const [t, areaTabs, community] = await Promise.all([getTranslations('privacySettings'), applicationAreaTabs(), fetchHostCommunity()]);
  return (
    <ClientMessages areas={['communitySettings']}>
      <section className="stack">
        <h1>{t('title')}</h1>
        <PageTabs tabs={areaTabs} current="privacy" />
        <p className="muted">{t('intro', { community: community?.name ?? '' })}</p>
        {community?.known === true && (
          <>
            <PrivacyRulesForm publicFullNames={community.publicFullNames} publicLinks={community.publicLinks} />
            <LinkedInOrganizationForm linkedinOrganizationId={community.linkedinOrganizationId} />
          </>
        )}
      </section>
    </ClientMessages>
  );
}
