import { sql } from 'drizzle-orm';
import {
  check,
  date,
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
 * A gathering: project (01), study and networking (02) or training (03). Codes are the catalogue
 * strings; status follows reference 3.13 ('99' drafting is private to the leader).
 */
export const projects = pgTable(
  'projects',
  {
    projectNo: serial('project_no').primaryKey(),
    leaderNo: integer('leader_no')
      .notNull()
      .references(() => users.userNo),
    type: text('type').notNull().default('01'),
    title: text('title').notNull().default(''),
    domain: text('domain'),
    platform: text('platform').notNull().default('00'),
    camp: text('camp'),
    meetingMode: text('meeting_mode').notNull().default('00'),
    region: text('region').notNull().default('KR00'),
    availableDays: text('available_days').notNull().default('00'),
    availableTime: text('available_time').notNull().default('00'),
    /** Progress phase, reference 3.11. */
    phase: text('phase').notNull().default('01'),
    /** Project status, reference 3.13. */
    status: text('status').notNull().default('99'),
    tech: text('tech').array().notNull().default(sql`'{}'::text[]`),
    /** CPG_JOB_TARGET: comma-separated job codes, '00' = all jobs. */
    jobTarget: text('job_target').notNull().default('00'),
    introductionHtml: text('introduction_html').notNull().default(''),
    /** Plain text of the introduction, for search, cards and the repeated-post check. */
    introductionText: text('introduction_text').notNull().default(''),
    /** Hash of the normalised introduction; the same person posting the same body again is flagged. */
    bodyHash: text('body_hash'),
    repeatedOf: integer('repeated_of'),
    /** The leader's questions for applicants (the template's questions by default). */
    questions: jsonb('questions').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    docsUrl1: text('docs_url1'),
    docsName1: text('docs_name1'),
    docsUrl2: text('docs_url2'),
    docsName2: text('docs_name2'),
    docsUrl3: text('docs_url3'),
    docsName3: text('docs_name3'),
    docsUrl4: text('docs_url4'),
    docsName4: text('docs_name4'),
    docsUrl5: text('docs_url5'),
    docsName5: text('docs_name5'),
    coverUrl: text('cover_url'),
    views: integer('views').notNull().default(0),
    likes: integer('likes').notNull().default(0),
    /** Last time the team posted news (history entries other members can see): the "updated" badge. */
    newsAt: timestamp('news_at', { withTimezone: true }),
    searchText: text('search_text').notNull().default(''),
    searchGrams: text('search_grams').array().notNull().default(sql`'{}'::text[]`),
    /**
     * Detailed job codes of the slots with room, so "recruiting" and "an open slot for this job"
     * are columns an index can hold instead of a subquery per row. Kept by the trigger
     * `project_slots_open_jobs` (migration 0011) in the transaction that changes a slot; never
     * written by the app.
     */
    openJobs: text('open_jobs').array().notNull().default(sql`'{}'::text[]`),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('projects_leader_idx').on(t.leaderNo),
    index('projects_listed_idx')
      .on(t.publishedAt.desc(), t.projectNo.desc())
      .where(sql`${t.status} <> '99' and ${t.deletedAt} is null`),
    // Recruiting among the listed (see find/cards.ts recruitingProject): the recruiting-only list
    // walks this in order and counts from it without touching the rest.
    index('projects_recruiting_idx')
      .on(t.publishedAt.desc(), t.projectNo.desc())
      .where(
        sql`${t.status} <> '99' and ${t.deletedAt} is null and ${t.status} not in ('05', '06') and ${t.openJobs} <> '{}'::text[]`,
      ),
    index('projects_open_jobs_gin')
      .using('gin', t.openJobs)
      .where(sql`${t.status} <> '99' and ${t.deletedAt} is null`),
    // Only listed projects are ever searched: the partial index is smaller, and a count of a
    // common 초성 pair reads it instead of scanning the table until a thousand rows match.
    index('projects_search_grams_gin')
      .using('gin', t.searchGrams)
      .where(sql`${t.status} <> '99' and ${t.deletedAt} is null`),
    index('projects_search_text_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('projects_tech_gin').using('gin', t.tech),
    index('projects_region_idx').on(t.region),
    index('projects_body_hash_idx').on(t.leaderNo, t.bodyHash),
  ],
);

/** Role slots: one RECRUITING (detailed job code) / TYPE (head count) pair each. */
export const projectSlots = pgTable(
  'project_slots',
  {
    slotNo: serial('slot_no').primaryKey(),
    projectNo: integer('project_no')
      .notNull()
      .references(() => projects.projectNo, { onDelete: 'cascade' }),
    jobCode: text('job_code').notNull(),
    capacity: smallint('capacity').notNull(),
    /** Confirmed members in this slot; changed only under a row lock together with the membership. */
    filled: smallint('filled').notNull().default(0),
    sortOrder: smallint('sort_order').notNull().default(0),
  },
  (t) => [
    index('project_slots_project_idx').on(t.projectNo),
    index('project_slots_job_idx').on(t.jobCode),
    check('project_slots_capacity_ck', sql`${t.capacity} between 1 and 20`),
    check('project_slots_filled_ck', sql`${t.filled} between 0 and ${t.capacity}`),
  ],
);

/** Member status in a group, reference 3.12: 01 leader, 02 member. */
export const projectMembers = pgTable(
  'project_members',
  {
    projectNo: integer('project_no')
      .notNull()
      .references(() => projects.projectNo, { onDelete: 'cascade' }),
    userNo: integer('user_no')
      .notNull()
      .references(() => users.userNo, { onDelete: 'cascade' }),
    role: text('role').notNull().default('02'),
    slotNo: integer('slot_no').references(() => projectSlots.slotNo, { onDelete: 'set null' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.projectNo, t.userNo] }), index('project_members_user_idx').on(t.userNo)],
);

/**
 * Applications. APPLICANT_STATUS '99' pending (the seed's only shown value); we add '02' confirmed,
 * '03' rejected, '04' cancelled by the applicant (docs/decisions.md).
 */
export const applications = pgTable(
  'applications',
  {
    applicationNo: serial('application_no').primaryKey(),
    projectNo: integer('project_no')
      .notNull()
      .references(() => projects.projectNo, { onDelete: 'cascade' }),
    slotNo: integer('slot_no')
      .notNull()
      .references(() => projectSlots.slotNo, { onDelete: 'cascade' }),
    userNo: integer('user_no')
      .notNull()
      .references(() => users.userNo, { onDelete: 'cascade' }),
    status: text('status').notNull().default('99'),
    answers: jsonb('answers')
      .$type<{ question: string; answer: string }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    // One pending application per person per project: applying twice is refused by the database too.
    uniqueIndex('applications_pending_uq').on(t.projectNo, t.userNo).where(sql`${t.status} = '99'`),
    index('applications_user_idx').on(t.userNo, t.createdAt.desc()),
    index('applications_project_idx').on(t.projectNo, t.status),
  ],
);

export const milestones = pgTable(
  'milestones',
  {
    milestoneNo: serial('milestone_no').primaryKey(),
    projectNo: integer('project_no')
      .notNull()
      .references(() => projects.projectNo, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    dueDate: date('due_date'),
    doneAt: timestamp('done_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.userNo, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('milestones_project_idx').on(t.projectNo, t.dueDate)],
);

/** To-dos with an assignee, a state and up to five attachments (WORK_ATTACH_URL1..5). */
export const todos = pgTable(
  'todos',
  {
    todoNo: serial('todo_no').primaryKey(),
    projectNo: integer('project_no')
      .notNull()
      .references(() => projects.projectNo, { onDelete: 'cascade' }),
    milestoneNo: integer('milestone_no').references(() => milestones.milestoneNo, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    assigneeNo: integer('assignee_no').references(() => users.userNo, { onDelete: 'set null' }),
    /** 01 할 일, 02 진행 중, 03 완료. */
    state: text('state').notNull().default('01'),
    dueDate: date('due_date'),
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
    createdBy: integer('created_by').references(() => users.userNo, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('todos_project_idx').on(t.projectNo, t.state), index('todos_assignee_idx').on(t.assigneeNo)],
);

/** The project's history: one row per event, its text built per FEED_CODE (P008 = status change ...). */
export const projectFeed = pgTable(
  'project_feed',
  {
    feedNo: serial('feed_no').primaryKey(),
    projectNo: integer('project_no')
      .notNull()
      .references(() => projects.projectNo, { onDelete: 'cascade' }),
    feedCode: text('feed_code').notNull(),
    actorNo: integer('actor_no').references(() => users.userNo, { onDelete: 'set null' }),
    /** Public entries show on the public history tab; the rest only to members. */
    isPublic: smallint('is_public').notNull().default(1),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('project_feed_project_idx').on(t.projectNo, t.createdAt.desc())],
);

/** Likes (subscribers). Scraps ("marks") are favourites with target_type 'project'. */
export const projectLikes = pgTable(
  'project_likes',
  {
    projectNo: integer('project_no')
      .notNull()
      .references(() => projects.projectNo, { onDelete: 'cascade' }),
    userNo: integer('user_no')
      .notNull()
      .references(() => users.userNo, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.projectNo, t.userNo] })],
);

/** One counted view per viewer (member number or a hashed address) per project per day. */
export const projectViews = pgTable(
  'project_views',
  {
    projectNo: integer('project_no')
      .notNull()
      .references(() => projects.projectNo, { onDelete: 'cascade' }),
    viewerKey: text('viewer_key').notNull(),
    day: date('day').notNull(),
  },
  (t) => [primaryKey({ columns: [t.projectNo, t.viewerKey, t.day] })],
);

/** The public 응원/질문 board: questions (1000 characters) and the leader's replies (500). */
export const projectQna = pgTable(
  'project_qna',
  {
    qnaNo: serial('qna_no').primaryKey(),
    projectNo: integer('project_no')
      .notNull()
      .references(() => projects.projectNo, { onDelete: 'cascade' }),
    parentNo: integer('parent_no'),
    authorNo: integer('author_no').references(() => users.userNo, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('project_qna_project_idx').on(t.projectNo, t.createdAt.desc())],
);

export const projectInvitations = pgTable(
  'project_invitations',
  {
    invitationNo: serial('invitation_no').primaryKey(),
    projectNo: integer('project_no')
      .notNull()
      .references(() => projects.projectNo, { onDelete: 'cascade' }),
    inviterNo: integer('inviter_no')
      .notNull()
      .references(() => users.userNo, { onDelete: 'cascade' }),
    inviteeNo: integer('invitee_no')
      .notNull()
      .references(() => users.userNo, { onDelete: 'cascade' }),
    slotNo: integer('slot_no').references(() => projectSlots.slotNo, { onDelete: 'set null' }),
    message: text('message').notNull().default(''),
    /** pending | accepted | declined */
    status: text('status').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('project_invitations_pending_uq')
      .on(t.projectNo, t.inviteeNo)
      .where(sql`${t.status} = 'pending'`),
    index('project_invitations_invitee_idx').on(t.inviteeNo),
  ],
);
