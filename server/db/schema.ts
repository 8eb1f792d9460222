import { sql } from 'drizzle-orm';
import { SHARING_LEVELS } from '@/lib/shared/validation/experience';
import { PORTRAIT_SHARING_LEVELS } from '@/lib/shared/validation/portrait-rules';
import { MAIL_KINDS, MAIL_STATUSES } from '@/lib/shared/validation/mail';
import { EMAIL_CONFIRMATION_PURPOSES } from '@/lib/shared/validation/account';
import { ACTIVITY_KINDS } from '@/lib/shared/validation/activity';
import { COMMUNITY_PAGE_KINDS } from '@/lib/shared/validation/community-page';
import { AUDIT_ACTIONS } from '@/lib/shared/validation/manage-members';
import { DATA_EXPORT_FAILURES, DATA_EXPORT_STATUSES } from '@/lib/shared/validation/data-export-rules';
import { PDF_JOB_STATUSES, PDF_KINDS, STORY_PDF_TYPES } from '@/lib/shared/validation/pdf-rules';
import { RECOGNITION_MESSAGE_KINDS, RECOGNITION_STATUSES } from '@/lib/shared/validation/recognition-rules';
import { PUBLIC_LINK_RULES } from '@/lib/shared/validation/public-links';
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const communities = pgTable('communities', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  url: text('url').notNull().unique(),
  faviconUrl: text('favicon_url'),
  logoUrl: text('logo_url'),
  supportLink: text('support_link'),
  /** Where /contact's messages are mailed; without one they go to the community's admins. */
  supportEmail: text('support_email'),
  /** Anyone may sign up on the community's host (spec §1 public form); off by default for schools. */
  publicRegistration: boolean('public_registration').notNull().default(false),
  /**
   * Public pages (a public experience or story, read signed out) name a learner in full; off by
   * default: by first name and initial, since most learners are minors.
   */
  publicFullNames: boolean('public_full_names').notNull().default(false),
  /** Whether learners publish public links freely, once an approver agreed to each, or not at all (minors' data). */
  publicLinks: text('public_links', { enum: PUBLIC_LINK_RULES }).notNull().default('allowed'),
  /** Its LinkedIn page's organization id (digits): LinkedIn's add-to-profile form then names the page itself, not a free text. */
  linkedinOrganizationId: text('linkedin_organization_id'),
  createdAt: createdAt(),
});

/**
 * Where a public item's link stands under the `approval` rule: asked for when it became public
 * (or when the community switched to the rule), approved by a group or community admin. All null
 * while the item is not public.
 */
const publicLinkColumns = () => ({
  publicLinkRequestedAt: timestamp('public_link_requested_at', { withTimezone: true }),
  publicLinkApprovedAt: timestamp('public_link_approved_at', { withTimezone: true }),
  publicLinkApprovedBy: integer('public_link_approved_by').references(() => users.id, { onDelete: 'set null' }),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash'),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    locale: text('locale').notNull().default('fr'),
    status: text('status', { enum: ['pending', 'accepted'] }).notNull().default('pending'),
    active: boolean('active').notNull().default(true),
    communityAdmin: boolean('community_admin').notNull().default(false),
    groupAdmin: boolean('group_admin').notNull().default(false),
    isTeacher: boolean('is_teacher').notNull().default(false),
    avatarUrl: text('avatar_url'),
    /** A stored picture uploaded as the avatar (avatar_url then points to it); the file sweeper keeps it while set. */
    avatarKey: text('avatar_key'),
    tutorialSeen: boolean('tutorial_seen').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // /admin/manage-members sorts a community's members by name (search_users): read in index order.
    index('users_name_idx').on(t.lastname, t.firstname, t.id),
    // …and finds them by any part of their name or address: trigrams answer `ilike '%word%'` from
    // the index instead of reading every member (search_users' `memberText`, the same expression).
    // fastupdate off: PGlite runs no autovacuum, so GIN's pending list would never be merged and
    // the planner, costing it, would read every member again.
    index('users_search_idx')
      .using('gin', sql`(${t.firstname} || ' ' || ${t.lastname} || ' ' || ${t.email}) gin_trgm_ops`)
      .with({ fastupdate: false }),
  ],
);

