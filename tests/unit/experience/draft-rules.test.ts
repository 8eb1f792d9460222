import { describe, expect, it } from 'vitest';
import {
  areSkillsValid,
  buildPreview,
  emptyDraft,
  isRequiredStepValid,
  setSkillLevel,
  toCreatePayload,
  toUpdatePayload,
  toggleSkill,
  toggleTagLocally,
} from '@/components/experience/draft/draft-rules';
import type { TDraftSkill } from '@/components/experience/draft/draft-types';
import { formatExperienceDate } from '@/lib/format/date';
import { formatLocation } from '@/lib/format/location';
import { starsForLevel } from '@/lib/format/stars';
import { normalizeLink } from '@/lib/shared/validation/experience';
import { aUser } from '../../support/users';

const saved = (overrides: Partial<TDraftSkill> = {}): TDraftSkill => ({
  id: 41,
  isNew: false,
  skillId: 3,
  name: 'Autonomie',
  level: 2,
  custom: false,
  skillsAttributes: [],
  ...overrides,
});

describe('experience draft (spec §4)', () => {
  it('starts private, empty, without tags, skills or groups, not official', () => {
    const draft = emptyDraft(new Date('2026-01-02T10:00:00Z'));
    expect(draft).toMatchObject({ id: null, sharingParameters: 'private', description: '', tagsAttributes: [], skillsAttributes: [], groupIds: [], official: false });
  });

  it('toggles tags by name in create mode', () => {
    const added = toggleTagLocally([], ' Voyage ');
    expect(added).toEqual([{ name: 'Voyage' }]);
    expect(toggleTagLocally(added, 'voyage')).toEqual([]);
    expect(toggleTagLocally(added, '   ')).toBe(added);
  });

  it('adds a new skill with no level and a temporary id, and removes it when toggled again', () => {
    const added = toggleSkill([], { skillId: 3, name: 'Autonomie', custom: false }, () => -77);
    expect(added).toEqual([{ id: -77, isNew: true, skillId: 3, name: 'Autonomie', level: null, custom: false, skillsAttributes: [] }]);
    expect(toggleSkill(added, { skillId: 3, name: 'Autonomie', custom: false })).toEqual([]);
  });

  it('toggles a saved skill between marked for destruction and restored', () => {
    const marked = toggleSkill([saved()], { skillId: 3, name: 'Autonomie', custom: false });
    expect(marked[0]._destroy).toBe(true);
    expect(toggleSkill(marked, { skillId: 3, name: 'Autonomie', custom: false })[0]._destroy).toBe(false);
  });

  it('matches custom skills by name', () => {
    const added = toggleSkill([], { skillId: null, name: 'Jongler', custom: true }, () => -1);
    expect(toggleSkill(added, { skillId: null, name: 'jongler ', custom: true })).toEqual([]);
  });

  it('sets a level, nested skills included', () => {
    const parent = saved({ skillsAttributes: [saved({ id: 42, level: null })] });
    expect(setSkillLevel([parent], 42, 3)[0].skillsAttributes[0].level).toBe(3);
  });
});

describe('validation (spec §5)', () => {
  it('requires both a picture and a description', () => {
    expect(isRequiredStepValid({ description: 'Un stage' }, true)).toBe(true);
    expect(isRequiredStepValid({ description: 'Un stage' }, false)).toBe(false);
    expect(isRequiredStepValid({ description: '   ' }, true)).toBe(false);
  });

  it('passes the skills check with no skills, or with every kept skill rated, nested ones too', () => {
    expect(areSkillsValid([])).toBe(true);
    expect(areSkillsValid([saved()])).toBe(true);
    expect(areSkillsValid([saved({ level: null })])).toBe(false);
    expect(areSkillsValid([saved({ level: null, _destroy: true })])).toBe(true);
    expect(areSkillsValid([saved({ skillsAttributes: [saved({ id: 9, level: null })] })])).toBe(false);
  });

  it('clears an empty link and prefixes http:// when the scheme is missing', () => {
    expect(normalizeLink('  ')).toBeNull();
    expect(normalizeLink('example.org/page')).toBe('http://example.org/page');
    expect(normalizeLink('https://example.org')).toBe('https://example.org');
  });

  it('formats the location, skipping a name equal to the city', () => {
    expect(formatLocation({ name: 'Marseille', city: 'Marseille', postcode: '13001', administrative: "Provence-Alpes-Côte d'Azur", country: 'France' })).toBe(
      "Marseille, 13001, Provence-Alpes-Côte d'Azur, France",
    );
    expect(formatLocation({ name: 'Vieux-Port', city: 'Marseille', postcode: '', administrative: null, country: 'France' })).toBe('Vieux-Port, Marseille, France');
  });

  it('formats dates as DD/MM/YYYY • HH:mm and levels as level + 1 stars', () => {
    expect(formatExperienceDate(new Date(2026, 10, 21, 9, 5))).toBe('21/11/2026 • 09:05');
    expect(starsForLevel(0)).toBe(1);
    expect(starsForLevel(3)).toBe(4);
  });
});

describe('payloads (spec §7)', () => {
  it('sends the date as an ISO string and group ids as strings, without temporary skill ids', () => {
    const draft = {
      ...emptyDraft(new Date('2026-03-04T05:06:07.000Z')),
      description: ' Stage ',
      groupIds: [4, 9],
      link: { linkUrl: '' },
      tagsAttributes: [{ name: 'voyage' }],
      skillsAttributes: [saved({ id: -5, isNew: true, level: 1 })],
    };
    const payload = toCreatePayload(draft);
    expect(payload).toMatchObject({ description: 'Stage', date: '2026-03-04T05:06:07.000Z', groupIds: ['4', '9'], link: null, tagsAttributes: [{ name: 'voyage' }] });
    expect(payload.skillsAttributes?.[0]).not.toHaveProperty('id');
  });

  it('sends the photo description trimmed, and an empty one as null (which clears it on an edit)', () => {
    expect(toCreatePayload({ ...emptyDraft(), pictureAlt: '  Un potager  ' }).pictureAlt).toBe('Un potager');
    expect(toUpdatePayload({ ...emptyDraft(), pictureAlt: '   ' }).pictureAlt).toBeNull();
  });

  it('builds the preview with id 0, highlight and official false, and the current user', () => {
    const preview = buildPreview({ ...emptyDraft(), description: 'Hello' }, aUser({ id: 12, firstname: 'Zoé' }), 'blob:x');
    expect(preview).toMatchObject({ id: 0, highlight: false, official: false, description: 'Hello', pictureUrl: 'blob:x', userAttributes: { id: 12, firstname: 'Zoé' } });
    expect(Date.now() - new Date(preview.createdAt).getTime()).toBeLessThan(60_000);
  });
});
