/**
 * The read quest (reference 3.27, Q2): scrolling past half of an article completes it once per
 * person per article and grants exp. The client's word alone is not enough: the page view first
 * gets a token (read_start), and progress counts only with that token, for that person and
 * article, at ratio ≥ 0.5 and at least MAGAZINE_READ_MIN_SECONDS after the token was issued.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  dailyQuests,
  MAGAZINE_READ_EXP,
  MAGAZINE_READ_MIN_SECONDS,
  MAGAZINE_READ_PERCENT,
  MAGAZINE_READ_TOKEN_HOURS,
} from '@sidequest/shared';
import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { fail } from '../../lib/app-error.js';
import type { DomainEvents } from '../../lib/domain-events.js';
import { seoulDay } from '../../lib/seoul-day.js';
import type { UserRow } from '../auth/sessions.js';
import { moveExp } from '../points/ledger.js';
import { ARTICLE_NOT_FOUND } from './articles.js';
import { visibleArticle } from './reading.js';
import { magazineArticles, magazineReadTokens, questActions } from './schema.js';

const ACTION = 'magazine_read';
const QUEST_CODE = dailyQuests.items.find((q) => q.action === ACTION)!.code;
const TOKEN_TTL_MS = MAGAZINE_READ_TOKEN_HOURS * 60 * 60 * 1000;

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

async function isDone(db: Db, userNo: number, articleNo: number): Promise<boolean> {
  const rows = await db
    .select({ n: questActions.actionNo })
    .from(questActions)
    .where(
      and(
        eq(questActions.userNo, userNo),
        eq(questActions.action, ACTION),
        eq(questActions.refNo, articleNo),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function readStart(db: Db, user: UserRow, articleNo: number) {
  const [article] = await db
    .select({ no: magazineArticles.articleNo })
    .from(magazineArticles)
    .where(and(eq(magazineArticles.articleNo, articleNo), visibleArticle()))
    .limit(1);
  if (!article) throw fail('NOT_FOUND', ARTICLE_NOT_FOUND);
  if (await isDone(db, user.userNo, articleNo)) {
    return { token: null, done: true, min_seconds: MAGAZINE_READ_MIN_SECONDS };
  }
  // Tokens of page views long closed are of no use to anyone: the member's old ones go now.
  await db
    .delete(magazineReadTokens)
    .where(
      and(
        eq(magazineReadTokens.userNo, user.userNo),
        lt(magazineReadTokens.startedAt, new Date(Date.now() - TOKEN_TTL_MS)),
      ),
    );
  const token = randomBytes(24).toString('base64url');
  await db.insert(magazineReadTokens).values({ tokenHash: hash(token), userNo: user.userNo, articleNo });
  return { token, done: false, min_seconds: MAGAZINE_READ_MIN_SECONDS };
}

export async function readProgress(
  db: Db,
  events: DomainEvents,
  user: UserRow,
  input: { quest_no: number; token: string; ratio: number },
) {
  const [row] = await db
    .select()
    .from(magazineReadTokens)
    .where(eq(magazineReadTokens.tokenHash, hash(input.token)))
    .limit(1);
  const now = Date.now();
  if (
    !row ||
    row.userNo !== user.userNo ||
    row.articleNo !== input.quest_no ||
    now - row.startedAt.getTime() > TOKEN_TTL_MS
  ) {
    if (await isDone(db, user.userNo, input.quest_no)) {
      return { completed: true, newly: false, exp: 0, wait_ms: 0 };
    }
    throw fail('READ_TOKEN_INVALID');
  }
  if (input.ratio * 100 < MAGAZINE_READ_PERCENT)
    return { completed: false, newly: false, exp: 0, wait_ms: 0 };
  const elapsed = now - row.startedAt.getTime();
  const minMs = MAGAZINE_READ_MIN_SECONDS * 1000;
  if (elapsed < minMs) return { completed: false, newly: false, exp: 0, wait_ms: minMs - elapsed };
  const result = await db.transaction(async (tx) => {
    // The unique (user, action, article) row decides who completes: two tabs finishing together
    // grant the exp once.
    const added = await tx
      .insert(questActions)
      .values({
        userNo: user.userNo,
        action: ACTION,
        questCode: QUEST_CODE,
        refNo: input.quest_no,
        day: seoulDay(new Date(now)),
      })
      .onConflictDoNothing()
      .returning({ no: questActions.actionNo });
    await tx.delete(magazineReadTokens).where(eq(magazineReadTokens.tokenHash, row.tokenHash));
    if (added.length === 0) return { completed: true, newly: false, exp: 0, wait_ms: 0 };
    const moved = await moveExp(tx, {
      userNo: user.userNo,
      delta: MAGAZINE_READ_EXP,
      kind: 'quest',
      reason: QUEST_CODE,
      ref: `${ACTION}:${user.userNo}:${input.quest_no}`,
    });
    return { completed: true, newly: true, exp: moved.applied ? MAGAZINE_READ_EXP : 0, wait_ms: 0 };
  });
  if (result.newly) await events.emit('article.read', { userNo: user.userNo, articleNo: input.quest_no });
  return result;
}
