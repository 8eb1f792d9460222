'use client';

import { useTranslations } from 'next-intl';
import { ExperiencePicker } from '@/components/experience';
import { isRecognitionPending } from '@/lib/shared/format/recognition';
import { STORY_EXPERIENCES_MAX } from '@/lib/shared/validation/story-rules';
import { useStoryDraft } from './story-draft';

/**
 * The story draft's "edit experiences" grid (spec §2), in the order the story will tell them.
 * An experience whose recognition is under way cannot be picked (spec §4) and says why; one
 * already in the story stays, so that editing loses nothing.
 */
export function StoryExperiencePicker({ showErrors }: { showErrors: boolean }) {
  const t = useTranslations('story.picker');
  const selected = useStoryDraft((s) => s.draft.experienceIds);
  const toggle = useStoryDraft((s) => s.toggleExperience);
  return (
    <ExperiencePicker
      idPrefix="story"
      selected={selected}
      max={STORY_EXPERIENCES_MAX}
      onToggle={toggle}
      words={{
        legend: t('legend'),
        count: t('count', { count: String(selected.length), max: String(STORY_EXPERIENCES_MAX) }),
        pick: t('pick'),
        position: (position) => t('position', { position: String(position) }),
        empty: t('empty'),
      }}
      error={showErrors && selected.length === 0 ? t('required') : null}
      blockedReason={(experience) => (isRecognitionPending(experience.microRecognition) ? t('pending') : null)}
    />
  );
}
