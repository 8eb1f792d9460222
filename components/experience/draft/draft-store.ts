'use client';

import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { TExperience } from '@/lib/shared/validation/experience-answer';
import { draftFromExperience, emptyDraft, setSkillLevel, toggleSkill, toggleTagLocally } from './draft-rules';
import type { TCrop, TDraftTag, TExperienceDraft, TPictureCredit } from './draft-types';

type DraftState = {
  draft: TExperienceDraft;
  crop: TCrop;
  /** A picture is being framed: a reload reopens the framing on the original kept in IndexedDB. */
  isFraming: boolean;
  /** The draft's picture, or the one being framed, is an Unsplash photo, credited so; null for the learner's own. */
  pictureCredit: TPictureCredit | null;
  framingCredit: TPictureCredit | null;
  /** Sent with the create request, so a repeated send of the same draft creates it once. */
  idempotencyKey: string;
  update: (changes: Partial<TExperienceDraft>) => void;
  loadExperience: (experience: TExperience) => void;
  /** A draft sent from the device's outbox and refused, reopened to be fixed and sent again as a new one. */
  restoreDraft: (draft: TExperienceDraft) => void;
  toggleTag: (name: string) => void;
  setTags: (tags: TDraftTag[]) => void;
  toggleSkill: (candidate: { skillId: number | null; name: string; custom: boolean }) => void;
  setSkillLevel: (id: number, level: number) => void;
  setCrop: (changes: Partial<TCrop>) => void;
  setFraming: (isFraming: boolean) => void;
  setPictureCredit: (credit: TPictureCredit | null) => void;
  setFramingCredit: (credit: TPictureCredit | null) => void;
  reset: () => void;
};

const INITIAL_CROP: TCrop = { x: 0, y: 0, zoom: 1, area: null };

/** A draft kept as JSON (session storage, the device's outbox) has its date as text: it comes back a Date. */
const reviveDate = (key: string, value: unknown) => (key === 'date' && typeof value === 'string' ? new Date(value) : value);
export const draftFromJson = (json: string): TExperienceDraft => JSON.parse(json, reviveDate) as TExperienceDraft;

/**
 * Spec §9: the draft and its crop coordinates live in session storage; the date is revived on
 * load. A draft's idempotency key is born with it, kept with it, and replaced when it is reset.
 */
export const useExperienceDraft = create<DraftState>()(
  persist(
    (set) => ({
      draft: emptyDraft(),
      crop: INITIAL_CROP,
      isFraming: false,
      pictureCredit: null,
      framingCredit: null,
      idempotencyKey: crypto.randomUUID(),
      update: (changes) => set((s) => ({ draft: { ...s.draft, ...changes } })),
      loadExperience: (experience) => set({ draft: draftFromExperience(experience), crop: INITIAL_CROP, isFraming: false, pictureCredit: null, framingCredit: null }),
      restoreDraft: (draft) => set({ draft, crop: INITIAL_CROP, isFraming: false, pictureCredit: null, framingCredit: null, idempotencyKey: crypto.randomUUID() }),
      toggleTag: (name) => set((s) => ({ draft: { ...s.draft, tagsAttributes: toggleTagLocally(s.draft.tagsAttributes, name) } })),
      setTags: (tags) => set((s) => ({ draft: { ...s.draft, tagsAttributes: tags } })),
      toggleSkill: (candidate) => set((s) => ({ draft: { ...s.draft, skillsAttributes: toggleSkill(s.draft.skillsAttributes, candidate) } })),
      setSkillLevel: (id, level) => set((s) => ({ draft: { ...s.draft, skillsAttributes: setSkillLevel(s.draft.skillsAttributes, id, level) } })),
      setCrop: (changes) => set((s) => ({ crop: { ...s.crop, ...changes } })),
      setFraming: (isFraming) => set({ isFraming }),
      setPictureCredit: (pictureCredit) => set({ pictureCredit }),
      setFramingCredit: (framingCredit) => set({ framingCredit }),
      reset: () => set({ draft: emptyDraft(), crop: INITIAL_CROP, isFraming: false, pictureCredit: null, framingCredit: null, idempotencyKey: crypto.randomUUID() }),
    }),
    {
      name: 'experience-draft',
      storage: createJSONStorage(() => sessionStorage, { reviver: reviveDate }),
      partialize: (s) => ({ draft: s.draft, crop: s.crop, isFraming: s.isFraming, pictureCredit: s.pictureCredit, framingCredit: s.framingCredit, idempotencyKey: s.idempotencyKey }),
      // A draft saved before a field existed gets the field's empty value rather than none.
      merge: (persisted, current) => {
        const saved = persisted as Partial<DraftState> | undefined;
        return { ...current, ...saved, draft: { ...current.draft, ...saved?.draft } };
      },
    },
  ),
);
