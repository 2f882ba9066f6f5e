import type { PersonCard } from '@sidequest/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMember, buildPerson } from '../../../test/factories.js';
import { createTestApp, type TestContext } from '../../../test/helpers.js';
import type { PersonOverrides } from './demo.js';
import { http } from '../../../test/http.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const { get } = http(() => ctx.app);

interface Made {
  userNo: number;
  nickname: string;
  o: PersonOverrides;
}
/** Everyone visible created in this file, to know what each filter should answer. */
const visible: Made[] = [];

async function make(o: PersonOverrides): Promise<Made> {
  const p = await buildPerson(ctx, o);
  const made = { ...p, o };
  const hidden = o.status === 'withdrawn' || (o.joinStep !== undefined && o.joinStep !== null);
  if (!hidden) visible.push(made);
  return made;
}

async function list(query: string, cookie?: string) {
  const res = await get(`/api/profile/load_profiles?limit=48&${query}`, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { profiles: PersonCard[]; total: number; total_capped: boolean; has_more: boolean };
}
const nos = (cards: PersonCard[]) => cards.map((c) => c.USER_NO).sort((a, b) => a - b);
const expected = (pred: (o: PersonOverrides) => boolean) =>
  visible
    .filter((m) => pred(m.o))
    .map((m) => m.userNo)
    .sort((a, b) => a - b);

describe('directory filters', () => {
  beforeAll(async () => {
    const base: PersonOverrides = { introduction: '함께 만들 팀원을 찾고 있어요' };
    // A deliberate spread: every filter value appears, and every filter leaves someone out.
    const spread: PersonOverrides[] = [
      { mainJob: '02', mainJobD: '0201', region: 'KR01', meetingMode: '00', availableDays: '00' },
      { mainJob: '04', mainJobD: '0401', subJob: '03', subJobD: '0301', region: 'KR02', meetingMode: '02' },
      { mainJob: '04', mainJobD: '0402', region: 'KR18', meetingMode: '01', availableDays: '01' },
      { mainJob: '05', mainJobD: '0501', region: 'KR19', availableDays: '02', availableTime: '03' },
      { mainJob: '03', mainJobD: '0301', region: 'KR03', availableTime: '01', skillLevel: '03' },
      { mainJob: '03', mainJobD: '0302', region: 'KR01', skillLevel: '05', experienceYears: '04' },
      { mainJob: '01', mainJobD: '0101', region: 'KR00', meetingMode: '01', experienceYears: '01' },
      { mainJob: '07', mainJobD: '0712', region: 'KR01', memberType: '03', mbti: 'INTJ' },
      { mainJob: '05', mainJobD: '0505', region: 'KR08', memberType: '02', mbti: 'ENFP', statusLine: '01' },
      { mainJob: '06', mainJobD: '0601', region: 'KR01', memberType: '01', statusLine: '03' },
    ];
    for (const o of spread) await make({ ...base, ...o });
  });

  const cases: [string, string, (o: PersonOverrides) => boolean][] = [
    ['job group (main or sub job)', 'job_group=03', (o) => o.mainJob === '03' || o.subJob === '03'],
    ['detailed job', 'job=0401', (o) => o.mainJobD === '0401' || o.subJobD === '0401'],
    ['region Seoul', 'region=KR01', (o) => o.region === 'KR01'],
    [
      'region 경기 takes its south and north',
      'region=KR02',
      (o) => ['KR02', 'KR18', 'KR19'].includes(o.region ?? ''),
    ],
    ['region 경기 남부 takes 경기', 'region=KR18', (o) => ['KR18', 'KR02'].includes(o.region ?? '')],
    ['online meeting', 'meeting_mode=01', (o) => ['00', '01'].includes(o.meetingMode ?? '00')],
    ['offline meeting', 'meeting_mode=02', (o) => ['00', '02'].includes(o.meetingMode ?? '00')],
    ['weekdays', 'available_days=01', (o) => ['00', '01'].includes(o.availableDays ?? '00')],
    ['weekends', 'available_days=02', (o) => ['00', '02'].includes(o.availableDays ?? '00')],
    ['evening', 'available_time=03', (o) => ['00', '03'].includes(o.availableTime ?? '00')],
    ['skill level', 'skill_level=05', (o) => o.skillLevel === '05'],
    ['experience', 'experience=04', (o) => o.experienceYears === '04'],
    ['member type', 'member_type=03', (o) => o.memberType === '03'],
    ['MBTI', 'mbti=ENFP', (o) => o.mbti === 'ENFP'],
    ['status line', 'status_line=03', (o) => o.statusLine === '03'],
    [
      'two filters together',
      'job_group=05&region=KR08',
      (o) => (o.mainJob === '05' || o.subJob === '05') && o.region === 'KR08',
    ],
  ];

  it.each(cases)('%s narrows to exactly the matching members', async (_name, query, pred) => {
    const all = await list('');
    const res = await list(query);
    const want = expected(pred);
    expect(want.length).toBeGreaterThan(0);
    expect(want.length).toBeLessThan(all.total);
    expect(nos(res.profiles)).toEqual(want);
    expect(res.total).toBe(want.length);
  });

  it("treats 'any' values and empty selects as no filter", async () => {
    const all = await list('');
    for (const q of ['job_group=00', 'job=0000', 'region=KR00', 'available_time=00', 'job_group=&region=']) {
      expect((await list(q)).total).toBe(all.total);
    }
  });

  it('refuses codes outside the catalogues with VALIDATION, never a 500', async () => {
    for (const q of [
      'job_group=99',
      'job=0999',
      'region=KR99',
      'mbti=ABCD',
      'status_line=9',
      'limit=0',
      'limit=500',
      'offset=-1',
    ]) {
      const res = await get(`/api/profile/load_profiles?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json()).toMatchObject({ result: 'fail', code: 'VALIDATION' });
    }
  });

  it('answers the card fields a card shows, without private data', async () => {
    const p = await make({
      nickname: '카드주인',
      mainJob: '04',
      mainJobD: '0401',
      age: '03',
      gender: '02',
      region: 'KR01',
      statusLine: '01',
      skills: ['react', 'typescript'],
      exp: 650,
      phone: '01012345678',
      phoneVerifiedAt: new Date(),
      ciVerifiedAt: new Date(),
      introduction: `${'리액트로 사이드 프로젝트를 만드는 개발자예요. '.repeat(6)}끝`,
    });
    const res = await list('keyword=카드주인');
    const card = res.profiles.find((c) => c.USER_NO === p.userNo)!;
    expect(card).toMatchObject({
      USER_NICKNAME: '카드주인',
      USER_LEVEL: 4,
      USER_AGE: '03',
      USER_GENDER: '02',
      CI_VERIFIED: '01',
      USER_PHONE: '01',
      SCHOOL_VERIFIED: '00',
      MAIN_JOB_D: '0401',
      STATUS_LINE: '01',
      REGION: 'KR01',
      SKILLS: ['react', 'typescript'],
      FOLLOWER_COUNT: 0,
      IS_FOLLOWING: false,
      IS_FAVOURITE: false,
      MATCH_REASON: null,
    });
    expect([...card.INTRODUCTION].length).toBeLessThanOrEqual(81);
    expect(card.INTRODUCTION.endsWith('…')).toBe(true);
    expect(JSON.stringify(res)).not.toContain('01012345678');
  });
});

describe('keyword search (Korean)', () => {
  let cook: Made;
  let designer: Made;
  let runner: Made;
  beforeAll(async () => {
    cook = await make({
      nickname: '김지우',
      introduction: '강남에서 맛집 지도 앱을 만드는 프론트엔드 개발자예요.',
    });
    designer = await make({
      nickname: '박하늘',
      introduction: '브랜드 디자인과 일러스트를 해요. 맛있는 빵을 좋아해요.',
    });
    runner = await make({
      nickname: 'RunnerLee',
      introduction: '러닝 기록 서비스를 만드는 백엔드 개발자예요. TypeScript 좋아해요.',
    });
  });

  const found = async (keyword: string) =>
    nos((await list(`keyword=${encodeURIComponent(keyword)}`)).profiles);

  it('finds a 2-syllable word in the introduction', async () => {
    expect(await found('맛집')).toEqual([cook.userNo]);
    expect(await found('강남')).toEqual([cook.userNo]);
    expect(await found('부산')).toEqual([]);
  });

  it('finds nicknames and words by 초성', async () => {
    expect(await found('ㄱㅈㅇ')).toContain(cook.userNo);
    expect(await found('ㅂㅎㄴ')).toEqual([designer.userNo]);
    expect(await found('ㅍㄹㅌ')).toContain(cook.userNo);
    expect(await found('ㅂㅎㄴ')).not.toContain(cook.userNo);
  });

  it('confirms 3+ character terms as a whole, not scattered bigrams', async () => {
    expect(await found('프론트엔드')).toEqual([cook.userNo]);
    expect(await found('typescript')).toEqual([runner.userNo]);
    expect(await found('runnerlee')).toEqual([runner.userNo]);
    // Every bigram of 맛있는 is in 김지우's row? No: 있는 is not. But 빵을 좋아 spans words.
    expect(await found('빵을좋아')).toEqual([]);
  });

  it('matches several words together', async () => {
    expect(await found('강남 맛집')).toEqual([cook.userNo]);
    expect(await found('강남 빵을')).toEqual([]);
  });

  it('refuses a one-character keyword with SEARCH_TOO_SHORT and a Korean message', async () => {
    // One Hangul syllable is searchable (one-syllable.int.test.ts); one 초성 or letter is not.
    for (const kw of ['ㄱ', ' a ']) {
      const res = await get(`/api/profile/load_profiles?keyword=${encodeURIComponent(kw)}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ result: 'fail', code: 'SEARCH_TOO_SHORT' });
      expect(res.json().message).toMatch(/두 글자 이상/);
    }
  });

  it('treats a keyword of only punctuation as matching nobody', async () => {
    expect(await found('!!')).toEqual([]);
  });

  it('quick search puts the nickname that starts with the keyword first', async () => {
    const other = await make({ nickname: '하늘빛', introduction: '박하늘 님과 같이 일했어요' });
    const res = await get(`/api/profile/search?keyword=${encodeURIComponent('박하늘')}`);
    expect(res.statusCode).toBe(200);
    const got = res.json().profiles.map((c: PersonCard) => c.USER_NO);
    expect(got[0]).toBe(designer.userNo);
    expect(got).toContain(other.userNo);
  });
});

