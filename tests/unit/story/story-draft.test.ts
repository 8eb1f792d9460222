import { beforeEach, describe, expect, it } from 'vitest';
import { useStoryDraft } from '@/components/story/story-draft';
import { isStoryRequiredStepValid, storyStepPath } from '@/components/story/story-steps';
import { STORY_DESCRIPTION_MAX, STORY_EXPERIENCES_MAX, STORY_TITLE_MAX } from '@/lib/shared/validation/story-rules';

const stored = () => JSON.parse(sessionStorage.getItem('story-draft') ?? '{}').state;
const draft = () => useStoryDraft.getState().draft;

beforeEach(() => useStoryDraft.getState().reset());

// Spec §4: "Story creation: required, then share"; the draft persists in session storage like
// the experience draft, with the date revived on load.
describe('the story draft', () => {
  it('keeps the experiences in the order they were picked, and unpicks one in place', () => {
    for (const id of [7, 3, 9]) useStoryDraft.getState().toggleExperience(id);
    useStoryDraft.getState().toggleExperience(3);
    useStoryDraft.getState().toggleExperience(4);
    expect(draft().experienceIds).toEqual([7, 9, 4]);
    expect(stored().draft.experienceIds).toEqual([7, 9, 4]);
  });

  it('survives a reload with its date as a date', async () => {
    useStoryDraft.getState().update({ title: 'Mon stage', date: new Date('2026-03-04T12:00:00Z') });
    const saved = sessionStorage.getItem('story-draft')!;
    useStoryDraft.setState({ draft: { ...draft(), title: '' } }, false);
    sessionStorage.setItem('story-draft', saved);
    await useStoryDraft.persist.rehydrate();
    expect(draft().title).toBe('Mon stage');
    expect(draft().date).toBeInstanceOf(Date);
    expect(draft().date.toISOString()).toBe('2026-03-04T12:00:00.000Z');
  });

  it('gets a new idempotency key when reset, so the next story is a new one', () => {
    const before = useStoryDraft.getState().idempotencyKey;
    useStoryDraft.getState().update({ title: 'x' });
    expect(useStoryDraft.getState().idempotencyKey).toBe(before);
    useStoryDraft.getState().reset();
    expect(useStoryDraft.getState().idempotencyKey).not.toBe(before);
  });
});

describe('the required step', () => {
  const valid = { id: null, title: 'Mon stage', description: '', date: new Date(), sharingParameters: 'private' as const, groupIds: [], experienceIds: [1] };

  it('needs a title within its length and between one and the maximum of experiences', () => {
    expect(isStoryRequiredStepValid(valid)).toBe(true);
    expect(isStoryRequiredStepValid({ ...valid, title: '   ' })).toBe(false);
    expect(isStoryRequiredStepValid({ ...valid, title: 'x'.repeat(STORY_TITLE_MAX + 1) })).toBe(false);
    expect(isStoryRequiredStepValid({ ...valid, experienceIds: [] })).toBe(false);
    expect(isStoryRequiredStepValid({ ...valid, experienceIds: Array.from({ length: STORY_EXPERIENCES_MAX + 1 }, (_, i) => i + 1) })).toBe(false);
  });

  it('measures the description as the contract does: its counter and the step never disagree', () => {
    expect(isStoryRequiredStepValid({ ...valid, description: `${'😀'.repeat(STORY_DESCRIPTION_MAX)}  ` })).toBe(true);
    expect(isStoryRequiredStepValid({ ...valid, description: '😀'.repeat(STORY_DESCRIPTION_MAX + 1) })).toBe(false);
  });

  it('has the URLs of spec §2', () => {
    expect(storyStepPath({ kind: 'create' }, 'index')).toBe('/create-story');
    expect(storyStepPath({ kind: 'create' }, 'share')).toBe('/create-story/share');
    expect(storyStepPath({ kind: 'edit', id: 12 }, 'index')).toBe('/stories/12/edit');
    expect(storyStepPath({ kind: 'edit', id: 12 }, 'share')).toBe('/stories/12/edit/share');
  });
});
