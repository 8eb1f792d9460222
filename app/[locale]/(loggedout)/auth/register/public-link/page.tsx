import { getLocale, getTranslations } from 'next-intl/server';
import { PublicLinkForm } from '@/components/auth/public-link-form';
import { BackLink } from '@/components/layout/back-link';
import { fetchInvitationLink } from '@/lib/api/invitation-server';
import { DEFAULT_LOCALE, isLocale } from '@/lib/shared/i18n/locales';
import { ROUTES } from '@/lib/routes';
import { mailedToken } from '@/lib/auth/mailed-token';
import { ClientMessages } from '@/components/layout/client-messages';

export async function generateMetadata() {
  const t = await getTranslations('publicLink');
  return { title: t('title') };
}

/** Spec §2 /auth/register/public-link: where a group's invitation link (or its QR code) leads. */
export default async function PublicLinkPage({ searchParams }: { searchParams: Promise<{ token?: string | string[] }> }) {
  const [t, locale, { token }] = await Promise.all([getTranslations('publicLink'), getLocale(), searchParams]);
  const given = mailedToken(token);
  const link = given ? await fetchInvitationLink(given) : null;
  return (
    <ClientMessages areas={['signIn']}>
      <section className="stack login">
        <BackLink href={ROUTES.auth} />
        <h1>{t('title')}</h1>
        {given && link ? (
          <>
            <p className="muted">{t('joining', { group: link.group.name, community: link.community.name })}</p>
            <PublicLinkForm token={given} locale={isLocale(locale) ? locale : DEFAULT_LOCALE} />
          </>
        ) : (
          <p role="alert" className="notice notice--error">
            {t('invalid')}
          </p>
        )}
      </section>
    </ClientMessages>
  );
}
