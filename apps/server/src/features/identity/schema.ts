import { index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../auth/schema.js';

/** Social log-ins linked to a member: provider '0' Kakao, '6' Naver (the seed's provider codes). */
export const oauthAccounts = pgTable(
  'oauth_accounts',
  {
    provider: text('provider').notNull(),
    providerUserId: text('provider_user_id').notNull(),
    userNo: integer('user_no')
      .notNull()
      .references(() => users.userNo, { onDelete: 'cascade' }),
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('oauth_accounts_provider_uq').on(t.provider, t.providerUserId),
    uniqueIndex('oauth_accounts_user_provider_uq').on(t.userNo, t.provider),
  ],
);

/** Identity verifications (provider '4', PortOne), one row per attempt. */
export const identityVerifications = pgTable(
  'identity_verifications',
  {
    verificationId: text('verification_id').primaryKey(),
    userNo: integer('user_no')
      .notNull()
      .references(() => users.userNo, { onDelete: 'cascade' }),
    status: text('status', { enum: ['requested', 'verified', 'failed', 'duplicate'] })
      .notNull()
      .default('requested'),
    ciHash: text('ci_hash'),
    failureReason: text('failure_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
  },
  (t) => [index('identity_verifications_user_idx').on(t.userNo)],
);

/** School e-mail codes: only the code's hash is kept; a few tries, a short life. */
export const schoolVerifications = pgTable(
  'school_verifications',
  {
    requestNo: serial('request_no').primaryKey(),
    userNo: integer('user_no')
      .notNull()
      .references(() => users.userNo, { onDelete: 'cascade' }),
    schoolCode: text('school_code').notNull(),
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('school_verifications_user_idx').on(t.userNo, t.createdAt.desc())],
);
