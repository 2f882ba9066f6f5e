#!/usr/bin/env node
// `npm run bench:projects`: the project list, page and recommendations at BENCH_PROJECTS gatherings
// (default 50,000; BENCH_ROWS sets every bench's size, so `BENCH_ROWS=1000` then `100000` measures
// growth). Generates leaders, projects and their role slots straight in SQL (generate_series; the
// Korean search keys come from a pool of title/introduction/tech combinations computed with the
// app's own normalizeSearchText and searchGrams, exactly as posting stores them), then measures the
// list and search (filters, 1-, 2- and 3+-character keywords, 초성, a job, deep pages), the project
// page overview and the recommendations, against a primary-key lookup reference (a bare Fastify
// route running one raw query by project_no) in the same run. The servers run in child processes
// (bench/lib.mjs); "not cached" rows use a second app with the caches off (NODE_ENV=test), so every
// request also counts, seeks by OFFSET and ranks. PGlite by default; DATABASE_URL for PostgreSQL.
// BENCH_SECONDS (8) and BENCH_CONNECTIONS (20) tune it.
import { domains, jobs, normalizeSearchText, regions, searchGrams, skillTags } from '@sidequest/shared';
import { sql } from 'drizzle-orm';
import {
  benchSize,
  CONNECTIONS,
  DURATION,
  openBenchDatabase,
  PLACES,
  postJson,
  registerViewer,
  rowsOf,
  runAndPrint,
  startServers,
  TOPICS,
} from './lib.mjs';

const PROJECTS = benchSize('BENCH_PROJECTS', 50_000);
/** The deep page measured: page 40, or as deep as a small set allows. */
const DEEP_PAGE = 40;
const LEADERS = Math.max(100, Math.round(PROJECTS / 10));
const EMAIL_DOMAIN = 'bench-projects.sidequest.kr';

const pgArray = (values) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

// ---------------------------------------------------------------------------------------------
// Pools: believable titles, introductions and stacks, with their search keys computed by the app.

const KINDS = ['사이드 프로젝트', '함께 만들기', '스터디', '해커톤 팀', 'MVP 만들기'];
const NEEDS = [
  '프론트엔드 개발자를 찾고 있어요.',
  '백엔드 개발자와 함께하고 싶어요.',
  'UI/UX 디자이너를 모십니다.',
  '서비스 기획자와 마케터를 찾아요.',
  '데이터 분석가가 필요해요.',
  'iOS와 안드로이드 개발자를 기다려요.',
];
const STACKS = [
  ['react', 'typescript', 'nextjs'],
  ['java', 'spring', 'postgresql'],
  ['figma', 'notion'],
  ['python', 'pytorch', 'fastapi'],
  ['swift', 'firebase'],
  ['kotlin', 'firebase'],
  ['nodejs', 'docker'],
  ['react', 'nodejs'],
].map((s) => s.filter((code) => skillTags.has(code)));

/** The posting code's search keys (apps/server/src/features/project/post/service.ts). */
function searchFields(title, introText, tech) {
  const techLabels = tech.map((code) => `${skillTags.label(code) ?? ''} ${code}`).join(' ');
  return {
    searchText: normalizeSearchText(`${title} ${introText} ${techLabels}`),
    searchGrams: searchGrams(title, introText, techLabels),
  };
}

const combos = [];
for (const topic of TOPICS)
  for (const kind of KINDS)
    for (const place of PLACES)
      for (const need of NEEDS) {
        const tech = STACKS[combos.length % STACKS.length];
        const title = `${topic} ${kind}`;
        const intro = `${place}에서 ${topic}을 만들고 있어요. ${need} 주말마다 만나서 출시까지 함께 가요.`;
        const keys = searchFields(title, intro, tech);
        combos.push({ i: combos.length, title, intro, tech, st: keys.searchText, sg: keys.searchGrams });
      }

// ---------------------------------------------------------------------------------------------

const bench = await openBenchDatabase('projects');
const { database, db } = bench;

const REGIONS = regions.codes.filter((c) => c !== 'KR00');
const DOMAINS = [...domains.codes];
const JOBS = jobs.codes.filter((c) => c !== '0000');

