import { getLocale, getTranslations } from 'next-intl/server';
import { CommunityPageEditor } from '@/components/community-pages/community-page-editor';
import { CommunityText } from '@/components/community-pages/community-text';
import { fetchCommunityPage } from '@/lib/api/community-page-server';
import { getCurrentUser } from '@/lib/auth/current-user';
import type { TLocale } from '@/lib/shared/i18n/locales';
import { fetchHostCommunity } from '@/lib/api/community-server';
import { Link } from '@/lib/i18n/navigation';
import { ClientMessages } from '@/components/layout/client-messages';
import { writeCommunityText } from '@/lib/format/community-text';

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
  const editable = Boolean(user?.communityAdmin && community?.known);
  // The product's sections in the editor's convention: an admin starts from them, not from nothing.
  // Written only for the editor, which a reader without it never opens.
  const writeProductText = () =>
    writeCommunityText({
      intro: [t('intro', { community: name })],
      sections: SECTIONS.map((key) => ({ heading: t(`sections.${key}.title`), paragraphs: [t(`sections.${key}.body`, { community: name })] })),
    });
  return (
    <ClientMessages areas={['communityPages']}>
      <article className="stack prose" aria-labelledby="legal-title">
        <div className="row row--between">
          <h1 id="legal-title">{t('title')}</h1>
          {editable && <CommunityPageEditor kind="legal" community={name} body={own} productText={writeProductText()} />}
        </div>
        {own ? (
          <CommunityText body={own} layout="sections" />
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
      </article>
    </ClientMessages>
  );
}