export const groups = pgTable(
  'groups',
  {
    id: serial('id').primaryKey(),
    communityId: integer('community_id').notNull().references(() => communities.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    logoUrl: text('logo_url'),
    /** A stored picture uploaded as the logo (logo_url then points to it); the file sweeper keeps it while set. */
    logoKey: text('logo_key'),
    createdAt: createdAt(),
  },
  (t) => [index('groups_community_idx').on(t.communityId)],
);

/** position 0 is the user's own community (spec §3: "first is the user's community"). */
export const communityMemberships = pgTable(
  'community_memberships',
  {
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    communityId: integer('community_id').notNull().references(() => communities.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.communityId] }), index('community_memberships_community_idx').on(t.communityId)],
);

/** position 0 is the user's own group. */
export const groupMemberships = pgTable(
  'group_memberships',
  {
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    groupId: integer('group_id').notNull().references(() => groups.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.groupId] }), index('group_memberships_group_idx').on(t.groupId)],
);

/** Opaque tokens are never stored: only their SHA-256 digests. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    communityId: integer('community_id').notNull().references(() => communities.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    refreshHash: text('refresh_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    refreshExpiresAt: timestamp('refresh_expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);


export const experiences = pgTable(
  'experiences',
  {
    id: serial('id').primaryKey(),
    communityId: integer('community_id').notNull().references(() => communities.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    date: timestamp('date', { withTimezone: true }).notNull(),
    pictureKey: text('picture_key'),
    pictureWidth: integer('picture_width'),
    pictureHeight: integer('picture_height'),
    /** The learner's description of the photo for people who cannot see it; null when none was written. */
    pictureAlt: text('picture_alt'),
    linkUrl: text('link_url'),
    sharingParameters: text('sharing_parameters', { enum: SHARING_LEVELS }).notNull().default('private'),
    official: boolean('official').notNull().default(false),
    highlight: boolean('highlight').notNull().default(false),
    publicToken: text('public_token').notNull().unique(),
    ...publicLinkColumns(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('experiences_community_created_idx').on(t.communityId, t.createdAt, t.id),
    index('experiences_user_created_idx').on(t.userId, t.createdAt, t.id),
    // The official journal: official items are few, so walking the community index for
    // them would read the whole community; this one holds only them.
    index('experiences_official_created_idx').on(t.communityId, t.createdAt, t.id).where(sql`${t.official}`),
    // Pictures are named by content hash, so two rows can share a file: it is removed only
    // when no row references it any more, a lookup this index keeps cheap.
    index('experiences_picture_key_idx').on(t.pictureKey),
  ],
);

export const experienceGroups = pgTable(
  'experience_groups',
  {
    experienceId: integer('experience_id').notNull().references(() => experiences.id, { onDelete: 'cascade' }),
    groupId: integer('group_id').notNull().references(() => groups.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.experienceId, t.groupId] }), index('experience_groups_group_idx').on(t.groupId)],
);

export const addresses = pgTable('addresses', {
  experienceId: integer('experience_id')
    .primaryKey()
    .references(() => experiences.id, { onDelete: 'cascade' }),
  name: text('name'),
  city: text('city'),
  postcode: text('postcode'),
  administrative: text('administrative'),
  country: text('country'),
  latitude: text('latitude'),
  longitude: text('longitude'),
});

export const tags = pgTable(
  'tags',
  {
    id: serial('id').primaryKey(),
    communityId: integer('community_id').notNull().references(() => communities.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
  },
  // Tags are found case-insensitively ("Sport" and "sport" are one tag of the community).
  (t) => [uniqueIndex('tags_community_lower_name_idx').on(t.communityId, sql`lower(${t.name})`)],
);

export const experienceTags = pgTable(
  'experience_tags',
  {
    experienceId: integer('experience_id').notNull().references(() => experiences.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id').notNull().references(() => tags.id, { onDelete: 'cascade' }),
    /** Tags are shown in the order the learner typed them, not sorted. */
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.experienceId, t.tagId] }), index('experience_tags_tag_idx').on(t.tagId)],
);