describe('paging', () => {
  const tag = '페이징용소개';
  beforeAll(async () => {
    // Same activity time for many: the order must still be total (ties broken by member number).
    const at = new Date(Date.now() - 3_600_000);
    for (let i = 0; i < 23; i++) await make({ introduction: `${tag} ${i}`, lastActiveAt: at });
  });

  it('walks every member once, with a stable total and has_more', async () => {
    const seen: number[] = [];
    let offset = 0;
    let total = -1;
    for (;;) {
      const res = await get(
        `/api/profile/load_profiles?keyword=${encodeURIComponent(tag)}&limit=5&offset=${offset}`,
      );
      const body = res.json();
      if (total === -1) total = body.total;
      expect(body.total).toBe(total);
      seen.push(...body.profiles.map((c: PersonCard) => c.USER_NO));
      offset += body.profiles.length;
      expect(body.has_more).toBe(offset < total);
      if (!body.has_more) break;
    }
    expect(total).toBe(23);
    expect(new Set(seen).size).toBe(23);
  });

  it('orders the most recently active first', async () => {
    const fresh = await make({ introduction: `${tag} 방금`, lastActiveAt: new Date() });
    const res = await list(`keyword=${encodeURIComponent(tag)}`);
    expect(res.profiles[0]!.USER_NO).toBe(fresh.userNo);
  });
});

