import { getLocale, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { credentialBadgePath } from '@/lib/shared/validation/credential';
import type { TExperience } from '@/lib/shared/validation/experience-answer';
import { Link } from '@/lib/i18n/navigation';

type Props = {
  certifications: TExperience['certificationAttributes'];
  /** What the page adds beside each Open Badge: for its learner, taking it to their wallet. */
  credentialActions?: (publicId: string) => ReactNode;
};

/**
 * Who certified the experience and when (spec §9: recognition dates in a long format, here the
 * reader's language's), each with the way to its Open Badge: the page anyone can check, and its
 * badge image with the credential baked in, to take anywhere; for its learner, their wallet too.
 */
export async function CertificationList({ certifications, credentialActions }: Props) {
  if (!certifications.length) return null;
  const [t, words, locale] = await Promise.all([getTranslations('credential.onExperience'), getTranslations('credential'), getLocale()]);
  const long = new Intl.DateTimeFormat(locale, { dateStyle: 'long' });
  return (
    <section aria-labelledby="experience-certifications" className="stack">
      <h2 id="experience-certifications" className="h3">
        {t('title')}
      </h2>
      <ul className="certification-list">
        {certifications.map((certification) => (
          <li key={certification.id}>
            <span className="pi pi-verified" aria-hidden="true" />{' '}
            {t('by', { teacher: certification.certificatorAttributes.name, date: long.format(new Date(certification.updatedAt)) })}
            {certification.credentialId && (
              <>
                {' · '}
                <Link prefetch={false} href={`/credentials/${certification.credentialId}`}>{t('open')}</Link>
                {' · '}
                <a href={credentialBadgePath(certification.credentialId, 'png')} download={`open-badge-${certification.credentialId}.png`}>
                  {words('downloadBadgePng')}
                </a>
                {' · '}
                <a href={credentialBadgePath(certification.credentialId, 'svg')} download={`open-badge-${certification.credentialId}.svg`}>
                  {words('downloadBadgeSvg')}
                </a>
                {credentialActions && <div className="certification-list__actions">{credentialActions(certification.credentialId)}</div>}
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
