import { getTranslations } from 'next-intl/server';
import { ContactForm } from '@/components/contact/contact-form';
import { fetchHostCommunity } from '@/lib/api/community-server';
import { getCurrentUser } from '@/lib/auth/current-user';
import { displayName } from '@/lib/shared/roles';
import { isOwnPage, supportUrl } from '@/lib/format/support-url';
import { Link } from '@/lib/i18n/navigation';
import { ClientMessages } from '@/components/layout/client-messages';

export async function generateMetadata() {
  const t = await getTranslations('contact');
  return { title: t('title') };
}

/**
 * Spec §2 /contact: a message to the community's support desk. Where the community has a help
 * centre elsewhere (its support link), the page offers it first: many answers are already there;
 * a support link to one of its own pages is the FAQ the page already offers. A signed-in member
 * finds their name and address filled in.
 */
export default async function ContactPage() {
  const [t, tApp, community, user] = await Promise.all([getTranslations('contact'), getTranslations('app'), fetchHostCommunity(), getCurrentUser()]);
  const help = community?.known && community.supportLink && !isOwnPage(community.supportLink) ? supportUrl(community) : null;
  return (
    <ClientMessages areas={['contact']}>
      <section className="stack login" aria-labelledby="contact-title">
        <h1 id="contact-title">{t('title')}</h1>
        <p className="muted">{t('intro')}</p>
        <p>
          <Link href="/faq">{t('faqFirst')}</Link>
          {help && (
            <>
              {' · '}
              <a href={help} target="_blank" rel="noopener noreferrer">
                {t('helpCentre')} <span className="pi pi-external-link small" aria-hidden="true" />
                <span className="visually-hidden"> ({t('opensInNewTab')})</span>
              </a>
            </>
          )}
        </p>
        {community ? <ContactForm community={community.name ?? tApp('defaultBrand')} sender={user && { name: displayName(user), email: user.email }} /> : <p className="notice">{t('noCommunity')}</p>}
      </section>
    </ClientMessages>
  );
}