/** A group's tags (community tags, shared with experiences), suggested to its learners in the experience wizard. */
export const groupTags = pgTable(
  'group_tags',
  {
    groupId: integer('group_id').notNull().references(() => groups.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id').notNull().references(() => tags.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.tagId] }), index('group_tags_tag_idx').on(t.tagId)],
);

/**
 * The skill lists learners pick from: the community's (no group) and each group's, which its
 * learners see beside the community's. A name is unique within its list.
 */
export const skills = pgTable(
  'skills',
  {
    id: serial('id').primaryKey(),
    communityId: integer('community_id').notNull().references(() => communities.id, { onDelete: 'cascade' }),
    groupId: integer('group_id').references(() => groups.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
  },
  (t) => [
    uniqueIndex('skills_community_name_idx').on(t.communityId, t.name).where(sql`${t.groupId} is null`),
    uniqueIndex('skills_group_name_idx').on(t.groupId, t.name),
  ],
);

/**
 * A community skill's name in one locale. `skills.name` stays the name in the community's own
 * language, which every locale without a row here falls back to.
 */
export const skillTranslations = pgTable(
  'skill_translations',
  {
    skillId: integer('skill_id').notNull().references(() => skills.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.skillId, t.locale] })],
);

/** A skill rated on one experience: picked from the list (skillId) or custom, with nested sub-skills. */
export const experienceSkills = pgTable(
  'experience_skills',
  {
    id: serial('id').primaryKey(),
    experienceId: integer('experience_id').notNull().references(() => experiences.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id').references((): AnyPgColumn => experienceSkills.id, { onDelete: 'cascade' }),
    skillId: integer('skill_id').references(() => skills.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    level: integer('level').notNull(),
    custom: boolean('custom').notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('experience_skills_experience_idx').on(t.experienceId)],
);

export const stories = pgTable(
  'stories',
  {
    id: serial('id').primaryKey(),
    communityId: integer('community_id').notNull().references(() => communities.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    date: timestamp('date', { withTimezone: true }).notNull(),
    sharingParameters: text('sharing_parameters', { enum: SHARING_LEVELS }).notNull().default('private'),
    official: boolean('official').notNull().default(false),
    publicToken: text('public_token').notNull().unique(),
    ...publicLinkColumns(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('stories_community_created_idx').on(t.communityId, t.createdAt, t.id),
    index('stories_user_created_idx').on(t.userId, t.createdAt, t.id),
    index('stories_official_created_idx').on(t.communityId, t.createdAt, t.id).where(sql`${t.official}`),
  ],
);

export const storyGroups = pgTable(
  'story_groups',
  {
    storyId: integer('story_id').notNull().references(() => stories.id, { onDelete: 'cascade' }),
    groupId: integer('group_id').notNull().references(() => groups.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.storyId, t.groupId] }), index('story_groups_group_idx').on(t.groupId)],
);

export const storyExperiences = pgTable(
  'story_experiences',
  {
    storyId: integer('story_id').notNull().references(() => stories.id, { onDelete: 'cascade' }),
    experienceId: integer('experience_id').notNull().references(() => experiences.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.storyId, t.experienceId] }), index('story_experiences_experience_idx').on(t.experienceId)],
);

/**
 * A learner's portrait: one per user, in the community its author writes it in.
 * No row until its author first saves it; until then it reads as the defaults (private, empty).
 */
export const portraits = pgTable('portraits', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  communityId: integer('community_id').notNull().references(() => communities.id, { onDelete: 'cascade' }),
  about: text('about').notNull().default(''),
  sharingParameters: text('sharing_parameters', { enum: PORTRAIT_SHARING_LEVELS }).notNull().default('private'),
  /** The learner chose to show their live Open Badges on it (off until they do: many are minors). */
  showBadges: boolean('show_badges').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const portraitGroups = pgTable(
  'portrait_groups',
  {
    portraitId: integer('portrait_id').notNull().references(() => portraits.userId, { onDelete: 'cascade' }),
    groupId: integer('group_id').notNull().references(() => groups.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.portraitId, t.groupId] }), index('portrait_groups_group_idx').on(t.groupId)],
);

/** The experiences a portrait puts forward, in its author's order; a deleted experience leaves it. */
export const portraitHighlights = pgTable(
  'portrait_highlights',
  {
    portraitId: integer('portrait_id').notNull().references(() => portraits.userId, { onDelete: 'cascade' }),
    experienceId: integer('experience_id').notNull().references(() => experiences.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.portraitId, t.experienceId] }), index('portrait_highlights_experience_idx').on(t.experienceId)],
);

