import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../auth/schema.js';

/**
 * Everything a member shows about themselves, one row per member (created at sign-up).
 * Codes are the catalogue strings ('01', 'KR00', '0401'); the service validates them.
 * Private fields (phone, school e-mail, the CI hash) never leave the server for other people.
 */
export const profiles = pgTable(
  'profiles',
  {
    userNo: integer('user_no')
      .primaryKey()
      .references((): AnyPgColumn => users.userNo, { onDelete: 'cascade' }),
    /** Member type, scheme A: 01 worker, 02 student, 03 professional. */
    memberType: text('member_type'),
    /** Stepped sign-up: the step to resume at (1 account … 5 tutorial); null once finished. */
    joinStep: smallint('join_step').default(2),
    joinCompletedAt: timestamp('join_completed_at', { withTimezone: true }),
    /** Unsaved answers of the current sign-up step or the resume editor (load_temp_resume). */
    joinDraft: jsonb('join_draft').$type<Record<string, unknown>>(),
    resumeDraft: jsonb('resume_draft').$type<Record<string, unknown>>(),
    age: text('age').notNull().default('00'),
    gender: text('gender').notNull().default('00'),
    region: text('region').notNull().default('KR00'),
    meetingMode: text('meeting_mode').notNull().default('00'),
    availableDays: text('available_days').notNull().default('00'),
    availableTime: text('available_time').notNull().default('00'),
    skillLevel: text('skill_level').notNull().default('00'),
    experienceYears: text('experience_years').notNull().default('00'),
    interests: text('interests').array().notNull().default(sql`'{}'::text[]`),
    skills: text('skills').array().notNull().default(sql`'{}'::text[]`),
    mbti: text('mbti'),
    statusLine: text('status_line'),
    introduction: text('introduction').notNull().default(''),
    backgroundUrl: text('background_url'),
    exp: integer('exp').notNull().default(0),
    /** Real-name verified through the identity service (CI_VERIFIED '01'). */
    ciVerifiedAt: timestamp('ci_verified_at', { withTimezone: true }),
    /** SHA-256 of the identity service's CI value: one verified account per person. */
    ciHash: text('ci_hash'),
    phone: text('phone'),
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    schoolCode: text('school_code'),
    schoolEmail: text('school_email'),
    schoolVerifiedAt: timestamp('school_verified_at', { withTimezone: true }),
    departmentCode: text('department_code'),
    /** Korean search: normalized nickname + introduction, its character bigrams and 초성 bigrams. */
    searchText: text('search_text').notNull().default(''),
    searchGrams: text('search_grams').array().notNull().default(sql`'{}'::text[]`),
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('profiles_ci_hash_uq').on(t.ciHash),
    // Keyword search only ever looks among listed members (finished sign-up): the flag is the
    // indexes' predicate, so a search neither reads nor filters half-registered rows.
    index('profiles_listed_grams_gin').using('gin', t.searchGrams).where(sql`${t.joinStep} is null`),
    index('profiles_listed_text_trgm')
      .using('gin', sql`${t.searchText} gin_trgm_ops`)
      .where(sql`${t.joinStep} is null`),
    index('profiles_active_idx').on(t.lastActiveAt.desc(), t.userNo.desc()),
    // The directory lists only members who finished sign-up, newest activity first: deep pages walk this.
    index('profiles_listed_active_idx')
      .on(t.lastActiveAt.desc(), t.userNo.desc())
      .where(sql`${t.joinStep} is null`),
    index('profiles_region_idx').on(t.region),
    index('profiles_skills_gin').using('gin', t.skills),
    index('profiles_interests_gin').using('gin', t.interests),
  ],
);

export const careers = pgTable(
  'careers',
  {
    careerNo: serial('career_no').primaryKey(),
    userNo: integer('user_no')
      .notNull()
      .references(() => users.userNo, { onDelete: 'cascade' }),
    company: text('company').notNull(),
    title: text('title').notNull(),
    jobCode: text('job_code'),
    /** yyyy-MM; end null means "재직 중". */
    startYm: text('start_ym').notNull(),
    endYm: text('end_ym'),
    description: text('description').notNull().default(''),
    evidenceUrl: text('evidence_url'),
    evidenceName: text('evidence_name'),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('careers_user_idx').on(t.userNo)],
);

