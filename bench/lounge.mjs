#!/usr/bin/env node
// `npm run bench:lounge`: the lounge feed at 100,000 posts. Generates authors, posts (a tenth of
// them polls with options and votes), reactions, likes and follows straight in SQL
// (generate_series), then measures POST /api/mgmt_lounge/postings (first page, a tag, a deep
// cursor page, logged in) and POST /api/profile/load_following_post against a primary-key lookup
// reference (a bare Fastify route running one raw query by post_no) in the same run. Prints req/s,
// p50, p99 and the ratio against the reference. PGlite by default; DATABASE_URL for PostgreSQL.
// BENCH_POSTS (default 100000), BENCH_SECONDS (8), BENCH_CONNECTIONS (20) tune it.
import { loungePostTags } from '@sidequest/shared';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/dist/app.js';
import { createStorage } from '../apps/server/dist/lib/storage/index.js';
import {
  CONNECTIONS,
  cannon,
  DURATION,
  listen,
  openBenchDatabase,
  pkReference,
  postJson,
  registerViewer,
  rowsOf,
  runAndPrint,
} from './lib.mjs';

const POSTS = Number(process.env.BENCH_POSTS ?? 100_000);
const AUTHORS = Math.max(100, Math.round(POSTS / 50));
const EMAIL_DOMAIN = 'bench-lounge.sidequest.kr';

const TAGS = [...loungePostTags.codes];
const tagArray = sql`array[${sql.join(
  TAGS.map((t) => sql`${t}`),
  sql`, `,
)}]::text[]`;

const bench = await openBenchDatabase('lounge');
const { config, database, db } = bench;