/**
 * Spec §3 micro-recognition: a learner asks a teacher to certify one experience. The
 * teacher is one of the community (teacher_id, who signs in) or from outside (teacher_id null,
 * reached by mailed review links); their address and name are kept as the learner gave them.
 * Statuses: RECOGNITION_STATUSES (modules/recognitions/). Journals read its status.
 */
export const microRecognitions = pgTable(
  'micro_recognitions',
  {
    id: serial('id').primaryKey(),
    communityId: integer('community_id').notNull().references(() => communities.id, { onDelete: 'cascade' }),
    experienceId: integer('experience_id').notNull().references(() => experiences.id, { onDelete: 'cascade' }),
    teacherId: integer('teacher_id').references(() => users.id, { onDelete: 'set null' }),
    teacherEmail: text('teacher_email').notNull(),
    teacherFirstName: text('teacher_first_name').notNull().default(''),
    teacherLastName: text('teacher_last_name').notNull().default(''),
    status: text('status', { enum: RECOGNITION_STATUSES }).notNull().default('pending'),
    /** The badge's name, as the learner asked it and the teacher certified it; null: the experience's first line. */
    title: text('title'),
    /**
     * What the learner agreed the public proof (the credential and its verify page) may show
     * beyond its title, skills, levels, teacher, community and date: the experience's text, its
     * picture. When they agreed; null for requests made before the question was asked.
     */
    proofShowsText: boolean('proof_shows_text').notNull().default(false),
    proofShowsPicture: boolean('proof_shows_picture').notNull().default(false),
    proofAcceptedAt: timestamp('proof_accepted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('micro_recognitions_experience_idx').on(t.experienceId),
    // A teacher's review list: the requests addressed to their address in their community.
    index('micro_recognitions_teacher_idx').on(t.communityId, sql`lower(${t.teacherEmail})`),
  ],
);

/** A recognition's thread: the learner's request, reminders and answers, the teacher's questions and decision. */
export const microRecognitionMessages = pgTable(
  'micro_recognition_messages',
  {
    id: serial('id').primaryKey(),
    microRecognitionId: integer('micro_recognition_id').notNull().references(() => microRecognitions.id, { onDelete: 'cascade' }),
    author: text('author', { enum: ['student', 'teacher'] }).notNull(),
    kind: text('kind', { enum: RECOGNITION_MESSAGE_KINDS }).notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('micro_recognition_messages_recognition_idx').on(t.microRecognitionId, t.id)],
);

/** The experience's skills a recognition is about: the stars the learner asked for, the teacher's once certified. */
export const microRecognitionSkills = pgTable(
  'micro_recognition_skills',
  {
    microRecognitionId: integer('micro_recognition_id').notNull().references(() => microRecognitions.id, { onDelete: 'cascade' }),
    experienceSkillId: integer('experience_skill_id').notNull().references(() => experienceSkills.id, { onDelete: 'cascade' }),
    studentLevel: integer('student_level').notNull(),
    teacherLevel: integer('teacher_level'),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.microRecognitionId, t.experienceSkillId] })],
);

/**
 * A review link mailed to a teacher from outside: only the token's digest is kept; good once
 * (spent by the decision), for REVIEW_LINK_VALID_DAYS, and only for its own recognition.
 */
