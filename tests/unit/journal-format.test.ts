import { describe, expect, it } from 'vitest';
import { isCertified, isRecognitionPending } from '@/lib/shared/format/recognition';
import { formatDateTime, formatRelativeTime } from '@/lib/format/relative-time';
import { truncateDescription } from '@/lib/format/truncate';

describe('card truncation (spec §4, §9: 130 characters at a comma or space)', () => {
  it('keeps short descriptions whole', () => {
    expect(truncateDescription('Une sortie au musée')).toEqual({ text: 'Une sortie au musée', truncated: false });
  });
  it('cuts at the last space or comma before 130 characters', () => {
    const text = `${'mot '.repeat(31)}fin, et encore quelques mots`;
    const { text: short, truncated } = truncateDescription(text);
    expect(truncated).toBe(true);
    expect(short.length).toBeLessThanOrEqual(131);
    expect(short.endsWith('…')).toBe(true);
    expect(text.startsWith(short.slice(0, -1))).toBe(true);
    expect(short.slice(0, -1)).not.toMatch(/[\s,]$/);
  });
  it('prefers a comma boundary when it is the last one', () => {
    const text = `${'a'.repeat(120)},bbbbbbbbbbbbbbbbbbbb`;
    expect(truncateDescription(text).text).toBe(`${'a'.repeat(120)}…`);
  });
});

describe('relative times (spec §9)', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  it("says 'just now' under a minute", () => {
    expect(formatRelativeTime('2026-11-21T11:59:30Z', now, 'fr', "à l'instant")).toBe("à l'instant");
  });
  it('uses the largest unit, in the viewer language', () => {
    expect(formatRelativeTime('2026-11-21T11:55:00Z', now, 'en', 'just now')).toBe('5 minutes ago');
    expect(formatRelativeTime('2026-11-20T12:00:00Z', now, 'fr', 'x')).toBe('hier');
    expect(formatRelativeTime('2024-11-01T12:00:00Z', now, 'en', 'x')).toBe('2 years ago');
  });
});

describe('full dates (the title of a relative time)', () => {
  it('writes what toLocaleString writes, in each language', () => {
    const date = '2026-11-21T09:05:07Z';
    for (const locale of ['fr', 'en', 'it', 'el', 'nl', 'pt']) expect(formatDateTime(date, locale)).toBe(new Date(date).toLocaleString(locale));
  });
});

describe('recognition states (spec §4)', () => {
  it('is pending for pending, teacher_action and student_action only', () => {
    for (const status of ['pending', 'teacher_action', 'student_action']) expect(isRecognitionPending({ status })).toBe(true);
    for (const status of ['accepted', 'refused', '']) expect(isRecognitionPending({ status })).toBe(false);
    expect(isRecognitionPending(null)).toBe(false);
  });
  it('certifies with at least one certification entry', () => {
    expect(isCertified({ certificationAttributes: [{}] })).toBe(true);
    expect(isCertified({ certificationAttributes: [] })).toBe(false);
  });
});
