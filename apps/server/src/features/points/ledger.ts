/**
 * The bank of the product: the only code that changes a point balance or a member's exp.
 *
 * Every movement is one ledger row with its idempotency key (`ref`, unique) and the balance it
 * left (`balance_after`), written in the same transaction as the balance itself:
 *
 * - points: `point_balances` holds one row per member. A credit upserts it; a spend is one
 *   `UPDATE … SET balance = balance - n WHERE balance >= n`, which takes the row lock, so
 *   concurrent spends queue on the row and at most the balance is spent (E003 for the rest).
 * - exp: `profiles.exp` is the balance (every card reads it there); the same rules apply, and a
 *   movement that crosses a level threshold reports it so the caller can emit `member.levelUp`
 *   after its commit.
 *
 * A repeated `ref` is not an error: the movement already happened, so the call answers
 * `applied: false` with the row that did, and changes nothing. The functions take a transaction
 * (`Tx`) when the caller has its own (a spend that pays for a boost commits with the boost) and
 * open one otherwise.
 */
import { type LedgerKindCode, levelForExp } from '@sidequest/shared';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { fail } from '../../lib/app-error.js';
import type { DomainEvents } from '../../lib/domain-events.js';
import { profiles } from '../profile/schema.js';
import type {} from './events.js';
import { expLedger, pointBalances, pointLedger } from './schema.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** A database or a transaction: both run the statements below. */
export type DbOrTx = Db | Tx;

export interface Movement {
  userNo: number;
  /** Positive credits, negative spends; a whole, non-zero number of points (or exp). */
  delta: number;
  kind: LedgerKindCode;
  /** A catalogue or our own reason code (P03, D29, gift, boost …), shown as words in the history. */
  reason: string;
  /** Idempotency key, unique across the ledger: the same key never moves twice. */
  ref: string;
  memo?: string | null;
}

export interface PointResult {
  /** false when `ref` had already moved: nothing changed this time. */
  applied: boolean;
  entryNo: number;
  /** The balance after the movement (for a repeat, after the original). */
  balance: number;
}

export interface ExpResult extends PointResult {
  /** Levels before and after, when this movement changed the level. */
  levelUp: { from: number; to: number; name: string } | null;
}

/** Raised inside the transaction to undo the balance change when the ref turns out to be taken. */
class AlreadyMoved extends Error {}

const MAX_MOVE = 100_000_000;

function checkMovement(m: Movement): void {
  if (!Number.isSafeInteger(m.delta) || m.delta === 0 || Math.abs(m.delta) > MAX_MOVE) {
    throw fail('VALIDATION', '포인트는 0이 아닌 정수만 움직일 수 있어요.');
  }
  if (!m.ref || m.ref.length > 200 || m.ref.includes('\u0000')) {
    throw fail('VALIDATION', '포인트 기록의 참조값이 올바르지 않아요.');
  }
}

function inTx<T>(db: DbOrTx, run: (tx: DbOrTx) => Promise<T>): Promise<T> {
  // A nested `transaction` becomes a savepoint, so a repeat rolls back only its own balance change.
  return (db as Db).transaction((tx) => run(tx));
}

async function existingPoint(db: DbOrTx, ref: string): Promise<PointResult> {
  const [row] = await db
    .select({ entryNo: pointLedger.entryNo, balance: pointLedger.balanceAfter })
    .from(pointLedger)
    .where(eq(pointLedger.ref, ref))
    .limit(1);
  if (!row) throw new Error(`ledger ref ${ref} vanished`);
  return { applied: false, entryNo: row.entryNo, balance: row.balance };
}

/**
 * Moves points. A spend below zero throws E003 (the seed's "insufficient points") and moves
 * nothing. Safe to retry with the same `ref`.
 */
export async function movePoints(db: DbOrTx, m: Movement): Promise<PointResult> {
  checkMovement(m);
  try {
    return await inTx(db, async (tx) => {
      let balance: number;
      if (m.delta > 0) {
        const [row] = await tx
          .insert(pointBalances)
          .values({ userNo: m.userNo, balance: m.delta })
          .onConflictDoUpdate({
            target: pointBalances.userNo,
            set: { balance: sql`${pointBalances.balance} + ${m.delta}`, updatedAt: sql`now()` },
          })
          .returning({ balance: pointBalances.balance });
        balance = row!.balance;
      } else {
        const [row] = await tx
          .update(pointBalances)
          .set({ balance: sql`${pointBalances.balance} + ${m.delta}`, updatedAt: sql`now()` })
          .where(and(eq(pointBalances.userNo, m.userNo), sql`${pointBalances.balance} >= ${-m.delta}`))
          .returning({ balance: pointBalances.balance });
        if (!row) {
          // A repeat of a spend that went through earlier is not a shortage.
          const [seen] = await tx
            .select({ n: pointLedger.entryNo })
            .from(pointLedger)
            .where(eq(pointLedger.ref, m.ref))
            .limit(1);
          if (seen) throw new AlreadyMoved();
          throw fail('E003');
        }
        balance = row.balance;
      }
      const [entry] = await tx
        .insert(pointLedger)
        .values({
          userNo: m.userNo,
          delta: m.delta,
          kind: m.kind,
          reason: m.reason,
          ref: m.ref,
          memo: m.memo ?? null,
          balanceAfter: balance,
        })
        .onConflictDoNothing({ target: pointLedger.ref })
        .returning({ entryNo: pointLedger.entryNo });
      if (!entry) throw new AlreadyMoved();
      return { applied: true, entryNo: entry.entryNo, balance };
    });
  } catch (err) {
    if (err instanceof AlreadyMoved) return existingPoint(db, m.ref);
    throw err;
  }
}

