import { randomUUID } from 'node:crypto';
import { type SessionUser, isEmail, isReservedNickname, NICKNAME_PATTERN } from '@sidequest/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { type AppError, fail } from '../../lib/app-error.js';
import type { RealtimePublisher } from '../../lib/realtime-publisher.js';
import { profiles } from '../profile/schema.js';
import { profileSearchFields } from '../profile/search-fields.js';
import { hashPassword, verifyPassword } from './password.js';
import { users } from './schema.js';
import type { UserRow } from './sessions.js';
import { revokeAllSessions } from './sessions.js';
import { assertCanTry, clearPair, isFamiliarAddress, loginKeys, recordFailure } from './throttle.js';

export function toSessionUser(u: UserRow): SessionUser {
  return {
    no: u.userNo,
    nickname: u.nickname ?? '',
    img: u.imgUrl,
    chat_uid: u.chatUid,
    main_job: u.mainJob,
    main_jobD: u.mainJobD,
    sub_job: u.subJob,
    sub_jobD: u.subJobD,
  };
}

async function emailTaken(db: Db, email: string): Promise<boolean> {
  const rows = await db.select({ n: users.userNo }).from(users).where(eq(users.email, email)).limit(1);
  return rows.length > 0;
}

async function nicknameTaken(db: Db, nickname: string): Promise<boolean> {
  const rows = await db
    .select({ n: users.userNo })
    .from(users)
    .where(sql`lower(${users.nickname}) = lower(${nickname})`)
    .limit(1);
  return rows.length > 0;
}

/** Postgres unique violations on insert, mapped to the field that collided (a race past the pre-check). */
function duplicateFrom(err: unknown): AppError | null {
  if (!isUniqueViolation(err)) return null;
  if (isUniqueViolation(err, 'users_email_uq'))
    return fail('DUPLICATE_EMAIL', undefined, { email: '이미 가입된 이메일이에요.' });
  return fail('DUPLICATE_NICKNAME', undefined, { nickname: '이미 사용 중인 닉네임이에요.' });
}

/** Operator look-alikes (validation/nickname.ts): refused at sign-up and in the availability check. */
const RESERVED_NICKNAME_FIELD =
  '운영자나 공식 계정으로 오해할 수 있는 닉네임이에요. 다른 닉네임을 입력해 주세요.';

export interface RegisterInput {
  email: string;
  password: string;
  nickname: string;
  /** The contract refuses the sign-up unless the three required boxes are ticked. */
  agree_age: true;
  agree_terms: true;
  agree_privacy: true;
  agree_marketing?: boolean | undefined;
}

export async function register(db: Db, input: RegisterInput) {
  if (await emailTaken(db, input.email)) {
    throw fail('DUPLICATE_EMAIL', undefined, { email: '이미 가입된 이메일이에요.' });
  }
  if (isReservedNickname(input.nickname)) {
    throw fail('RESERVED_NICKNAME', undefined, { nickname: RESERVED_NICKNAME_FIELD });
  }
  if (await nicknameTaken(db, input.nickname)) {
    throw fail('DUPLICATE_NICKNAME', undefined, { nickname: '이미 사용 중인 닉네임이에요.' });
  }
  const passwordHash = await hashPassword(input.password);
  const now = new Date();
  try {
    return await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          email: input.email,
          nickname: input.nickname,
          passwordHash,
          chatUid: randomUUID(),
          // One moment for all four boxes: they were ticked together on the same form. The
          // marketing time is kept for a "no" as well, as the record of when that choice was made.
          ageConfirmedAt: now,
          termsAgreedAt: now,
          privacyAgreedAt: now,
          marketingConsent: input.agree_marketing === true,
          marketingConsentAt: now,
        })
        .returning();
      // Every member has a profile row from the start; the stepped sign-up continues at step 2.
      await tx.insert(profiles).values({ userNo: user!.userNo, ...profileSearchFields(input.nickname, '') });
      return user!;
    });
  } catch (err) {
    throw duplicateFrom(err) ?? err;
  }
}

/**
 * E-mail log-in. Throttled per account+address, per account and per address (throttle.ts); the
 * member's familiar addresses skip the account-wide and address-wide brakes, so a stranger's
 * guesses elsewhere cannot keep the owner out.
 */
