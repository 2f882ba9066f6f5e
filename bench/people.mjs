#!/usr/bin/env node
// `npm run bench:people`: the people directory at 100,000 members. Generates the members straight in
// SQL (generate_series; the Korean search keys come from small pools computed with the app's own
// searchGrams), then measures load_profiles with filters, with a 2-syllable keyword, a 초성 keyword,
// a 3+ character keyword, a 1-syllable keyword and a rare name, page 40 by offset and by cursor, and
// load_profiles_match (cached per viewer, and not), against a primary-key lookup reference (a bare
// Fastify route running one raw query by user_no) in the same run. Prints req/s, p50, p99 and the
// ratio against the reference. PGlite by default; DATABASE_URL for a PostgreSQL server.
// BENCH_MEMBERS (default 100000), BENCH_SECONDS (8), BENCH_CONNECTIONS (20) tune it.
import { normalizeSearchText, searchGrams } from '@sidequest/shared';
import { sql } from 'drizzle-orm';
import { getChoseong } from 'es-hangul';
import { buildApp } from '../apps/server/dist/app.js';
import { profileSearchFields } from '../apps/server/dist/features/profile/search-fields.js';
import { createStorage } from '../apps/server/dist/lib/storage/index.js';
import {
  CONNECTIONS,
  DURATION,
  FAMILY,
  GIVEN,
  listen,
  openBenchDatabase,
  PLACES,
  pkReference,
  ROLES,
  registerViewer,
  rowsOf,
  runAndPrint,
  TOPICS,
} from './lib.mjs';

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 100_000);
const EMAIL_DOMAIN = 'bench.sidequest.kr';

// ---------------------------------------------------------------------------------------------
// Pools: believable nicknames and introductions, with their search keys computed by the app.

const WISHES = [
  '함께할 팀원을 찾고 있어요.',
  '주말에 같이 만들 분을 기다려요.',
  '퇴근 후 온라인으로 함께해요.',
  '출시까지 같이 가실 분 환영해요.',
];

const stems = FAMILY.flatMap((f) => GIVEN.map((g) => f + g)).map((stem, i) => {
  const cho = getChoseong(stem).replace(/[^ㄱ-ㅎ]/g, '');
  const choGrams = [];
  for (let k = 0; k + 1 < cho.length; k++) choGrams.push(cho[k] + cho[k + 1]);
  return { i, stem, cho: choGrams };
});
const intros = [];
for (const place of PLACES)
  for (const role of ROLES)
    for (const topic of TOPICS)
      for (const wish of WISHES) {
        const intro = `${place}에서 일하는 ${role}예요. ${topic} 만들기에 도전하고 있어요. ${wish}`;
        intros.push({ i: intros.length, intro, norm: normalizeSearchText(intro), grams: searchGrams(intro) });
      }

// ---------------------------------------------------------------------------------------------

const bench = await openBenchDatabase('people');
const { config, database, db } = bench;