export const recognitionReviewLinks = pgTable(
  'recognition_review_links',
  {
    id: serial('id').primaryKey(),
    microRecognitionId: integer('micro_recognition_id').notNull().references(() => microRecognitions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('recognition_review_links_recognition_idx').on(t.microRecognitionId)],
);

/**
 * An experience is certified when it has at least one certification entry (spec §4). Made by a
 * teacher's `certify` decision (modules/recognitions/certify.ts); the certificator's name and
 * address are copied, so it reads the same once their account or the request is gone.
 */
export const certifications = pgTable(
  'certifications',
  {
    id: serial('id').primaryKey(),
    experienceId: integer('experience_id').notNull().references(() => experiences.id, { onDelete: 'cascade' }),
    microRecognitionId: integer('micro_recognition_id').references(() => microRecognitions.id, { onDelete: 'set null' }),
    /** The teacher's account when they have one here; null for a teacher from outside. */
    certificatorId: integer('certificator_id').references(() => users.id, { onDelete: 'set null' }),
    certificatorName: text('certificator_name').notNull(),
    certificatorEmail: text('certificator_email').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('certifications_experience_idx').on(t.experienceId), index('certifications_recognition_idx').on(t.microRecognitionId)],
);

/**
 * Every stored file, registered (written_at = now) before its bytes are written. Files are
 * never deleted by the request that stops using them: the sweeper (platform/stored-files.ts)
 * removes those no row references once written_at is older than a grace period.
 */
export const storedFiles = pgTable('stored_files', {
  key: text('key').primaryKey(),
  writtenAt: timestamp('written_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A create sent with an Idempotency-Key: written in the same transaction as what it created,
 * so a repeat (a retry after a lost answer, a double tap) answers the first result instead of
 * creating a second. Keys live 24 hours (platform/idempotency.ts).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** "POST /v2/experiences": a key answers only the operation it was first used with. */
    operation: text('operation').notNull(),
    /** The digest of the request's validated input (platform/idempotency.ts): a key answers only the request it was first used with. */
    requestDigest: text('request_digest').notNull(),
    status: integer('status').notNull(),
    resourceId: integer('resource_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);

/**
 * Every mail the product sends, written in the transaction of what caused it and delivered
 * afterwards by modules/mail/sender.ts, so a slow or down SMTP server never fails or slows a
 * request. `kept`: no SMTP server is configured (the embedded default); the community's admins
 * read it in the product's outbox instead.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    communityId: integer('community_id').notNull().references(() => communities.id, { onDelete: 'cascade' }),
    recipient: text('recipient').notNull(),
    locale: text('locale').notNull(),
    kind: text('kind', { enum: MAIL_KINDS }).notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    status: text('status', { enum: MAIL_STATUSES }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    /** The sender holding a mail in `sending` (a random token per claim) and until when: platform/lease.ts. */
    claimedBy: text('claimed_by'),
    leaseExpiresAt: timestamp('lease_expires_at', { withTimezone: true }),
    /** Set for a mail that a retried step could queue twice (a data export's "ready"): one row per key. */
    dedupeKey: text('dedupe_key'),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('mail_outbox_community_idx').on(t.communityId, t.id),
    uniqueIndex('mail_outbox_dedupe_idx').on(t.dedupeKey).where(sql`${t.dedupeKey} is not null`),
  ],
);

/** A /contact message (spec §7 POST /v2/contacts), kept for the community's admins beside the mail that carried it. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    communityId: integer('community_id').notNull().references(() => communities.id, { onDelete: 'cascade' }),
    /** The signed-in sender, if any; the message outlives their account. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    locale: text('locale').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_community_idx').on(t.communityId, t.id)],
);

/** A community's own text for /faq or /legal in one language, in place of the product's. */
export const communityPages = pgTable(
  'community_pages',
  {
    communityId: integer('community_id').notNull().references(() => communities.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: COMMUNITY_PAGE_KINDS }).notNull(),
    locale: text('locale').notNull(),
    body: text('body').notNull(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.communityId, t.kind, t.locale] })],
);

/** A password reset asked for (spec §4, two steps): only the token's digest is kept; good once, for an hour. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    communityId: integer('community_id').notNull().references(() => communities.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);

/**
 * An invitation by e-mail (spec §3: user, group, community): a pending user, and the digest of
 * the token its mail's link carries. Good once, for INVITATION_TTL_MS; inviting again retires it.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    communityId: integer('community_id').notNull().references(() => communities.id, { onDelete: 'cascade' }),
    groupId: integer('group_id').notNull().references(() => groups.id, { onDelete: 'cascade' }),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('invitations_user_idx').on(t.userId)],
);

/**
 * An invitation link of a group (spec §3: group_id and an invitation token): shown as a link and
 * a QR code for a class to join. The token is kept as is, like an item's public token: the link
 * is meant to be seen, and it only lets a person ask for an account, confirmed by mail.
 */
