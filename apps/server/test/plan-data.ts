import {
  domains,
  jobs,
  loungePostTags,
  NOTIFICATION_KINDS,
  normalizeSearchText,
  postCategories,
  searchGrams,
} from '@sidequest/shared';
import type pg from 'pg';

/**
 * About 100k rows per large table, generated in SQL (generate_series) for the query-plan test: members
 * and profiles, follows, projects and slots, lounge posts with replies and likes, magazine articles,
 * notifications and chat messages. Shapes follow the benches in bench/ (skewed follows, mostly
 * recruiting projects, a few drafts and deleted rows) so the planner sees realistic statistics;
 * Korean search keys come from the shared normalizeSearchText/searchGrams over small text pools.
 * One viewer (a member made through the API) owns enough of everything to page deep: followers,
 * notifications, chat rooms, a project, a busy post, a big room.
 */
export const PLAN_MEMBERS = 100_000;
export const PLAN_PROJECTS = 50_000;
export const PLAN_POSTS = 50_000;
export const PLAN_ARTICLES = 10_000;
export const PLAN_NOTIFICATIONS = 100_000;
export const PLAN_MESSAGES = 100_000;

const FAMILY = '김 이 박 최 정 강 조 윤 장 임 한 오 서 신 권 황 안 송 류 전'.split(' ');
const GIVEN =
  '지우 서준 하은 도윤 민준 서연 예준 지호 수아 시우 하준 지유 주원 채원 은우 윤서 건우 다은 현우 지안'.split(
    ' ',
  );
const ROLES = [
  '프론트엔드 개발자',
  '백엔드 개발자',
  'UI/UX 디자이너',
  '서비스 기획자',
  '데이터 분석가',
  '창업자',
];
const TOPICS = [
  '맛집 지도 앱',
  '가계부 서비스',
  '러닝 기록 앱',
  '반려동물 커뮤니티',
  '중고 거래 플랫폼',
  '독서 모임 플랫폼',
];
const PLACES = ['강남', '판교', '성수', '홍대', '부산', '대전', '광주', '제주'];

export interface PlanFixture {
  viewerNo: number;
  /** A project of the viewer's, with members, questions and history. */
  projectNo: number;
  /** A post with a thousand replies, likes and reactions. */
  busyPostNo: number;
  /** The viewer's busiest one-to-one room (5,000 messages). */
  bigRoomId: string;
  articleNo: number;
}

const pick = (codes: readonly string[]) => `array[${codes.map((c) => `'${c}'`).join(',')}]::text[]`;

/** Loads a JS pool of rows into an unlogged table (dropped by generatePlanData). */
async function pool(db: pg.ClientBase, name: string, columns: string, rows: object[]) {
  await db.query(`create unlogged table ${name} (${columns})`);
  await db.query(`insert into ${name} select * from json_to_recordset($1::json) as x(${columns})`, [
    JSON.stringify(rows),
  ]);
}

