import { getFormatter, getTranslations } from 'next-intl/server';
import { credentialDownloadUrl } from '@/lib/api/credentials';
import { SKILL_LEVEL_MAX } from '@/lib/shared/validation/experience-rules';
import { credentialBadgePath, type TCredentialPage, type TIssuedCredentialPage } from '@/lib/shared/validation/credential';
import { linkedInAddUrl } from './linkedin-url';
import { RevokedCredentialView } from './revoked-credential-view';

/** A credential's public verify page, as issued or as revoked. */
export function CredentialView({ credential }: { credential: TCredentialPage }) {
  return credential.state === 'issued' ? <IssuedCredentialView credential={credential} /> : <RevokedCredentialView credential={credential} />;
}

/**
 * An issued credential: who issued it, to whom, what, when and by which teacher, and the
 * backend's check of signature and status made for this very request.
 */
async function IssuedCredentialView({ credential }: { credential: TIssuedCredentialPage }) {
  const t = await getTranslations('credential');
  const format = await getFormatter();
  const { status } = credential.verification;
  return (
    <article className="credential-view card stack" aria-labelledby="credential-title">
      <header className="stack">
        <p className="muted">{t('kind')}</p>
        <h1 id="credential-title" className="h2">
          {credential.name}
        </h1>
      </header>

      <section aria-labelledby="credential-check" className={`credential-check credential-check--${status}`} data-status={status}>
        <h2 id="credential-check" className="h3">
          {t('checkHeading')}
        </h2>
        <p role="status" className="credential-check__verdict">
          {t(status)}
        </p>
        <p className="muted">{t('checkedNow')}</p>
      </section>

      <dl className="facts">
        <dt>{t('issuedBy')}</dt>
        <dd>{credential.community}</dd>
        <dt>{t('awardedTo')}</dt>
        <dd>{credential.learner}</dd>
        {credential.description && (
          <>
            <dt>{t('achievement')}</dt>
            <dd className="credential-view__description">{credential.description}</dd>
          </>
        )}
        <dt>{t('certifiedOn')}</dt>
        <dd>
          <time dateTime={credential.certifiedAt}>{format.dateTime(new Date(credential.certifiedAt), { dateStyle: 'long', timeZone: 'UTC' })}</time>
        </dd>
        <dt>{t('validatedBy')}</dt>
        <dd>{credential.teacher}</dd>
        {credential.verification.issuer && (
          <>
            <dt>{t('issuerId')}</dt>
            <dd>
              <code className="credential-view__did">{credential.verification.issuer.id}</code>
            </dd>
          </>
        )}
      </dl>

      {credential.skills.length > 0 && (
        <section aria-labelledby="credential-skills">
          <h2 id="credential-skills" className="h3">
            {t('skills')}
          </h2>
          <ul className="credential-view__skills">
            {credential.skills.map((skill, position) => (
              <li key={position}>
                {skill.levelName
                  ? t('skillLevelNamed', { skill: skill.name, level: skill.level + 1, max: SKILL_LEVEL_MAX + 1, name: skill.levelName })
                  : t('skillLevel', { skill: skill.name, level: skill.level + 1, max: SKILL_LEVEL_MAX + 1 })}
              </li>
            ))}
          </ul>
        </section>
      )}

      <p className="credential-view__actions">
        <a className="p-button p-button-outlined" href={credentialDownloadUrl(credential.publicId)} download={`open-badge-${credential.publicId}.json`}>
          {t('download')}
        </a>
        <a className="p-button p-button-outlined" href={credentialBadgePath(credential.publicId, 'png')} download={`open-badge-${credential.publicId}.png`}>
          {t('downloadBadgePng')}
        </a>
        <a className="p-button p-button-outlined" href={credentialBadgePath(credential.publicId, 'svg')} download={`open-badge-${credential.publicId}.svg`}>
          {t('downloadBadgeSvg')}
        </a>
        {status === 'valid' && (
          <a className="p-button" href={linkedInAddUrl(credential)} target="_blank" rel="noopener noreferrer">
            {t('linkedIn')}
            <span className="visually-hidden"> ({t('linkedInHint')})</span>
          </a>
        )}
      </p>
    </article>
  );
}
