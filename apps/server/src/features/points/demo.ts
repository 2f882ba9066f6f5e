import type { LedgerKindCode } from '@sidequest/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../auth/schema.js';
import { moveExp, movePoints } from './ledger.js';
import { expLedger, pointLedger } from './schema.js';

interface DemoMove {
  /** Points or exp. */
  ledger: 'points' | 'exp';
  delta: number;
  kind: LedgerKindCode;
  reason: string;
  memo?: string;
  /** How long ago it happened, so the eight-week chart has a shape. */
  daysAgo: number;
}

/**
 * Point and exp histories for a few demo members (by e-mail, so the part works whoever created
 * them), oldest first. Top-ups, gifts, quests and events come from their own features' demos;
 * these are the rewards and spends around them. 데모메이커 stays unverified, so no F01 here.
 */
const DEMO_HISTORIES: { email: string; moves: DemoMove[] }[] = [
  {
    email: 'demo@sidequest.kr',
    moves: [
      { ledger: 'exp', delta: 100, kind: 'reward', reason: 'D34', daysAgo: 48 },
      {
        ledger: 'points',
        delta: 3,
        kind: 'reward',
        reason: 'ad',
        memo: '채널 메시지 광고 보상',
        daysAgo: 41,
      },
      { ledger: 'exp', delta: 50, kind: 'reward', reason: 'D33', daysAgo: 33 },
      {
        ledger: 'points',
        delta: 2,
        kind: 'reward',
        reason: 'ad',
        memo: '채널 메시지 광고 보상',
        daysAgo: 26,
      },
      {
        ledger: 'points',
        delta: -3,
        kind: 'spend',
        reason: 'spend:boost',
        memo: '모집글 부스트 (3일)',
        daysAgo: 19,
      },
      { ledger: 'exp', delta: 50, kind: 'reward', reason: 'D33', daysAgo: 12 },
      { ledger: 'points', delta: 1, kind: 'reward', reason: 'ad', memo: '채널 메시지 광고 보상', daysAgo: 6 },
      { ledger: 'exp', delta: 100, kind: 'reward', reason: 'D34', daysAgo: 2 },
    ],
  },
  {
    email: 'jiwoo.kim@sidequest.kr',
    moves: [
      {
        ledger: 'points',
        delta: 5,
        kind: 'event',
        reason: 'event',
        memo: '출석 체크 이벤트 보상',
        daysAgo: 38,
      },
      { ledger: 'exp', delta: 200, kind: 'reward', reason: '02', daysAgo: 30 },
      { ledger: 'points', delta: -2, kind: 'spend', reason: 'spend:news', memo: '소식 보내기', daysAgo: 16 },
      { ledger: 'points', delta: 2, kind: 'reward', reason: 'ad', memo: '채널 메시지 광고 보상', daysAgo: 9 },
      { ledger: 'exp', delta: 100, kind: 'reward', reason: 'D34', daysAgo: 4 },
    ],
  },
  {
    email: 'minjun.lee@sidequest.kr',
    moves: [
      { ledger: 'exp', delta: 300, kind: 'reward', reason: 'D29', daysAgo: 45 },
      {
        ledger: 'points',
        delta: 3,
        kind: 'reward',
        reason: 'ad',
        memo: '채널 메시지 광고 보상',
        daysAgo: 20,
      },
      { ledger: 'exp', delta: 500, kind: 'reward', reason: 'D30', daysAgo: 11 },
      {
        ledger: 'points',
        delta: -1,
        kind: 'spend',
        reason: 'spend:boost',
        memo: '모집글 부스트 (1일)',
        daysAgo: 3,
      },
    ],
  },
];

/**
 * Dates a new demo row back, unless an earlier entry of the member is newer than that (another
 * feature's demo moved their points today): the history is read in entry order, and its dates
 * must not go backwards down the list.
 */
async function dateBack(
  db: Db,
  table: typeof pointLedger | typeof expLedger,
  userNo: number,
  entryNo: number,
  daysAgo: number,
) {
  const at = sql`now() - make_interval(days => ${daysAgo})`;
  await db
    .update(table)
    .set({ createdAt: at })
    .where(
      and(
        eq(table.entryNo, entryNo),
        sql`not exists (select 1 from ${table} e where e.user_no = ${userNo}
          and e.entry_no < ${entryNo} and e.created_at > ${at})`,
      ),
    );
}

/**
 * Idempotent: every movement has a ref, so a second run moves nothing; only a movement made by
 * this run is dated back (in order, so the running balances still read down the history).
 */
export async function seedDemoPoints(db: Db): Promise<void> {
  const rows = await db
    .select({ userNo: users.userNo, email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        DEMO_HISTORIES.map((h) => h.email),
      ),
    );
  const byEmail = new Map(rows.map((r) => [r.email, r.userNo]));
  for (const history of DEMO_HISTORIES) {
    const userNo = byEmail.get(history.email);
    if (!userNo) continue; // that demo member is not part of this build
    for (const [i, m] of history.moves.entries()) {
      const movement = {
        userNo,
        delta: m.delta,
        kind: m.kind,
        reason: m.reason,
        memo: m.memo ?? null,
        ref: `demo-points:${history.email}:${m.ledger}:${i}`,
      };
      // No level-up notification for history made up before the demo starts.
      const result = m.ledger === 'points' ? await movePoints(db, movement) : await moveExp(db, movement);
      if (result.applied)
        await dateBack(
          db,
          m.ledger === 'points' ? pointLedger : expLedger,
          userNo,
          result.entryNo,
          m.daysAgo,
        );
    }
  }
}
