'use client';

import { useInfiniteQuery } from '@tanstack/react-query';
import { useFormatter, useTranslations } from 'next-intl';
import { LoadError } from '@/components/ui/load-error';
import { Button } from '@/components/ui/prime/button';
import { useEffect } from 'react';
import { getActivitiesQueryOptions } from '@/lib/api/activities';
import { useErrorToast } from '@/lib/hooks/use-error-toast';
import { Link } from '@/lib/i18n/navigation';
import type { TActivity } from '@/lib/shared/validation/activity';

function ActivityLine({ activity }: { activity: TActivity }) {
  const t = useTranslations('account.activities');
  const format = useFormatter();
  const subjectPath = activity.subjectId === null ? null : `/${activity.kind === 'storyCreated' ? 'stories' : 'experiences'}/${activity.subjectId}`;
  const name = subjectPath === null ? activity.subjectName : <Link href={subjectPath}>{activity.subjectName}</Link>;
  return (
    <li className="activity">
      <span>{t.rich(`kinds.${activity.kind}`, { name: () => name })}</span>
      <time className="muted" dateTime={activity.createdAt}>
        {format.dateTime(new Date(activity.createdAt), { dateStyle: 'medium' })}
      </time>
    </li>
  );
}

/**
 * The person's recent actions, newest first, twenty at a time. A failure is the
 * spec §8 toast with the error's message; the section then offers to try again.
 */
export function ActivityList({ userId }: { userId: number }) {
  const t = useTranslations('account.activities');
  const showError = useErrorToast();
  const query = useInfiniteQuery(getActivitiesQueryOptions(userId));
  const { error } = query;
  useEffect(() => {
    if (error) showError(error);
  }, [error, showError]);

  const activities = query.data?.pages.flatMap((page) => page.paginatedResults) ?? [];
  return (
    <section className="stack" aria-labelledby="activities-title" aria-busy={query.isPending}>
      <h2 id="activities-title">{t('title')}</h2>
      {query.isError && !activities.length ? (
        <LoadError retryLabel={t('retry')} onRetry={() => void query.refetch()} />
      ) : query.isPending ? (
        <p className="muted">{t('loading')}</p>
      ) : activities.length === 0 ? (
        <p className="muted">{t('empty')}</p>
      ) : (
        <ul className="activities">
          {activities.map((activity) => (
            <ActivityLine key={activity.id} activity={activity} />
          ))}
        </ul>
      )}
      {query.hasNextPage && <Button type="button" label={t('more')} text loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()} />}
    </section>
  );
}
