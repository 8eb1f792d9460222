import { getFormatter, getTranslations } from 'next-intl/server';
import type { TRevokedCredentialPage } from '@/lib/shared/validation/credential';

/**
 * A revoked credential: that it was revoked, by which issuer and when. Nothing of the learner or of
 * what was certified: the backend no longer keeps it.
 */
export async function RevokedCredentialView({ credential }: { credential: TRevokedCredentialPage }) {
  const t = await getTranslations('credential');
  const format = await getFormatter();
  return (
    <article className="credential-view card stack" aria-labelledby="credential-title">
      <header className="stack">
        <p className="muted">{t('kind')}</p>
        <h1 id="credential-title" className="h2">
          {t('revokedTitle')}
        </h1>
      </header>

      <section aria-labelledby="credential-check" className="credential-check credential-check--revoked" data-status="revoked">
        <h2 id="credential-check" className="h3">
          {t('checkHeading')}
        </h2>
        <p role="status" className="credential-check__verdict">
          {t('revoked')}
        </p>
      </section>

      <dl className="facts">
        <dt>{t('issuedBy')}</dt>
        <dd>{credential.community}</dd>
        <dt>{t('revokedOn')}</dt>
        <dd>
          <time dateTime={credential.revokedAt}>{format.dateTime(new Date(credential.revokedAt), { dateStyle: 'long', timeZone: 'UTC' })}</time>
        </dd>
      </dl>
      <p className="muted">{t('withdrawn')}</p>
    </article>
  );
}
