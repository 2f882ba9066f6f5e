#!/usr/bin/env node
// `npm run bench:lounge`: the lounge feed, the magazine list and the profile page at 100,000 posts.
// Generates authors (each with careers, an education and works), posts (a tenth of them polls with
// options and votes), reactions, likes, follows and magazine articles straight in SQL
// (generate_series), then measures POST /api/mgmt_lounge/postings (first page, a tag, a deep
// cursor page, logged in), POST /api/profile/load_following_post, POST /api/mgmt_quest/list and
// GET /api/profile/load_resume against a primary-key lookup reference (a bare Fastify route running
// one raw query by post_no) in the same run, each server in its own process (bench/lib.mjs).
// Prints req/s, p50, p99, the ratios against the reference and the server CPU per request.
// PGlite by default; DATABASE_URL for PostgreSQL. BENCH_POSTS (else BENCH_ROWS, default 100000)
// sets the size, so `BENCH_POSTS=1000` then `BENCH_POSTS=100000` measures growth; BENCH_SECONDS
// and BENCH_CONNECTIONS tune the load.
import { loungePostTags } from '@sidequest/shared';
import { sql } from 'drizzle-orm';
import {
  benchSize,
  CONNECTIONS,
  DURATION,
  openBenchDatabase,
  postJson,
  registerViewer,
  rowsOf,
  runAndPrint,
  startServers,
} from './lib.mjs';

const POSTS = benchSize('BENCH_POSTS', 100_000);
const AUTHORS = Math.max(100, Math.round(POSTS / 50));
const ARTICLES = Math.max(100, Math.round(POSTS / 10));
const EMAIL_DOMAIN = 'bench-lounge.sidequest.kr';
/** How deep the deep-cursor row starts: 250 pages of 20, or as deep as a small set allows. */
const DEEP_ROWS = 5000;

const TAGS = [...loungePostTags.codes];
const tagArray = sql`array[${sql.join(
  TAGS.map((t) => sql`${t}`),
  sql`, `,
)}]::text[]`;

