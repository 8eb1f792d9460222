import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { BackLink } from '@/components/layout/back-link';
import { mailedToken } from '@/lib/auth/mailed-token';
import { ROUTES } from '@/lib/routes';

/** The messages of a page a mailed link leads to: each has its title, intro and missingToken. */
type TConfirmationNamespace = 'signupConfirmation' | 'emailConfirmation';

type Props = {
  namespace: TConfirmationNamespace;
  /** The `token` of the page's query, as given. */
  token: string | string[] | undefined;
  /** What the page offers once its link carries a token of the right shape. */
  form: (token: string) => ReactNode;
  /** Where to start again when the link came without its token. */
  restart?: ReactNode;
};

export async function confirmationPageMetadata(namespace: TConfirmationNamespace) {
  const t = await getTranslations(namespace);
  return { title: t('title') };
}

/**
 * A page a mailed link leads to (not in the spec's routes, README decisions): its title and
 * intro, then its form; a link without its token says so and sends nothing to the backend.
 */
export async function ConfirmationPageView({ namespace, token, form, restart }: Props) {
  const t = await getTranslations(namespace);
  const given = mailedToken(token);
  return (
    <section className="stack login">
      <BackLink href={ROUTES.auth} />
      <h1>{t('title')}</h1>
      {given ? (
        <>
          <p className="muted">{t('intro')}</p>
          {form(given)}
        </>
      ) : (
        <div role="alert" className="notice notice--error stack">
          <p>{t('missingToken')}</p>
          {restart}
        </div>
      )}
    </section>
  );
}