async function generate() {
  const [{ n: have }] = rowsOf(
    await db.execute(sql`select count(*)::int as n from users where email like ${`%@${EMAIL_DOMAIN}`}`),
  );
  if (have >= MEMBERS) {
    console.log(`${have} bench members already in the database; reusing them.`);
    return;
  }
  if (have > 0) throw new Error(`a partial bench set (${have} members) exists; use a fresh database`);
  const t0 = Date.now();
  await db.execute(sql`drop table if exists bench_stems, bench_intros`);
  await db.execute(sql`create unlogged table bench_stems (i int primary key, stem text, cho text[])`);
  await db.execute(
    sql`create unlogged table bench_intros (i int primary key, intro text, norm text, grams text[])`,
  );
  await db.execute(sql`insert into bench_stems select * from json_to_recordset(${JSON.stringify(stems)}::json)
    as x(i int, stem text, cho text[])`);
  for (let k = 0; k < intros.length; k += 1000) {
    const chunk = JSON.stringify(intros.slice(k, k + 1000));
    await db.execute(sql`insert into bench_intros select * from json_to_recordset(${chunk}::json)
      as x(i int, intro text, norm text, grams text[])`);
  }
  const S = stems.length;
  const I = intros.length;
  // Jobs: the main job group spread like a real community (more developers and designers).
  await db.execute(sql`
    insert into users (email, nickname, chat_uid, main_job, main_job_d, sub_job, sub_job_d, status)
    select 'm' || n || ${`@${EMAIL_DOMAIN}`}, s.stem || n, md5('bench' || n),
      j.g, j.g || lpad((1 + (n * 7) % 7)::text, 2, '0'),
      case when n % 3 = 0 then sj.g end, case when n % 3 = 0 then sj.g || '01' end,
      case when n % 100 = 0 then 'withdrawn' else 'active' end
    from generate_series(1, ${MEMBERS}::int) n
    join bench_stems s on s.i = n % ${S}
    join (select row_number() over () - 1 as k, g from unnest(array['01','02','02','03','03','04','04','04','05','05','05','06','07']) g) j
      on j.k = n % 13
    join (select row_number() over () - 1 as k, g from unnest(array['01','02','03','04','05']) g) sj
      on sj.k = n % 5`);
  await db.execute(sql`
    insert into profiles (user_no, member_type, join_step, join_completed_at, age, gender, region, meeting_mode,
      available_days, available_time, skill_level, experience_years, interests, skills, mbti, status_line,
      introduction, exp, ci_verified_at, phone_verified_at, search_text, search_grams, last_active_at)
    select u.user_no,
      lpad((1 + u.user_no % 3)::text, 2, '0'),
      case when u.user_no % 50 = 0 then 2 end,
      now(),
      lpad((1 + u.user_no % 5)::text, 2, '0'),
      lpad((u.user_no % 3)::text, 2, '0'),
      case when (u.user_no * 7) % 4 = 0 then 'KR00' else 'KR' || lpad((1 + (u.user_no * 31) % 19)::text, 2, '0') end,
      case when (u.user_no * 7) % 4 = 0 then '01' when u.user_no % 3 = 0 then '02' else '00' end,
      lpad((u.user_no % 3)::text, 2, '0'),
      lpad(((u.user_no * 5) % 4)::text, 2, '0'),
      lpad(((u.user_no * 11) % 6)::text, 2, '0'),
      lpad(((u.user_no * 13) % 5)::text, 2, '0'),
      array[lpad((1 + (u.user_no * 13) % 21)::text, 2, '0'), lpad((1 + (u.user_no * 17) % 21)::text, 2, '0')],
      string_to_array((array['react,typescript,nextjs', 'java,spring,postgresql', 'figma,framer,notion',
        'python,pytorch,fastapi', 'swift,ios,firebase', 'kotlin,android,firebase', 'notion,jira,excel',
        'nodejs,nestjs,docker'])[1 + (u.user_no * 3) % 8], ','),
      (array['INTJ','ENFP','ISTJ','ENTP','INFP','ESTJ','ISFJ','ENFJ'])[1 + u.user_no % 8],
      case when u.user_no % 6 = 0 then null else lpad((1 + u.user_no % 5)::text, 2, '0') end,
      i.intro,
      (u.user_no * 37) % 6000,
      case when u.user_no % 5 = 0 then now() end,
      case when u.user_no % 5 in (0, 1) then now() end,
      lower(u.nickname) || ' ' || i.norm,
      array(select distinct g from unnest(
        array(select substr(lower(u.nickname), k, 2) from generate_series(1, char_length(u.nickname) - 1) k)
        || array(select (regexp_matches(u.nickname, '[가-힣]', 'g'))[1])
        || s.cho || i.grams) g),
      now() - ((u.user_no * 7919) % 525600) * interval '1 minute'
    from users u
    join bench_stems s on s.i = substring(u.nickname from '[0-9]+$')::int % ${S}
    join bench_intros i on i.i = (u.user_no * 17) % ${I}
    where u.email like ${`%@${EMAIL_DOMAIN}`}`);
  // Follows, skewed so that some members have many followers (power law-ish), ~3 per member.
  const [{ lo, hi }] = rowsOf(
    await db.execute(
      sql`select min(user_no)::int as lo, max(user_no)::int as hi from users where email like ${`%@${EMAIL_DOMAIN}`}`,
    ),
  );
  await db.execute(sql`
    insert into follows (follower_no, followee_no)
    select f, t from (
      select ${lo}::int + floor(random() * (${hi}::int - ${lo}::int))::int as f,
             ${lo}::int + floor(power(random(), 3) * (${hi}::int - ${lo}::int))::int as t
      from generate_series(1, ${MEMBERS * 3}::int)
    ) x where f <> t
    on conflict do nothing`);
  await db.execute(sql`drop table bench_stems, bench_intros`);
  await db.execute(sql`analyze users`);
  await db.execute(sql`analyze profiles`);
  await db.execute(sql`analyze follows`);
  console.log(`generated ${MEMBERS} members in ${((Date.now() - t0) / 1000).toFixed(1)} s`);

  // The SQL-built search keys must be exactly what the app stores for the same text.
  const sample = rowsOf(
    await db.execute(sql`select u.nickname, p.introduction, p.search_text, p.search_grams from users u
      join profiles p on p.user_no = u.user_no where u.email like ${`%@${EMAIL_DOMAIN}`} limit 5`),
  );
  for (const r of sample) {
    const want = profileSearchFields(r.nickname, r.introduction);
    const grams = Array.isArray(r.search_grams)
      ? r.search_grams
      : String(r.search_grams).slice(1, -1).split(',');
    if (
      want.searchText !== r.search_text ||
      [...want.searchGrams].sort().join() !== [...grams].sort().join()
    ) {
      throw new Error(`search keys differ from the app's for ${r.nickname}`);
    }
  }
}

