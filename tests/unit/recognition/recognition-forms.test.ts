import { describe, expect, it } from 'vitest';
import '@/lib/shared/validation/browser-zod';
import { certificatorSchema, messageSchema, remarkSchema, reviewSchema, skillsSchema, type TRecognitionFormMessages } from '@/lib/shared/validation/recognition-forms';
import { RECOGNITION_MESSAGE_MAX } from '@/lib/shared/validation/recognition-rules';

const m: TRecognitionFormMessages = {
  chooseTeacher: 'choose a teacher',
  email: 'bad email',
  firstNameRequired: 'first name',
  lastNameRequired: 'last name',
  nameTooLong: 'name too long',
  chooseSkill: 'choose a skill',
  messageRequired: 'message needed',
  messageTooLong: 'message too long',
  titleRequired: 'title needed',
  titleTooLong: 'title too long',
  proofNotAccepted: 'agree to the proof',
};
/** What the remark step sends besides title and message: the proof shows nothing more, agreed. */
const proof = { showsText: false, showsPicture: false, accepted: true };

const messagesOf = (result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  result.success ? [] : (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe('certificatorSchema', () => {
  const schema = certificatorSchema(m);

  it('takes a teacher of the community by id, and drops the outside fields', () => {
    expect(schema.parse({ kind: 'community', teacherId: 7, email: 'left@over.example' })).toEqual({ kind: 'community', teacherId: 7 });
  });

  it('asks for a teacher when none of the list is chosen', () => {
    expect(messagesOf(schema.safeParse({ kind: 'community', teacherId: Number.NaN }))).toEqual(['teacherId: choose a teacher']);
    expect(messagesOf(schema.safeParse({ kind: 'community' }))).toEqual(['teacherId: choose a teacher']);
  });

  it('takes a teacher from outside by e-mail and names, trimmed', () => {
    expect(schema.parse({ kind: 'external', email: ' ana@school.example ', firstName: ' Ana ', lastName: 'Lima' })).toEqual({
      kind: 'external',
      email: 'ana@school.example',
      firstName: 'Ana',
      lastName: 'Lima',
    });
  });

  it('names each missing or wrong field of a teacher from outside with its own message', () => {
    expect(messagesOf(schema.safeParse({ kind: 'external', email: 'not-an-address', firstName: '  ', lastName: 'x'.repeat(101) }))).toEqual([
      'email: bad email',
      'firstName: first name',
      'lastName: name too long',
    ]);
  });
});

describe('skillsSchema', () => {
  it('needs one skill at least', () => {
    expect(messagesOf(skillsSchema(m).safeParse({ skillIds: [] }))).toEqual(['skillIds: choose a skill']);
    expect(skillsSchema(m).parse({ skillIds: [3, 4] })).toEqual({ skillIds: [3, 4] });
  });
});

describe('messageSchema and remarkSchema', () => {
  it('an answer to a question needs words; the request remark may stay empty', () => {
    expect(messagesOf(messageSchema(m).safeParse({ message: '   ' }))).toEqual(['message: message needed']);
    expect(remarkSchema(m).parse({ title: 'Exposé', message: '   ', ...proof })).toEqual({ title: 'Exposé', message: '', ...proof });
  });

  it('the request needs the learner to agree to what the public proof will show', () => {
    expect(messagesOf(remarkSchema(m).safeParse({ title: 'Exposé', message: '', ...proof, accepted: false }))).toEqual(['accepted: agree to the proof']);
  });

  it("the request's badge needs a title, of 80 characters at most", () => {
    expect(messagesOf(remarkSchema(m).safeParse({ title: '  ', message: '', ...proof }))).toEqual(['title: title needed']);
    expect(messagesOf(remarkSchema(m).safeParse({ title: 'é'.repeat(81), message: '', ...proof }))).toEqual(['title: title too long']);
    expect(remarkSchema(m).parse({ title: ` ${'é'.repeat(80)} `, message: '', ...proof }).title).toBe('é'.repeat(80));
  });

  it('both stop at the contract’s maximum', () => {
    const long = 'a'.repeat(RECOGNITION_MESSAGE_MAX + 1);
    expect(messagesOf(messageSchema(m).safeParse({ message: long }))).toEqual(['message: message too long']);
    expect(messagesOf(remarkSchema(m).safeParse({ title: 'Exposé', message: long, ...proof }))).toEqual(['message: message too long']);
    expect(remarkSchema(m).parse({ title: 'Exposé', message: 'a'.repeat(RECOGNITION_MESSAGE_MAX), ...proof }).message).toHaveLength(RECOGNITION_MESSAGE_MAX);
  });
});

describe('reviewSchema', () => {
  const schema = reviewSchema(m);
  it('certifies without a comment', () => {
    expect(schema.safeParse({ decision: 'certify', comment: '', title: 'Exposé', levels: { '5': 4 } }).success).toBe(true);
    expect(messagesOf(schema.safeParse({ decision: 'certify', comment: '', title: '', levels: { '5': 4 } }))).toEqual(['title: title needed']);
  });

  it.each(['question', 'decline'] as const)('needs a comment to %s', (decision) => {
    expect(messagesOf(schema.safeParse({ decision, comment: ' ', title: 'Exposé', levels: {} }))).toEqual(['comment: message needed']);
    expect(schema.safeParse({ decision, comment: 'Why?', title: 'Exposé', levels: {} }).success).toBe(true);
  });

  it('keeps levels within 1 to 4 stars', () => {
    expect(schema.safeParse({ decision: 'certify', comment: '', title: 'Exposé', levels: { '5': 0 } }).success).toBe(false);
    expect(schema.safeParse({ decision: 'certify', comment: '', title: 'Exposé', levels: { '5': 5 } }).success).toBe(false);
    expect(schema.safeParse({ decision: 'certify', comment: '', title: 'Exposé', levels: { '5': 1, '6': 4 } }).success).toBe(true);
  });
});