/**
 * Moves exp and keeps `profiles.exp` equal to the ledger's sum. Exp never goes below zero: a
 * cost larger than the member's exp throws E003 as points do.
 */
export async function moveExp(db: DbOrTx, m: Movement): Promise<ExpResult> {
  checkMovement(m);
  try {
    return await inTx(db, async (tx) => {
      const [row] = await tx
        .update(profiles)
        .set({ exp: sql`${profiles.exp} + ${m.delta}` })
        .where(and(eq(profiles.userNo, m.userNo), sql`${profiles.exp} + ${m.delta} >= 0`))
        .returning({ exp: profiles.exp });
      if (!row) {
        const [seen] = await tx
          .select({ n: expLedger.entryNo })
          .from(expLedger)
          .where(eq(expLedger.ref, m.ref))
          .limit(1);
        if (seen) throw new AlreadyMoved();
        throw fail('E003', '활동 점수가 부족해요.');
      }
      const [entry] = await tx
        .insert(expLedger)
        .values({
          userNo: m.userNo,
          delta: m.delta,
          kind: m.kind,
          reason: m.reason,
          ref: m.ref,
          memo: m.memo ?? null,
          balanceAfter: row.exp,
        })
        .onConflictDoNothing({ target: expLedger.ref })
        .returning({ entryNo: expLedger.entryNo });
      if (!entry) throw new AlreadyMoved();
      const before = levelForExp(row.exp - m.delta);
      const after = levelForExp(row.exp);
      return {
        applied: true,
        entryNo: entry.entryNo,
        balance: row.exp,
        levelUp:
          after.level > before.level ? { from: before.level, to: after.level, name: after.name } : null,
      };
    });
  } catch (err) {
    if (err instanceof AlreadyMoved) {
      const [row] = await db
        .select({ entryNo: expLedger.entryNo, balance: expLedger.balanceAfter })
        .from(expLedger)
        .where(eq(expLedger.ref, m.ref))
        .limit(1);
      return { applied: false, entryNo: row!.entryNo, balance: row!.balance, levelUp: null };
    }
    throw err;
  }
}

/**
 * Takes the balance row locks of several members in one order (by member number) before a
 * transaction moves points between them. Without it, a gift from A to B and one from B to A at
 * the same moment each hold one row and wait for the other: PostgreSQL breaks the deadlock by
 * failing one of them.
 *
 * Every member gets a row first (a zero balance, nothing moved). Locking only the rows that
 * exist is not enough: a row another transaction commits after this one looked (a first top-up)
 * would be locked later, out of order, by the movement itself, and close the same cycle.
 */
export async function lockBalances(tx: DbOrTx, userNos: readonly number[]): Promise<void> {
  const members = [...new Set(userNos)].sort((a, b) => a - b);
  if (members.length < 2) return;
  await tx
    .insert(pointBalances)
    .values(members.map((userNo) => ({ userNo, balance: 0 })))
    .onConflictDoNothing({ target: pointBalances.userNo });
  await tx
    .select({ userNo: pointBalances.userNo })
    .from(pointBalances)
    .where(inArray(pointBalances.userNo, members))
    .orderBy(asc(pointBalances.userNo))
    .for('update');
}

/** The member's point balance (0 for someone who never held points). */
export async function pointBalance(db: DbOrTx, userNo: number): Promise<number> {
  const [row] = await db
    .select({ balance: pointBalances.balance })
    .from(pointBalances)
    .where(eq(pointBalances.userNo, userNo))
    .limit(1);
  return row?.balance ?? 0;
}

/** Whether a ref has already moved points (a payment credited, a reward claimed). */
export async function pointsMoved(db: DbOrTx, ref: string): Promise<boolean> {
  const [row] = await db
    .select({ n: pointLedger.entryNo })
    .from(pointLedger)
    .where(eq(pointLedger.ref, ref))
    .limit(1);
  return Boolean(row);
}

/**
 * `moveExp` in its own transaction, then `member.levelUp` when it crossed a threshold. For a
 * movement inside a caller's transaction, call `moveExp` and `announceLevelUp` after the commit.
 */
export async function grantExp(db: Db, events: DomainEvents, m: Movement): Promise<ExpResult> {
  const result = await moveExp(db, m);
  await announceLevelUp(events, m.userNo, result);
  return result;
}

export async function announceLevelUp(
  events: DomainEvents,
  userNo: number,
  result: ExpResult,
): Promise<void> {
  if (result.levelUp) await events.emit('member.levelUp', { userNo, ...result.levelUp });
}