const bench = await openBenchDatabase('lounge');
const { database, db } = bench;

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
  // The profile page: every author has two careers (one current), an education and three works.
  await db.execute(sql`
    insert into careers (user_no, company, title, job_code, start_ym, end_ym, description)
    select u.user_no, '회사 ' || k, '개발자', '0101', (2018 + k)::text || '-03',
      case when k = 1 then null else '2022-12' end, '서비스를 만들었어요.'
    from users u cross join generate_series(0, 1) k where u.email like ${`%@${EMAIL_DOMAIN}`}`);
  await db.execute(sql`
    insert into educations (user_no, school_name, status, start_ym, end_ym)
    select user_no, '사이드대학교', '졸업', '2012-03', '2016-02' from users where email like ${`%@${EMAIL_DOMAIN}`}`);
  await db.execute(sql`
    insert into works (user_no, title, category, description, link_url, sort_order)
    select u.user_no, '작업물 ' || k, '01', '사이드 프로젝트로 만든 앱이에요.', 'https://example.com/' || k, k
    from users u cross join generate_series(0, 2) k where u.email like ${`%@${EMAIL_DOMAIN}`}`);
  // The magazine: articles in a few categories and tags, 2% drafts, 1% deleted.
  await db.execute(sql`
    insert into magazine_articles (user_no, status, category, title, subtitle, slug, body_html,
      body_text, tags, published_at, created_at, deleted_at)
    select ${lo}::int + (n * 11) % ${AUTHORS}::int,
      case when n % 50 = 0 then 'draft' else 'published' end,
      (array['21', '22', '08'])[1 + n % 3],
      n || '번째 아티클', '사이드 프로젝트 이야기', 'article-' || n,
      '<p>' || repeat('매주 배포하며 배운 점을 적어요. ', 1 + n % 10) || '</p>',
      repeat('매주 배포하며 배운 점을 적어요. ', 1 + n % 10),
      array['회고', '태그' || (n % 20)],
      case when n % 50 = 0 then null else now() - (n * interval '7 minutes') end,
      now() - (n * interval '7 minutes'),
      case when n % 100 = 3 then now() end
    from generate_series(1, ${ARTICLES}::int) n`);
  for (const t of [
    'users',
    'profiles',
    'lounge_posts',
    'lounge_polls',
    'lounge_poll_options',
    'lounge_votes',
    'lounge_reactions',
    'follows',
    'careers',
    'educations',
    'works',
    'magazine_articles',
  ]) {
    await db.execute(sql.raw(`analyze ${t}`));
  }
  console.log(`generated ${POSTS} posts in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}

await generate();

const [{ lo, hi }] = rowsOf(
  await db.execute(sql`select min(post_no)::int as lo, max(post_no)::int as hi from lounge_posts`),
);
// A cursor as deep as the set allows, up to 250 pages: the keyset continues from that row without
// counting past it. (A fixed offset of 5,000 found no row below about 5,200 posts.)
const [{ visible }] = rowsOf(
  await db.execute(sql`select count(*)::int as visible from lounge_posts
    where status = 'published' and deleted_at is null and hidden_at is null`),
);
const deepRows = Math.max(0, Math.min(DEEP_ROWS, visible - 21));
const [{ deep }] = rowsOf(
  await db.execute(sql`select post_no as deep from lounge_posts
    where status = 'published' and deleted_at is null and hidden_at is null
    order by published_at desc, post_no desc offset ${deepRows} limit 1`),
);
const [{ nickname }] = rowsOf(
  await db.execute(sql`select nickname from users where email = ${`w1@${EMAIL_DOMAIN}`}`),
);
const [{ n: postCount }] = rowsOf(await db.execute(sql`select count(*)::int as n from lounge_posts`));

const servers = await startServers(bench, {
  reference: {
    lo,
    hi,
    query: (no) => sql`select p.post_no, p.tag, p.body_text, p.like_count, u.nickname
      from lounge_posts p join users u on u.user_no = p.user_no where p.post_no = ${no}`,
  },
});
const base = servers.urls.app;

// A logged-in member who follows 30 authors (as generated), the profile's author among them.
const { viewerNo, cookie } = await registerViewer(base);
await servers.query(sql`insert into follows (follower_no, followee_no)
  select ${viewerNo}, user_no from users where email like ${`%@${EMAIL_DOMAIN}`} order by user_no limit 30`);

const feed = `${base}/api/mgmt_lounge/postings`;
const magazine = `${base}/api/mgmt_quest/list`;
const profile = { url: `${base}/api/profile/load_resume?nickname=${encodeURIComponent(nickname)}` };
const runs = [
  ['primary-key lookup, bare route + raw query (reference)', { url: `${servers.urls.reference}/pk` }],
  ['feed, first page (20 cards), visitor', postJson(feed, {})],
  ['feed, first page, logged in (like and follow state)', postJson(feed, {}, { cookie })],
  ['feed, tag 04 인사이트', postJson(feed, { tag: '04' })],
  [`feed, cursor ${Math.round(deepRows / 20)} pages deep`, postJson(feed, { cursor: String(deep) })],
  [
    'following feed (30 followed authors)',
    postJson(`${base}/api/profile/load_following_post`, {}, { cookie }),
  ],
  ['magazine list, first page (20 cards)', postJson(magazine, {})],
  ['magazine list, tag, logged in', postJson(magazine, { tag: '태그3' }, { cookie })],
  ['profile page (resume), visitor', profile],
  ['profile page (resume), logged in', { ...profile, headers: { cookie } }],
];

console.log(
  `사이드퀘스트 lounge bench — ${postCount} posts, ${ARTICLES} articles, ${DURATION}s × ${CONNECTIONS} connections, database: ${database.kind}, node ${process.version}`,
);
await runAndPrint(runs);

await servers.stop();
await bench.close();