await generate();

const app = await buildApp({ config, database, storage: createStorage(config), logger: false });
const base = await listen(app);
// The same app with the directory's count cache and the recommendations cache off (as in tests):
// the worst case, where every request also counts its matches or ranks its candidates.
const uncachedApp = await buildApp({
  config: { ...config, NODE_ENV: 'test' },
  database,
  storage: createStorage(config),
  logger: false,
});
const uncached = await listen(uncachedApp);

// The reference: the same app database, one raw primary-key query per request, no plugins.
const [{ lo, hi }] = rowsOf(
  await db.execute(sql`select min(user_no)::int as lo, max(user_no)::int as hi from users`),
);
const { app: bare, url: bareUrl } = await pkReference(
  db,
  lo,
  hi,
  (no) => sql`select u.user_no, u.nickname, u.img_url, p.region, p.exp
    from users u join profiles p on p.user_no = u.user_no where u.user_no = ${no}`,
);

// A logged-in planner in Seoul for the recommendations.
const { viewerNo, cookie } = await registerViewer(base);
await db.execute(sql`update users set main_job = '02', main_job_d = '0201' where user_no = ${viewerNo}`);
await db.execute(sql`update profiles set join_step = null, region = 'KR01', meeting_mode = '00',
  interests = array['13', '21'], skills = array['notion', 'figma'] where user_no = ${viewerNo}`);
// Tutorial picks feed the ranking; give the viewer a few.
await db.execute(sql`insert into favourites (user_no, target_type, target_no, source)
  select ${viewerNo}, 'user', user_no, 'tutorial' from users where email like ${`%@${EMAIL_DOMAIN}`}
  and status = 'active' order by user_no limit 5 on conflict do nothing`);

