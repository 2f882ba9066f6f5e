import {
  activityRewards,
  cafeteriaTopUps,
  contentRewards,
  type LedgerEntry,
  levelForExp,
  levelProgress,
  newsSendCosts,
  pointPackages,
} from '@sidequest/shared';
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../auth/schema.js';
import type { UserRow } from '../auth/sessions.js';
import { expLedger, pointLedger } from '../points/schema.js';
import { memberByNo } from './members.js';
import type { Paging } from './relations.js';
import { favourites, follows } from './schema.js';

const flag = (at: Date | null) => (at ? ('01' as const) : ('00' as const));

export async function myInfo(db: Db, user: UserRow) {
  const { profile } = await memberByNo(db, user.userNo);
  const me = user.userNo;
  const [counts] = await db
    .select({
      balance: sql<number>`(select coalesce(sum(delta), 0)::int from ${pointLedger} where user_no = ${me})`,
      followers: sql<number>`(select count(*)::int from ${follows} f join ${users} u on u.user_no = f.follower_no and u.status = 'active' where f.followee_no = ${me})`,
      followings: sql<number>`(select count(*)::int from ${follows} f join ${users} u on u.user_no = f.followee_no and u.status = 'active' where f.follower_no = ${me})`,
      favourites: sql<number>`(select count(*)::int from ${favourites} v join ${users} u on u.user_no = v.target_no and u.status = 'active' where v.user_no = ${me} and v.target_type = 'user')`,
    })
    .from(users)
    .where(eq(users.userNo, me));
  const level = levelForExp(profile.exp);
  return {
    USER_NO: me,
    USER_NICKNAME: user.nickname ?? '',
    USER_IMG_URL: user.imgUrl,
    EMAIL: user.email,
    USER_LEVEL: level.level,
    LEVEL_NAME: level.name,
    EXP: profile.exp,
    POINT_BALANCE: counts?.balance ?? 0,
    CI_VERIFIED: flag(profile.ciVerifiedAt),
    USER_PHONE: flag(profile.phoneVerifiedAt),
    SCHOOL_VERIFIED: flag(profile.schoolVerifiedAt),
    FOLLOWER_COUNT: counts?.followers ?? 0,
    FOLLOWING_COUNT: counts?.followings ?? 0,
    FAVOURITE_COUNT: counts?.favourites ?? 0,
    PROJECT_COUNT: 0,
    JOINED_AT: user.createdAt.toISOString(),
    MARKETING_CONSENT: user.marketingConsent,
    MARKETING_CONSENT_AT: user.marketingConsentAt?.toISOString() ?? null,
  };
}

/**
 * The marketing switch of the My page. Every change is stamped with its time (정보통신망법 asks
 * the sender to keep, and tell the member, when consent was given or withdrawn).
 */
export async function setMarketingConsent(db: Db, userNo: number, consent: boolean) {
  const [row] = await db
    .update(users)
    .set({ marketingConsent: consent, marketingConsentAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(users.userNo, userNo))
    .returning({ consent: users.marketingConsent, at: users.marketingConsentAt });
  return { MARKETING_CONSENT: row!.consent, MARKETING_CONSENT_AT: row!.at!.toISOString() };
}

/** Korean words for a ledger reason: catalogue codes by their label, our own reasons by kind. */
export function pointReasonLabel(reason: string): string {
  const pack = pointPackages.get(reason);
  if (pack) return reason === 'F01' ? pack.label : `포인트 충전 (${pack.label})`;
  if (cafeteriaTopUps.has(reason)) return `카페테리아 충전 (${cafeteriaTopUps.label(reason)})`;
  if (reason.startsWith('gift')) return '포인트 선물';
  if (reason.startsWith('spend')) return '포인트 사용';
  if (reason.startsWith('refund')) return '포인트 환불';
  if (reason === 'ad') return '채널 광고 보상';
  return '포인트 변동';
}

export function expReasonLabel(reason: string): string {
  return (
    activityRewards.label(reason) ??
    contentRewards.label(reason) ??
    newsSendCosts.label(reason) ??
    (reason.startsWith('quest') ? '퀘스트 보상' : '경험치 변동')
  );
}

export async function pointInfo(db: Db, userNo: number, paging: Paging) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(pointLedger)
      .where(eq(pointLedger.userNo, userNo))
      .orderBy(desc(pointLedger.createdAt), desc(pointLedger.entryNo))
      .limit(paging.size)
      .offset((paging.page - 1) * paging.size),
    db
      .select({
        balance: sql<number>`coalesce(sum(${pointLedger.delta}), 0)::int`,
        n: sql<number>`count(*)::int`,
      })
      .from(pointLedger)
      .where(eq(pointLedger.userNo, userNo)),
  ]);
  const list: LedgerEntry[] = rows.map((r) => ({
    ENTRY_NO: r.entryNo,
    DELTA: r.delta,
    REASON: r.reason,
    REASON_LABEL: pointReasonLabel(r.reason),
    MEMO: r.memo,
    CREATED_AT: r.createdAt.toISOString(),
  }));
  return { BALANCE: total?.balance ?? 0, list, has_more: paging.page * paging.size < (total?.n ?? 0) };
}

export async function expInfo(db: Db, userNo: number, paging: Paging) {
  const { profile } = await memberByNo(db, userNo);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(expLedger)
      .where(eq(expLedger.userNo, userNo))
      .orderBy(desc(expLedger.createdAt), desc(expLedger.entryNo))
      .limit(paging.size)
      .offset((paging.page - 1) * paging.size),
    db.select({ n: sql<number>`count(*)::int` }).from(expLedger).where(eq(expLedger.userNo, userNo)),
  ]);
  const progress = levelProgress(profile.exp);
  return {
    EXP: profile.exp,
    USER_LEVEL: progress.current.level,
    LEVEL_NAME: progress.current.name,
    NEXT_LEVEL: progress.next?.level ?? null,
    NEXT_LEVEL_NAME: progress.next?.name ?? null,
    NEXT_LEVEL_EXP: progress.next?.minExp ?? null,
    REMAINING: progress.remaining,
    PERCENT: progress.percent,
    list: rows.map(
      (r): LedgerEntry => ({
        ENTRY_NO: r.entryNo,
        DELTA: r.delta,
        REASON: r.reason,
        REASON_LABEL: expReasonLabel(r.reason),
        MEMO: null,
        CREATED_AT: r.createdAt.toISOString(),
      }),
    ),
    has_more: paging.page * paging.size < (total?.n ?? 0),
  };
}
