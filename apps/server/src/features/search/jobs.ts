import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { memberChanged } from './subscribers.js';

/** How often members whose suspension ended are shown again. */
export const SUSPENSION_SWEEP_MS = 10 * 60 * 1000;

/**
 * A suspension ends by the clock, with no event: every few minutes the members whose suspension
 * ended since the last sweep are read again (sources.ts shows them once none is in force).
 */
export function startSearchJobs(db: Db, log: { error(obj: unknown, msg?: string): void }): () => void {
  let since = new Date();
  const timer = setInterval(async () => {
    const until = new Date();
    try {
      const result = (await db.execute(sql`select distinct user_no from posting_suspensions
        where (ends_at > ${since.toISOString()}::timestamptz and ends_at <= ${until.toISOString()}::timestamptz)
           or (lifted_at > ${since.toISOString()}::timestamptz and lifted_at <= ${until.toISOString()}::timestamptz)`)) as unknown as {
        rows: { user_no: number }[];
      };
      for (const r of result.rows) await memberChanged(db, Number(r.user_no));
      since = until;
    } catch (err) {
      log.error({ err }, '[search] suspension sweep failed');
    }
  }, SUSPENSION_SWEEP_MS);
  timer.unref();
  return () => clearInterval(timer);
}
