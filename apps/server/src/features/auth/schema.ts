import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Members. Column names follow the seed's UPPER_SNAKE vocabulary where the API exposes them
 * (USER_NO, USER_NICKNAME, USER_IMG_URL ...); the table itself uses snake_case.
 */
export const users = pgTable(
  'users',
  {
    userNo: serial('user_no').primaryKey(),
    /** Lower-cased on the way in; null once the member has withdrawn. */
    email: text('email'),
    passwordHash: text('password_hash'),
    /** Null once withdrawn so the nickname is free again. */
    nickname: text('nickname'),
    imgUrl: text('img_url'),
    chatUid: text('chat_uid').notNull(),
    mainJob: text('main_job'),
    mainJobD: text('main_job_d'),
    subJob: text('sub_job'),
    subJobD: text('sub_job_d'),
    status: text('status', { enum: ['active', 'withdrawn'] })
      .notNull()
      .default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    // Consent at sign-up, as Korean law expects: the times are the proof. Members from before
    // consent was asked have nulls until they next agree.
    /** 만 14세 이상임을 확인한 때. */
    ageConfirmedAt: timestamp('age_confirmed_at', { withTimezone: true }),
    /** 이용약관 동의 시각. */
    termsAgreedAt: timestamp('terms_agreed_at', { withTimezone: true }),
    /** 개인정보 수집·이용 동의 시각. */
    privacyAgreedAt: timestamp('privacy_agreed_at', { withTimezone: true }),
    /** 광고성 정보 수신 (optional): the current choice and when it was last made. */
    marketingConsent: boolean('marketing_consent').notNull().default(false),
    marketingConsentAt: timestamp('marketing_consent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_email_uq').on(t.email),
    // Nicknames are unique case-insensitively: "Maker" and "maker" are the same person to readers.
    uniqueIndex('users_nickname_uq').on(sql`lower(${t.nickname})`),
    uniqueIndex('users_chat_uid_uq').on(t.chatUid),
    // Directory filters by job group or detailed job match either the main or the sub job.
    index('users_main_job_idx').on(t.mainJob),
    index('users_sub_job_idx').on(t.subJob),
    index('users_main_job_d_idx').on(t.mainJobD),
    index('users_sub_job_d_idx').on(t.subJobD),
  ],
);

/** Login sessions. Only the SHA-256 of the cookie token is stored, so a database leak opens no session. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userNo: integer('user_no')
      .notNull()
      .references(() => users.userNo, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [index('sessions_user_idx').on(t.userNo)],
);

/**
 * Failed-login counters per account and per address, in the database so every server
 * instance sees the same count (no per-process memory).
 */
export const authThrottle = pgTable('auth_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
  /** Growing delays: no attempt under this key is checked before this time. */
  blockedUntil: timestamp('blocked_until', { withTimezone: true }),
});

/**
 * One-time password-reset links. Only the SHA-256 of the token is stored; a row is used once
 * (`used_at`) and is worthless after `expires_at`.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userNo: integer('user_no')
      .notNull()
      .references(() => users.userNo, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    ip: text('ip'),
  },
  (t) => [index('password_resets_user_idx').on(t.userNo)],
);