async function generate() {
  const [{ n: have }] = rowsOf(
    await db.execute(sql`select count(*)::int as n from lounge_posts p join users u on u.user_no = p.user_no
      where u.email like ${`%@${EMAIL_DOMAIN}`}`),
  );
  if (have >= POSTS) {
    console.log(`${have} bench posts already in the database; reusing them.`);
    return;
  }
  if (have > 0) throw new Error(`a partial bench set (${have} posts) exists; use a fresh database`);
  const t0 = Date.now();
  await db.execute(sql`
    insert into users (email, nickname, chat_uid, status)
    select 'w' || n || ${`@${EMAIL_DOMAIN}`}, '라운지' || n, md5('bench-lounge' || n), 'active'
    from generate_series(1, ${AUTHORS}::int) n`);
  await db.execute(sql`
    insert into profiles (user_no, join_step, exp)
    select user_no, null, (user_no * 37) % 3000 from users where email like ${`%@${EMAIL_DOMAIN}`}
    on conflict do nothing`);
  const [{ lo }] = rowsOf(
    await db.execute(sql`select min(user_no)::int as lo from users where email like ${`%@${EMAIL_DOMAIN}`}`),
  );
  // A live lounge: 3% drafts, 1% deleted, 0.2% hidden; every tenth post a poll; bodies of
  // 80–400 characters so about half the cards are cut at 120.
  await db.execute(sql`
    insert into lounge_posts (user_no, status, post_type, tag, body_html, body_text, like_count,
      reply_count, published_at, created_at, updated_at, deleted_at, hidden_at)
    select ${lo}::int + (n * 7) % ${AUTHORS}::int,
      case when n % 33 = 0 then 'draft' else 'published' end,
      case when n % 10 = 0 then '03' else '01' end,
      (${tagArray})[1 + (n * 13) % ${TAGS.length}],
      '<p>' || repeat('사이드 프로젝트 ' || n || '번째 이야기를 나눠요. ', 1 + n % 8) || '</p>',
      repeat('사이드 프로젝트 ' || n || '번째 이야기를 나눠요. ', 1 + n % 8),
      (n * 7) % 40, (n * 3) % 12,
      case when n % 33 = 0 then null else now() - (n * interval '3 minutes') end,
      now() - (n * interval '3 minutes'), now(),
      case when n % 100 = 1 then now() end,
      case when n % 500 = 2 then now() end
    from generate_series(1, ${POSTS}::int) n`);
  await db.execute(sql`
    insert into lounge_polls (post_no, multiple, ends_at)
    select post_no, post_no % 3 = 0, case when post_no % 2 = 0 then now() + interval '3 days' end
    from lounge_posts where post_type = '03'`);
  await db.execute(sql`
    insert into lounge_poll_options (post_no, sort_order, label)
    select p.post_no, k, '선택지 ' || (k + 1) from lounge_polls p cross join generate_series(0, 2 + p.post_no % 3) k`);
  await db.execute(sql`
    insert into lounge_votes (post_no, option_no, user_no)
    select o.post_no, o.option_no, ${lo}::int + (o.option_no * 11 + v) % ${AUTHORS}::int
    from lounge_poll_options o cross join generate_series(0, 2) v
    where o.sort_order = (o.post_no + v) % 3
    on conflict do nothing`);
  await db.execute(sql`
    insert into lounge_reactions (post_no, user_no, emote)
    select p.post_no, ${lo}::int + (p.post_no * 5 + k) % ${AUTHORS}::int, lpad((1 + (p.post_no + k) % 5)::text, 2, '0')
    from lounge_posts p cross join generate_series(0, p.post_no % 4) k
    on conflict do nothing`);
  await db.execute(sql`
    insert into follows (follower_no, followee_no)
    select ${lo}::int + a, ${lo}::int + (a * 17 + k) % ${AUTHORS}::int
    from generate_series(0, ${AUTHORS - 1}::int) a cross join generate_series(1, 30) k
    where a <> (a * 17 + k) % ${AUTHORS}::int
    on conflict do nothing`);
  for (const t of [
    'users',
    'profiles',
    'lounge_posts',
    'lounge_polls',
    'lounge_poll_options',
    'lounge_votes',
  ]) {
    await db.execute(sql.raw(`analyze ${t}`));
  }
  await db.execute(sql`analyze lounge_reactions`);
  await db.execute(sql`analyze follows`);
  console.log(`generated ${POSTS} posts in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}

await generate();

const app = await buildApp({ config, database, storage: createStorage(config), logger: false });
const base = await listen(app);

const [{ lo, hi }] = rowsOf(
  await db.execute(sql`select min(post_no)::int as lo, max(post_no)::int as hi from lounge_posts`),
);
const { app: bare, url: bareUrl } = await pkReference(
  db,
  lo,
  hi,
  (no) => sql`select p.post_no, p.tag, p.body_text, p.like_count, u.nickname
    from lounge_posts p join users u on u.user_no = p.user_no where p.post_no = ${no}`,
);

// A logged-in member who follows 30 authors (as generated) and liked some posts.
const { viewerNo, cookie } = await registerViewer(base);
await db.execute(sql`insert into follows (follower_no, followee_no)
  select ${viewerNo}, user_no from users where email like ${`%@${EMAIL_DOMAIN}`} order by user_no limit 30`);

// A cursor about 250 pages deep: the keyset continues from that row without counting past it.
const [{ deep }] = rowsOf(
  await db.execute(sql`select post_no as deep from lounge_posts
    where status = 'published' and deleted_at is null and hidden_at is null
    order by published_at desc, post_no desc offset 5000 limit 1`),
);

const call = postJson;
const feed = `${base}/api/mgmt_lounge/postings`;
const runs = [
  ['primary-key lookup, bare route + raw query (reference)', { url: `${bareUrl}/pk` }],
  ['feed, first page (20 cards), visitor', call(feed, {})],
  ['feed, first page, logged in (like and follow state)', call(feed, {}, { cookie })],
  ['feed, tag 04 인사이트', call(feed, { tag: '04' })],
  ['feed, cursor 250 pages deep', call(feed, { cursor: String(deep) })],
  ['following feed (30 followed authors)', call(`${base}/api/profile/load_following_post`, {}, { cookie })],
];

const [{ n: postCount }] = rowsOf(await db.execute(sql`select count(*)::int as n from lounge_posts`));
console.log(
  `사이드퀘스트 lounge bench — ${postCount} posts, ${DURATION}s × ${CONNECTIONS} connections, database: ${database.kind}, node ${process.version}`,
);
// Warm-up (JIT, connection pool, caches) so the first measured row is not the slowest by accident.
await cannon({ ...call(feed, {}), duration: 2 });
await runAndPrint(runs);

await app.close();
await bare.close();
await bench.close();
