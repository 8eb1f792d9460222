import { beforeEach, describe, expect, it } from 'vitest';
import { useExperienceDraft } from '@/components/experience/draft/draft-store';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const stored = () => JSON.parse(sessionStorage.getItem('experience-draft') ?? '{}').state;

beforeEach(() => useExperienceDraft.getState().reset());

// The backend answers a repeated POST /v2/experiences with the same Idempotency-Key with the
// first result: one key per draft makes a resend (lost answer, double click) create one experience.
describe('the draft idempotency key', () => {
  it('is a random UUID kept in session storage with the draft', () => {
    const { idempotencyKey } = useExperienceDraft.getState();
    expect(idempotencyKey).toMatch(UUID);
    expect(stored().idempotencyKey).toBe(idempotencyKey);
  });

  it('stays the same while the draft is edited', () => {
    const before = useExperienceDraft.getState().idempotencyKey;
    useExperienceDraft.getState().update({ description: 'Une sortie au musée' });
    useExperienceDraft.getState().toggleTag('musée');
    expect(useExperienceDraft.getState().idempotencyKey).toBe(before);
    expect(stored().draft.description).toBe('Une sortie au musée');
  });

  it('survives a reload of the page', async () => {
    const before = useExperienceDraft.getState().idempotencyKey;
    useExperienceDraft.setState({ idempotencyKey: 'not-yet-read' }, false);
    sessionStorage.setItem('experience-draft', JSON.stringify({ state: { ...stored(), idempotencyKey: before }, version: 0 }));
    await useExperienceDraft.persist.rehydrate();
    expect(useExperienceDraft.getState().idempotencyKey).toBe(before);
  });

  it('is replaced when the draft is reset, so the next experience is a new one', () => {
    const before = useExperienceDraft.getState().idempotencyKey;
    useExperienceDraft.getState().reset();
    const after = useExperienceDraft.getState().idempotencyKey;
    expect(after).toMatch(UUID);
    expect(after).not.toBe(before);
    expect(stored().idempotencyKey).toBe(after);
  });
});

// Spec §4: the crop coordinates persist with the draft and the original picture in IndexedDB;
// the framing flag lets a reload reopen the framing on it (issue 8: the draft was lost on reload).
describe('the framing state', () => {
  it('is kept in session storage with the crop, and cleared by a reset', () => {
    useExperienceDraft.getState().setFraming(true);
    useExperienceDraft.getState().setCrop({ x: 12, y: -4, zoom: 1.5 });
    expect(stored()).toMatchObject({ isFraming: true, crop: { x: 12, y: -4, zoom: 1.5 } });
    useExperienceDraft.getState().reset();
    expect(stored()).toMatchObject({ isFraming: false, crop: { x: 0, y: 0, zoom: 1, area: null } });
  });
});

describe('a draft saved by an earlier version of the wizard', () => {
  it('gets the fields it lacks with their empty values on reload', async () => {
    const older = { ...stored().draft, description: 'Gardée' };
    delete older.pictureAlt;
    sessionStorage.setItem('experience-draft', JSON.stringify({ state: { ...stored(), draft: older }, version: 0 }));
    await useExperienceDraft.persist.rehydrate();
    expect(useExperienceDraft.getState().draft).toMatchObject({ description: 'Gardée', pictureAlt: '' });
  });
});
