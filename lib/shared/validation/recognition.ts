import { z } from 'zod';
import { ZId } from './id';
import {
  RECOGNITION_LEVEL_MAX,
  RECOGNITION_LEVEL_MIN,
  RECOGNITION_MESSAGE_KINDS,
  RECOGNITION_MESSAGE_MAX,
  RECOGNITION_SKILLS_MAX,
  RECOGNITION_STATUSES,
  BADGE_TITLE_MAX,
  REVIEW_DECISIONS,
  REVIEW_FILTERS,
  type TReviewFilter,
} from './recognition-rules';

export * from './recognition-rules';

const ZTimestamp = z.iso.datetime({ offset: true });
const ZName = z.string().trim().min(1, 'is required').max(100);
const ZMessage = z.string().trim().max(RECOGNITION_MESSAGE_MAX);
/** A badge's title: given by the learner with the request, changed by the teacher when certifying. */
const ZBadgeTitle = z.string().trim().min(1, 'is required').max(BADGE_TITLE_MAX);
/** A review link's token as mailed: the request's id, 32 random bytes and a signature (base64url). */
export const ZReviewToken = z.string().regex(/^\d{1,10}\.[A-Za-z0-9_-]{43}\.[A-Za-z0-9_-]{43}$/, 'is not a review link');

/** One skill of the experience (its `skillsAttributes[].id`, nested ones too) with a level of 1 to 4 stars. */
export const ZRecognitionSkillInput = z.object({
  skillId: ZId,
  level: z.number({ error: 'Level is required' }).int().min(RECOGNITION_LEVEL_MIN).max(RECOGNITION_LEVEL_MAX),
});

const distinctSkills = (skills: { skillId: number }[]) => new Set(skills.map((s) => s.skillId)).size === skills.length;
const ZSkillInputs = z
  .array(ZRecognitionSkillInput)
  .min(1, 'at least one skill')
  .max(RECOGNITION_SKILLS_MAX)
  .refine(distinctSkills, 'names a skill twice');

/**
 * Spec §3 Micro-recognition, as POST /v2/micro_recognitions takes it: a teacher of the
 * community by id, or a teacher from outside by address and name, never both.
 */
export const ZRecognitionCreate = z
  .object({
    experienceId: ZId,
    teacherId: ZId.optional(),
    teacherEmail: z.email().max(254).optional(),
    teacherFirstName: ZName.optional(),
    teacherLastName: ZName.optional(),
    studentMessage: ZMessage.optional(),
    title: ZBadgeTitle.optional(),
    skills: ZSkillInputs,
    /**
     * The learner saw what the public proof (the credential, its verify page) will show and
     * agreed: its title, skills, levels, teacher, community and date, and the experience's text
     * and picture only when they ask for them (a public experience's only).
     */
    proofAccepted: z.literal(true, { error: 'must be accepted: anyone with the link can read the proof' }),
    proofShowsText: z.boolean().optional(),
    proofShowsPicture: z.boolean().optional(),
  })
  .superRefine((value, ctx) => {
    const external = [value.teacherEmail, value.teacherFirstName, value.teacherLastName];
    if (value.teacherId !== undefined) {
      if (external.some((field) => field !== undefined)) ctx.addIssue({ code: 'custom', path: ['teacherId'], message: 'give a teacher of the community or an outside teacher, not both' });
      return;
    }
    const names = ['teacherEmail', 'teacherFirstName', 'teacherLastName'] as const;
    names.forEach((name, i) => {
      if (external[i] === undefined) ctx.addIssue({ code: 'custom', path: [name], message: 'is required for a teacher from outside the community' });
    });
  });
export type TRecognitionCreate = z.infer<typeof ZRecognitionCreate>;

/** PATCH /v2/micro_recognitions/{id}: a reminder, or the learner's answer to a question (spec §4, §7). */
export const ZRecognitionUpdate = z.object({
  status: z.literal('teacher_action', { error: 'must be teacher_action' }),
  studentMessage: ZMessage.optional(),
});
export type TRecognitionUpdate = z.infer<typeof ZRecognitionUpdate>;