export const invitationLinks = pgTable(
  'invitation_links',
  {
    id: serial('id').primaryKey(),
    communityId: integer('community_id').notNull().references(() => communities.id, { onDelete: 'cascade' }),
    groupId: integer('group_id').notNull().references(() => groups.id, { onDelete: 'cascade' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    token: text('token').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('invitation_links_group_idx').on(t.groupId)],
);

/**
 * An address to confirm by the link mailed to it: a public sign-up's own address (`signup`), or
 * the new address of a credentials update (`emailChange`, carrying it until confirmed). Only the
 * token's digest is kept; good once, for EMAIL_CONFIRMATION_TTL_MS; a newer one retires older ones.
 */
export const emailConfirmations = pgTable(
  'email_confirmations',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    communityId: integer('community_id').notNull().references(() => communities.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: EMAIL_CONFIRMATION_PURPOSES }).notNull(),
    newEmail: text('new_email'),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('email_confirmations_user_idx').on(t.userId)],
);

/** Why people leave (spec §7 delete_user_account?reason=): the reason and the day, nothing that names them. */
export const accountDeletions = pgTable('account_deletions', {
  id: serial('id').primaryKey(),
  communityId: integer('community_id').references(() => communities.id, { onDelete: 'set null' }),
  reason: text('reason'),
  deletedOn: timestamp('deleted_on', { withTimezone: true, mode: 'date' }).notNull(),
});

/**
 * A person's recent actions, written in the transaction of the action itself. The
 * subject's name is copied: the record still reads once the experience or group is gone.
 */
export const activities = pgTable(
  'activities',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    communityId: integer('community_id').notNull().references(() => communities.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ACTIVITY_KINDS }).notNull(),
    experienceId: integer('experience_id').references(() => experiences.id, { onDelete: 'set null' }),
    storyId: integer('story_id').references(() => stories.id, { onDelete: 'set null' }),
    subjectName: text('subject_name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('activities_user_idx').on(t.userId, t.id)],
);

/**
 * A learning platform (a Moodle site with the local_oauth2 plugin) whose accounts may sign in to
 * a community (spec §3 Training center). The OAuth client's secret is kept encrypted
 * (platform/secret-box.ts): a copy of the database alone does not give it away.
 */
export const trainingCenters = pgTable(
  'training_centers',
  {
    id: serial('id').primaryKey(),
    communityId: integer('community_id').notNull().references(() => communities.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    baseUrl: text('base_url').notNull(),
    clientId: text('client_id').notNull(),
    clientSecretSealed: text('client_secret_sealed').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('training_centers_community_idx').on(t.communityId)],
);

/** The groups a training center's learners join at their first sign-in. */
export const trainingCenterGroups = pgTable(
  'training_center_groups',
  {
    trainingCenterId: integer('training_center_id').notNull().references(() => trainingCenters.id, { onDelete: 'cascade' }),
    groupId: integer('group_id').notNull().references(() => groups.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.trainingCenterId, t.groupId] })],
);

/**
 * A sign-in on its way through a platform: the state's digest, the PKCE verifier and the nonce
 * never leave the server. Good once, for PLATFORM_SIGN_IN_VALID_MINUTES.
 */
export const platformSignIns = pgTable(
  'platform_sign_ins',
  {
    id: serial('id').primaryKey(),
    trainingCenterId: integer('training_center_id').notNull().references(() => trainingCenters.id, { onDelete: 'cascade' }),
    stateHash: text('state_hash').notNull().unique(),
    codeVerifier: text('code_verifier').notNull(),
    nonce: text('nonce').notNull(),
    redirectUri: text('redirect_uri').notNull(),
    locale: text('locale').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('platform_sign_ins_center_idx').on(t.trainingCenterId)],
);

/** Who a platform's account is here: found by (training center, platform user id), never by e-mail. */
export const platformAccounts = pgTable(
  'platform_accounts',
  {
    trainingCenterId: integer('training_center_id').notNull().references(() => trainingCenters.id, { onDelete: 'cascade' }),
    platformUserId: text('platform_user_id').notNull(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.trainingCenterId, t.platformUserId] }), index('platform_accounts_user_idx').on(t.userId)],
);

