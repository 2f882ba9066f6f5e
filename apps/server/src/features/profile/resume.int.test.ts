import { isRegionAllowed, jobs, profileApi } from '@sidequest/shared';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMember, buildPost, buildProject, buildProjectRow } from '../../../test/factories.js';
import { createTestApp, type TestContext } from '../../../test/helpers.js';
import { seedDemoUsers } from '../auth/demo.js';
import { DEMO_RESUMES, seedDemoProfiles } from './demo.js';
import { profiles } from './schema.js';
import { http } from '../../../test/http.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

const { post, get } = http(() => ctx.app);
const resumeOf = (nickname: string, cookie?: string) =>
  get(`/api/profile/load_resume?nickname=${encodeURIComponent(nickname)}`, cookie);

function form(data: Buffer, name: string, type: string): FormData {
  const fd = new FormData();
  fd.append('file', new Blob([new Uint8Array(data)], { type }), name);
  return fd;
}
const photo = (w = 2400, h = 900) =>
  sharp({ create: { width: w, height: h, channels: 3, background: '#6c4cf5' } })
    .jpeg()
    .toBuffer();

describe('GET /api/profile/load_resume', () => {
  it('shows the public resume to visitors and members, private fields only to the owner', async () => {
    const owner = await buildMember(ctx);
    const other = await buildMember(ctx);
    await ctx.database.db
      .update(profiles)
      .set({ phone: '01012345678', phoneVerifiedAt: new Date(), schoolEmail: 'me@snu.ac.kr', exp: 650 })
      .where(eq(profiles.userNo, owner.user.no));

    const mine = await resumeOf(owner.nickname, owner.cookie);
    expect(mine.statusCode, mine.body).toBe(200);
    const r = mine.json().resume;
    expect(r).toMatchObject({
      USER_NO: owner.user.no,
      USER_NICKNAME: owner.nickname,
      IS_OWNER: true,
      USER_LEVEL: 4,
      LEVEL_NAME: '열정 메이커',
      USER_PHONE: '01',
      CI_VERIFIED: '00',
      PRIVATE: {
        EMAIL: owner.email,
        PHONE: '010-****-5678',
        PHONE_VERIFIED: true,
        SCHOOL_EMAIL: 'me@snu.ac.kr',
      },
    });
    expect(mine.body).not.toContain('01012345678');

    for (const cookie of [other.cookie, undefined]) {
      const res = await resumeOf(owner.nickname, cookie);
      expect(res.statusCode).toBe(200);
      expect(res.json().resume).toMatchObject({ IS_OWNER: false, PRIVATE: null, USER_PHONE: '01' });
      expect(res.body).not.toContain(owner.email);
      expect(res.body).not.toContain('snu.ac.kr');
      expect(res.body).not.toContain('5678');
    }
  });

  it('finds nicknames ignoring case and answers a friendly 404 for unknown ones', async () => {
    const latin = await buildMember(ctx, { nickname: `Maker${Date.now() % 100000}` });
    const res = await resumeOf(latin.nickname.toLowerCase());
    expect(res.json().resume.USER_NICKNAME).toBe(latin.nickname);

    const missing = await resumeOf('없는메이커');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ result: 'fail', code: 'NOT_FOUND' });
    expect(missing.json().message).toMatch(/[가-힣]/);
  });

  it('shows honest zero counts for projects and posts', async () => {
    const u = await buildMember(ctx);
    const { ACTIVITY } = (await resumeOf(u.nickname)).json().resume;
    expect(ACTIVITY).toEqual({
      FOLLOWER_COUNT: 0,
      FOLLOWING_COUNT: 0,
      FAVOURITED_COUNT: 0,
      WORK_COUNT: 0,
      CAREER_COUNT: 0,
      PROJECT_JOINED_COUNT: 0,
      PROJECT_LED_COUNT: 0,
      POST_COUNT: 0,
    });
  });

  it('counts the projects a member leads and joined and their published lounge posts', async () => {
    const leader = await buildMember(ctx);
    const teammate = await buildMember(ctx);
    await buildProject(ctx, leader, { members: [teammate] });
    await buildProject(ctx, leader, { status: '05' });
    // Drafts and deleted projects are private or gone: not counted.
    await buildProjectRow(ctx, leader, { status: '99' });
    await buildProjectRow(ctx, leader, { deletedAt: new Date() });
    await buildPost(ctx, leader);
    await buildPost(ctx, leader, {
      body: '<p>두 번째 글이에요. 이번 주에는 배포 자동화를 붙여 봤어요. 생각보다 금방 됐어요.</p>',
    });

    const led = (await resumeOf(leader.nickname)).json().resume.ACTIVITY;
    expect(led).toMatchObject({ PROJECT_LED_COUNT: 2, PROJECT_JOINED_COUNT: 0, POST_COUNT: 2 });
    const joined = (await resumeOf(teammate.nickname, leader.cookie)).json().resume.ACTIVITY;
    expect(joined).toMatchObject({ PROJECT_LED_COUNT: 0, PROJECT_JOINED_COUNT: 1, POST_COUNT: 0 });
  });
});

