/**
 * The point and exp histories of the My page (`point_info`, `exp_info`): newest first, paged by
 * key, filtered by kind and month, each row with the balance it left. Entry order is the order
 * the balance changed in (a movement takes its balance row's lock before it takes its entry
 * number), so `BALANCE_AFTER` read down the list is the member's running balance.
 */
import {
  activityRewards,
  cafeteriaTopUps,
  contentRewards,
  giftconItems,
  type LedgerEntry,
  ledgerKinds,
  levelProgress,
  newsSendCosts,
  pointPackages,
  type profileApi,
  rewardRules,
} from '@sidequest/shared';
import { and, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { profiles } from '../profile/schema.js';
import { pointBalance } from './ledger.js';
import { expLedger, pointLedger } from './schema.js';

type LedgerQuery = profileApi.LedgerQuery;

/** What the history needs of a row to say it in words. */
interface LabelRow {
  kind: string;
  reason: string;
  delta: number;
}

/** The product a payment, refund or coupon row names, in words. */
function productLabel(reason: string): string | undefined {
  const pack = pointPackages.get(reason);
  if (pack && reason !== 'F01') return `포인트 충전 (${pack.label})`;
  if (cafeteriaTopUps.has(reason)) return `카페테리아 충전 (${cafeteriaTopUps.label(reason)})`;
  return undefined;
}

/**
 * Korean words for a point movement, by its kind first (a refund of a top-up names the top-up
 * but says it was cancelled), then its reason code; rows written before kinds existed fall back
 * to the reason's prefix.
 */
export function pointReasonLabel(r: LabelRow): string {
  const coupon = giftconItems.get(r.reason);
  switch (r.kind) {
    case 'topup':
      return productLabel(r.reason) ?? '포인트 충전';
    case 'refund':
      if (coupon) return `기프티콘 발송 실패 환불 (${coupon.label})`;
      return `충전 취소 (${productLabel(r.reason) ?? '포인트'})`;
    case 'spend':
      return coupon ? `기프티콘 구매 (${coupon.label})` : '포인트 사용';
    case 'gift':
      return r.delta < 0 ? '포인트 선물 보냄' : '포인트 선물 받음';
    case 'event':
      return '이벤트 보상';
    case 'quest':
      return '퀘스트 보상';
  }
  if (r.reason === 'F01') return pointPackages.get('F01').label;
  if (r.reason === 'ad') return '채널 광고 보상';
  return productLabel(r.reason) ?? rewardRules.label(r.reason) ?? '포인트 보상';
}

/** Korean words for an exp movement (the activity score), by kind, then the reward tables. */
export function expReasonLabel(r: LabelRow): string {
  switch (r.kind) {
    case 'topup':
      return productLabel(r.reason) ?? '충전 활동 점수';
    case 'refund':
      return `충전 취소 (${productLabel(r.reason) ?? '활동 점수'})`;
    case 'quest':
      return '퀘스트 보상';
    case 'event':
      return '이벤트 보상';
  }
  return (
    rewardRules.label(r.reason) ??
    activityRewards.label(r.reason) ??
    contentRewards.label(r.reason) ??
    newsSendCosts.label(r.reason) ??
    (r.reason.startsWith('quest') || /^Q[1-8]$/.test(r.reason) ? '퀘스트 보상' : '활동 점수 변동')
  );
}

/** `YYYY-MM` in Korean time as an instant range. Korea keeps UTC+9 all year (no summer time). */
export function seoulMonth(month: string): { from: Date; to: Date } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const KST = 9 * 3600_000;
  return { from: new Date(Date.UTC(y, m - 1, 1) - KST), to: new Date(Date.UTC(y, m, 1) - KST) };
}

type LedgerTable = typeof pointLedger | typeof expLedger;

async function ledgerPage(
  db: DbOrTx,
  table: LedgerTable,
  userNo: number,
  q: LedgerQuery,
  label: (row: LabelRow) => string,
) {
  const where: (SQL | undefined)[] = [eq(table.userNo, userNo)];
  if (q.before) where.push(lt(table.entryNo, q.before));
  if (q.kind) where.push(eq(table.kind, q.kind));
  if (q.month) {
    const { from, to } = seoulMonth(q.month);
    where.push(gte(table.createdAt, from), lt(table.createdAt, to));
  }
  // One row more than asked tells whether another page exists without counting.
  const rows = await db
    .select()
    .from(table)
    .where(and(...where))
    .orderBy(desc(table.entryNo))
    .limit(q.size + 1);
  const page = rows.slice(0, q.size);
  const has_more = rows.length > q.size;
  const list: LedgerEntry[] = page.map((r) => ({
    ENTRY_NO: r.entryNo,
    DELTA: r.delta,
    KIND: r.kind,
    KIND_LABEL: ledgerKinds.label(r.kind) ?? r.kind,
    REASON: r.reason,
    REASON_LABEL: label(r),
    MEMO: r.memo,
    BALANCE_AFTER: r.balanceAfter,
    CREATED_AT: r.createdAt.toISOString(),
  }));
  return { list, has_more, next_before: has_more ? (page.at(-1)?.entryNo ?? null) : null };
}

export async function pointInfo(db: DbOrTx, userNo: number, q: LedgerQuery) {
  const [balance, page] = await Promise.all([
    pointBalance(db, userNo),
    ledgerPage(db, pointLedger, userNo, q, pointReasonLabel),
  ]);
  return { BALANCE: balance, ...page };
}

export async function expInfo(db: DbOrTx, userNo: number, q: LedgerQuery) {
  const [[profile], page] = await Promise.all([
    db.select({ exp: profiles.exp }).from(profiles).where(eq(profiles.userNo, userNo)).limit(1),
    ledgerPage(db, expLedger, userNo, q, expReasonLabel),
  ]);
  const exp = profile?.exp ?? 0;
  const progress = levelProgress(exp);
  return {
    EXP: exp,
    USER_LEVEL: progress.current.level,
    LEVEL_NAME: progress.current.name,
    NEXT_LEVEL: progress.next?.level ?? null,
    NEXT_LEVEL_NAME: progress.next?.name ?? null,
    NEXT_LEVEL_EXP: progress.next?.minExp ?? null,
    REMAINING: progress.remaining,
    PERCENT: progress.percent,
    ...page,
  };
}