const api = (q) => `${base}/api/profile/load_profiles?${q}`;
// Page 40 by cursor: walk the 39 pages before it once, as a reader pressing 더보기 would.
const DEEP_FILTER = 'job_group=04&meeting_mode=01&limit=24';
let deepCursor = '';
for (let page = 1; page < 40; page++) {
  const body = await (await fetch(api(`${DEEP_FILTER}${deepCursor ? `&cursor=${deepCursor}` : ''}`))).json();
  if (!body.next_cursor) break;
  deepCursor = encodeURIComponent(body.next_cursor);
}
// A rare name: one member's whole nickname (3+ characters: trigram index).
const [{ nickname: rareName }] = rowsOf(
  await db.execute(sql`select nickname from users where user_no = ${Math.floor((lo + hi) / 2)}`),
);
const apiUncached = (q) => `${uncached}/api/profile/load_profiles?${q}`;
const enc = encodeURIComponent;
const runs = [
  ['primary-key lookup, bare route + raw query (reference)', { url: `${bareUrl}/pk` }],
  ['load_profiles, first page, no filter', { url: api('limit=24') }],
  [
    'load_profiles, filters (job group + region + days)',
    { url: api('job_group=03&region=KR02&available_days=02&limit=24') },
  ],
  [
    'load_profiles, filters, page 40 (offset 960)',
    { url: api('job_group=04&meeting_mode=01&offset=960&limit=24') },
  ],
  ['load_profiles, filters, page 40 by cursor', { url: api(`${DEEP_FILTER}&cursor=${deepCursor}`) }],
  [
    'load_profiles, filters, count not cached',
    { url: apiUncached('job_group=03&region=KR02&available_days=02&limit=24') },
  ],
  ['load_profiles, 2-syllable keyword 맛집', { url: api(`keyword=${enc('맛집')}&limit=24`) }],
  [
    'load_profiles, 2-syllable keyword 맛집, count not cached',
    { url: apiUncached(`keyword=${enc('맛집')}&limit=24`) },
  ],
  [
    'load_profiles, 2-syllable keyword 판교 + job group',
    { url: api(`keyword=${enc('판교')}&job_group=05&limit=24`) },
  ],
  ['load_profiles, 초성 keyword ㄱㅈㅇ', { url: api(`keyword=${enc('ㄱㅈㅇ')}&limit=24`) }],
  [
    'load_profiles, 초성 keyword ㄱㅈㅇ, count not cached',
    { url: apiUncached(`keyword=${enc('ㄱㅈㅇ')}&limit=24`) },
  ],
  ['load_profiles, 3+ character keyword 프론트엔드', { url: api(`keyword=${enc('프론트엔드')}&limit=24`) }],
  ['load_profiles, 1-syllable keyword 앱', { url: api(`keyword=${enc('앱')}&limit=24`) }],
  [
    'load_profiles, 1-syllable keyword 앱, count not cached',
    { url: apiUncached(`keyword=${enc('앱')}&limit=24`) },
  ],
  ['load_profiles, rare name, count not cached', { url: apiUncached(`keyword=${enc(rareName)}&limit=24`) }],
  [
    'load_profiles_match, logged-in planner',
    { url: `${base}/api/profile/load_profiles_match?limit=8`, headers: { cookie } },
  ],
  ['load_profiles_match, visitor', { url: `${base}/api/profile/load_profiles_match?limit=8` }],
  [
    'load_profiles_match, logged-in, not cached',
    { url: `${uncached}/api/profile/load_profiles_match?limit=8`, headers: { cookie } },
  ],
];

const [{ n: memberCount }] = rowsOf(await db.execute(sql`select count(*)::int as n from users`));
console.log(
  `사이드퀘스트 people bench — ${memberCount} members, ${DURATION}s × ${CONNECTIONS} connections, database: ${database.kind}, node ${process.version}`,
);
await runAndPrint(runs);

await app.close();
await uncachedApp.close();
await bare.close();
await bench.close();
