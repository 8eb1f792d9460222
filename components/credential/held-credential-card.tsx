import { getFormatter, getTranslations } from 'next-intl/server';
import { credentialDownloadUrl } from '@/lib/api/credentials';
import { Link } from '@/lib/i18n/navigation';
import { SKILL_LEVEL_MAX } from '@/lib/shared/validation/experience-rules';
import { credentialBadgePath, type THeldCredential } from '@/lib/shared/validation/credential';
import { linkedInAddUrl } from './linkedin-url';
import { WalletPickupButton } from './wallet-pickup-button';

type Live = THeldCredential & { name: string; certifiedAt: string };
const isLive = (credential: THeldCredential): credential is Live => credential.status === 'valid' && credential.name !== null && credential.certifiedAt !== null;

/** One badge of the learner's collection: live with its picture and every way to carry it, or revoked with only its date. */
export async function HeldCredentialCard({ credential }: { credential: THeldCredential }) {
  return isLive(credential) ? <LiveCredentialCard credential={credential} /> : <RevokedCredentialCard credential={credential} />;
}

async function LiveCredentialCard({ credential }: { credential: Live }) {
  const [t, format] = await Promise.all([getTranslations('openBadges'), getFormatter()]);
  const { publicId } = credential;
  const titleId = `open-badge-${publicId}`;
  return (
    <li className="held-credential card" data-testid="open-badge-card" data-public-id={publicId} data-status="valid">
      <article aria-labelledby={titleId} className="held-credential__layout">
        {/* eslint-disable-next-line @next/next/no-img-element -- the baked badge itself, served by the backend as the learner downloads it */}
        <img className="held-credential__image" src={credentialBadgePath(publicId, 'png')} alt={t('imageAlt', { name: credential.name })} width={112} height={112} loading="lazy" />
        <div className="stack held-credential__body">
          <h2 id={titleId} className="h3 held-credential__title">
            {credential.name}
          </h2>
          <p className="muted small">
            {t('certified', { community: credential.community })}{' '}
            <time dateTime={credential.certifiedAt}>{format.dateTime(new Date(credential.certifiedAt), { dateStyle: 'long', timeZone: 'UTC' })}</time>
          </p>
          {credential.skills.length > 0 && (
            <ul className="held-credential__skills" aria-label={t('skills')}>
              {credential.skills.map((skill, position) => (
                <li key={position}>{t('skillLevel', { skill: skill.name, level: skill.level + 1, max: SKILL_LEVEL_MAX + 1 })}</li>
              ))}
            </ul>
          )}
          <div className="held-credential__actions">
            <WalletPickupButton publicId={publicId} name={credential.name} />
            <a className="p-button p-component p-button-outlined" href={linkedInAddUrl(credential)} target="_blank" rel="noopener noreferrer" data-testid="open-badge-linkedin">
              <span className="pi pi-linkedin" aria-hidden="true" />
              <span className="p-button-label">{t('linkedIn')}</span>
              <span className="visually-hidden"> ({t('newTab')})</span>
            </a>
            <Link prefetch={false} className="held-credential__link" href={`/credentials/${publicId}`} data-testid="open-badge-verify">
              {t('verify')}
            </Link>
          </div>
          <p className="held-credential__downloads">
            <span className="muted small">{t('download')}</span>{' '}
            <a href={credentialBadgePath(publicId, 'png')} download={`open-badge-${publicId}.png`} data-testid="open-badge-png" aria-label={t('downloadPng', { name: credential.name })}>
              PNG
            </a>{' '}
            <a href={credentialBadgePath(publicId, 'svg')} download={`open-badge-${publicId}.svg`} data-testid="open-badge-svg" aria-label={t('downloadSvg', { name: credential.name })}>
              SVG
            </a>{' '}
            <a href={credentialDownloadUrl(publicId)} download={`open-badge-${publicId}.json`} data-testid="open-badge-json" aria-label={t('downloadJson', { name: credential.name })}>
              JSON
            </a>
          </p>
        </div>
      </article>
    </li>
  );
}

/** Revoked: that and when, nothing else (its content left with the revocation; its picture and pickup are refused). */
async function RevokedCredentialCard({ credential }: { credential: THeldCredential }) {
  const [t, format] = await Promise.all([getTranslations('openBadges'), getFormatter()]);
  const titleId = `open-badge-${credential.publicId}`;
  return (
    <li className="held-credential held-credential--revoked card" data-testid="open-badge-card" data-public-id={credential.publicId} data-status="revoked">
      <article aria-labelledby={titleId} className="held-credential__layout">
        <span className="held-credential__image held-credential__image--revoked pi pi-ban" aria-hidden="true" />
        <div className="stack held-credential__body">
          <h2 id={titleId} className="h3 held-credential__title">
            {t('revokedTitle')}
          </h2>
          <p className="held-credential__revoked">
            {t('revokedOn', { community: credential.community })}{' '}
            {credential.revokedAt && <time dateTime={credential.revokedAt}>{format.dateTime(new Date(credential.revokedAt), { dateStyle: 'long', timeZone: 'UTC' })}</time>}
          </p>
          <p className="muted small">{t('revokedHint')}</p>
        </div>
      </article>
    </li>
  );
}
