'use client';

import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { TSharing } from '@/lib/shared/validation/experience-rules';
import type { TStoryWithExperiences } from '@/lib/shared/validation/story';

export type TStoryDraft = {
  /** The story being edited, or null for a new one. */
  id: number | null;
  title: string;
  description: string;
  date: Date;
  sharingParameters: TSharing;
  groupIds: number[];
  /** In the order the learner picked them: the story tells them in that order. */
  experienceIds: number[];
};

type DraftState = {
  draft: TStoryDraft;
  /** Sent with the create request, so a repeated send of the same draft creates one story. */
  idempotencyKey: string;
  update: (changes: Partial<TStoryDraft>) => void;
  toggleExperience: (id: number) => void;
  loadStory: (story: TStoryWithExperiences) => void;
  /** A draft kept elsewhere (the device's outbox) back in the wizard, with a new key: the refused send created nothing. */
  restoreDraft: (draft: TStoryDraft) => void;
  reset: () => void;
};

const emptyDraft = (): TStoryDraft => ({ id: null, title: '', description: '', date: new Date(), sharingParameters: 'private', groupIds: [], experienceIds: [] });

const fromStory = (story: TStoryWithExperiences): TStoryDraft => ({
  id: story.id,
  title: story.title,
  description: story.description,
  date: new Date(story.date),
  sharingParameters: story.sharingParameters,
  groupIds: story.groupIds,
  experienceIds: story.experienceIds,
});

const reviveDate = (key: string, value: unknown) => (key === 'date' && typeof value === 'string' ? new Date(value) : value);

/**
 * The story draft (spec §4: required step, then share), kept in session storage like the
 * experience draft so that a reload in the middle of the wizard loses nothing; the date is
 * revived on load.
 */
export const useStoryDraft = create<DraftState>()(
  persist(
    (set) => ({
      draft: emptyDraft(),
      idempotencyKey: crypto.randomUUID(),
      update: (changes) => set((s) => ({ draft: { ...s.draft, ...changes } })),
      toggleExperience: (id) =>
        set((s) => {
          const ids = s.draft.experienceIds;
          return { draft: { ...s.draft, experienceIds: ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id] } };
        }),
      loadStory: (story) => set({ draft: fromStory(story) }),
      restoreDraft: (draft) => set({ draft, idempotencyKey: crypto.randomUUID() }),
      reset: () => set({ draft: emptyDraft(), idempotencyKey: crypto.randomUUID() }),
    }),
    {
      name: 'story-draft',
      storage: createJSONStorage(() => sessionStorage, { reviver: reviveDate }),
      partialize: (s) => ({ draft: s.draft, idempotencyKey: s.idempotencyKey }),
    },
  ),
);

/** A story kept on the device (its draft as JSON) back in the wizard. */
export function reopenStoryDraft(json: string) {
  useStoryDraft.getState().restoreDraft(JSON.parse(json, reviveDate) as TStoryDraft);
}
