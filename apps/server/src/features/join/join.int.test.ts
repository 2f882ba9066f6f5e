import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, type TestContext } from '../../../test/helpers.js';
import { users } from '../auth/schema.js';
import { favourites, profiles } from '../profile/schema.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const get = (url: string, cookie?: string) =>
  ctx.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const post = (url: string, payload: unknown, cookie?: string) =>
  ctx.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: cookie ? { cookie } : {},
  });

const save = (cookie: string, step: number | string, body: unknown, temp: 0 | 1 = 0) =>
  post(`/api/profile/join?step=${step}&user_temp=${temp}`, body, cookie);
const state = (cookie: string, step?: number, temp: 0 | 1 = 1) =>
  get(`/api/profile/join?${step ? `step=${step}&` : ''}user_temp=${temp}`, cookie);

const JOBS = { main_job: '04', main_job_d: '0401', sub_job: '03', sub_job_d: '0301' };
const BASICS = {
  age: '03',
  gender: '02',
  region: 'KR01',
  meeting_mode: '00',
  available_days: '02',
  available_time: '03',
  skill_level: '03',
  experience_years: '02',
  interests: ['12', '21'],
  skills: ['react', 'typescript'],
  mbti: 'INFJ',
  status_line: '01',
  introduction: '주말마다 사이드 프로젝트를 만드는 프론트엔드 개발자예요.',
};

async function member() {
  return registerUser(ctx.app);
}

/** Walks a member through steps 2–5 with the given answers. */
async function finishJoin(
  m: Awaited<ReturnType<typeof member>>,
  jobs: Record<string, unknown> = JOBS,
  basics: Record<string, unknown> = BASICS,
) {
  expect((await save(m.cookie, 2, { member_type: '01' })).statusCode).toBe(200);
  expect((await save(m.cookie, 3, jobs)).statusCode).toBe(200);
  const r4 = await save(m.cookie, 4, { nickname: m.nickname, ...basics });
  expect(r4.statusCode, r4.body).toBe(200);
  expect((await save(m.cookie, 5, {})).json().JOIN_COMPLETED).toBe(true);
}

describe('anonymous visitors', () => {
  it.each([
    ['GET', '/api/profile/join?step=2&user_temp=1'],
    ['POST', '/api/profile/join?step=2&user_temp=0'],
    ['GET', '/api/profile/tutorial_matchmaking_user'],
    ['GET', '/api/profile/tutorial_matchmaking_project'],
    ['GET', '/api/profile/tutorial_matchmaking_product'],
    ['POST', '/api/profile/tutorial_bookmark_user'],
    ['POST', '/api/profile/tutorial_bookmark_project'],
    ['POST', '/api/profile/tutorial_bookmark_product'],
  ])('%s %s answers E001', async (method, url) => {
    const res = method === 'GET' ? await get(url) : await post(url, { member_type: '01', target_nos: [] });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ result: 'fail', code: 'E001' });
  });
});

describe('the join state', () => {
  it('starts a new member at step 2 with the account saved and nothing else', async () => {
    const m = await member();
    const res = await state(m.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      result: 'success',
      JOIN_STEP: 2,
      JOIN_COMPLETED: false,
      TOTAL_STEPS: 5,
      STEP: 2,
      DRAFT: null,
      SAVED: { USER_NICKNAME: m.nickname, MEMBER_TYPE: null, MAIN_JOB: null, REGION: null, INTERESTS: null },
    });
  });

  it.each([
    ['step=0', 'VALIDATION'],
    ['step=6', 'VALIDATION'],
    ['step=abc', 'VALIDATION'],
    ['step=2&user_temp=2', 'VALIDATION'],
  ])('refuses the query %s', async (query, code) => {
    const m = await member();
    const res = await get(`/api/profile/join?${query}`, m.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(code);
    expect(res.json().message).toMatch(/[가-힣]/);
  });
});

