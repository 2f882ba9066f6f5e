/**
 * Expo rows for the query-plan test (issue 15 item 8), beside `plan-data.ts`: 20k approved booths
 * (their owners from the generated members), 100k supports over the last two weeks, 20k reviews
 * and likes, and forums of 20k threads, one booth holding 2,000 of them and one thread 5,000
 * replies, and 26 frozen weeks with their winners, so the lists that page by key are read where
 * a key matters.
 */
import type pg from 'pg';

export const PLAN_BOOTHS = 20_000;

export interface ExpoPlanFixture {
  /** The booth with the busy forum. */
  boothNo: number;
  /** A past week with a frozen ranking (26 weeks are frozen, 50 booths each). */
  week: string;
  /** Its thread with the long reply list. */
  threadNo: number;
}

export async function generateExpoPlanData(pool: pg.Pool): Promise<ExpoPlanFixture> {
  const db = await pool.connect();
  try {
    await db.query('set synchronous_commit = off');
    const {
      rows: [range],
    } = await db.query<{ lo: number; hi: number }>(
      `select min(user_no)::int as lo, max(user_no)::int as hi from users where status = 'active'`,
    );
    const lo = range!.lo;
    const span = range!.hi - lo;
    await db.query(
      `insert into booths (owner_no, status, name, pitch, intro_text, domain, created_at, approved_at, updated_at)
       select u.user_no, 'approved', '플랜 부스 ' || g, '한 줄 소개', repeat('소개 ', 30),
              lpad(((g % 20) + 1)::text, 2, '0'), now() - (g % 60 + 1) * interval '1 day',
              now() - (g % 60) * interval '1 day' - interval '7 hours', now()
       from generate_series(1, $1::int) g
       join users u on u.user_no = $2::int + g`,
      [PLAN_BOOTHS, lo],
    );
    await db.query(
      `insert into booth_members (booth_no, user_no, role)
       select booth_no, owner_no, 'owner' from booths where name like '플랜 부스 %'`,
    );
    const {
      rows: [first],
    } = await db.query<{ no: number }>(
      `select min(booth_no)::int as no from booths where name like '플랜 부스 %'`,
    );
    const b0 = first!.no;
    // Supports, likes and reviews from members far from the owners' range; one per member and booth.
    await db.query(
      `insert into booth_supports (booth_no, user_no, supporter_joined_at, supporter_level, created_at)
       select $1::int + (g % $2::int), $3::int + 30000 + (g % 60000), now() - interval '400 days', 1 + g % 10,
              now() - (g % 1209600) * interval '1 second'
       from generate_series(1, 100000) g
       on conflict do nothing`,
      [b0, PLAN_BOOTHS, lo],
    );
    await db.query(
      `insert into booth_likes (booth_no, user_no, created_at)
       select booth_no, user_no, created_at from booth_supports where support_no % 5 = 0 and booth_no >= $1`,
      [b0],
    );
    await db.query(
      `insert into booth_reviews (booth_no, user_no, rating, body, created_at)
       select booth_no, user_no, 1 + support_no % 5, '써 보니 좋았어요', created_at
       from booth_supports where support_no % 5 = 1 and booth_no >= $1`,
      [b0],
    );
    await db.query(
      `update booths b set support_count = s.n from
         (select booth_no, count(*)::int as n from booth_supports group by booth_no) s
       where s.booth_no = b.booth_no`,
    );
    // Threads: 2,000 in the first booth, the rest spread; 5,000 replies on one of the first booth's.
    await db.query(
      `insert into booth_forum_threads (booth_no, author_no, title, body, created_at)
       select case when g <= 2000 then $1::int else $1::int + (g % $2::int) end,
              $3::int + 30000 + (g % 60000), '질문 ' || g, '본문', now() - g * interval '1 minute'
       from generate_series(1, 20000) g`,
      [b0, PLAN_BOOTHS, lo],
    );
    const {
      rows: [busy],
    } = await db.query<{ no: number }>(
      `select max(thread_no)::int as no from booth_forum_threads where booth_no = $1`,
      [b0],
    );
    await db.query(
      `insert into booth_forum_replies (thread_no, author_no, body, created_at)
       select $1::int, $2::int + 30000 + (g % ${Math.max(1, Math.min(60000, span - 30000))}), '답글 ' || g,
              now() - (5000 - g) * interval '1 second'
       from generate_series(1, 5000) g`,
      [busy!.no, lo],
    );
    await db.query(`update booth_forum_threads set reply_count = 5000 where thread_no = $1`, [busy!.no]);
    // Half a year of frozen weeks and their winners, as the snapshot job leaves them.
    await db.query(
      `insert into expo_week_ranks (week_start, booth_no, rank, score, supporters, reviewers)
       select (date_trunc('week', now())::date - 7 * w), $1::int + w * 50 + r, r, 1000 - r, 100 - r, 10
       from generate_series(1, 26) w, generate_series(1, 50) r`,
      [b0],
    );
    await db.query(
      `insert into expo_hall_of_fame (week_start, booth_no, score)
       select week_start, booth_no, score from expo_week_ranks where rank = 1`,
    );
    const {
      rows: [past],
    } = await db.query<{ week: string }>(
      `select to_char(max(week_start), 'YYYY-MM-DD') as week from expo_week_ranks`,
    );
    await db.query('analyze');
    return { boothNo: b0, threadNo: busy!.no, week: past!.week };
  } finally {
    db.release();
  }
}
