import { describe, expect, it } from 'vitest';
import { applicationJournalOf } from '@/components/journal/application-path';

describe('the journals below /application', () => {
  it.each([
    [[], { area: 'community', filter: 'index' }],
    [undefined, { area: 'community', filter: 'index' }],
    [['certified'], { area: 'community', filter: 'certified' }],
    [['experiences'], { area: 'community', filter: 'experiences' }],
    [['stories'], { area: 'community', filter: 'stories' }],
    [['official'], { area: 'official', filter: 'index' }],
    [['official', 'certified'], { area: 'official', filter: 'certified' }],
    [['official', 'stories'], { area: 'official', filter: 'stories' }],
  ])('/application/%j shows %j', (path, journal) => {
    expect(applicationJournalOf(path)).toEqual(journal);
  });

  it.each([[['index']], [['official', 'index']], [['portrait']], [['official', 'official']], [['stories', 'more']], [['official', 'stories', 'more']], [['members', 'stories']]])(
    '/application/%j is no page',
    (path) => {
      expect(applicationJournalOf(path)).toBeNull();
    },
  );
});
