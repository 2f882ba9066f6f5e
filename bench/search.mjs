#!/usr/bin/env node
// `npm run bench:search` (builds first): the one search (features/search/query.ts) at BENCH_DOCS
// documents of each kind (100k × 6 kinds), written straight in SQL from pools whose Korean keys the
// app computes (searchGrams). Times the first page with every tab's count, and a tab's next page,
// for a 2-syllable word, a 초성 word, a 3+ character word, a tech alias (리액트 = React), a rare word
// and a suggestion, against a primary-key lookup of one document in the same run; prints the
// median milliseconds and the ratio.
//
// PGlite in memory by default (BENCH_DOCS small there); with DATABASE_URL (PostgreSQL) the bench
// creates a throwaway database beside the one named, runs there and drops it.
import { normalizeSearchText, planOneSearch, SEARCH_KINDS, searchGrams } from '@sidequest/shared';
import { sql } from 'drizzle-orm';
import { runSearch, searchStatement } from '../apps/server/dist/features/search/query.js';
import { SOURCES } from '../apps/server/dist/features/search/sources.js';
import { FAMILY, GIVEN, openScratchDatabase, PLACES, ROLES, rowsOf, TOPICS, timeRuns } from './lib.mjs';

const DOCS = Number(process.env.BENCH_DOCS ?? process.env.BENCH_ROWS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);

// BENCH_KEEP=<name>: generate into that database once and keep it (to study plans); else throwaway.
const scratch = await openScratchDatabase('search', { keep: process.env.BENCH_KEEP });
const { database, db } = scratch;

// ---------------------------------------------------------------------------------------------
// Pools: titles and bodies per kind, with the app's own search keys.

// The shared pools, cut to the sizes the recorded figures (docs/decisions/search.md) were made with.
const given = GIVEN.slice(0, 20);
const roles = ROLES.slice(0, 6);
const places = PLACES.slice(0, 8);
const TECH = [
  'React',
  'TypeScript',
  'Node.js',
  'Python',
  'Spring',
  'Flutter',
  'Figma',
  'Next.js',
  '리액트',
  '파이썬',
];
const pick = (xs, i) => xs[i % xs.length];

function titlesOf(kind) {
  const out = [];
  for (let i = 0; i < 960; i++) {
    const name = pick(FAMILY, i) + pick(given, Math.floor(i / FAMILY.length));
    const topic = pick(TOPICS, i * 7);
    const place = pick(places, i * 5);
    out.push(
      {
        people: name,
        pro: `${name} 변리사`,
        project: `${place} ${topic} 팀원 모집`,
        booth: `${topic.split(' ')[0]} ${pick(['노트', '메이트', '플러스', '체크', '로그'], i)}`,
        lounge: `${topic} 만들면서 배운 점 ${pick(['공유해요', '질문 있어요', '회고예요'], i)}`,
        article: `${place}에서 ${topic} 출시하기까지`,
      }[kind],
    );
  }
  return out;
}

const bodies = [];
for (let i = 0; i < 720; i++) {
  bodies.push(
    `${pick(places, i)}에서 일하는 ${pick(roles, i * 3)}예요. ${pick(TOPICS, i * 5)} 만들기에 도전하고 있어요. ${pick(TECH, i)} ${pick(TECH, i * 7 + 3)}로 만들어요.`,
  );
}
// A rare word: in one body of 720, so in about 140 documents of each 100k.
bodies[0] = `${bodies[0]} 반딧불이 관찰 일지도 함께 써요.`;

const keyed = (texts) =>
  texts.map((t, i) => ({ i, text: t, norm: normalizeSearchText(t), grams: searchGrams(t) }));

async function loadPool(table, rows) {
  await db.execute(
    sql.raw(`create unlogged table ${table} (i int primary key, text text, norm text, grams text[])`),
  );
  for (let k = 0; k < rows.length; k += 500) {
    const chunk = JSON.stringify(rows.slice(k, k + 500));
    await db.execute(sql`insert into ${sql.raw(table)} select * from json_to_recordset(${chunk}::json)
      as x(i int, text text, norm text, grams text[])`);
  }
}