export const educations = pgTable(
  'educations',
  {
    educationNo: serial('education_no').primaryKey(),
    userNo: integer('user_no')
      .notNull()
      .references(() => users.userNo, { onDelete: 'cascade' }),
    schoolCode: text('school_code'),
    schoolName: text('school_name').notNull(),
    departmentCode: text('department_code'),
    departmentName: text('department_name'),
    /** 재학 | 휴학 | 졸업 | 수료 | 중퇴 */
    status: text('status').notNull().default('재학'),
    startYm: text('start_ym'),
    endYm: text('end_ym'),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('educations_user_idx').on(t.userNo)],
);

/** Portfolio works, each with up to five attachments (WORK_ATTACH_URL1..5). */
export const works = pgTable(
  'works',
  {
    workNo: serial('work_no').primaryKey(),
    userNo: integer('user_no')
      .notNull()
      .references(() => users.userNo, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    category: text('category').notNull().default('00'),
    description: text('description').notNull().default(''),
    linkUrl: text('link_url'),
    attachUrl1: text('attach_url1'),
    attachName1: text('attach_name1'),
    attachUrl2: text('attach_url2'),
    attachName2: text('attach_name2'),
    attachUrl3: text('attach_url3'),
    attachName3: text('attach_name3'),
    attachUrl4: text('attach_url4'),
    attachName4: text('attach_name4'),
    attachUrl5: text('attach_url5'),
    attachName5: text('attach_name5'),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('works_user_idx').on(t.userNo)],
);

/**
 * Reviews from teammates. `projectNo` names the project they shared; the gatherings feature
 * adds the foreign key and the "were you on the same team" rule when projects exist.
 */
export const reviews = pgTable(
  'reviews',
  {
    reviewNo: serial('review_no').primaryKey(),
    reviewerNo: integer('reviewer_no')
      .notNull()
      .references(() => users.userNo, { onDelete: 'cascade' }),
    revieweeNo: integer('reviewee_no')
      .notNull()
      .references(() => users.userNo, { onDelete: 'cascade' }),
    projectNo: integer('project_no').notNull(),
    rating: smallint('rating').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reviews_once_uq').on(t.reviewerNo, t.revieweeNo, t.projectNo),
    index('reviews_reviewee_idx').on(t.revieweeNo, t.createdAt.desc()),
    check('reviews_rating_ck', sql`${t.rating} between 1 and 5`),
    check('reviews_not_self_ck', sql`${t.reviewerNo} <> ${t.revieweeNo}`),
  ],
);

export const follows = pgTable(
  'follows',
  {
    followerNo: integer('follower_no')
      .notNull()
      .references(() => users.userNo, { onDelete: 'cascade' }),
    followeeNo: integer('followee_no')
      .notNull()
      .references(() => users.userNo, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.followerNo, t.followeeNo] }),
    index('follows_followee_idx').on(t.followeeNo),
    check('follows_not_self_ck', sql`${t.followerNo} <> ${t.followeeNo}`),
  ],
);

/**
 * Favourites (bookmarks) of people, projects and products. Tutorial picks are favourites with
 * source 'tutorial'; they seed recommendations.
 */
export const favourites = pgTable(
  'favourites',
  {
    userNo: integer('user_no')
      .notNull()
      .references(() => users.userNo, { onDelete: 'cascade' }),
    targetType: text('target_type', { enum: ['user', 'project', 'product'] }).notNull(),
    targetNo: integer('target_no').notNull(),
    source: text('source', { enum: ['manual', 'tutorial'] })
      .notNull()
      .default('manual'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userNo, t.targetType, t.targetNo] }),
    index('favourites_target_idx').on(t.targetType, t.targetNo),
  ],
);