export async function login(db: Db, input: { email: string; password: string }, ip: string) {
  const keys = loginKeys(input.email, ip);
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.email, input.email), eq(users.status, 'active')))
    .limit(1);
  // Unknown e-mails are never familiar, so they are throttled exactly like a stranger's attempt.
  const familiar = user ? await isFamiliarAddress(db, user.userNo, ip) : false;
  await assertCanTry(db, keys, familiar);
  const ok = await verifyPassword(user?.passwordHash ?? null, input.password);
  if (!user || !ok) {
    await recordFailure(db, keys);
    throw fail('INVALID_CREDENTIALS');
  }
  await clearPair(db, keys);
  return user;
}

/**
 * Withdrawal keeps what the member wrote (others replied to it) but removes who they were:
 * e-mail, password, picture and jobs are cleared, the nickname is freed, every session ends.
 */
export async function withdraw(
  db: Db,
  user: UserRow,
  proof: { password?: string | undefined; confirm_nickname?: string | undefined },
  realtime?: RealtimePublisher,
): Promise<void> {
  if (user.passwordHash) {
    if (!proof.password || !(await verifyPassword(user.passwordHash, proof.password))) {
      throw fail('WRONG_PASSWORD', undefined, { password: '비밀번호가 맞지 않아요.' });
    }
  } else if (!proof.confirm_nickname) {
    // Signed up with Kakao or Naver: there is no password to re-check, the nickname confirms intent.
    throw fail('NO_PASSWORD', undefined, { password: '비밀번호 대신 닉네임을 입력해 주세요.' });
  } else if (proof.confirm_nickname.trim() !== user.nickname) {
    throw fail('WRONG_CONFIRMATION', undefined, { confirm_nickname: '닉네임이 맞지 않아요.' });
  }
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        status: 'withdrawn',
        email: null,
        passwordHash: null,
        nickname: null,
        imgUrl: null,
        mainJob: null,
        mainJobD: null,
        subJob: null,
        subJobD: null,
        withdrawnAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(eq(users.userNo, user.userNo));
    await tx
      .update(profiles)
      .set({
        phone: null,
        schoolEmail: null,
        introduction: '',
        backgroundUrl: null,
        joinDraft: null,
        resumeDraft: null,
        searchText: '',
        searchGrams: [],
        updatedAt: sql`now()`,
      })
      .where(eq(profiles.userNo, user.userNo));
    await revokeAllSessions(tx, user.userNo);
  });
  // After the commit: every socket of the member ends on every instance, and a reconnect is
  // refused, so nothing more is sent or read as "(탈퇴한 회원)".
  realtime?.disconnectUser(user.userNo);
}

/** The availability call reads a value with `@` as an e-mail (and throttles those look-ups harder). */
export const isEmailLookup = (raw: string) => raw.includes('@');

/** Whether a nickname or e-mail can still be taken; a value with `@` is read as an e-mail. */
export async function checkValue(db: Db, raw: string) {
  const value = raw.trim();
  if (isEmailLookup(value)) {
    const email = value.toLowerCase();
    if (!isEmail(email)) {
      return { kind: 'email' as const, available: false, message: '이메일 주소 형식이 올바르지 않아요.' };
    }
    if (await emailTaken(db, email)) {
      return { kind: 'email' as const, available: false, message: '이미 가입된 이메일이에요.' };
    }
    return { kind: 'email' as const, available: true };
  }
  if (!NICKNAME_PATTERN.test(value)) {
    return {
      kind: 'nickname' as const,
      available: false,
      message: '닉네임은 2~12자의 한글, 영문, 숫자, 밑줄(_)만 쓸 수 있어요.',
    };
  }
  if (isReservedNickname(value)) {
    return { kind: 'nickname' as const, available: false, message: RESERVED_NICKNAME_FIELD };
  }
  if (await nicknameTaken(db, value)) {
    return { kind: 'nickname' as const, available: false, message: '이미 사용 중인 닉네임이에요.' };
  }
  return { kind: 'nickname' as const, available: true };
}