async function generate() {
  const t0 = Date.now();
  const [{ n: have }] = rowsOf(await db.execute(sql`select count(*)::int as n from search_documents`));
  if (have > 0) return console.log(`${have} documents already there; reusing them.`);
  await loadPool('bench_bodies', keyed(bodies));
  // Kinds interleaved, as documents arrive over time (not one kind after another on disk).
  const titles = SEARCH_KINDS.flatMap((kind, k) =>
    titlesOf(kind).map((text, i) => ({
      i: k * 1000 + i,
      text,
      norm: normalizeSearchText(text),
      grams: searchGrams(text),
    })),
  );
  await loadPool('bench_titles', titles);
  await db.execute(sql`
    insert into search_documents (kind, ref_no, title, snippet, url, meta, title_text, title_grams,
      search_text, search_grams, visible, sort_at)
    select k.kind, n, t.text, left(b.text, 120), '/' || k.kind || '/' || n, '{}'::jsonb, t.norm, t.grams,
      t.norm || ' ' || b.norm,
      array['k:' || k.kind] || array(select distinct g from unnest(t.grams || b.grams) g),
      n % 200 <> 0,
      now() - ((n * 7919 + k.o * 13) % 525600) * interval '1 minute'
    from generate_series(1, ${DOCS}::int) n
    cross join (select kind, (ord - 1)::int as o from unnest(${sql.raw(`array[${SEARCH_KINDS.map((k) => `'${k}'`).join(',')}]`)}::text[])
      with ordinality as x(kind, ord)) k
    join bench_titles t on t.i = k.o * 1000 + n % 960
    join bench_bodies b on b.i = (n * 17 + k.o) % ${bodies.length}
    order by n, k.o`);
  await db.execute(sql`drop table bench_titles`);
  await db.execute(sql`drop table bench_bodies`);
  // The sources' versions, so nothing rebuilds (and empties) the generated kinds.
  for (const s of SOURCES) {
    await db.execute(sql`insert into search_index_state (kind, version) values (${s.kind}, ${s.version})
      on conflict (kind) do update set version = excluded.version`);
  }
  await db.execute(sql`analyze search_documents`);
  const [{ n }] = rowsOf(await db.execute(sql`select count(*)::int as n from search_documents`));
  console.log(
    `generated ${n} documents (${DOCS} of each kind) in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
  );
}

try {
  await migrateAndGenerate();
} finally {
  await scratch.close();
}

async function migrateAndGenerate() {
  await database.migrate();
  await generate();
  const [{ lo, hi }] = rowsOf(
    await db.execute(sql`select min(doc_no)::int as lo, max(doc_no)::int as hi from search_documents`),
  );
  const pk = () =>
    db.execute(sql`select doc_no, kind, ref_no, title, snippet, url, meta from search_documents
      where doc_no = ${lo + Math.floor(Math.random() * (hi - lo))}`);
  const first = (q, kind) => () => runSearch(db, planOneSearch(q), { kind, limit: 20, withCounts: true });
  const cursorOf = async (q, kind) =>
    (await runSearch(db, planOneSearch(q), { kind, limit: 20, withCounts: false })).nextCursor ?? undefined;
  const next = (q, kind, cursor) => () =>
    runSearch(db, planOneSearch(q), { kind, cursor, limit: 20, withCounts: false });
  const suggest = (q) => () => runSearch(db, planOneSearch(q), { limit: 6, withCounts: false });

  const runs = [
    ['primary-key lookup of one document (reference)', pk],
    ['2-syllable 맛집: first page + 6 tab counts', first('맛집')],
    [
      '2-syllable 맛집: 모임 tab, next page by key',
      next('맛집', 'project', await cursorOf('맛집', 'project')),
    ],
    ['초성 ㄱㄱㅂ: first page + counts', first('ㄱㄱㅂ')],
    ['3+ characters 프론트엔드: first page + counts', first('프론트엔드')],
    ['alias 리액트 (= React): first page + counts', first('리액트')],
    ['particle 리액트를: first page + counts', first('리액트를')],
    ['other layout ㄱㄷㅁㅊㅅ (= react): first page + counts', first('ㄱㄷㅁㅊㅅ')],
    ['rare word 반딧불이: first page + counts', first('반딧불이')],
    ['suggest 맛집 (6 titles, no counts)', suggest('맛집')],
  ];
  console.log(
    `사이드퀘스트 search bench — ${DOCS} documents × ${SEARCH_KINDS.length} kinds, ${RUNS} runs each, database: ${database.kind}, node ${process.version}`,
  );
  console.log(`${'query'.padEnd(58)} p50 ms   max ms   × reference`);
  // BENCH_EXPLAIN=맛집: print the plan of that query's first page (to see which index it walks).
  if (process.env.BENCH_EXPLAIN) {
    const plan = planOneSearch(process.env.BENCH_EXPLAIN);
    const opts = {
      kind: process.env.BENCH_EXPLAIN_KIND,
      limit: 20,
      withCounts: !process.env.BENCH_EXPLAIN_KIND,
    };
    const rows = rowsOf(await db.execute(sql`explain analyze ${searchStatement(plan, opts)}`));
    for (const r of rows) console.log(r['QUERY PLAN']);
  }
  let ref = 0;
  for (const [name, run] of runs) {
    const { p50, max } = await timeRuns(run, RUNS);
    if (ref === 0) ref = p50;
    console.log(
      `${name.padEnd(58)} ${p50.toFixed(2).padStart(6)} ${max.toFixed(2).padStart(8)} ${(p50 / ref).toFixed(1).padStart(10)}`,
    );
  }
}
