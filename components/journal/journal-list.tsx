'use client';

import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { getJournalQueryOptions, type TJournalFilter, type TJournalScope } from '@/lib/api/journals';
import { CardPages } from './card-pages';
import { ExperienceJournalCard } from './experience-journal-card';
import { StoryJournalCard } from './story-journal-card';

/** `viewerId`: who reads the journal, as the server knew it when it drew the page. */
type Props = { scope: TJournalScope; filter: TJournalFilter; emptyMessage: string; viewerId: number | null };

/** A journal page after page; in the official area, the community's showcase, public stories open their public page (spec §2). */
export function JournalList({ scope, filter, emptyMessage, viewerId }: Props) {
  const t = useTranslations('journal');
  const query = useInfiniteQuery(getJournalQueryOptions(scope, filter));
  const empty = (
    <div className="empty-state card">
      <span className="pi pi-inbox big-icon" aria-hidden="true" />
      <p>{emptyMessage}</p>
    </div>
  );
  return (
    <CardPages query={query} label={t('listLabel')} loadError={t('loadError')} empty={empty} keyOf={({ journalItem }) => `${journalItem.type}-${journalItem.id}`}>
      {({ journalItem }, index) =>
        journalItem.type === 'Story' ? (
          <StoryJournalCard story={journalItem} redirectToPublic={scope.kind === 'official'} viewerId={viewerId} />
        ) : (
          <ExperienceJournalCard experience={journalItem} viewerId={viewerId} eager={index < 2} first={index === 0} />
        )
      }
    </CardPages>
  );
}
