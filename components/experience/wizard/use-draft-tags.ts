'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { updateExperienceTags } from '@/lib/api/experiences';
import { showToast } from '@/lib/stores/toast-store';
import { useExperienceDraft } from '../draft/draft-store';

/**
 * Spec §4 tag toggle: locally in create mode; in edit mode every change is saved at once
 * (removing a saved tag marks it for destruction) and the saved tags are read back.
 */
export function useDraftTags() {
  const t = useTranslations('experience.errors');
  const draft = useExperienceDraft((s) => s.draft);
  const toggleLocally = useExperienceDraft((s) => s.toggleTag);
  const setTags = useExperienceDraft((s) => s.setTags);
  const [pending, setPending] = useState(false);

  const toggle = async (name: string) => {
    if (draft.id === null) return toggleLocally(name);
    const trimmed = name.trim();
    const existing = draft.tagsAttributes.find((tag) => tag.name.toLocaleLowerCase() === trimmed.toLocaleLowerCase());
    const change = existing?.id ? [{ id: existing.id, name: existing.name, _destroy: true }] : existing ? [] : [{ name: trimmed }];
    if (!change.length) return;
    setPending(true);
    try {
      setTags(await updateExperienceTags(draft.id, change));
    } catch {
      showToast({ severity: 'error', summary: t('updateSummary'), detail: t('tags') });
    } finally {
      setPending(false);
    }
  };

  return { tags: draft.tagsAttributes, toggle, pending };
}
