'use client';

import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { getMyExperiencesInfiniteOptions } from '@/lib/api/experiences';
import { Link } from '@/lib/i18n/navigation';
import { CardPages } from './card-pages';
import { ExperienceJournalCard } from './experience-journal-card';

/**
 * The learner's own experiences, page 0 prefetched by the server, the next ones as the list's end
 * nears; each as the journal's card, its menu included (not another card, without the menu,
 * and page 0 only). A deactivated account is not invited to add one.
 */
export function MyExperiences({ canCreate, viewerId }: { canCreate: boolean; viewerId: number }) {
  const t = useTranslations('experience.list');
  const query = useInfiniteQuery(getMyExperiencesInfiniteOptions());
  const empty = (
    <div className="empty-state card">
      <p>{t('empty')}</p>
      {canCreate && (
        <Link href="/create-experience" className="p-button">
          {t('create')}
        </Link>
      )}
    </div>
  );
  return (
    <CardPages query={query} label={t('title')} loadError={t('error')} empty={empty} keyOf={(experience) => experience.id}>
      {(experience, index) => <ExperienceJournalCard experience={experience} viewerId={viewerId} eager={index < 2} first={index === 0} />}
    </CardPages>
  );
}