describe('step 2: member type', () => {
  it('saves a scheme-A member type and moves on to step 3', async () => {
    const m = await member();
    const res = await save(m.cookie, 2, { member_type: '02' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ JOIN_STEP: 3, JOIN_COMPLETED: false, SAVED_AS: 'step' });
    expect(res.json().user.nickname).toBe(m.nickname);
    expect((await state(m.cookie)).json()).toMatchObject({ JOIN_STEP: 3, SAVED: { MEMBER_TYPE: '02' } });
  });

  it('refuses a code outside the catalogue with INVALID_CODE and the field', async () => {
    const m = await member();
    const res = await save(m.cookie, 2, { member_type: '04' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ result: 'fail', code: 'INVALID_CODE' });
    expect(res.json().fields.member_type).toMatch(/[가-힣]/);
  });

  it('refuses an empty full save, naming the missing field', async () => {
    const m = await member();
    const res = await save(m.cookie, 2, {});
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION');
    expect(res.json().fields.member_type).toBe('회원 유형을 골라 주세요.');
  });

  it.each([
    ['1', 'the account step is not saved here'],
    ['6', 'past the last step'],
    ['x', 'not a number'],
  ])('refuses step=%s (%s)', async (step) => {
    const m = await member();
    const res = await save(m.cookie, step, { member_type: '01' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION');
  });
});

describe('skipping ahead', () => {
  it('refuses saving (or drafting) a step the member has not reached', async () => {
    const m = await member();
    for (const [step, temp] of [
      [3, 0],
      [4, 0],
      [5, 0],
      [3, 1],
    ] as const) {
      const res = await save(m.cookie, step, step === 3 ? JOBS : {}, temp);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ result: 'fail', code: 'JOIN_STEP_SKIPPED' });
      expect(res.json().message).toContain('2단계');
    }
    expect((await state(m.cookie)).json().JOIN_STEP).toBe(2);
  });

  it('names skipping before any problem in the skipped step itself', async () => {
    const m = await member();
    const res = await save(m.cookie, 4, { meeting_mode: '01', region: 'KR01' });
    expect(res.json().code).toBe('JOIN_STEP_SKIPPED');
  });
});

