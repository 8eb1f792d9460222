import { describe, expect, it } from 'vitest';
import '@/lib/shared/validation/browser-zod';
import { CONTACT_LIMITS, ZContactMessage } from '@/lib/shared/validation/contact';
import { COMMUNITY_PAGE_MAX, ZCommunityPageRequest } from '@/lib/shared/validation/community-page';
import { ZExperienceUpdate } from '@/lib/shared/validation/experience';
import { DESCRIPTION_MAX } from '@/lib/shared/validation/experience-rules';
import { GROUP_DESCRIPTION_MAX, ZGroupUpdateRequest } from '@/lib/shared/validation/group';
import { ZPortraitUpdate } from '@/lib/shared/validation/portrait';
import { PORTRAIT_ABOUT_MAX } from '@/lib/shared/validation/portrait-rules';
import { messageSchema, RECOGNITION_MESSAGE_MAX, remarkSchema, reviewSchema, type TRecognitionFormMessages } from '@/lib/shared/validation/recognition-forms';
import { ZStoryUpdate } from '@/lib/shared/validation/story';
import { STORY_DESCRIPTION_MAX } from '@/lib/shared/validation/story-rules';
import { countedLength } from '@/lib/shared/validation/text-length';

const m = { messageRequired: 'needed', messageTooLong: 'too long' } as TRecognitionFormMessages;

/** Every counted text of the product: its maximum, and whether its schema takes a text. */
const FIELDS: [string, number, (text: string) => boolean][] = [
  ['contact message', CONTACT_LIMITS.message, (text) => ZContactMessage.shape.message.safeParse(text).success],
  ['group description', GROUP_DESCRIPTION_MAX, (text) => ZGroupUpdateRequest.safeParse({ group: { description: text } }).success],
  ['recognition message (form)', RECOGNITION_MESSAGE_MAX, (text) => messageSchema(m).safeParse({ message: text }).success],
  ['recognition remark (form)', RECOGNITION_MESSAGE_MAX, (text) => remarkSchema(m).safeParse({ title: 'Exposé', message: text, showsText: false, showsPicture: false, accepted: true }).success],
  ['review comment (form)', RECOGNITION_MESSAGE_MAX, (text) => reviewSchema(m).safeParse({ decision: 'question', comment: text, title: 'Exposé', levels: {} }).success],
  ['experience description', DESCRIPTION_MAX, (text) => ZExperienceUpdate.safeParse({ description: text }).success],
  ['story description', STORY_DESCRIPTION_MAX, (text) => ZStoryUpdate.safeParse({ description: text }).success],
  ['portrait about', PORTRAIT_ABOUT_MAX, (text) => ZPortraitUpdate.safeParse({ about: text }).success],
  ['community page', COMMUNITY_PAGE_MAX, (text) => ZCommunityPageRequest.safeParse({ communityPage: { locale: 'fr', body: text } }).success],
];

/** Texts at either side of a maximum: spaces around them, letters outside the BMP (two UTF-16 units each), combining accents. */
function around(max: number): string[] {
  const emoji = '😀'.repeat(max);
  return [
    'a'.repeat(max),
    'a'.repeat(max + 1),
    `${'a'.repeat(max)}   \n`,
    `\t ${'a'.repeat(max)}`,
    `${'a'.repeat(max - 1)} `,
    `${'a'.repeat(max - 1)} b`,
    emoji,
    `${emoji}b`,
    `${'😀'.repeat(max - 1)}\uD83D`,
    `${'😀'.repeat(max - 1)}\uD83Dx`,
    `${'a'.repeat(max - 2)}e\u0301`,
    `${'a'.repeat(max - 1)}e\u0301`,
  ];
}

describe('a counted text counts as its validation does', () => {
  it('counts the code points of the trimmed text', () => {
    expect(countedLength('  ab \n')).toBe(2);
    expect(countedLength('a b')).toBe(3);
    expect(countedLength('😀')).toBe(1);
    expect(countedLength('e\u0301')).toBe(2);
    expect(countedLength('\uD83D')).toBe(1);
    expect(countedLength(' \n\t')).toBe(0);
  });

  it.each(FIELDS)('%s: the counter passes its maximum exactly when the schema refuses the text', (_, max, isAccepted) => {
    for (const text of around(max)) {
      expect({ length: text.length, refused: !isAccepted(text) }).toEqual({ length: text.length, refused: countedLength(text) > max });
    }
  });
});