describe('POST /api/profile/make_resume', () => {
  it('saves only the fields sent, jobs on the account, and keeps search keys in step', async () => {
    const u = await buildMember(ctx);
    const res = await post(
      '/api/profile/make_resume',
      {
        status_line: '01',
        introduction: '  주말마다 사이드 프로젝트를 하는 프론트엔드 개발자예요.  ',
        skills: ['react', 'typescript'],
        interests: ['05'],
        region: 'KR01',
        meeting_mode: '00',
        available_days: '02',
        available_time: '03',
        mbti: 'INTJ',
        main_job_d: '0401',
        sub_job_d: '0201',
      },
      u.cookie,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().resume).toMatchObject({
      STATUS_LINE: '01',
      INTRODUCTION: '주말마다 사이드 프로젝트를 하는 프론트엔드 개발자예요.',
      SKILLS: ['react', 'typescript'],
      REGION: 'KR01',
      MBTI: 'INTJ',
      MAIN_JOB: '04',
      MAIN_JOB_D: '0401',
      SUB_JOB: '02',
    });

    // A later save of one section leaves the others alone.
    const second = await post('/api/profile/make_resume', { mbti: '00' }, u.cookie);
    expect(second.json().resume).toMatchObject({
      MBTI: null,
      REGION: 'KR01',
      SKILLS: ['react', 'typescript'],
    });

    const [row] = await ctx.database.db.select().from(profiles).where(eq(profiles.userNo, u.user.no));
    expect(row!.searchText).toContain('프론트엔드');

    const session = await post('/api/auth/loginAuthenticate/userhash', {}, u.cookie);
    expect(session.json().user).toMatchObject({ main_job: '04', main_jobD: '0401' });
  });

  it('refuses codes outside the catalogues, a too long introduction and an empty save', async () => {
    const u = await buildMember(ctx);
    for (const body of [
      { region: 'KR99' },
      { skills: ['cobol-on-cogs'] },
      { mbti: 'ABCD' },
      { main_job_d: '9999' },
      { status_line: '77' },
      { skills: ['react', 'react'] },
      { introduction: '가'.repeat(2001) },
      {},
    ]) {
      const res = await post('/api/profile/make_resume', body, u.cookie);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ result: 'fail', code: 'VALIDATION' });
      expect(res.json().message).toMatch(/[가-힣]/);
    }
    const long = await post('/api/profile/make_resume', { introduction: '가'.repeat(2001) }, u.cookie);
    expect(long.json().fields.introduction).toContain('2000자');
    const ok = await post('/api/profile/make_resume', { introduction: '가'.repeat(2000) }, u.cookie);
    expect(ok.statusCode).toBe(200);
  });

  it('allows only “상관없음” as region when meeting online only', async () => {
    const u = await buildMember(ctx);
    const bad = await post('/api/profile/make_resume', { meeting_mode: '01', region: 'KR01' }, u.cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION', fields: { region: expect.any(String) } });

    // The rule also holds against what is already stored.
    await post('/api/profile/make_resume', { region: 'KR03' }, u.cookie);
    const onlineOnly = await post('/api/profile/make_resume', { meeting_mode: '01' }, u.cookie);
    expect(onlineOnly.statusCode).toBe(400);

    const ok = await post('/api/profile/make_resume', { meeting_mode: '01', region: 'KR00' }, u.cookie);
    expect(ok.json().resume).toMatchObject({ MEETING_MODE: '01', REGION: 'KR00' });
  });

  it('asks an anonymous visitor to log in', async () => {
    const res = await post('/api/profile/make_resume', { mbti: 'INTJ' });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('E001');
  });
});

describe('resume drafts', () => {
  it('keeps, answers and clears the editor state of its owner only', async () => {
    const a = await buildMember(ctx);
    const b = await buildMember(ctx);
    const empty = await get('/api/profile/load_temp_resume', a.cookie);
    expect(empty.json()).toMatchObject({ draft: null, saved_at: null });

    const draft = { section: 'intro', values: { introduction: '쓰다 만 소개' } };
    const saved = await post('/api/profile/save_temp_resume', { draft }, a.cookie);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().saved_at).toEqual(expect.any(String));

    const loaded = (await get('/api/profile/load_temp_resume', a.cookie)).json();
    expect(loaded.draft).toMatchObject(draft);
    expect((await get('/api/profile/load_temp_resume', b.cookie)).json().draft).toBeNull();

    const tooBig = await post(
      '/api/profile/save_temp_resume',
      { draft: { values: { introduction: '가'.repeat(40_000) } } },
      a.cookie,
    );
    expect(tooBig.statusCode).toBe(400);

    await post('/api/profile/save_temp_resume', { draft: null }, a.cookie);
    expect((await get('/api/profile/load_temp_resume', a.cookie)).json().draft).toBeNull();

    expect((await get('/api/profile/load_temp_resume')).json().code).toBe('E001');
    expect((await post('/api/profile/save_temp_resume', { draft })).json().code).toBe('E001');
  });
});

