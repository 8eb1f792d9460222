'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { getMyExperiencesQueryOptions } from '@/lib/api/experiences';
import { Link } from '@/lib/i18n/navigation';
import { ExperienceCard } from './experience-card';

/** The learner's own experiences, page 0 prefetched by the server; a deactivated account is not invited to add one. */
export function MyExperiences({ canCreate }: { canCreate: boolean }) {
  const t = useTranslations('experience.list');
  const { data, isError } = useQuery(getMyExperiencesQueryOptions(0));
  if (isError) return <p className="field-error">{t('error')}</p>;
  if (!data?.paginatedResults.length) {
    return (
      <div className="empty-state card">
        <p>{t('empty')}</p>
        {canCreate && (
          <Link href="/create-experience" className="p-button">
            {t('create')}
          </Link>
        )}
      </div>
    );
  }
  return (
    <ul className="card-grid">
      {data.paginatedResults.map((experience) => (
        <li key={experience.id}>
          <ExperienceCard experience={experience} />
        </li>
      ))}
    </ul>
  );
}