describe('the total past the cap', () => {
  it('counts up to 1,000 and says so, while paging still knows there is more', async () => {
    const db = ctx.database.db;
    await db.execute(sql`insert into users (email, nickname, chat_uid)
      select 'cap' || n || '@sidequest.kr', '캡' || n, md5('cap' || n) from generate_series(1, 1005) n`);
    await db.execute(sql`insert into profiles (user_no, join_step, search_text, search_grams)
      select user_no, null, '캡테스트', array['캡테', '테스', '스트'] from users where email like 'cap%@sidequest.kr'`);
    try {
      const kw = encodeURIComponent('캡테스트');
      const res = (await get(`/api/profile/load_profiles?keyword=${kw}&limit=10&offset=990`)).json();
      expect(res).toMatchObject({ total: 1000, total_capped: true, has_more: true });
      expect(res.profiles).toHaveLength(10);
      const last = (await get(`/api/profile/load_profiles?keyword=${kw}&limit=10&offset=1000`)).json();
      expect(last).toMatchObject({ total: 1000, total_capped: true, has_more: false });
      expect(last.profiles).toHaveLength(5);
      expect((await list(`keyword=${encodeURIComponent('맛집')}`)).total_capped).toBe(false);
    } finally {
      await db.execute(sql`delete from users where email like 'cap%@sidequest.kr'`);
    }
  });
});

describe('who never appears', () => {
  it('leaves out withdrawn members and unfinished sign-ups, also from search and the summary', async () => {
    const gone = await make({ nickname: '탈퇴한사람', introduction: '숨김확인용', status: 'withdrawn' });
    const half = await make({ nickname: '가입중인사람', introduction: '숨김확인용', joinStep: 3 });
    const shown = await make({ nickname: '보이는사람', introduction: '숨김확인용' });
    const res = await list(`keyword=${encodeURIComponent('숨김확인용')}`);
    expect(nos(res.profiles)).toEqual([shown.userNo]);
    const all = await list('');
    expect(all.total).toBe(visible.length);
    expect(nos(all.profiles)).not.toContain(gone.userNo);
    expect(nos(all.profiles)).not.toContain(half.userNo);
    const search = await get(`/api/profile/search?keyword=${encodeURIComponent('사람')}`);
    expect(search.json().profiles.map((c: PersonCard) => c.USER_NO)).toEqual([shown.userNo]);
    const summary = (await get('/api/profile/people')).json();
    expect(summary.TOTAL).toBe(visible.length);
  });

  it('a registered member who has not finished sign-up is not listed', async () => {
    const r = await buildMember(ctx);
    const all = await list('');
    expect(nos(all.profiles)).not.toContain(r.user.no);
  });
});

describe('summary', () => {
  it('counts visible members per main job group', async () => {
    const body = (await get('/api/profile/people')).json();
    expect(body.result).toBe('success');
    const planners = visible.filter((m) => m.o.mainJob === '02').length;
    expect(body.JOB_GROUPS.find((g: { CODE: string }) => g.CODE === '02')?.COUNT).toBe(planners);
    expect(body.JOB_GROUPS.reduce((s: number, g: { COUNT: number }) => s + g.COUNT, 0)).toBe(body.TOTAL);
  });
});