async function fill(db: pg.ClientBase, viewerNo: number): Promise<PlanFixture> {
  const names = FAMILY.flatMap((f) => GIVEN.map((g) => f + g)).map((stem, i) => ({
    i,
    stem,
    grams: searchGrams(stem),
  }));
  const intros = PLACES.flatMap((place) =>
    ROLES.flatMap((role) => TOPICS.map((topic) => `${place}의 ${role}. ${topic} 만드는 중이에요.`)),
  ).map((intro, i) => ({ i, intro, norm: normalizeSearchText(intro), grams: searchGrams(intro) }));
  const titles = TOPICS.flatMap((topic) =>
    PLACES.map((place) => ({
      title: `${topic} 함께 만들기`,
      intro: `${place}에서 ${topic}을 만들고 있어요.`,
    })),
  ).map((t, i) => ({
    i,
    ...t,
    st: normalizeSearchText(`${t.title} ${t.intro} react`),
    sg: searchGrams(t.title, t.intro, 'react'),
  }));
  await pool(db, 'plan_names', 'i int, stem text, grams text[]', names);
  await pool(db, 'plan_intros', 'i int, intro text, norm text, grams text[]', intros);
  await pool(db, 'plan_titles', 'i int, title text, intro text, st text, sg text[]', titles);
  await db.query(
    `insert into users (email, nickname, chat_uid, main_job, main_job_d, sub_job, sub_job_d, status)
         select 'p' || n || '@plans.test', s.stem || n, md5('plans' || n),
           g, g || '01', case when n % 3 = 0 then '05' end, case when n % 3 = 0 then '0501' end,
           case when n % 100 = 0 then 'withdrawn' else 'active' end
         from generate_series(1, $1::int) n
         join plan_names s on s.i = n % $2::int
         cross join lateral (select lpad((1 + n % 7)::text, 2, '0') as g) j`,
    [PLAN_MEMBERS, names.length],
  );
  const lo = Number(
    (await db.query(`select min(user_no) as lo from users where email like '%@plans.test'`)).rows[0].lo,
  );
  const member = (expr: string) => `(${lo} + (${expr}) % ${PLAN_MEMBERS})`;
  await db.query(
    `insert into profiles (user_no, member_type, join_step, join_completed_at, age, region, meeting_mode,
       available_days, available_time, skill_level, experience_years, interests, skills, mbti, status_line,
       introduction, exp, ci_verified_at, search_text, search_grams, last_active_at)
     select u.user_no, lpad((1 + u.user_no % 3)::text, 2, '0'), case when u.user_no % 50 = 0 then 2 end, now(),
       lpad((1 + u.user_no % 5)::text, 2, '0'),
       case when u.user_no % 4 = 0 then 'KR00' else 'KR' || lpad((1 + (u.user_no * 31) % 17)::text, 2, '0') end,
       lpad((u.user_no % 3)::text, 2, '0'), lpad((u.user_no % 3)::text, 2, '0'),
       lpad(((u.user_no * 5) % 4)::text, 2, '0'), lpad(((u.user_no * 11) % 6)::text, 2, '0'),
       lpad(((u.user_no * 13) % 5)::text, 2, '0'),
       array[lpad((1 + (u.user_no * 13) % 21)::text, 2, '0')],
       string_to_array((array['react,typescript', 'java,spring', 'figma,notion'])[1 + u.user_no % 3], ','),
       (array['INTJ','ENFP','ISTJ','ENTP'])[1 + u.user_no % 4],
       case when u.user_no % 6 = 0 then null else lpad((1 + u.user_no % 5)::text, 2, '0') end,
       i.intro, (u.user_no * 37) % 6000, case when u.user_no % 5 = 0 then now() end,
       lower(u.nickname) || ' ' || i.norm, s.grams || i.grams,
       now() - ((u.user_no * 7919) % 525600) * interval '1 minute'
     from users u
     join plan_names s on s.i = substring(u.nickname from '[0-9]+$')::int % $1::int
     join plan_intros i on i.i = (u.user_no * 17) % $2::int
     where u.email like '%@plans.test'`,
    [names.length, intros.length],
  );
  // Follows: one each, skewed towards a few popular members (a fixed pseudo-random spread, so every run
  // plans alike); the viewer follows and is followed a lot.
  await db.query(
    `insert into follows (follower_no, followee_no)
     select f, t from (
       select ${member('n')} as f, ${member('floor(power(((n::bigint * 40503) % 65537) / 65537.0, 3) * $1)::int')} as t
       from generate_series(1, $1::int) n
       union all select ${member('n * 7')}, $2::int from generate_series(1, 5000) n
       union all select $2::int, ${member('n * 11')} from generate_series(1, 2000) n
     ) x where f <> t on conflict do nothing`,
    [PLAN_MEMBERS, viewerNo],
  );

  // The viewer's favourites: people and projects (the projects exist once generated below).
  await db.query(
    `insert into favourites (user_no, target_type, target_no)
     select $1::int, 'user', ${member('n * 37')} from generate_series(1, 200) n`,
    [viewerNo],
  );

  // Projects: mostly recruiting; 5 % drafts, 1 % deleted, 10 % complete; one to three slots each.
  await db.query(
    `insert into projects (leader_no, type, title, domain, meeting_mode, region, phase, status, tech,
       introduction_html, introduction_text, search_text, search_grams, views, likes, published_at, deleted_at)
     select ${member('n * 13')}, lpad((1 + n % 3)::text, 2, '0'), c.title,
       (${pick(domains.codes)})[1 + n % ${domains.codes.length}],
       case when n % 5 = 0 then '01' else '02' end,
       case when n % 5 = 0 then 'KR00' else 'KR' || lpad((1 + (n * 31) % 17)::text, 2, '0') end,
       lpad((1 + n % 4)::text, 2, '0'),
       case when n % 20 = 0 then '99' when n % 10 = 3 then '05' else lpad((1 + n % 3)::text, 2, '0') end,
       array['react'], '<p>' || c.intro || '</p>', c.intro, c.st, c.sg, n % 500, n % 40,
       case when n % 20 <> 0 then now() - n * interval '7 minutes' end,
       case when n % 100 = 1 then now() end
     from generate_series(1, $1::int) n join plan_titles c on c.i = (n * 7919) % $2::int`,
    [PLAN_PROJECTS, titles.length],
  );
  const jobCodes = jobs.codes.filter((c) => c !== '0000');
  await db.query(
    `insert into project_slots (project_no, job_code, capacity, filled, sort_order)
     select p.project_no, (${pick(jobCodes)})[1 + (p.project_no * 7 + k * 11) % ${jobCodes.length}],
       1 + (p.project_no + k) % 3, least(1 + (p.project_no + k) % 3, (p.project_no * (k + 1)) % 4), k
     from projects p cross join lateral generate_series(0, p.project_no % 3) k`,
  );
  await db.query(
    `insert into favourites (user_no, target_type, target_no)
     select $1::int, 'project', project_no from projects where project_no % 250 = 0`,
    [viewerNo],
  );
  await db.query(
    `insert into project_members (project_no, user_no, role) select project_no, leader_no, '01' from projects`,
  );
  const projectNo = (
    await db.query(
      `insert into projects (leader_no, title, status, published_at) values ($1, '플랜 점검 프로젝트', '01', now())
       returning project_no`,
      [viewerNo],
    )
  ).rows[0].project_no as number;
  await db.query(
    `insert into project_members (project_no, user_no, role) values ($1::int, $2::int, '01')
     union all select $1::int, ${member('n * 3')}, '02' from generate_series(1, 30) n`,
    [projectNo, viewerNo],
  );
  await db.query(
    `insert into project_qna (project_no, author_no, body) select $1, ${member('n')}, '질문 ' || n
     from generate_series(1, 500) n`,
    [projectNo],
  );

  // Lounge: published posts by many authors (2 % drafts, 1 % deleted); one busy post of the viewer's.
  await db.query(
    `insert into lounge_posts (user_no, status, tag, body_html, body_text, like_count, reply_count,
       published_at, deleted_at)
     select ${member('n * 7')}, case when n % 50 = 0 then 'draft' else 'published' end,
       (${pick(loungePostTags.codes)})[1 + n % ${loungePostTags.codes.length}],
       '<p>라운지 글 ' || n || '</p>', '라운지 글 ' || n, n % 30, n % 12,
       case when n % 50 <> 0 then now() - n * interval '3 minutes' end, case when n % 100 = 1 then now() end
     from generate_series(1, $1::int) n`,
    [PLAN_POSTS],
  );
  const busyPostNo = (
    await db.query(
      `insert into lounge_posts (user_no, status, tag, body_html, body_text, like_count, reply_count, published_at)
       values ($1, 'published', '01', '<p>바쁜 글</p>', '바쁜 글', 1000, 1000, now()) returning post_no`,
      [viewerNo],
    )
  ).rows[0].post_no as number;
  await db.query(
    `insert into lounge_replies (post_no, user_no, body, body_html)
     select case when n <= 1000 then $1 else 1 + n % $2::int end, ${member('n * 3')}, '댓글 ' || n, '댓글 ' || n
     from generate_series(1, 20000) n`,
    [busyPostNo, PLAN_POSTS],
  );
  await db.query(
    `insert into lounge_likes (target_type, target_no, user_no) select 'post', $1, ${member('n * 5')}
     from generate_series(1, 1000) n on conflict do nothing`,
    [busyPostNo],
  );
  await db.query(
    `insert into lounge_reactions (post_no, user_no, emote)
     select $1, ${member('n * 5')}, lpad((1 + n % 4)::text, 2, '0') from generate_series(1, 1000) n
     on conflict do nothing`,
    [busyPostNo],
  );
  await db.query(
    `insert into magazine_articles (user_no, status, category, title, slug, body_text, tags, published_at)
       select ${member('n * 17')}, 'published', (${pick(postCategories.codes)})[1 + n % ${postCategories.codes.length}],
         '아티클 ' || n, 'article-' || n, '본문 ' || n, array['회고'], now() - n * interval '1 hour'
       from generate_series(1, $1::int) n`,
    [PLAN_ARTICLES],
  );
  const articleNo = Number((await db.query('select min(article_no) as n from magazine_articles')).rows[0].n);

  // Notifications: 2 % for the viewer (half read), the rest spread over everyone.
  await db.query(
    `insert into notifications (user_no, kind, actor_no, title, read_at, created_at)
     select case when n % 50 = 0 then $2::int else ${member('n * 19')} end,
       (${pick(NOTIFICATION_KINDS)})[1 + n % ${NOTIFICATION_KINDS.length}], ${member('n')}, '알림 ' || n,
       case when n % 2 = 0 then now() end, now() - n * interval '1 minute'
     from generate_series(1, $1::int) n`,
    [PLAN_NOTIFICATIONS, viewerNo],
  );

  // Chat: 2,000 one-to-one rooms, the viewer in the first 300; room 1 (the viewer's) holds 5,000
  // messages; everyone has read all but the last three of each room. 200 open rooms besides.
  const other = (room: string) =>
    `case when ${room} <= 300 then $1::int else ${member(`${room} * 23 + 1`)} end`;
  await db.query(
    `insert into chat_rooms (room_id, type, kind, title, direct_key, participants_size)
     select lpad(to_hex(r), 24, '0'), '01', 'direct', '', least(a, b) || ':' || greatest(a, b), 2
     from generate_series(1, 2000) r cross join lateral (select ${member('r * 23')} as a, ${other('r')} as b) x
     union all
     select lpad(to_hex(100000 + n), 24, '0'), '02', 'open', '오픈채팅 ' || n, null, 1
     from generate_series(1, 200) n`,
    [viewerNo],
  );
  await db.query(
    `insert into chat_members (room_id, user_no, role)
     select lpad(to_hex(r), 24, '0'), ${member('r * 23')}, 'guest' from generate_series(1, 2000) r
     union all select lpad(to_hex(r), 24, '0'), ${other('r')}, 'guest' from generate_series(1, 2000) r
     union all select lpad(to_hex(100000 + n), 24, '0'), ${member('n')}, 'host' from generate_series(1, 200) n`,
    [viewerNo],
  );
  await db.query(
    `insert into chat_messages (message_id, room_id, sender_no, type, body, created_at)
     select lpad(to_hex(n), 24, '0'), lpad(to_hex(r), 24, '0'),
       case when n % 2 = 0 then ${member('r * 23')} else ${other('r')} end, '01', '메시지 ' || n,
       now() - ($2::int - n) * interval '1 second'
     from generate_series(1, $2::int) n
     cross join lateral (select case when n <= 5000 then 1 else 1 + n % 2000 end as r) x`,
    [viewerNo, PLAN_MESSAGES],
  );
  await db.query(
    `with last as (select distinct on (room_id) room_id, seq, message_id, created_at, body from chat_messages
       order by room_id, seq desc),
     rooms as (update chat_rooms c set last_message_id = l.message_id, last_message_at = l.created_at,
       last_message_body = l.body, last_message_type = '01' from last l where c.room_id = l.room_id)
     update chat_members m set last_read_seq = l.seq - 3 from last l where m.room_id = l.room_id`,
  );
  await db.query('drop table plan_names, plan_intros, plan_titles');
  return { viewerNo, projectNo, busyPostNo, bigRoomId: lpadHex(1), articleNo };
}

