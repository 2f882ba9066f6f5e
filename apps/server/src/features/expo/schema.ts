import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../auth/schema.js';
import { projects } from '../project/schema.js';

/**
 * Expo booths: a launched product on show. A booth starts as a draft, goes to operator screening
 * (`screening`), and shows publicly only once `approved`; refused booths keep the reason. Other
 * parts of the expo (supports, reviews, forums, rankings, badges, codes) keep their own tables
 * and point here. Counters move in the same transaction as the rows they count.
 */
export const booths = pgTable(
  'booths',
  {
    boothNo: serial('booth_no').primaryKey(),
    ownerNo: integer('owner_no')
      .notNull()
      .references(() => users.userNo, { onDelete: 'cascade' }),
    /** The project the booth was made from, when it was (its team and story carried over). */
    projectNo: integer('project_no').references(() => projects.projectNo, { onDelete: 'set null' }),
    /** draft → screening → approved | refused; removed when the team takes it down. */
    status: text('status').notNull().default('draft'),
    name: text('name').notNull().default(''),
    pitch: text('pitch').notNull().default(''),
    /** Sanitized HTML from the shared rich editor. */
    introduction: text('introduction').notNull().default(''),
    /** Introduction as plain text, for cards (cut at 100 characters) and search. */
    introText: text('intro_text').notNull().default(''),
    domain: text('domain').notNull().default(''),
    platform: text('platform').notNull().default('00'),
    launchStatus: text('launch_status').notNull().default('03'),
    webUrl: text('web_url'),
    playStoreUrl: text('play_store_url'),
    appStoreUrl: text('app_store_url'),
    videoUrl: text('video_url'),
    logoUrl: text('logo_url'),
    screenshots: text('screenshots').array().notNull().default(sql`'{}'::text[]`),
    industryTags: text('industry_tags').array().notNull().default(sql`'{}'::text[]`),
    refusalReason: text('refusal_reason'),
    supportCount: integer('support_count').notNull().default(0),
    likeCount: integer('like_count').notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    /** When the team last messaged its supporters; the next message waits a day from here. */
    messagedAt: timestamp('messaged_at', { withTimezone: true }),
  },
  (t) => [
    // NULLS FIRST as a plain ORDER BY … DESC sorts: with drizzle's default (NULLS LAST) the newest
    // booths list could not read the index and sorted the whole table (query-plans test).
    index('booths_public_idx')
      .on(t.approvedAt.desc().nullsFirst(), t.boothNo.desc().nullsFirst())
      .where(sql`${t.status} = 'approved' and ${t.removedAt} is null`),
    // The operators' screening queue, oldest first: few rows among many booths.
    index('booths_screening_idx')
      .on(t.boothNo)
      .where(sql`${t.status} = 'screening' and ${t.removedAt} is null`),
    index('booths_owner_idx').on(t.ownerNo),
    index('booths_project_idx').on(t.projectNo),
  ],
);

/** The booth's team: the owner and the members who accepted an invitation. */
export const boothMembers = pgTable(
  'booth_members',
  {
    boothNo: integer('booth_no')
      .notNull()
      .references(() => booths.boothNo, { onDelete: 'cascade' }),
    userNo: integer('user_no')
      .notNull()
      .references(() => users.userNo, { onDelete: 'cascade' }),
    /** owner | member */
    role: text('role').notNull().default('member'),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.boothNo, t.userNo] }), index('booth_members_user_idx').on(t.userNo)],
);

/**
 * Invitations to a booth's team (`invitations`): the owner invites a member by nickname, who
 * accepts (joining `booth_members`) or declines. One row per booth and invitee; inviting again
 * after a decline reopens the same row, so a member is never asked twice at once.
 */
export const boothInvitations = pgTable(
  'booth_invitations',
  {
    invitationNo: serial('invitation_no').primaryKey(),
    boothNo: integer('booth_no')
      .notNull()
      .references(() => booths.boothNo, { onDelete: 'cascade' }),
    userNo: integer('user_no')
      .notNull()
      .references(() => users.userNo, { onDelete: 'cascade' }),
    invitedBy: integer('invited_by').references(() => users.userNo, { onDelete: 'set null' }),
    /** pending | accepted | declined */
    status: text('status').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('booth_invitations_booth_user_uq').on(t.boothNo, t.userNo),
    index('booth_invitations_user_idx').on(t.userNo, t.status),
  ],
);

/** Short news the team posts on the booth's 업데이트 tab, newest first. */
export const boothUpdates = pgTable(
  'booth_updates',
  {
    updateNo: serial('update_no').primaryKey(),
    boothNo: integer('booth_no')
      .notNull()
      .references(() => booths.boothNo, { onDelete: 'cascade' }),
    authorNo: integer('author_no').references(() => users.userNo, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('booth_updates_booth_idx').on(t.boothNo, t.updateNo.desc())],
);
