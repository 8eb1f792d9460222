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
  const t = await getTranslations('faq');
  return { title: t('title') };
}

/** The questions schools and families ask first, in this order: what it is, whose data, minors, leaving. */
const QUESTIONS = ['what', 'who', 'data', 'minors', 'sharing', 'recognition', 'delete', 'languages'] as const;

/** Spec §2 /faq: plain answers, each one open on demand (no script needed to read them), or the community's own text. */
export default async function FaqPage() {
  const locale = (await getLocale()) as TLocale;
  const [t, tApp, community, user] = await Promise.all([getTranslations('faq'), getTranslations('app'), fetchHostCommunity(), getCurrentUser()]);
  const name = community?.name ?? tApp('defaultBrand');
  // A community's own text, where its admins wrote one in this language, replaces the product's.
  const own = community?.known ? (await fetchCommunityPage('faq', locale)).body : null;
  const editable = Boolean(user?.communityAdmin && community?.known);
  // The product's questions in the editor's convention: an admin starts from them, not from nothing.
  // Written only for the editor, which a reader without it never opens.
  const writeProductText = () =>
    writeCommunityText({
      intro: [t('intro', { community: name })],
      sections: QUESTIONS.map((key) => ({ heading: t(`questions.${key}.q`, { community: name }), paragraphs: [t(`questions.${key}.a`, { community: name })] })),
    });
  return (
    <ClientMessages areas={['communityPages']}>
      <section className="stack prose" aria-labelledby="faq-title">
        <div className="row row--between">
          <h1 id="faq-title">{t('title')}</h1>
          {editable && <CommunityPageEditor kind="faq" community={name} body={own} productText={writeProductText()} />}
        </div>
        {own ? (
          <CommunityText body={own} layout="questions" />
        ) : (
          <>
            <p className="muted">{t('intro', { community: name })}</p>
            {QUESTIONS.map((key) => (
              <details key={key} className="faq-item">
                <summary>{t(`questions.${key}.q`, { community: name })}</summary>
                <p>{t(`questions.${key}.a`, { community: name })}</p>
              </details>
            ))}
          </>
        )}
        <p>
          {t('more')} <Link href="/contact">{t('contactLink')}</Link> · <Link href="/legal">{t('legalLink')}</Link>
        </p>
      </section>
    </ClientMessages>
  );
}