describe('picture and background', () => {
  it('uploads a background at cover size, then sets and clears it', async () => {
    const u = await buildMember(ctx);
    const up = await post(
      '/api/upload/user_background',
      form(await photo(), '배경.jpg', 'image/jpeg'),
      u.cookie,
    );
    expect(up.statusCode, up.body).toBe(200);
    const url = up.json().BACKGROUND_URL as string;
    expect(url).toMatch(/^\/uploads\/user_background\/.+\.webp$/);
    const file = await get(url);
    const meta = await sharp(file.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([1600, 600]);

    // Uploading alone does not change the page.
    expect((await resumeOf(u.nickname)).json().resume.BACKGROUND_URL).toBeNull();
    const set = await post('/api/profile/update_background', { background_url: url }, u.cookie);
    expect(set.json()).toMatchObject({ result: 'success', BACKGROUND_URL: url });
    expect((await resumeOf(u.nickname)).json().resume.BACKGROUND_URL).toBe(url);

    const cleared = await post('/api/profile/update_background', { background_url: null }, u.cookie);
    expect(cleared.json().BACKGROUND_URL).toBeNull();
  });

  it('sets a picture only from the member’s own upload', async () => {
    const owner = await buildMember(ctx);
    const other = await buildMember(ctx);
    const up = await post(
      '/api/upload/new_user_image',
      form(await photo(1200, 1200), 'me.jpg', 'image/jpeg'),
      owner.cookie,
    );
    expect(up.statusCode, up.body).toBe(200);
    const url = up.json().USER_IMG_URL as string;
    expect((await resumeOf(owner.nickname)).json().resume.USER_IMG_URL).toBeNull();

    const stolen = await post('/api/profile/update_user_image', { img_url: url }, other.cookie);
    expect(stolen.statusCode).toBe(403);
    expect(stolen.json().code).toBe('FORBIDDEN');
    const outside = await post(
      '/api/profile/update_user_image',
      { img_url: 'https://tracker.example.com/pixel.gif' },
      owner.cookie,
    );
    expect(outside.statusCode).toBe(403);
    // A background upload is not a picture upload.
    const anon = await post('/api/profile/update_user_image', { img_url: url });
    expect(anon.json().code).toBe('E001');

    const ok = await post('/api/profile/update_user_image', { img_url: url }, owner.cookie);
    expect(ok.json().USER_IMG_URL).toBe(url);
    const session = await post('/api/auth/loginAuthenticate/userhash', {}, owner.cookie);
    expect(session.json().user.img).toBe(url);
    const cleared = await post('/api/profile/update_user_image', { img_url: null }, owner.cookie);
    expect(cleared.json().USER_IMG_URL).toBeNull();
  });

  it('refuses a document as a background and anonymous uploads', async () => {
    const u = await buildMember(ctx);
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj<<>>endobj\n%%EOF\n');
    const res = await post('/api/upload/user_background', form(pdf, 'cv.pdf', 'application/pdf'), u.cookie);
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe('UNSUPPORTED_FILE');
    const anon = await post('/api/upload/user_background', form(await photo(), 'a.jpg', 'image/jpeg'));
    expect(anon.statusCode).toBe(401);
    expect(anon.json().code).toBe('E001');
  });
});

describe('demo resumes', () => {
  it('follow the catalogues and the region rule, and seed idempotently', async () => {
    for (const r of DEMO_RESUMES) {
      if (r.profile) {
        const p = r.profile;
        const parsed = profileApi.ZResumeFields.safeParse({
          member_type: p.memberType,
          age: p.age,
          gender: p.gender,
          region: p.region,
          meeting_mode: p.meetingMode,
          available_days: p.availableDays,
          available_time: p.availableTime,
          skill_level: p.skillLevel,
          experience_years: p.experienceYears,
          interests: p.interests,
          skills: p.skills,
          mbti: p.mbti,
          status_line: p.statusLine,
          introduction: p.introduction,
        });
        expect(parsed.success, `${r.nickname}: ${parsed.error?.message}`).toBe(true);
        expect(isRegionAllowed(p.meetingMode, p.region), r.nickname).toBe(true);
      }
      for (const c of r.careers) expect(c.jobCode === null || jobs.has(c.jobCode), c.company).toBe(true);
    }

    await seedDemoUsers(ctx.database.db);
    await seedDemoProfiles(ctx.database.db);
    await seedDemoProfiles(ctx.database.db);
    const demo = (await resumeOf('데모메이커')).json().resume;
    expect(demo.INTRODUCTION).toContain('프론트엔드');
    expect(demo.CAREERS).toHaveLength(2);
    expect(demo.EDUCATIONS[0]).toMatchObject({
      SCHOOL_NAME: '숭실대학교',
      DEPARTMENT_NAME: '소프트웨어학과',
    });
    expect(demo.WORKS).toHaveLength(2);
    expect(demo.USER_LEVEL).toBe(4);
    expect(demo.ACTIVITY.FOLLOWER_COUNT).toBe(4);
  });
});
