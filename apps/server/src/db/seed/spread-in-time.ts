/**
 * Demo content is written in one second, so every card would say 방금 전. These move it back in
 * time so the feeds read like a community's last days: oldest first, a few hours apart, and the
 * replies of each item after it, in the order they were written.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../client.js';

type Published = 'lounge_posts' | 'magazine_articles';
const KEY: Record<Published, string> = { lounge_posts: 'post_no', magazine_articles: 'article_no' };
/** The reply column pointing at each kind of item. */
const REPLY_KEY: Record<Published, string> = { lounge_posts: 'post_no', magazine_articles: 'article_no' };

export async function spreadInTime(
  db: Db,
  table: Published,
  nos: number[],
  opts: { stepHours: number; newestHoursAgo: number },
): Promise<void> {
  const key = KEY[table];
  for (const [i, no] of nos.entries()) {
    const hoursAgo = opts.newestHoursAgo + (nos.length - 1 - i) * opts.stepHours;
    // Table and column names come from the constants above, never from input.
    await db.execute(sql`
      update ${sql.raw(table)}
      set created_at = now() - ${hoursAgo} * interval '1 hour',
          published_at = now() - ${hoursAgo} * interval '1 hour',
          updated_at = now() - ${hoursAgo} * interval '1 hour'
      where ${sql.raw(key)} = ${no}`);
    await spreadReplies(db, table, no);
  }
}

/** An item's replies after it, 37 minutes apart in the order they were written. */
export async function spreadReplies(db: Db, table: Published, no: number): Promise<void> {
  const key = KEY[table];
  const replyKey = REPLY_KEY[table];
  await db.execute(sql`
    update lounge_replies r
    set created_at = t.published_at + (o.rank * 37 + 12) * interval '1 minute'
    from ${sql.raw(table)} t,
      (select reply_no, row_number() over (order by reply_no) - 1 as rank
         from lounge_replies where ${sql.raw(replyKey)} = ${no}) o
    where t.${sql.raw(key)} = ${no} and r.reply_no = o.reply_no`);
}