/**
 * A PDF asked for (spec §4 "PDF of a story", portrait the same): a job any backend instance can
 * run, claimed with FOR UPDATE SKIP LOCKED, so a restart loses none (modules/pdf/). `input` is
 * what the document shows, read with the requester's rights when asked, pictures by storage key;
 * `fingerprint` is its digest, so asking again for an unchanged document reuses the file.
 */
export const pdfJobs = pgTable(
  'pdf_jobs',
  {
    id: serial('id').primaryKey(),
    communityId: integer('community_id').notNull().references(() => communities.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: PDF_KINDS }).notNull(),
    storyId: integer('story_id').references(() => stories.id, { onDelete: 'cascade' }),
    type: text('type', { enum: STORY_PDF_TYPES }),
    fingerprint: text('fingerprint').notNull(),
    input: jsonb('input').notNull(),
    status: text('status', { enum: PDF_JOB_STATUSES }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    /** The process rendering a `running` job (a random token per claim) and until when: platform/lease.ts. */
    claimedBy: text('claimed_by'),
    leaseExpiresAt: timestamp('lease_expires_at', { withTimezone: true }),
    lastError: text('last_error'),
    fileKey: text('file_key'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('pdf_jobs_due_idx').on(t.status, t.nextAttemptAt),
    index('pdf_jobs_fingerprint_idx').on(t.userId, t.fingerprint),
    index('pdf_jobs_expires_idx').on(t.expiresAt),
    index('pdf_jobs_story_idx').on(t.storyId),
    // One job under way per document and requester: two requests that race are answered the same job.
    uniqueIndex('pdf_jobs_under_way_idx').on(t.userId, t.fingerprint).where(sql`${t.status} in ('queued', 'running')`),
  ],
);

/**
 * A person's data as one ZIP (modules/data-exports/), asked by themself or, for a member, by a
 * community admin: a job claimed with FOR UPDATE SKIP LOCKED like the PDF jobs. The archive is a
 * stored file the row references; once the row expires the sweeper deletes it, then its file.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: serial('id').primaryKey(),
    communityId: integer('community_id').notNull().references(() => communities.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: DATA_EXPORT_STATUSES }).notNull().default('queued'),
    progress: integer('progress').notNull().default(0),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    /** The process building a `running` export (a random token per claim) and until when: platform/lease.ts. */
    claimedBy: text('claimed_by'),
    leaseExpiresAt: timestamp('lease_expires_at', { withTimezone: true }),
    fileKey: text('file_key'),
    size: integer('size'),
    error: text('error', { enum: DATA_EXPORT_FAILURES }),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('data_exports_user_idx').on(t.userId, t.id),
    index('data_exports_status_idx').on(t.status),
    index('data_exports_expires_idx').on(t.expiresAt),
    // One export under way per person and community, even when two requests race: the second is answered the first.
    uniqueIndex('data_exports_under_way_idx').on(t.userId, t.communityId).where(sql`${t.status} in ('queued', 'running')`),
  ],
);

/**
 * A community's Open Badges issuer key: one Ed25519 key, made on first use. The secret
 * half is sealed (AES-256-GCM) under the badges master key, which never reaches the database.
 */
export const issuerKeys = pgTable('issuer_keys', {
  communityId: integer('community_id')
    .primaryKey()
    .references(() => communities.id, { onDelete: 'cascade' }),
  publicKeyMultibase: text('public_key_multibase').notNull(),
  secretKeySealed: text('secret_key_sealed').notNull(),
  createdAt: createdAt(),
});

/**
 * A community's Bitstring Status List (revocation). The signed list credential is kept with the
 * digest of the revoked indexes it was signed for, and signed again only when they change.
 */
export const credentialStatusLists = pgTable(
  'credential_status_lists',
  {
    id: serial('id').primaryKey(),
    communityId: integer('community_id').notNull().references(() => communities.id, { onDelete: 'cascade' }),
    length: integer('length').notNull(),
    signedCredential: jsonb('signed_credential'),
    signedFor: text('signed_for'),
    createdAt: createdAt(),
  },
  (t) => [index('credential_status_lists_community_idx').on(t.communityId)],
);