describe('step 3: main and sub job', () => {
  async function atStep3() {
    const m = await member();
    await save(m.cookie, 2, { member_type: '01' });
    return m;
  }

  it('saves main and sub job onto the member and the session user', async () => {
    const m = await atStep3();
    const res = await save(m.cookie, 3, JOBS);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      JOIN_STEP: 4,
      user: { main_job: '04', main_jobD: '0401', sub_job: '03', sub_jobD: '0301' },
    });
    const check = await post('/api/auth/loginAuthenticate/userhash', {}, m.cookie);
    expect(check.json().user).toMatchObject({ main_job: '04', main_jobD: '0401' });
  });

  it('takes no sub job', async () => {
    const m = await atStep3();
    const res = await save(m.cookie, 3, {
      main_job: '07',
      main_job_d: '0712',
      sub_job: null,
      sub_job_d: null,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      main_job: '07',
      main_jobD: '0712',
      sub_job: null,
      sub_jobD: null,
    });
  });

  it.each([
    [{ main_job: '04', main_job_d: '0999' }, 'INVALID_CODE', 'main_job_d'],
    [{ main_job: '09', main_job_d: '0401' }, 'INVALID_CODE', 'main_job'],
    [{ main_job: '04', main_job_d: '0501' }, 'INVALID_JOB', 'main_job_d'],
    [{ main_job: '00', main_job_d: '0000' }, 'INVALID_JOB', 'main_job'],
    [{ main_job: '04', main_job_d: '0401', sub_job: '04', sub_job_d: '0401' }, 'INVALID_JOB', 'sub_job_d'],
    [{ main_job: '04', main_job_d: '0401', sub_job: '03' }, 'INVALID_JOB', 'sub_job_d'],
    [{ main_job: '04', main_job_d: '0401', sub_job: '05', sub_job_d: '0301' }, 'INVALID_JOB', 'sub_job_d'],
    [{ main_job: '04' }, 'VALIDATION', 'main_job_d'],
  ])('refuses %j with %s on %s', async (body, code, field) => {
    const m = await atStep3();
    const res = await save(m.cookie, 3, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(code);
    expect(Object.keys(res.json().fields ?? {}).join(',')).toContain(field);
    expect((await state(m.cookie)).json().JOIN_STEP).toBe(3);
  });

  it('allows a second job of the same group when it is a different job', async () => {
    const m = await atStep3();
    const res = await save(m.cookie, 3, {
      main_job: '04',
      main_job_d: '0401',
      sub_job: '04',
      sub_job_d: '0402',
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('step 4: profile basics', () => {
  async function atStep4() {
    const m = await member();
    await save(m.cookie, 2, { member_type: '01' });
    await save(m.cookie, 3, JOBS);
    return m;
  }

  it('saves the basics, keeps search keys in step and moves on to the tutorial', async () => {
    const m = await atStep4();
    const before = new Date(Date.now() - 1000);
    const res = await save(m.cookie, 4, { nickname: m.nickname, ...BASICS, interests: ['12', '12', '21'] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().JOIN_STEP).toBe(5);
    const saved = (await state(m.cookie)).json().SAVED;
    expect(saved).toMatchObject({
      REGION: 'KR01',
      MEETING_MODE: '00',
      INTERESTS: ['12', '21'],
      SKILLS: ['react', 'typescript'],
      MBTI: 'INFJ',
      STATUS_LINE: '01',
      AGE: '03',
      GENDER: '02',
    });
    const [row] = await ctx.database.db.select().from(profiles).where(eq(profiles.userNo, m.user.no));
    expect(row!.searchText).toContain('프론트엔드');
    expect(row!.searchGrams).toContain('주말');
    expect(row!.lastActiveAt.getTime()).toBeGreaterThan(before.getTime());
  });

  it('leaves optional fields at "not chosen" when they are not sent', async () => {
    const m = await atStep4();
    const { age, gender, mbti, status_line, introduction, skills, ...required } = BASICS;
    const res = await save(m.cookie, 4, { nickname: m.nickname, ...required });
    expect(res.statusCode, res.body).toBe(200);
    expect((await state(m.cookie)).json().SAVED).toMatchObject({
      AGE: '00',
      GENDER: '00',
      MBTI: null,
      STATUS_LINE: null,
      INTRODUCTION: '',
      SKILLS: [],
    });
  });

  it('holds online-only meetings to region KR00 (상관없음)', async () => {
    const m = await atStep4();
    const refused = await save(m.cookie, 4, {
      nickname: m.nickname,
      ...BASICS,
      meeting_mode: '01',
      region: 'KR01',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'REGION_NOT_ALLOWED' });
    expect(refused.json().fields.region).toContain('상관없음');
    const ok = await save(m.cookie, 4, {
      nickname: m.nickname,
      ...BASICS,
      meeting_mode: '01',
      region: 'KR00',
    });
    expect(ok.statusCode).toBe(200);
    expect((await state(m.cookie)).json().SAVED).toMatchObject({ MEETING_MODE: '01', REGION: 'KR00' });
  });

  it('lists every missing required field at once', async () => {
    const m = await atStep4();
    const res = await save(m.cookie, 4, { nickname: m.nickname, interests: [] });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION');
    expect(Object.keys(res.json().fields).sort()).toEqual(
      [
        'available_days',
        'available_time',
        'experience_years',
        'interests',
        'meeting_mode',
        'region',
        'skill_level',
      ].sort(),
    );
  });

  it.each([
    [{ interests: ['12', '99x'] }, 'INVALID_CODE'],
    [{ interests: ['01', '02', '03', '04', '05', '06'] }, 'VALIDATION'],
    [{ skills: ['react', 'cobol-on-cogs'] }, 'INVALID_CODE'],
    [
      { skills: Array.from({ length: 16 }, (_, i) => ['react', 'vue', 'python', 'java'][i % 4]) },
      'VALIDATION',
    ],
    [{ region: 'KR99' }, 'INVALID_CODE'],
    [{ meeting_mode: '03' }, 'INVALID_CODE'],
    [{ mbti: 'ABCD' }, 'INVALID_CODE'],
    [{ status_line: '06' }, 'INVALID_CODE'],
    [{ age: '06' }, 'INVALID_CODE'],
    [{ introduction: '가'.repeat(1001) }, 'VALIDATION'],
    [{ interests: 'not-a-list' }, 'VALIDATION'],
  ])('refuses %j with %s', async (change, code) => {
    const m = await atStep4();
    const res = await save(m.cookie, 4, { nickname: m.nickname, ...BASICS, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(code);
    expect(res.json().message).toMatch(/[가-힣]/);
  });

  it('changes the nickname here, with the same rules as at sign-up', async () => {
    const m = await atStep4();
    const other = await member();
    for (const [nickname, code] of [
      ['운영자', 'RESERVED_NICKNAME'],
      ['Adm1n', 'RESERVED_NICKNAME'],
      ['sidequest_kr', 'RESERVED_NICKNAME'],
      ['띄어 쓰기', 'INVALID_NICKNAME'],
      ['가', 'INVALID_NICKNAME'],
      [other.nickname, 'DUPLICATE_NICKNAME'],
    ] as const) {
      const res = await save(m.cookie, 4, { ...BASICS, nickname });
      expect(res.json().code, nickname).toBe(code);
      expect(res.json().fields?.nickname, nickname).toMatch(/[가-힣]/);
    }
    const res = await save(m.cookie, 4, { ...BASICS, nickname: '새닉네임메이커' });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.nickname).toBe('새닉네임메이커');
    const check = await post('/api/auth/loginAuthenticate/userhash', {}, m.cookie);
    expect(check.json().user.nickname).toBe('새닉네임메이커');
    const [row] = await ctx.database.db.select().from(profiles).where(eq(profiles.userNo, m.user.no));
    expect(row!.searchText).toContain('새닉네임메이커');
    // The old nickname is free again.
    expect((await get(`/api/validation/user/${encodeURIComponent(m.nickname)}`)).json().available).toBe(true);
  });

  it('refuses a duplicate nickname regardless of Latin case', async () => {
    const owner = await registerUser(ctx.app, { nickname: 'MakerLee' });
    expect(owner.nickname).toBe('MakerLee');
    const m = await atStep4();
    const res = await save(m.cookie, 4, { ...BASICS, nickname: 'makerlee' });
    expect(res.json().code).toBe('DUPLICATE_NICKNAME');
  });

  it('lets a member keep their own nickname and change only its case', async () => {
    const m = await registerUser(ctx.app, { nickname: 'joinCase' });
    await save(m.cookie, 2, { member_type: '01' });
    await save(m.cookie, 3, JOBS);
    const res = await save(m.cookie, 4, { ...BASICS, nickname: 'JoinCase' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user.nickname).toBe('JoinCase');
  });
});

describe('drafts', () => {
  it('keeps partial answers of the current step and gives them back, without moving on', async () => {
    const m = await member();
    await save(m.cookie, 2, { member_type: '01' });
    await save(m.cookie, 3, JOBS);
    const partial = { nickname: '관', meeting_mode: '01', region: 'KR05', interests: ['21'] };
    const res = await save(m.cookie, 4, partial, 1);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ SAVED_AS: 'draft', JOIN_STEP: 4 });

    const back = await state(m.cookie, 4, 1);
    expect(back.json()).toMatchObject({ JOIN_STEP: 4, STEP: 4, DRAFT: partial });
    // Without user_temp the draft is not sent.
    expect((await state(m.cookie, 4, 0)).json().DRAFT).toBeNull();
    // The draft is not the saved profile.
    expect(back.json().SAVED.MEETING_MODE).toBeNull();
  });

  it('answers the current step when no step is asked', async () => {
    const m = await member();
    await save(m.cookie, 2, { member_type: '03' }, 1);
    expect((await state(m.cookie)).json()).toMatchObject({ STEP: 2, DRAFT: { member_type: '03' } });
  });

  it('still refuses codes outside the catalogues in a draft', async () => {
    const m = await member();
    const res = await save(m.cookie, 2, { member_type: '09' }, 1);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('INVALID_CODE');
  });

  it('keeps only the fields of the step asked, one draft per step, and clears a step on its full save', async () => {
    const m = await member();
    await save(m.cookie, 2, { member_type: '02', main_job: '04' }, 1);
    expect((await state(m.cookie, 2)).json().DRAFT).toEqual({ member_type: '02' });
    await save(m.cookie, 2, { member_type: '02' });
    await save(m.cookie, 3, { main_job: '05' }, 1);
    // Going back to step 2 and drafting there leaves step 3's draft alone.
    await save(m.cookie, 2, { member_type: '03' }, 1);
    expect((await state(m.cookie, 3)).json().DRAFT).toEqual({ main_job: '05' });
    expect((await state(m.cookie, 2)).json().DRAFT).toEqual({ member_type: '03' });
    await save(m.cookie, 3, { main_job: '05', main_job_d: '0501' });
    expect((await state(m.cookie, 3)).json().DRAFT).toBeNull();
    expect((await state(m.cookie, 2)).json().DRAFT).toEqual({ member_type: '03' });
  });

  it('drops a stored draft value that is no longer a valid code instead of failing', async () => {
    const m = await member();
    await ctx.database.db
      .update(profiles)
      .set({ joinDraft: { '2': { member_type: '77' }, '3': { main_job: '04', main_job_d: 'zz' } } })
      .where(eq(profiles.userNo, m.user.no));
    expect((await state(m.cookie, 2)).json().DRAFT).toBeNull();
    expect((await state(m.cookie, 3)).json().DRAFT).toEqual({ main_job: '04' });
  });
});

describe('going back and finishing', () => {
  it('re-saves an earlier step without losing the furthest step, then finishes', async () => {
    const m = await member();
    await save(m.cookie, 2, { member_type: '01' });
    await save(m.cookie, 3, JOBS);
    await save(m.cookie, 4, { nickname: m.nickname, ...BASICS });
    const back = await save(m.cookie, 2, { member_type: '03' });
    expect(back.json()).toMatchObject({ JOIN_STEP: 5, JOIN_COMPLETED: false });
    const back3 = await save(m.cookie, 3, { main_job: '07', main_job_d: '0716' });
    expect(back3.json()).toMatchObject({ JOIN_STEP: 5, user: { main_job: '07', sub_job: null } });
    expect((await state(m.cookie)).json()).toMatchObject({
      JOIN_STEP: 5,
      SAVED: { MEMBER_TYPE: '03', MAIN_JOB_D: '0716', REGION: 'KR01' },
    });

    const done = await save(m.cookie, 5, {});
    expect(done.json()).toMatchObject({ JOIN_STEP: null, JOIN_COMPLETED: true, SAVED_AS: 'step' });
    const [row] = await ctx.database.db.select().from(profiles).where(eq(profiles.userNo, m.user.no));
    expect(row!.joinStep).toBeNull();
    expect(row!.joinCompletedAt).toBeInstanceOf(Date);
    expect(row!.joinDraft).toBeNull();

    const after = await state(m.cookie);
    expect(after.json()).toMatchObject({ JOIN_STEP: null, JOIN_COMPLETED: true });
    const again = await save(m.cookie, 2, { member_type: '01' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('JOIN_FINISHED');
  });

  it('an empty body finishes the tutorial step', async () => {
    const m = await member();
    await finishJoin(m);
    const res = await state(m.cookie);
    expect(res.json().SAVED).toMatchObject({
      MEMBER_TYPE: '01',
      MAIN_JOB: '04',
      SKILLS: ['react', 'typescript'],
    });
  });
});

describe('privacy between members', () => {
  it('never shows one member’s join state or draft to another, and saves only the caller’s own', async () => {
    const a = await member();
    const b = await member();
    await save(a.cookie, 2, { member_type: '03' });
    await save(a.cookie, 3, { main_job: '02' }, 1);
    const bState = await state(b.cookie, 3, 1);
    expect(bState.json()).toMatchObject({ JOIN_STEP: 2, DRAFT: null, SAVED: { USER_NICKNAME: b.nickname } });
    expect(bState.body).not.toContain(a.nickname);
    await save(b.cookie, 2, { member_type: '02' });
    expect((await state(a.cookie, 3)).json()).toMatchObject({
      JOIN_STEP: 3,
      SAVED: { MEMBER_TYPE: '03' },
      DRAFT: { main_job: '02' },
    });
    // The query carries no member number: there is no way to ask for someone else.
    const other = await get(`/api/profile/join?step=2&user_temp=1&user_no=${a.user.no}`, b.cookie);
    expect(other.json().SAVED.USER_NICKNAME).toBe(b.nickname);
  });
});

describe('the matching tutorial', () => {
  let viewer: Awaited<ReturnType<typeof member>>;
  let designer: Awaited<ReturnType<typeof member>>;
  let lawyer: Awaited<ReturnType<typeof member>>;
  let halfway: Awaited<ReturnType<typeof member>>;

  beforeAll(async () => {
    designer = await member();
    await finishJoin(
      designer,
      { main_job: '03', main_job_d: '0301' },
      { ...BASICS, interests: ['12', '21'], skills: ['react', 'figma'] },
    );
    lawyer = await member();
    await finishJoin(
      lawyer,
      { main_job: '07', main_job_d: '0712' },
      { ...BASICS, region: 'KR03', meeting_mode: '02', interests: ['15'], skills: [] },
    );
    halfway = await member();
    await save(halfway.cookie, 2, { member_type: '01' });
    viewer = await member();
    await save(viewer.cookie, 2, { member_type: '01' });
    await save(viewer.cookie, 3, { main_job: '04', main_job_d: '0401' });
    await save(viewer.cookie, 4, { nickname: viewer.nickname, ...BASICS });
  });

  it('recommends finished members, best match first, never the viewer or half-registered members', async () => {
    const res = await get('/api/profile/tutorial_matchmaking_user', viewer.cookie);
    expect(res.statusCode).toBe(200);
    const list = res.json().user_list as { USER_NO: number; MATCH_REASON: string }[];
    const nos = list.map((p) => p.USER_NO);
    expect(nos).toContain(designer.user.no);
    expect(nos).toContain(lawyer.user.no);
    expect(nos).not.toContain(viewer.user.no);
    expect(nos).not.toContain(halfway.user.no);
    expect(nos.indexOf(designer.user.no)).toBeLessThan(nos.indexOf(lawyer.user.no));
    expect(list[nos.indexOf(designer.user.no)]!.MATCH_REASON).toMatch(/[가-힣]/);
    // Cards never carry private fields.
    expect(res.body).not.toMatch(/@sidequest\.kr/);
  });

  it('answers honest empty lists for projects and products', async () => {
    const p = await get('/api/profile/tutorial_matchmaking_project', viewer.cookie);
    expect(p.json()).toEqual({ result: 'success', project_list: [] });
    const q = await get('/api/profile/tutorial_matchmaking_product', viewer.cookie);
    expect(q.json()).toEqual({ result: 'success', product_list: [] });
  });

  it('stores picks as tutorial favourites, replaces them, and shows them again first', async () => {
    const res = await post(
      '/api/profile/tutorial_bookmark_user',
      { target_nos: [designer.user.no, lawyer.user.no, designer.user.no] },
      viewer.cookie,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().TARGET_NOS).toEqual([designer.user.no, lawyer.user.no]);
    expect((await state(viewer.cookie)).json().SAVED.TUTORIAL_USERS.sort()).toEqual(
      [designer.user.no, lawyer.user.no].sort(),
    );

    const list = (await get('/api/profile/tutorial_matchmaking_user', viewer.cookie)).json().user_list as {
      USER_NO: number;
      IS_FAVOURITE: boolean;
    }[];
    expect(
      list
        .slice(0, 2)
        .map((p) => p.USER_NO)
        .sort(),
    ).toEqual([designer.user.no, lawyer.user.no].sort());
    expect(list.filter((p) => p.USER_NO === designer.user.no)).toHaveLength(1);
    expect(list[0]!.IS_FAVOURITE).toBe(true);

    const replaced = await post(
      '/api/profile/tutorial_bookmark_user',
      { target_nos: [lawyer.user.no] },
      viewer.cookie,
    );
    expect(replaced.json().TARGET_NOS).toEqual([lawyer.user.no]);
    const rows = await ctx.database.db
      .select()
      .from(favourites)
      .where(and(eq(favourites.userNo, viewer.user.no), eq(favourites.targetType, 'user')));
    expect(rows.map((r) => [r.targetNo, r.source])).toEqual([[lawyer.user.no, 'tutorial']]);
  });

  it('leaves a manual favourite alone when tutorial picks are replaced', async () => {
    const fan = await member();
    await finishJoin(fan);
    await ctx.database.db
      .insert(favourites)
      .values({ userNo: fan.user.no, targetType: 'user', targetNo: designer.user.no, source: 'manual' });
    await post(
      '/api/profile/tutorial_bookmark_user',
      { target_nos: [designer.user.no, lawyer.user.no] },
      fan.cookie,
    );
    await post('/api/profile/tutorial_bookmark_user', { target_nos: [] }, fan.cookie);
    const rows = await ctx.database.db.select().from(favourites).where(eq(favourites.userNo, fan.user.no));
    expect(rows.map((r) => [r.targetNo, r.source])).toEqual([[designer.user.no, 'manual']]);
  });

  it.each([
    ['self', () => [viewer.user.no], 'SELF_TARGET'],
    ['unknown member', () => [999_999], 'NOT_FOUND'],
    ['half-registered member', () => [halfway.user.no], 'NOT_FOUND'],
  ])('refuses picking a %s', async (_name, targets, code) => {
    const res = await post('/api/profile/tutorial_bookmark_user', { target_nos: targets() }, viewer.cookie);
    expect(res.json()).toMatchObject({ result: 'fail', code });
    expect(res.json().message).toMatch(/[가-힣]/);
  });

  it('refuses withdrawn members as picks', async () => {
    const gone = await member();
    await finishJoin(gone);
    await ctx.database.db.update(users).set({ status: 'withdrawn' }).where(eq(users.userNo, gone.user.no));
    const res = await post(
      '/api/profile/tutorial_bookmark_user',
      { target_nos: [gone.user.no] },
      viewer.cookie,
    );
    expect(res.json().code).toBe('NOT_FOUND');
  });

  it.each([['project'], ['product']])(
    'refuses %s picks while none exist, and accepts an empty list',
    async (kind) => {
      const refused = await post(
        `/api/profile/tutorial_bookmark_${kind}`,
        { target_nos: [1] },
        viewer.cookie,
      );
      expect(refused.statusCode).toBe(404);
      expect(refused.json().code).toBe('NOT_FOUND');
      const empty = await post(`/api/profile/tutorial_bookmark_${kind}`, { target_nos: [] }, viewer.cookie);
      expect(empty.json()).toEqual({ result: 'success', TARGET_NOS: [] });
    },
  );

  it.each([
    [{ target_nos: 'x' }],
    [{ target_nos: [-1] }],
    [{ target_nos: Array.from({ length: 31 }, (_, i) => i + 1) }],
    [{}],
  ])('refuses the malformed body %j', async (body) => {
    const res = await post('/api/profile/tutorial_bookmark_user', body, viewer.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION');
  });

  it('one member’s picks never show up as another’s', async () => {
    const other = await member();
    expect((await state(other.cookie)).json().SAVED.TUTORIAL_USERS).toEqual([]);
  });
});

describe('reserved nicknames at sign-up', () => {
  it.each([['운영자'], ['Adm1n'], ['sq_official'], ['관리자_'], ['SideQuest']])(
    'register refuses %s with RESERVED_NICKNAME',
    async (nickname) => {
      const res = await post('/api/auth/register', {
        email: `reserved${Math.random().toString(36).slice(2, 8)}@sidequest.kr`,
        password: 'sidequest123!',
        nickname,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ result: 'fail', code: 'RESERVED_NICKNAME' });
      expect(res.json().fields.nickname).toMatch(/운영자나 공식 계정/);
    },
  );

  it('the availability check says so before the form is sent', async () => {
    const res = await get(`/api/validation/user/${encodeURIComponent('운영자')}`);
    expect(res.json()).toMatchObject({ kind: 'nickname', available: false });
    expect(res.json().message).toMatch(/운영자나 공식 계정/);
    expect((await get('/api/validation/user/adminton')).json().available).toBe(true);
  });
});
