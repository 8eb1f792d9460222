import { describe, expect, it } from 'vitest';
import { toCreatePayload } from '@/components/recognition/create/create-payload';
import { canAskRecognition, canResend, defaultBadgeTitle, formatRecognitionDate, recognitionCreatePath, reviewedRecognitionId } from '@/lib/shared/format/recognition';

describe('canResend (spec §4, §5: only 7 days after the last update)', () => {
  const at = '2026-11-18T10:00:00.000Z';
  it('waits until the moment the server names, then allows', () => {
    expect(canResend(at, new Date('2026-11-18T09:59:59.999Z'))).toBe(false);
    expect(canResend(at, new Date('2026-11-18T10:00:00.000Z'))).toBe(true);
    expect(canResend(at, new Date('2026-12-01T00:00:00.000Z'))).toBe(true);
  });

  it('never allows when a reminder does not apply (awaiting the learner, or closed)', () => {
    expect(canResend(null, new Date('2030-01-01T00:00:00.000Z'))).toBe(false);
  });
});

describe('formatRecognitionDate (spec §9: the reader’s language’s long format)', () => {
  it.each([
    ['fr', '25 novembre 2026'],
    ['en', 'November 25, 2026'],
    ['it', '25 novembre 2026'],
    ['nl', '25 november 2026'],
    ['pt', '25 de novembro de 2026'],
    ['el', '25 Νοεμβρίου 2026'],
  ])('%s', (locale, expected) => {
    expect(formatRecognitionDate('2026-11-25T12:00:00.000Z', locale)).toBe(expected);
  });
});

describe('canAskRecognition', () => {
  const experience = (status: string | null, certifications = 0) => ({
    microRecognition: status ? { status } : null,
    certificationAttributes: Array.from({ length: certifications }, () => ({})),
  });

  it('allows an experience with no recognition, or one that ended without a certificate', () => {
    expect(canAskRecognition(experience(null))).toBe(true);
    expect(canAskRecognition(experience('declined'))).toBe(true);
  });

  it.each(['pending', 'teacher_action', 'student_action'])('refuses one whose recognition is open (%s)', (status) => {
    expect(canAskRecognition(experience(status))).toBe(false);
  });

  it('refuses one already certified', () => {
    expect(canAskRecognition(experience('accepted', 1))).toBe(false);
    expect(canAskRecognition(experience(null, 1))).toBe(false);
  });

  it('starts the request at its first step', () => {
    expect(recognitionCreatePath(12)).toBe('/recognition/12/create/certificator');
  });
});

describe('toCreatePayload', () => {
  const skills = [
    { skillId: 1, name: 'Listening', stars: 2 },
    { skillId: 2, name: 'Teamwork', stars: 4 },
  ];
  const draft = { experienceId: 9, certificator: null, skillIds: [2], message: '', title: null, proofShowsText: false, proofShowsPicture: false };

  it('names a teacher of the community by id, with the chosen skills at the learner’s stars', () => {
    expect(toCreatePayload(draft, { kind: 'community', teacherId: 3 }, skills, { title: 'Exposé', message: 'Hello', showsText: true, showsPicture: false, accepted: true })).toEqual({
      experienceId: 9,
      title: 'Exposé',
      teacherId: 3,
      studentMessage: 'Hello',
      skills: [{ skillId: 2, level: 4 }],
      proofAccepted: true,
      proofShowsText: true,
      proofShowsPicture: false,
    });
  });

  it('names a teacher from outside by address and names, and leaves an empty message out', () => {
    expect(toCreatePayload({ ...draft, skillIds: [1, 2] }, { kind: 'external', email: 'a@b.example', firstName: 'Ana', lastName: 'Lima' }, skills, { title: 'Exposé', message: '', showsText: false, showsPicture: false, accepted: true })).toEqual({
      experienceId: 9,
      title: 'Exposé',
      teacherEmail: 'a@b.example',
      teacherFirstName: 'Ana',
      teacherLastName: 'Lima',
      skills: [
        { skillId: 1, level: 2 },
        { skillId: 2, level: 4 },
      ],
      proofAccepted: true,
      proofShowsText: false,
      proofShowsPicture: false,
    });
  });
});

describe('reviewedRecognitionId', () => {
  it('reads the id of a signed-in teacher’s link, or the one an external teacher’s token starts with', () => {
    expect(reviewedRecognitionId('12', null)).toBe(12);
    expect(reviewedRecognitionId(null, '34.aaaa.bbbb')).toBe(34);
    expect(reviewedRecognitionId(null, null)).toBeNull();
  });

  it('finds none in a malformed link', () => {
    expect(reviewedRecognitionId('12a', null)).toBeNull();
    expect(reviewedRecognitionId(null, 'no-id-here')).toBeNull();
  });
});

describe('defaultBadgeTitle', () => {
  it("is the experience's first line, its spaces folded", () => {
    expect(defaultBadgeTitle('  Stage au musée   des Beaux-Arts\nJ’ai guidé trois visites.')).toBe('Stage au musée des Beaux-Arts');
  });

  it('cuts a long line at a word within 80 characters as a person counts them, with an ellipsis', () => {
    // 79 characters end inside "longue": the title stops before it.
    const title = defaultBadgeTitle(`${'Très longue expérience '.repeat(6)}fin`);
    expect(title).toBe(`${'Très longue expérience '.repeat(3)}Très…`);
    const emoji = defaultBadgeTitle('😀'.repeat(100));
    expect([...emoji]).toHaveLength(80);
  });
});
