import humps from 'humps';
import { describe, expect, it } from 'vitest';
import { camelizeWire, snakeWire } from '@/lib/shared/wire-case';

describe('camelizeWire (the answer’s keys in camelCase, each key converted once per process)', () => {
  it('converts as humps does, in nested objects and arrays, leaving values alone', () => {
    const wire = {
      paginated_results: [{ journal_item: { id: 1, user_attributes: { first_name: 'Léa', avatar_url: null }, tags_attributes: [{ tag_name: 'snake_case_value' }] } }],
      total_pages: { pages: 2 },
      '2026': 'numeric keys stay',
      created_at: '2026-11-26T12:00:00.000Z',
    };
    expect(camelizeWire(wire)).toEqual(humps.camelizeKeys(wire));
    expect(camelizeWire(wire)).toMatchObject({ paginatedResults: [{ journalItem: { userAttributes: { firstName: 'Léa' }, tagsAttributes: [{ tagName: 'snake_case_value' }] } }], totalPages: { pages: 2 } });
  });

  it('answers the same the second time, from what it kept', () => {
    const first = camelizeWire({ micro_recognition: { status_label: 'x' } });
    expect(camelizeWire({ micro_recognition: { status_label: 'x' } })).toEqual(first);
  });

  it('passes through what is not an object', () => {
    expect(camelizeWire('text')).toBe('text');
    expect(camelizeWire(null)).toBe(null);
    expect(camelizeWire([1, 'two'])).toEqual([1, 'two']);
  });
});

describe('snakeWire (an answer’s keys in snake_case, each key converted once per process)', () => {
  it('converts as humps does, in nested objects and arrays, leaving values alone', () => {
    const answer = { paginatedResults: [{ journalItem: { userAttributes: { firstName: 'Léa' }, tagsAttributes: [{ tagName: 'camelCaseValue' }] } }], totalPages: { pages: 2 } };
    expect(snakeWire(answer)).toEqual(humps.decamelizeKeys(answer));
    expect(snakeWire(answer)).toMatchObject({ paginated_results: [{ journal_item: { user_attributes: { first_name: 'Léa' }, tags_attributes: [{ tag_name: 'camelCaseValue' }] } }] });
    expect(snakeWire(answer)).toEqual(snakeWire(answer));
  });

  it('does not mix its keys with camelizeWire’s', () => {
    // One shared memo would answer `a_b` → `aB` in both directions.
    expect(camelizeWire({ a_b: 1 })).toEqual({ aB: 1 });
    expect(snakeWire({ a_b: 1 })).toEqual({ a_b: 1 });
  });
});
