'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { ExperiencePicker } from '@/components/experience';
import { outboxItems } from '@/lib/offline/outbox';
import { isRecognitionPending } from '@/lib/shared/format/recognition';
import { useSessionStore } from '@/lib/stores/session-store';
import { STORY_EXPERIENCES_MAX } from '@/lib/shared/validation/story-rules';
import { useStoryDraft } from './story-draft';

/**
 * The story draft's "edit experiences" grid (spec §2), in the order the story will tell them.
 * An experience whose recognition is under way cannot be picked (spec §4) and says why; one
 * already in the story stays, so that editing loses nothing.
 */
export function StoryExperiencePicker({ showErrors }: { showErrors: boolean }) {
  const t = useTranslations('story.picker');
  const offline = useTranslations('offline');
  const selected = useStoryDraft((s) => s.draft.experienceIds);
  const toggle = useStoryDraft((s) => s.toggleExperience);
  const waitingOnDevice = useExperiencesWaitingOnDevice();
  return (
    <>
      {/* Above the grid, which may scroll on for pages: the learner looking for it learns why first. */}
      {waitingOnDevice && <p className="muted">{offline('storyPicker')}</p>}
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
    </>
  );
}

/** Experiences recorded offline have no id until they are sent: a story can tell them once they are published. */
function useExperiencesWaitingOnDevice() {
  const userId = useSessionStore((s) => s.user?.id);
  const [waiting, setWaiting] = useState(false);
  useEffect(() => {
    if (userId === undefined) return;
    void outboxItems(userId).then((items) => setWaiting(items.some((item) => item.kind === 'experience')), () => undefined);
  }, [userId]);
  return waiting;
}
