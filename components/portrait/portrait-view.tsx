import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { ExperienceCard } from '@/components/experience';
import { Link } from '@/lib/i18n/navigation';
import { credentialBadgePath } from '@/lib/shared/validation/credential';
import type { TPortrait } from '@/lib/shared/validation/portrait';
import { PortraitSkills } from './portrait-skills';

type Props = {
  portrait: TPortrait;
  /** The author's own reading: the sharing level and the hints for what is still empty show. */
  isOwn: boolean;
  /** Beside the title: the author's edit button, a download. */
  actions?: ReactNode;
};

/**
 * A portrait as its reader may see it (README decisions, "A portrait"): the about text, the
 * skills gathered from the experiences, then the highlighted experiences in the author's order.
 * Rendered by the server on a member's overview, and inside the dashboard's editing island.
 */
export function PortraitView({ portrait, isOwn, actions }: Props) {
  const t = useTranslations();
  return (
    <article className="stack portrait" aria-labelledby="portrait-title">
      <section className="card stack">
        <div className="row row--between">
          <h2 id="portrait-title">{t('portrait.title')}</h2>
          {actions}
        </div>
        {isOwn && <p className="muted small">{t('portrait.sharedWith', { level: t(`experience.share.${portrait.sharingParameters}`) })}</p>}
        {portrait.about ? (
          <p className="portrait__about">{portrait.about}</p>
        ) : (
          isOwn && <p className="muted">{t('portrait.aboutEmpty')}</p>
        )}
      </section>
      <section className="card stack" aria-labelledby="portrait-skills-title">
        <h3 id="portrait-skills-title">{t('portrait.skills')}</h3>
        <p className="muted small">{t('portrait.skillsHint')}</p>
        <PortraitSkills skills={portrait.skills} emptyMessage={isOwn ? t('portrait.skillsEmpty') : t('portrait.skillsNone')} />
      </section>
      {portrait.badges.length > 0 && (
        <section className="card stack" aria-labelledby="portrait-badges-title">
          <h3 id="portrait-badges-title">{t('portrait.badges')}</h3>
          <ul className="portrait-badges">
            {portrait.badges.map((badge) => (
              <li key={badge.publicId}>
                <Link prefetch={false} href={`/credentials/${badge.publicId}`} className="portrait-badges__link" data-testid="portrait-badge">
                  {/* eslint-disable-next-line @next/next/no-img-element -- the baked badge, served by the backend */}
                  <img src={credentialBadgePath(badge.publicId, 'png')} alt="" width={96} height={96} loading="lazy" />
                  <span>{badge.name}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section className="stack" aria-labelledby="portrait-highlights-title">
        <h3 id="portrait-highlights-title">{t('portrait.highlights')}</h3>
        {portrait.highlightedExperiences.length > 0 ? (
          <ol className="card-grid">
            {portrait.highlightedExperiences.map((experience) => (
              <li key={experience.id}>
                <ExperienceCard experience={experience} />
              </li>
            ))}
          </ol>
        ) : (
          <p className="card muted">{t('portrait.highlightsEmpty')}</p>
        )}
      </section>
    </article>
  );
}
