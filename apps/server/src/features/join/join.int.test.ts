import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { profiles } from '../profile/schema.js';
import { buildMember } from '../../../test/factories.js';
import { http } from '../../../test/http.js';
import { save, state, JOBS, BASICS, useJoinApp } from '../../../test/join-kit.js';

const bed = useJoinApp();
const { post, get } = http(() => bed.ctx.app);

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
    const m = await buildMember(bed.ctx);
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
    const m = await buildMember(bed.ctx);
    const res = await get(`/api/profile/join?${query}`, m.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(code);
    expect(res.json().message).toMatch(/[가-힣]/);
  });
});

describe('step 2: member type', () => {
  it('saves a scheme-A member type and moves on to step 3', async () => {
    const m = await buildMember(bed.ctx);
    const res = await save(m.cookie, 2, { member_type: '02' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ JOIN_STEP: 3, JOIN_COMPLETED: false, SAVED_AS: 'step' });
    expect(res.json().user.nickname).toBe(m.nickname);
    expect((await state(m.cookie)).json()).toMatchObject({ JOIN_STEP: 3, SAVED: { MEMBER_TYPE: '02' } });
  });

  it('refuses a code outside the catalogue with INVALID_CODE and the field', async () => {
    const m = await buildMember(bed.ctx);
    const res = await save(m.cookie, 2, { member_type: '04' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ result: 'fail', code: 'INVALID_CODE' });
    expect(res.json().fields.member_type).toMatch(/[가-힣]/);
  });

  it('refuses an empty full save, naming the missing field', async () => {
    const m = await buildMember(bed.ctx);
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
    const m = await buildMember(bed.ctx);
    const res = await save(m.cookie, step, { member_type: '01' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION');
  });
});

describe('skipping ahead', () => {
  it('refuses saving (or drafting) a step the member has not reached', async () => {
    const m = await buildMember(bed.ctx);
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
    const m = await buildMember(bed.ctx);
    const res = await save(m.cookie, 4, { meeting_mode: '01', region: 'KR01' });
    expect(res.json().code).toBe('JOIN_STEP_SKIPPED');
  });
});

describe('step 3: main and sub job', () => {
  async function atStep3() {
    const m = await buildMember(bed.ctx);
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
    const m = await buildMember(bed.ctx);
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
    const [row] = await bed.ctx.database.db.select().from(profiles).where(eq(profiles.userNo, m.user.no));
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
    const other = await buildMember(bed.ctx);
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
    const [row] = await bed.ctx.database.db.select().from(profiles).where(eq(profiles.userNo, m.user.no));
    expect(row!.searchText).toContain('새닉네임메이커');
    // The old nickname is free again.
    expect((await get(`/api/validation/user/${encodeURIComponent(m.nickname)}`)).json().available).toBe(true);
  });

  it('refuses a duplicate nickname regardless of Latin case', async () => {
    const owner = await buildMember(bed.ctx, { nickname: 'MakerLee' });
    expect(owner.nickname).toBe('MakerLee');
    const m = await atStep4();
    const res = await save(m.cookie, 4, { ...BASICS, nickname: 'makerlee' });
    expect(res.json().code).toBe('DUPLICATE_NICKNAME');
  });

  it('lets a member keep their own nickname and change only its case', async () => {
    const m = await buildMember(bed.ctx, { nickname: 'joinCase' });
    await save(m.cookie, 2, { member_type: '01' });
    await save(m.cookie, 3, JOBS);
    const res = await save(m.cookie, 4, { ...BASICS, nickname: 'JoinCase' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user.nickname).toBe('JoinCase');
  });
});