/**
 * An Open Badges 3.0 credential issued from a certification. It outlives its certification: the
 * row deleted (or its experience, or the learner's account), `certification_id` becomes null and
 * the credential counts as revoked, so its status bit stays set and its index is never reused.
 * A copy re-issued to a learner's wallet is a row of its own (its status entry, its public id)
 * naming its original and the same certification: whatever revokes or erases the original, by
 * the certification, reaches every copy with no path of its own.
 */
export const openBadgeCredentials = pgTable(
  'open_badge_credentials',
  {
    id: serial('id').primaryKey(),
    publicId: text('public_id').notNull().unique(),
    communityId: integer('community_id').notNull().references(() => communities.id, { onDelete: 'cascade' }),
    certificationId: integer('certification_id').references(() => certifications.id, { onDelete: 'set null' }),
    /**
     * The learner it was issued to, kept once revoked so that their collection still says it was
     * revoked, and when (nothing of its content stays); gone with their account.
     */
    holderId: integer('holder_id').references(() => users.id, { onDelete: 'set null' }),
    statusListId: integer('status_list_id')
      .notNull()
      .references(() => credentialStatusLists.id, { onDelete: 'cascade' }),
    statusIndex: integer('status_index').notNull(),
    identitySalt: text('identity_salt').notNull(),
    /** The signed credential; null once revoked: a revoked credential keeps only its place in the status list. */
    document: jsonb('document'),
    issuedAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** The credential this one is a wallet's copy of (bound to `holder_did`); null for the credential a certification issued. */
    originalId: integer('original_id').references((): AnyPgColumn => openBadgeCredentials.id, { onDelete: 'cascade' }),
    /** The wallet holder's DID a copy names as `credentialSubject.id`. */
    holderDid: text('holder_did'),
  },
  (t) => [
    uniqueIndex('open_badge_credentials_certification_idx').on(t.certificationId).where(sql`${t.originalId} is null`),
    uniqueIndex('open_badge_credentials_status_idx').on(t.statusListId, t.statusIndex),
    index('open_badge_credentials_holder_idx').on(t.holderId, t.communityId),
    index('open_badge_credentials_original_idx').on(t.originalId),
  ],
);

/**
 * A learner's offer to pick a credential up into a wallet (OpenID for Verifiable Credential
 * Issuance, pre-authorized code flow). The offer's URL and its pre-authorized code are one
 * secret, kept as its digest: whoever holds the URL holds the code, so a second secret would
 * guard nothing; the transaction code, shown on the learner's signed-in page only, is the second
 * factor. Single use: the code is spent for an access token, the token for one copy.
 */
export const walletOffers = pgTable(
  'wallet_offers',
  {
    id: serial('id').primaryKey(),
    communityId: integer('community_id').notNull().references(() => communities.id, { onDelete: 'cascade' }),
    credentialId: integer('credential_id').notNull().references(() => openBadgeCredentials.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    /** The digest of the offer's secret: its URL's last segment and the pre-authorized code. */
    codeHash: text('code_hash').notNull().unique(),
    /** The digest of the transaction code, salted with the offer's secret. */
    txCodeHash: text('tx_code_hash').notNull(),
    failedTxCodes: integer('failed_tx_codes').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When the pre-authorized code was exchanged for an access token (spent), or the offer withdrawn. */
    spentAt: timestamp('spent_at', { withTimezone: true }),
    accessTokenHash: text('access_token_hash').unique(),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    /** The copy the access token was spent on; its second use is refused. */
    copyId: integer('copy_id').references(() => openBadgeCredentials.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('wallet_offers_credential_idx').on(t.credentialId, t.userId)],
);

/**
 * Every change of a member's rights or status (activate, deactivate, move, permissions,
 * invitations by an admin, additions to a group by a class list), written in the transaction
 * of the change itself: who (actor), what (action), whom (subject), when, and the details.
 * Names are copied so the log still reads once an account is deleted. Community admins read
 * it newest first (GET /v2/audit_log).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    communityId: integer('community_id').notNull().references(() => communities.id, { onDelete: 'cascade' }),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    action: text('action', { enum: AUDIT_ACTIONS }).notNull(),
    subjectId: integer('subject_id').references(() => users.id, { onDelete: 'set null' }),
    subjectName: text('subject_name').notNull(),
    details: jsonb('details').notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_community_idx').on(t.communityId, t.id)],
);
