import { type QueryHistoryItem, searchApi } from '@sidequest/shared';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { searchQueries } from './schema.js';

const { SEARCH_HISTORY_MAX } = searchApi;

/**
 * A member's recent searches: one row per distinct query (searching it again moves it to the top),
 * the newest SEARCH_HISTORY_MAX kept. Visitors have none; nothing about them is stored.
 */
export async function rememberQuery(db: Db, userNo: number, query: string): Promise<void> {
  await db
    .insert(searchQueries)
    .values({ userNo, query })
    .onConflictDoUpdate({
      target: [searchQueries.userNo, searchQueries.query],
      set: { searchedAt: sql`now()` },
    });
  await db.execute(sql`delete from search_queries where user_no = ${userNo} and history_no not in
    (select history_no from search_queries where user_no = ${userNo}
     order by searched_at desc, history_no desc limit ${SEARCH_HISTORY_MAX})`);
}

export async function listQueries(db: Db, userNo: number): Promise<QueryHistoryItem[]> {
  const rows = await db
    .select()
    .from(searchQueries)
    .where(eq(searchQueries.userNo, userNo))
    .orderBy(desc(searchQueries.searchedAt), desc(searchQueries.historyNo))
    .limit(SEARCH_HISTORY_MAX);
  return rows.map((r) => ({
    history_no: r.historyNo,
    query: r.query,
    searched_at: r.searchedAt.toISOString(),
  }));
}

/** Removes one of the member's own searches; someone else's number removes nothing. */
export async function forgetQuery(db: Db, userNo: number, historyNo: number): Promise<void> {
  await db
    .delete(searchQueries)
    .where(and(eq(searchQueries.userNo, userNo), eq(searchQueries.historyNo, historyNo)));
}

export async function forgetAllQueries(db: Db, userNo: number): Promise<void> {
  await db.delete(searchQueries).where(eq(searchQueries.userNo, userNo));
}
