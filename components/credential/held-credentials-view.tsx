import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import type { THeldCredential } from '@/lib/shared/validation/credential';
import { HeldCredentialCard } from './held-credential-card';

/** The learner's collection of Open Badges: each one to check, download, add to a wallet or to LinkedIn. */
export async function HeldCredentialsView({ credentials }: { credentials: THeldCredential[] }) {
  const t = await getTranslations('openBadges');
  return (
    <section className="stack held-credentials" aria-labelledby="open-badges-title">
      <header className="stack">
        <h1 id="open-badges-title">{t('title')}</h1>
        <p className="muted">{t('intro')}</p>
      </header>
      {credentials.length === 0 ? (
        <div className="card stack held-credentials__empty" data-testid="open-badges-empty">
          <h2 className="h3">{t('empty.title')}</h2>
          <p>{t('empty.body')}</p>
          <p>
            <Link className="p-button p-component" href="/dashboard/experiences">
              {t('empty.action')}
            </Link>
          </p>
        </div>
      ) : (
        <ul className="held-credentials__list" data-testid="open-badges-list">
          {credentials.map((credential) => (
            <HeldCredentialCard key={credential.publicId} credential={credential} />
          ))}
        </ul>
      )}
    </section>
  );
}
