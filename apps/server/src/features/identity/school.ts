import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { SchoolPending, UniversityItem } from '@sidequest/shared';
import {
  type Directory,
  domainHost,
  findUniversitiesByEmail,
  searchUniversities,
  type University,
} from '@sidequest/shared/directory';
import { and, desc, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { fail } from '../../lib/app-error.js';
import type { DomainEvents } from '../../lib/domain-events.js';
import { profiles } from '../profile/schema.js';
import { type Mailer, MailUnavailableError } from './mailer.js';
import { schoolVerifications } from './schema.js';

export const CODE_TTL_MS = 10 * 60_000;
export const MAX_ATTEMPTS = 5;
/** A new code may be asked for this long after the previous one. */
export const RESEND_AFTER_MS = 60_000;
/** At most this many codes per member per hour, whatever the addresses. */
export const MAX_CODES_PER_HOUR = 5;

/**
 * The stored form of a code: bound to the request so one hash says nothing about another request.
 * Six digits are few, so this is no protection against someone holding the table — the ten-minute
 * life and five tries are; the hash only keeps codes out of logs, backups and admin screens.
 */
export function codeHash(requestNo: number, code: string): string {
  return createHash('sha256').update(`school:${requestNo}:${code}`).digest('hex');
}

export function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

export function toUniversityItem(u: University): UniversityItem {
  return {
    SCHOOL_CODE: u.value,
    SCHOOL_NAME: u.label,
    SCHOOL_EN: u.en,
    SCHOOL_DOMAIN: domainHost(u.domain),
    SCHOOL_TYPE: u.type,
  };
}

export function search(directory: Directory, q: string, limit: number): UniversityItem[] {
  return searchUniversities(q, directory.universities, { limit }).map(toUniversityItem);
}

type RequestRow = typeof schoolVerifications.$inferSelect;

export function toPending(directory: Directory, row: RequestRow): SchoolPending {
  return {
    SCHOOL_CODE: row.schoolCode,
    SCHOOL_NAME: directory.universitiesByCode.get(row.schoolCode)?.label ?? row.schoolCode,
    EMAIL: row.email,
    EXPIRES_AT: row.expiresAt.toISOString(),
    RESEND_AT: new Date(row.createdAt.getTime() + RESEND_AFTER_MS).toISOString(),
    ATTEMPTS_LEFT: Math.max(0, MAX_ATTEMPTS - row.attempts),
  };
}

/** The member's code still waiting to be entered, or null. */
export async function pendingRequest(db: Db, userNo: number): Promise<RequestRow | null> {
  const [row] = await db
    .select()
    .from(schoolVerifications)
    .where(
      and(
        eq(schoolVerifications.userNo, userNo),
        isNull(schoolVerifications.verifiedAt),
        gt(schoolVerifications.expiresAt, sql`now()`),
        lt(schoolVerifications.attempts, MAX_ATTEMPTS),
      ),
    )
    .orderBy(desc(schoolVerifications.createdAt), desc(schoolVerifications.requestNo))
    .limit(1);
  return row ?? null;
}

function mailFor(school: University, code: string) {
  const subject = `[사이드퀘스트] 학교 이메일 인증 코드 ${code}`;
  const text = [
    `${school.label} 학교 인증을 위한 코드예요.`,
    '',
    `인증 코드: ${code}`,
    '',
    '사이드퀘스트 화면에 10분 안에 입력해 주세요.',
    '직접 요청하지 않았다면 이 메일은 무시해 주세요.',
  ].join('\n');
  const html = `<div style="font-family:sans-serif;line-height:1.6">
<p>${school.label} 학교 인증을 위한 코드예요.</p>
<p style="font-size:28px;font-weight:700;letter-spacing:6px">${code}</p>
<p>사이드퀘스트 화면에 10분 안에 입력해 주세요.<br>직접 요청하지 않았다면 이 메일은 무시해 주세요.</p>
</div>`;
  return { subject, text, html };
}

/**
 * Sends a six-digit code to a school address. The school must be in the directory and the
 * address must be on its mail domain (campuses sharing a host all match). A newer code replaces
 * the older one; codes are limited per member (one a minute, five an hour).
 */
export async function requestCode(
  db: Db,
  directory: Directory,
  mailer: Mailer,
  userNo: number,
  input: { school_code: string; email: string },
): Promise<SchoolPending & { dev_message?: string }> {
  const school = directory.universitiesByCode.get(input.school_code);
  if (!school) throw fail('SCHOOL_NOT_FOUND');
  const email = input.email.toLowerCase();
  const matches = findUniversitiesByEmail(email, directory.universities);
  if (!matches.some((m) => m.value === school.value)) {
    throw fail(
      'SCHOOL_EMAIL_MISMATCH',
      `${school.label} 이메일 주소가 아니에요. @${domainHost(school.domain)}로 끝나는 학교 이메일을 입력해 주세요.`,
      { email: `@${domainHost(school.domain)}로 끝나는 주소를 입력해 주세요.` },
    );
  }
  const [usedBy] = await db
    .select({ userNo: profiles.userNo })
    .from(profiles)
    .where(and(eq(profiles.schoolEmail, email), ne(profiles.userNo, userNo)))
    .limit(1);
  if (usedBy) throw fail('SCHOOL_EMAIL_USED', undefined, { email: '이미 다른 계정에서 인증한 주소예요.' });

  const recent = await db
    .select({ createdAt: schoolVerifications.createdAt })
    .from(schoolVerifications)
    .where(
      and(
        eq(schoolVerifications.userNo, userNo),
        gt(schoolVerifications.createdAt, sql`now() - interval '1 hour'`),
      ),
    )
    .orderBy(desc(schoolVerifications.createdAt));
  const last = recent[0];
  if (last) {
    const wait = Math.ceil((last.createdAt.getTime() + RESEND_AFTER_MS - Date.now()) / 1000);
    if (wait > 0) throw fail('RATE_LIMITED', `인증 코드는 ${wait}초 뒤에 다시 받을 수 있어요.`);
  }
  if (recent.length >= MAX_CODES_PER_HOUR) {
    throw fail('RATE_LIMITED', '인증 코드를 너무 여러 번 요청했어요. 1시간 뒤에 다시 시도해 주세요.');
  }

  const code = newCode();
  const row = await db.transaction(async (tx) => {
    // Only the newest code counts: earlier ones stop working now.
    await tx
      .update(schoolVerifications)
      .set({ expiresAt: sql`now()` })
      .where(
        and(
          eq(schoolVerifications.userNo, userNo),
          isNull(schoolVerifications.verifiedAt),
          gt(schoolVerifications.expiresAt, sql`now()`),
        ),
      );
    const [created] = await tx
      .insert(schoolVerifications)
      .values({
        userNo,
        schoolCode: school.value,
        email,
        codeHash: 'pending',
        expiresAt: sql`now() + make_interval(secs => ${CODE_TTL_MS / 1000})`,
      })
      .returning();
    const [updated] = await tx
      .update(schoolVerifications)
      .set({ codeHash: codeHash(created!.requestNo, code) })
      .where(eq(schoolVerifications.requestNo, created!.requestNo))
      .returning();
    return updated!;
  });

  try {
    await mailer.send({ to: email, ...mailFor(school, code) });
  } catch (err) {
    // Nothing was delivered: the request does not count against the member's limits.
    await db.delete(schoolVerifications).where(eq(schoolVerifications.requestNo, row.requestNo));
    if (err instanceof MailUnavailableError) throw fail('MAIL_UNAVAILABLE');
    throw err;
  }
  return {
    ...toPending(directory, row),
    ...(mailer.mode === 'log'
      ? {
          dev_message:
            '개발 모드라 메일을 보내지 않고 서버 로그에 남겼어요. 로그에서 인증 코드를 확인해 주세요.',
        }
      : {}),
  };
}

/**
 * Checks a code against the member's newest request. Each try is counted before comparing (an
 * atomic increment), so parallel guesses cannot exceed five. The right code records the school
 * on the profile; the e-mail stays private.
 */
export async function confirmCode(
  db: Db,
  events: DomainEvents,
  directory: Directory,
  user: { userNo: number; nickname: string | null },
  code: string,
) {
  const { userNo } = user;
  const [latest] = await db
    .select()
    .from(schoolVerifications)
    .where(eq(schoolVerifications.userNo, userNo))
    .orderBy(desc(schoolVerifications.createdAt), desc(schoolVerifications.requestNo))
    .limit(1);
  if (!latest) throw fail('SCHOOL_CODE_NOT_REQUESTED');
  const schoolName = directory.universitiesByCode.get(latest.schoolCode)?.label ?? latest.schoolCode;
  const done = { SCHOOL_VERIFIED: '01' as const, SCHOOL_CODE: latest.schoolCode, SCHOOL_NAME: schoolName };
  if (latest.verifiedAt) {
    // Already confirmed (a double tap, or a second tab): the same answer again.
    const [p] = await db
      .select({ schoolEmail: profiles.schoolEmail })
      .from(profiles)
      .where(eq(profiles.userNo, userNo))
      .limit(1);
    if (p?.schoolEmail === latest.email) return done;
    throw fail('SCHOOL_CODE_NOT_REQUESTED');
  }
  if (latest.attempts >= MAX_ATTEMPTS) throw fail('SCHOOL_CODE_LOCKED');
  if (latest.expiresAt.getTime() <= Date.now()) throw fail('SCHOOL_CODE_EXPIRED');

  const [counted] = await db
    .update(schoolVerifications)
    .set({ attempts: sql`${schoolVerifications.attempts} + 1` })
    .where(
      and(
        eq(schoolVerifications.requestNo, latest.requestNo),
        lt(schoolVerifications.attempts, MAX_ATTEMPTS),
        isNull(schoolVerifications.verifiedAt),
      ),
    )
    .returning({ attempts: schoolVerifications.attempts });
  if (!counted) throw fail('SCHOOL_CODE_LOCKED');

  const expected = Buffer.from(latest.codeHash, 'hex');
  const given = Buffer.from(codeHash(latest.requestNo, code), 'hex');
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    const left = MAX_ATTEMPTS - counted.attempts;
    if (left <= 0) throw fail('SCHOOL_CODE_LOCKED');
    throw fail('SCHOOL_CODE_WRONG', `인증 코드가 맞지 않아요. ${left}번 더 입력할 수 있어요.`, {
      code: `인증 코드가 맞지 않아요. (남은 횟수 ${left}번)`,
    });
  }

  const confirmed = await db.transaction(async (tx) => {
    const [marked] = await tx
      .update(schoolVerifications)
      .set({ verifiedAt: sql`now()` })
      .where(and(eq(schoolVerifications.requestNo, latest.requestNo), isNull(schoolVerifications.verifiedAt)))
      .returning({ requestNo: schoolVerifications.requestNo });
    if (!marked) return false; // a parallel right answer got there first
    await tx
      .update(profiles)
      .set({
        schoolCode: latest.schoolCode,
        schoolEmail: latest.email,
        schoolVerifiedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(eq(profiles.userNo, userNo));
    return true;
  });
  if (confirmed) {
    await events.emit('school.verified', {
      userNo,
      nickname: user.nickname,
      schoolCode: latest.schoolCode,
      schoolName,
    });
  }
  return done;
}
