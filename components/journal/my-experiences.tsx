'use client';

import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { CardPlaceholders } from '@/components/ui/card-placeholders';
import { getMyExperiencesInfiniteOptions } from '@/lib/api/experiences';
import { useLoadMore } from '@/lib/hooks/use-load-more';
import { Link } from '@/lib/i18n/navigation';
import { ExperienceJournalCard } from './experience-journal-card';

/**
 * The learner's own experiences, page 0 prefetched by the server, the next ones as the list's end
 * nears; each as the journal's card, its menu included (issue 8: another card, without the menu,
 * and page 0 only). A deactivated account is not invited to add one.
 */
export function MyExperiences({ canCreate, viewerId }: { canCreate: boolean; viewerId: number }) {
  const t = useTranslations();
  const query = useInfiniteQuery(getMyExperiencesInfiniteOptions());
  const sentinel = useLoadMore(query);
  if (query.isError) return <p className="field-error">{t('experience.list.error')}</p>;
  const experiences = query.data?.pages.flatMap((page) => page.paginatedResults) ?? [];
  if (!experiences.length) {
    return (
      <div className="empty-state card">
        <p>{t('experience.list.empty')}</p>
        {canCreate && (
          <Link href="/create-experience" className="p-button">
            {t('experience.list.create')}
          </Link>
        )}
      </div>
    );
  }
  return (
    <>
      <ul className="card-grid journal" aria-label={t('experience.list.title')}>
        {experiences.map((experience, index) => (
          <li key={experience.id}>
            <ExperienceJournalCard experience={experience} viewerId={viewerId} eager={index < 2} first={index === 0} />
          </li>
        ))}
      </ul>
      {query.isFetchingNextPage && <CardPlaceholders label={t('journal.loadingMore')} />}
      <div ref={sentinel} aria-hidden="true" className="journal__sentinel" />
    </>
  );
}
