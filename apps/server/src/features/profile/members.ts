import { cutText, levelForExp, type PersonSummary } from '@sidequest/shared';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { fail } from '../../lib/app-error.js';
import { users } from '../auth/schema.js';
import { follows, profiles } from './schema.js';

/** Longer than any nickname the sign-up form accepts; longer values are not looked up at all. */
const MAX_NICKNAME_LOOKUP = 60;

export const MEMBER_NOT_FOUND = '찾는 메이커가 없어요. 탈퇴했거나 닉네임을 바꿨을 수 있어요.';

/** Matches a nickname case-insensitively (NFC); NOT_FOUND for a value no nickname can be. */
export function nicknameIs(nickname: string): SQL {
  const wanted = nickname.normalize('NFC').trim();
  if (wanted === '' || wanted.length > MAX_NICKNAME_LOOKUP) throw fail('NOT_FOUND', MEMBER_NOT_FOUND);
  return sql`lower(${users.nickname}) = lower(${wanted})`;
}

/** An active member by nickname, with their profile; NOT_FOUND otherwise. */
export async function memberByNickname(db: Db, nickname: string) {
  const [row] = await db
    .select({ user: users, profile: profiles })
    .from(users)
    .innerJoin(profiles, eq(profiles.userNo, users.userNo))
    .where(and(nicknameIs(nickname), eq(users.status, 'active')))
    .limit(1);
  if (!row) throw fail('NOT_FOUND', MEMBER_NOT_FOUND);
  return row;
}

/** An active member by number, with their profile; NOT_FOUND otherwise. */
export async function memberByNo(db: Db, userNo: number) {
  const [row] = await db
    .select({ user: users, profile: profiles })
    .from(users)
    .innerJoin(profiles, eq(profiles.userNo, users.userNo))
    .where(and(eq(users.userNo, userNo), eq(users.status, 'active')))
    .limit(1);
  if (!row) throw fail('NOT_FOUND', MEMBER_NOT_FOUND);
  return row;
}

/** How much of the introduction a list row shows. */
export const SUMMARY_INTRO_CUT = 80;

/** Columns for a person summary; `viewerNo` decides IS_FOLLOWING and IS_ME. */
export function summaryColumns(viewerNo: number | null) {
  return {
    userNo: users.userNo,
    nickname: users.nickname,
    imgUrl: users.imgUrl,
    mainJobD: users.mainJobD,
    exp: profiles.exp,
    statusLine: profiles.statusLine,
    introduction: profiles.introduction,
    isFollowing:
      viewerNo === null
        ? sql<boolean>`false`
        : sql<boolean>`exists (select 1 from ${follows} f where f.follower_no = ${viewerNo} and f.followee_no = ${users.userNo})`,
  };
}

export interface SummaryRow {
  userNo: number;
  nickname: string | null;
  imgUrl: string | null;
  mainJobD: string | null;
  exp: number;
  statusLine: string | null;
  introduction: string;
  isFollowing: boolean;
}

export function toPersonSummary(row: SummaryRow, viewerNo: number | null): PersonSummary {
  return {
    USER_NO: row.userNo,
    USER_NICKNAME: row.nickname ?? '',
    USER_IMG_URL: row.imgUrl,
    USER_LEVEL: levelForExp(row.exp).level,
    MAIN_JOB_D: row.mainJobD,
    STATUS_LINE: row.statusLine,
    INTRODUCTION: cutText(row.introduction.replace(/\s+/g, ' ').trim(), SUMMARY_INTRO_CUT),
    IS_FOLLOWING: Boolean(row.isFollowing),
    IS_ME: viewerNo !== null && viewerNo === row.userNo,
  };
}

/** Shows only the start and the end of a phone number: 010-****-5678. */
export function maskPhone(phone: string | null): string | null {
  if (!phone) return null;
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 8) return '****';
  return `${digits.slice(0, 3)}-****-${digits.slice(-4)}`;
}
