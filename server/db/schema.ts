import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const communities = pgTable('communities', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  url: text('url').notNull().unique(),
  faviconUrl: text('favicon_url'),
  logoUrl: text('logo_url'),
  supportLink: text('support_link'),
  createdAt: createdAt(),
});

export const users = pgTable('users', {
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
  tutorialSeen: boolean('tutorial_seen').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const groups = pgTable(
  'groups',
  {
    id: serial('id').primaryKey(),
    communityId: integer('community_id').notNull().references(() => communities.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    logoUrl: text('logo_url'),
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