async function generate() {
  const [{ n: have }] = rowsOf(
    await db.execute(sql`select count(*)::int as n from projects p join users u on u.user_no = p.leader_no
      where u.email like ${`%@${EMAIL_DOMAIN}`}`),
  );
  if (have >= PROJECTS) {
    console.log(`${have} bench projects already in the database; reusing them.`);
    return;
  }
  if (have > 0) throw new Error(`a partial bench set (${have} projects) exists; use a fresh database`);
  const t0 = Date.now();
  await db.execute(sql`drop table if exists bench_combos`);
  await db.execute(
    sql`create unlogged table bench_combos (i int primary key, title text, intro text, tech text[], st text, sg text[])`,
  );
  for (let k = 0; k < combos.length; k += 1000) {
    const chunk = JSON.stringify(combos.slice(k, k + 1000));
    await db.execute(sql`insert into bench_combos select * from json_to_recordset(${chunk}::json)
      as x(i int, title text, intro text, tech text[], st text, sg text[])`);
  }
  const C = combos.length;
  await db.execute(sql`
    insert into users (email, nickname, chat_uid, status)
    select 'l' || n || ${`@${EMAIL_DOMAIN}`}, '리더' || n, md5('bench-projects' || n), 'active'
    from generate_series(1, ${LEADERS}::int) n`);
  const [{ lo }] = rowsOf(
    await db.execute(sql`select min(user_no)::int as lo from users where email like ${`%@${EMAIL_DOMAIN}`}`),
  );
  // Mostly recruiting gatherings; 5% drafts, 1% deleted and 10% complete, as a live site would have.
  await db.execute(sql`
    insert into projects (leader_no, type, title, domain, meeting_mode, region, phase, status, tech,
      introduction_html, introduction_text, search_text, search_grams, views, likes, news_at,
      published_at, created_at, updated_at, deleted_at)
    select ${lo}::int + (n % ${LEADERS}::int),
      lpad((1 + n % 3)::text, 2, '0'),
      c.title,
      (${pgArray(DOMAINS)})[1 + (n * 13) % ${DOMAINS.length}],
      case when n % 5 = 0 then '01' else '02' end,
      case when n % 5 = 0 then 'KR00' else (${pgArray(REGIONS)})[1 + (n * 31) % ${REGIONS.length}] end,
      lpad((1 + n % 4)::text, 2, '0'),
      case when n % 20 = 0 then '99' when n % 10 = 3 then '05' else lpad((1 + n % 3)::text, 2, '0') end,
      c.tech,
      '<p>' || c.intro || '</p>', c.intro, c.st, c.sg,
      (n * 7) % 500, (n * 3) % 40,
      case when n % 15 = 0 then now() - ((n % 10) || ' days')::interval end,
      case when n % 20 = 0 then null else now() - (n * interval '7 minutes') end,
      now() - (n * interval '7 minutes'), now(),
      case when n % 100 = 1 then now() end
    from generate_series(1, ${PROJECTS}::int) n
    join bench_combos c on c.i = (n * 7919) % ${C}`);
  // One to three slots each; some full, so "recruiting only" really narrows. The open-jobs trigger
  // is set aside for the bulk insert and its result written in one statement (as the migration does).
  await db.execute(sql`alter table project_slots disable trigger project_slots_open_jobs`);
  await db.execute(sql`
    insert into project_slots (project_no, job_code, capacity, filled, sort_order)
    select p.project_no, (${pgArray(JOBS)})[1 + (p.project_no * 7 + k * 11) % ${JOBS.length}],
      1 + (p.project_no + k) % 3,
      least(1 + (p.project_no + k) % 3, (p.project_no * (k + 1)) % 4),
      k
    from projects p
    join users u on u.user_no = p.leader_no and u.email like ${`%@${EMAIL_DOMAIN}`}
    cross join lateral generate_series(0, p.project_no % 3) k`);
  await db.execute(sql`update projects p set open_jobs = s.jobs from (select project_no,
      array_agg(distinct job_code order by job_code) as jobs from project_slots where filled < capacity
      group by project_no) s where s.project_no = p.project_no`);
  await db.execute(sql`alter table project_slots enable trigger project_slots_open_jobs`);
  await db.execute(sql`drop table bench_combos`);
  await db.execute(sql`analyze users`);
  await db.execute(sql`analyze projects`);
  await db.execute(sql`analyze project_slots`);
  console.log(`generated ${PROJECTS} projects in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}

await generate();

const [{ lo, hi }] = rowsOf(
  await db.execute(sql`select min(project_no)::int as lo, max(project_no)::int as hi from projects`),
);
// The deep page of the type-01 list: page 40, or the last full page of a small set.
const [{ n: type01 }] = rowsOf(
  await db.execute(sql`select count(*)::int as n from projects
    where type = '01' and status <> '99' and deleted_at is null`),
);
const deepPage = Math.max(2, Math.min(DEEP_PAGE, Math.floor(type01 / 20)));
const deepOffset = (deepPage - 1) * 20;
// A published project for the page overview: the newest listed one.
const [{ shown }] = rowsOf(
  await db.execute(sql`select project_no as shown from projects where status <> '99' and deleted_at is null
    order by published_at desc nulls last, project_no desc limit 1`),
);
const [{ n: projectCount }] = rowsOf(await db.execute(sql`select count(*)::int as n from projects`));
const [{ n: slotCount }] = rowsOf(await db.execute(sql`select count(*)::int as n from project_slots`));

const servers = await startServers(bench, {
  reference: {
    lo,
    hi,
    query: (no) => sql`select p.project_no, p.title, p.region, p.views, u.nickname
      from projects p join users u on u.user_no = p.leader_no where p.project_no = ${no}`,
  },
  // The same app with its caches off (as in tests): every request counts, pages by OFFSET, ranks.
  apps: { app: {}, uncached: { NODE_ENV: 'test' } },
});
const base = servers.urls.app;

// A logged-in web frontend developer in Seoul, interested in two domains, for the recommendations.
const { viewerNo, cookie } = await registerViewer(base);
await servers.query(sql`update users set main_job = '04', main_job_d = '0401', sub_job = '05', sub_job_d = '0501'
  where user_no = ${viewerNo}`);
await servers.query(sql`update profiles set join_step = null, region = 'KR01',
  interests = array[${DOMAINS[0]}, ${DOMAINS[3]}]::text[] where user_no = ${viewerNo}`);
await servers.query(sql`insert into favourites (user_no, target_type, target_no, source)
  select ${viewerNo}, 'project', project_no, 'tutorial' from projects where status <> '99' and deleted_at is null
  order by project_no limit 3 on conflict do nothing`);

const search = postJson;
const api = `${base}/api/find_project/search`;
const apiUncached = `${servers.urls.uncached}/api/find_project/search`;
// Scrolling down to the deep page once stores each page's boundary: the cached app then seeks.
for (let offset = 0; offset < deepOffset; offset += 20) {
  const res = await fetch(api, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ type: '01', offset }),
  });
  if (!res.ok) throw new Error(`scrolling to page ${deepPage}: ${res.status}`);
}
const overview = (headers = {}) =>
  postJson(`${base}/api/find_project/overview`, { project_no: shown }, headers);
const recommend = `/api/find_project/recommend`;
const runs = [
  ['primary-key lookup, bare route + raw query (reference)', { url: `${servers.urls.reference}/pk` }],
  ['new_all, first page', { url: `${base}/api/find_project/new_all?offset=0` }],
  ['search, no filter (first page)', search(api, {})],
  ['search, no filter, count not cached', search(apiUncached, {})],
  ['search, region KR01 + recruiting only', search(api, { location: 'KR01', recruting_only: true })],
  [
    'search, region KR01 + recruiting only, count not cached',
    search(apiUncached, { location: 'KR01', recruting_only: true }),
  ],
  ['search, open slot for 0401, count not cached', search(apiUncached, { recruting: '0401' })],
  ['search, 1-syllable keyword 앱, count not cached', search(apiUncached, { keyword: '앱' })],
  ['search, 2-syllable keyword 맛집', search(api, { keyword: '맛집' })],
  ['search, 2-syllable keyword 맛집, count not cached', search(apiUncached, { keyword: '맛집' })],
  ['search, 초성 keyword ㄱㄱㅂ', search(api, { keyword: 'ㄱㄱㅂ' })],
  ['search, 초성 keyword ㄱㄱㅂ, count not cached', search(apiUncached, { keyword: 'ㄱㄱㅂ' })],
  ['search, 3+ character keyword 프론트엔드', search(api, { keyword: '프론트엔드' })],
  [
    'search, 3+ character keyword 프론트엔드, count not cached',
    search(apiUncached, { keyword: '프론트엔드' }),
  ],
  ['search, type 01, page 1', search(api, { type: '01' })],
  [
    `search, type 01, page ${deepPage} after scrolling (seek)`,
    search(api, { type: '01', offset: deepOffset }),
  ],
  [
    `search, type 01, page ${deepPage} cold link (OFFSET), not cached`,
    search(apiUncached, { type: '01', offset: deepOffset }),
  ],
  ['project page overview, visitor', overview()],
  ['project page overview, logged in', overview({ cookie })],
  ['recommend, logged-in frontend developer', { url: `${base}${recommend}`, headers: { cookie } }],
  [
    'recommend, logged-in, not cached (ranked per request)',
    { url: `${servers.urls.uncached}${recommend}`, headers: { cookie } },
  ],
  ['recommend, visitor', { url: `${base}${recommend}` }],
];

console.log(
  `사이드퀘스트 projects bench — ${projectCount} projects, ${slotCount} slots, ${DURATION}s × ${CONNECTIONS} connections, database: ${database.kind}, node ${process.version}`,
);
await runAndPrint(runs);

await servers.stop();
await bench.close();
