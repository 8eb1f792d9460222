import { STORY_DESCRIPTION_MAX, STORY_EXPERIENCES_MAX, STORY_EXPERIENCES_MIN, STORY_TITLE_MAX } from '@/lib/shared/validation/story-rules';
import { countedLength } from '@/lib/shared/validation/text-length';
import type { TStoryDraft } from './story-draft';

export const STORY_STEPS = ['index', 'share'] as const;
export type TStoryStep = (typeof STORY_STEPS)[number];
export type TStoryMode = { kind: 'create' } | { kind: 'edit'; id: number };

/** Steps are URLs (spec §2): /create-story[/share], /stories/{id}/edit[/share]. */
export function storyStepPath(mode: TStoryMode, step: TStoryStep): string {
  const base = mode.kind === 'create' ? '/create-story' : `/stories/${mode.id}/edit`;
  return step === 'index' ? base : `${base}/share`;
}

/** The required step (spec §4): a title, a description within its length, and the experiences it tells. */
export function isStoryRequiredStepValid(draft: TStoryDraft): boolean {
  const title = draft.title.trim();
  const count = draft.experienceIds.length;
  return (
    title.length > 0 &&
    title.length <= STORY_TITLE_MAX &&
    countedLength(draft.description) <= STORY_DESCRIPTION_MAX &&
    count >= STORY_EXPERIENCES_MIN &&
    count <= STORY_EXPERIENCES_MAX
  );
}
