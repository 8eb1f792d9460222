'use client';

import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { TCertificatorForm } from '@/lib/shared/validation/recognition-forms';

export type TRecognitionDraft = {
  /** The experience the request is for: a draft for another one starts afresh. */
  experienceId: number | null;
  certificator: TCertificatorForm | null;
  skillIds: number[];
  message: string;
  /** The badge's title as typed; null until the learner changes the one offered (the experience's first line). */
  title: string | null;
  /** What the learner chose the public proof shows of the experience (their agreement is asked anew when sending). */
  proofShowsText: boolean;
  proofShowsPicture: boolean;
};

type DraftState = {
  draft: TRecognitionDraft;
  /** Sent with the create request, so a repeated send of the same draft asks the teacher once. */
  idempotencyKey: string;
  /** Starts a draft for this experience unless the one kept is already for it. */
  startFor: (experienceId: number, skillIds: number[]) => void;
  update: (changes: Partial<Omit<TRecognitionDraft, 'experienceId'>>) => void;
  reset: () => void;
};

const emptyDraft = (): TRecognitionDraft => ({ experienceId: null, certificator: null, skillIds: [], message: '', title: null, proofShowsText: false, proofShowsPicture: false });

/**
 * The recognition request being written (spec §4: certificator, skills, remark), kept in session
 * storage like the experience and story drafts so that a reload or a step back loses nothing.
 */
export const useRecognitionDraft = create<DraftState>()(
  persist(
    (set, get) => ({
      draft: emptyDraft(),
      idempotencyKey: crypto.randomUUID(),
      startFor: (experienceId, skillIds) => {
        if (get().draft.experienceId === experienceId) return;
        set({ draft: { ...emptyDraft(), experienceId, skillIds }, idempotencyKey: crypto.randomUUID() });
      },
      update: (changes) => set((s) => ({ draft: { ...s.draft, ...changes } })),
      reset: () => set({ draft: emptyDraft(), idempotencyKey: crypto.randomUUID() }),
    }),
    { name: 'recognition-draft', storage: createJSONStorage(() => sessionStorage), partialize: (s) => ({ draft: s.draft, idempotencyKey: s.idempotencyKey }) },
  ),
);
