'use client';

import { useUpdateExperienceTags } from '@/lib/api/experiences';
import { useExperienceDraft } from '../draft/draft-store';

/**
 * Spec §4 tag toggle: locally in create mode; in edit mode every change is saved at once
 * (removing a saved tag marks it for destruction) and the saved tags are read back.
 */
export function useDraftTags() {
  const draft = useExperienceDraft((s) => s.draft);
  const toggleLocally = useExperienceDraft((s) => s.toggleTag);
  const setTags = useExperienceDraft((s) => s.setTags);
  const save = useUpdateExperienceTags();

  const toggle = (name: string) => {
    if (draft.id === null) return toggleLocally(name);
    const trimmed = name.trim();
    const existing = draft.tagsAttributes.find((tag) => tag.name.toLocaleLowerCase() === trimmed.toLocaleLowerCase());
    const change = existing?.id ? [{ id: existing.id, name: existing.name, _destroy: true }] : existing ? [] : [{ name: trimmed }];
    if (!change.length) return;
    save.mutate({ id: draft.id, tagsAttributes: change }, { onSuccess: (saved) => setTags(saved.tagsAttributes) });
  };

  return { tags: draft.tagsAttributes, toggle, pending: save.isPending };
}