/**
 * Fills the database for the viewer, then ANALYZEs it. The GIN indexes (search grams, trigrams,
 * arrays) are dropped first and rebuilt from their own definitions afterwards, whatever they are by
 * then: building one once is many times faster than growing it by 100k inserts. B-tree indexes
 * stay, since triggers (a project's open jobs follow its slots) look rows up through them. Foreign-key
 * checks are skipped for the load (session_replication_role = replica; the rows are made consistent),
 * while the schema's own triggers are set to fire ALWAYS for that time, so derived columns still follow.
 */
export async function generatePlanData(pool: pg.Pool, viewerNo: number): Promise<PlanFixture> {
  const db = await pool.connect();
  try {
    await db.query(`set synchronous_commit = off`);
    await db.query(`set maintenance_work_mem = '256MB'`);
    const indexes = (
      await db.query<{ name: string; def: string }>(
        `select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as def
         from pg_index i join pg_class t on t.oid = i.indrelid
         join pg_class ix on ix.oid = i.indexrelid join pg_am am on am.oid = ix.relam
         where t.relnamespace = 'public'::regnamespace and am.amname = 'gin'`,
      )
    ).rows;
    const triggers = (
      await db.query<{ name: string; tbl: string }>(
        `select quote_ident(tg.tgname) as name, tg.tgrelid::regclass::text as tbl from pg_trigger tg
         join pg_class t on t.oid = tg.tgrelid
         where t.relnamespace = 'public'::regnamespace and not tg.tgisinternal and tg.tgenabled = 'O'`,
      )
    ).rows;
    for (const { name } of indexes) await db.query(`drop index ${name}`);
    for (const t of triggers) await db.query(`alter table ${t.tbl} enable always trigger ${t.name}`);
    await db.query('set session_replication_role = replica');
    const fixture = await fill(db, viewerNo);
    await db.query('set session_replication_role = origin');
    for (const t of triggers) await db.query(`alter table ${t.tbl} enable trigger ${t.name}`);
    for (const { def } of indexes) await db.query(def);
    await db.query('analyze');
    return fixture;
  } finally {
    db.release();
  }
}

const lpadHex = (n: number) => n.toString(16).padStart(24, '0');
