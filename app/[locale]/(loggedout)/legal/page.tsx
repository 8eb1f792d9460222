import { getLocale, getTranslations } from 'next-intl/server';
import { CommunityPageEditor } from '@/components/community-pages/community-page-editor';
import { CommunityText } from '@/components/community-pages/community-text';
import { fetchCommunityPage } from '@/lib/api/community-page-server';
import { getCurrentUser } from '@/lib/auth/current-user';
import type { TLocale } from '@/lib/shared/i18n/locales';
import { fetchHostCommunity } from '@/lib/api/community-server';
import { Link } from '@/lib/i18n/navigation';
import { ClientMessages } from '@/components/layout/client-messages';

export async function generateMetadata() {
  const t = await getTranslations('legal');
  return { title: t('title') };
}

/** What the law asks a school's service to say, in the order a parent reads it. */
const SECTIONS = ['publisher', 'data', 'purposes', 'minors', 'retention', 'rights', 'cookies', 'credentials'] as const;

/** Spec §2 /legal: who runs the journal and what it does with learners' data (many are minors), or the community's own text. */
export default async function LegalPage() {
  const locale = (await getLocale()) as TLocale;
  const [t, tApp, community, user] = await Promise.all([getTranslations('legal'), getTranslations('app'), fetchHostCommunity(), getCurrentUser()]);
  const name = community?.name ?? tApp('defaultBrand');
  // A community's own text, where its admins wrote one in this language, replaces the product's.
  const own = community?.known ? (await fetchCommunityPage('legal', locale)).body : null;
  return (
    <ClientMessages areas={['communityPages']}>
      <article className="stack prose" aria-labelledby="legal-title">
        <h1 id="legal-title">{t('title')}</h1>
        {own ? (
          <CommunityText body={own} />
        ) : (
          <>
            <p className="muted">{t('intro', { community: name })}</p>
            {SECTIONS.map((key) => (
              <section key={key} aria-labelledby={`legal-${key}`}>
                <h2 id={`legal-${key}`} className="h3">
                  {t(`sections.${key}.title`)}
                </h2>
                <p>{t(`sections.${key}.body`, { community: name })}</p>
              </section>
            ))}
          </>
        )}
        <p>
          {t('questions')} <Link href="/contact">{t('contactLink')}</Link>
        </p>
        {user?.communityAdmin && community?.known && <CommunityPageEditor kind="legal" community={name} body={own} />}
      </article>
    </ClientMessages>
  );
}
