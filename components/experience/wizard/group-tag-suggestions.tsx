'use client';

import { useQueries } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { getGroupInfoQueryOptions } from '@/lib/api/groups';
import { useSessionStore } from '@/lib/stores/session-store';
import type { TDraftTag } from '../draft/draft-types';

type Props = { tags: TDraftTag[]; onToggle: (name: string) => void; pending: boolean };

/** The tags the learner's groups suggest (set on /admin/manage-groups), those not on the draft yet, one press each. */
export function GroupTagSuggestions({ tags, onToggle, pending }: Props) {
  const t = useTranslations('manageGroups.wizard');
  const user = useSessionStore((s) => s.user);
  const groups = useQueries({ queries: (user?.groupsAttributes ?? []).map((group) => getGroupInfoQueryOptions(group.id)) });
  const chosen = new Set(tags.filter((tag) => !tag._destroy).map((tag) => tag.name.toLocaleLowerCase()));
  const suggested = [...new Set(groups.flatMap((group) => group.data?.tags.map((tag) => tag.name) ?? []))].filter((name) => !chosen.has(name.toLocaleLowerCase()));
  if (!suggested.length) return null;
  return (
    <section className="stack" aria-labelledby="group-tag-suggestions">
      <h3 id="group-tag-suggestions" className="small muted">
        {t('suggestedTags')}
      </h3>
      <ul className="chips">
        {suggested.map((name) => (
          <li key={name}>
            <button type="button" className="tag-suggestion" onClick={() => onToggle(name)} disabled={pending} aria-label={t('addSuggested', { tag: name })}>
              <span className="pi pi-plus" aria-hidden="true" /> #{name}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
