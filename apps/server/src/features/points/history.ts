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
  type LedgerEntry,
  ledgerKinds,
  levelProgress,
  newsSendCosts,
  pointPackages,
  type profileApi,
} from '@sidequest/shared';
import { and, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { profiles } from '../profile/schema.js';
import { pointBalance } from './ledger.js';
import { expLedger, pointLedger } from './schema.js';

type LedgerQuery = profileApi.LedgerQuery;

/** Korean words for a ledger reason: catalogue codes by their label, our own reasons by prefix. */
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
    (cafeteriaTopUps.has(reason) ? `카페테리아 충전 (${cafeteriaTopUps.label(reason)})` : null) ??
    (reason.startsWith('quest') ? '퀘스트 보상' : '경험치 변동')
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
  label: (reason: string) => string,
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
    REASON_LABEL: label(r.reason),
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