/** POST /v2/micro_recognitions/{id}/review: a comment is required to ask or decline, skills to certify. */
export const ZReviewDecision = z
  .object({
    token: ZReviewToken.optional(),
    decision: z.enum(REVIEW_DECISIONS),
    comment: ZMessage.optional(),
    skills: ZSkillInputs.optional(),
    /** Certifying only: the badge's title as the teacher certifies it. */
    title: ZBadgeTitle.optional(),
  })
  .superRefine((value, ctx) => {
    if (value.decision !== 'certify' && !value.comment) ctx.addIssue({ code: 'custom', path: ['comment'], message: `is required to ${value.decision}` });
    if (value.decision === 'certify' && !value.skills) ctx.addIssue({ code: 'custom', path: ['skills'], message: 'at least one skill' });
  });
export type TReviewDecisionInput = z.infer<typeof ZReviewDecision>;

export const ZReviewLinkRequest = z.object({ token: ZReviewToken });

/** A teacher the learner may ask: one of the community (id) or one they asked before from outside (id null). */
export const ZTeacher = z.object({
  id: z.number().int().nullable(),
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  external: z.boolean(),
});
export type TTeacher = z.infer<typeof ZTeacher>;

export const ZRecognitionMessage = z.object({
  id: z.number().int(),
  author: z.enum(['student', 'teacher']),
  kind: z.enum(RECOGNITION_MESSAGE_KINDS),
  body: z.string(),
  createdAt: ZTimestamp,
});

export const ZRecognitionSkill = z.object({
  /** The experience's skill (`skillsAttributes[].id`). */
  skillId: z.number().int(),
  name: z.string(),
  /** Stars the learner asked for, 1 to 4. */
  studentLevel: z.number().int(),
  /** Stars the teacher certified; null until certified. */
  teacherLevel: z.number().int().nullable(),
});

/** GET /v2/micro_recognitions/{id} and every write's answer: what the learner and the reviewer see. */
export const ZRecognition = z.object({
  id: z.number().int(),
  status: z.enum(RECOGNITION_STATUSES),
  createdAt: ZTimestamp,
  updatedAt: ZTimestamp,
  /** When a reminder becomes possible (spec §4: 7 days after the last update); null unless pending or teacher_action. */
  resendableAt: ZTimestamp.nullable(),
  /** The badge's title: as the learner asked it (and the teacher certified it), else the experience's first line. */
  title: z.string(),
  experience: z.object({ id: z.number().int(), description: z.string(), date: ZTimestamp, pictureUrl: z.string().nullable(), pictureAlt: z.string().nullable() }),
  student: z.object({ id: z.number().int(), firstname: z.string(), lastname: z.string() }),
  teacher: ZTeacher,
  messages: z.array(ZRecognitionMessage),
  skills: z.array(ZRecognitionSkill),
  /** What the learner agreed the public proof shows besides title, skills, levels, teacher, community and date. */
  proof: z.object({ showsText: z.boolean(), showsPicture: z.boolean() }),
  certification: z
    .object({
      id: z.number().int(),
      certificatorAttributes: z.object({ name: z.string(), email: z.string() }),
      createdAt: ZTimestamp,
    })
    .nullable(),
});
export type TRecognition = z.infer<typeof ZRecognition>;

/** A teacher's workspace: which of the requests addressed to them to list (all open ones without it). */
export const ZReviewListQuery = z.object({ filter: z.enum(REVIEW_FILTERS).optional() });

/** How many requests addressed to the signed-in teacher each filter holds (its header shows `waiting`). */
const ZCount = z.number().int().nonnegative();
export const ZReviewCounts = z.object({ waiting: ZCount, question: ZCount, decided: ZCount } satisfies Record<TReviewFilter, typeof ZCount>);
export type TReviewCounts = z.infer<typeof ZReviewCounts>;
