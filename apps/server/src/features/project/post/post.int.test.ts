import type { ProjectOverview } from '@sidequest/shared';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMember, buildProject } from '../../../../test/factories.js';
import { createTestApp, type TestContext } from '../../../../test/helpers.js';
import { projectFeed, projectMembers, projects, projectSlots } from '../schema.js';
import { filledIntroduction } from './sample.js';
import { http } from '../../../../test/http.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const { post, get } = http(() => ctx.app);

let seq = 0;
function body(overrides: Record<string, unknown> = {}) {
  seq += 1;
  return {
    type: '02',
    title: `주말 타입스크립트 스터디 ${seq}기`,
    domain: '01',
    platform: '01',
    meeting_mode: '02',
    region: 'KR01',
    available_days: '02',
    available_time: '02',
    phase: '01',
    tech: ['typescript'],
    slots: [
      { recruiting: '0401', type: 2 },
      { recruiting: '0501', type: 1 },
    ],
    job_target: '0401,0501',
    introduction: filledIntroduction({
      what: `타입스크립트 핸드북을 같이 읽고 매주 작은 예제를 만들어요. 이번이 ${seq}기예요.`,
      where: '커리큘럼 초안과 모임 장소(강남역 근처 스터디룸)가 정해져 있어요.',
      who: '자바스크립트 기초를 알고 매주 과제를 해 올 수 있는 분이면 누구나 좋아요.',
    }),
    ...overrides,
  };
}

/** Two slots with the jobs the edit and overview cases check. */
const SLOTS = [
  { recruiting: '0401', type: 1 },
  { recruiting: '0501', type: 2 },
];

async function overviewOf(projectNo: number, cookie?: string) {
  const res = await post('/api/find_project/overview', { project_no: projectNo }, cookie);
  return res;
}

describe('publishing', () => {
  it('creates a project with slots, the leader as member and a P001 feed entry', async () => {
    const leader = await buildMember(ctx);
    const res = await post('/api/upload/project', body(), leader.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const json = res.json() as { result: string; project_no: number; flagged: boolean };
    expect(json.result).toBe('success');
    expect(json.flagged).toBe(false);
    const db = ctx.database.db;
    const [row] = await db.select().from(projects).where(eq(projects.projectNo, json.project_no));
    expect(row?.status).toBe('01');
    expect(row?.questions).toEqual([
      '이 프로젝트에 관심을 가진 이유는 무엇인가요?',
      '일주일에 몇 시간 정도 함께할 수 있나요?',
    ]);
    expect(row?.searchGrams).toContain('스터');
    const slots = await db.select().from(projectSlots).where(eq(projectSlots.projectNo, json.project_no));
    expect(slots.map((s) => [s.jobCode, s.capacity, s.filled]).sort()).toEqual([
      ['0401', 2, 0],
      ['0501', 1, 0],
    ]);
    const members = await db
      .select()
      .from(projectMembers)
      .where(eq(projectMembers.projectNo, json.project_no));
    expect(members).toMatchObject([{ userNo: leader.user.no, role: '01' }]);
    const feed = await db.select().from(projectFeed).where(eq(projectFeed.projectNo, json.project_no));
    expect(feed.map((f) => f.feedCode)).toEqual(['P001']);
  });

  it('refuses anonymous callers with E001', async () => {
    const res = await post('/api/upload/project', body());
    expect(res.json()).toMatchObject({ result: 'fail', code: 'E001' });
    expect((await post('/api/upload/projectInit', {})).json()).toMatchObject({ code: 'E001' });
    expect((await post('/api/find_project/temp', { title: '초안' })).json()).toMatchObject({ code: 'E001' });
    expect((await get('/api/find_project/temp')).json()).toMatchObject({ code: 'E001' });
  });
});

describe('validation', () => {
  let cookie: string;
  beforeAll(async () => {
    cookie = (await buildMember(ctx)).cookie;
  });
  const fails = async (overrides: Record<string, unknown>) => {
    const res = await post('/api/upload/project', body(overrides), cookie);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    const json = res.json() as {
      result: string;
      code: string;
      message: string;
      fields?: Record<string, string>;
    };
    expect(json.result).toBe('fail');
    expect(json.message).toMatch(/[가-힣]/);
    return json;
  };

  it('requires each of the first three template sections with real content', async () => {
    const noSecond = filledIntroduction({ what: '가'.repeat(30), where: 'x', who: '나'.repeat(30) }).replace(
      /<h2>2\. 지금 어디까지 왔나요\?<\/h2><p>x<\/p>/,
      '',
    );
    const missing = await fails({ introduction: noSecond });
    expect(missing.code).toBe('TEMPLATE_INCOMPLETE');
    expect(missing.message).toContain('지금 어디까지 왔나요?');

    const placeholder = await fails({
      introduction: filledIntroduction({
        what: '만들고 싶은 서비스와 해결하려는 문제를 두세 문장으로 소개해 주세요.',
        where: '기획서가 있어요. 디자인은 아직 없고 개발은 시작 전이에요.',
        who: '함께 꾸준히 할 수 있는 개발자를 찾아요. 경험은 상관없어요.',
      }),
    });
    expect(placeholder.code).toBe('TEMPLATE_INCOMPLETE');
    expect(placeholder.message).toContain('어떤 프로젝트인가요?');

    const short = await fails({
      introduction: filledIntroduction({
        what: '재고 관리 앱을 만들어요. 사장님들을 위한 서비스예요.',
        where: '기획서가 있어요. 디자인은 아직 없고 개발은 시작 전이에요.',
        who: '개발자요',
      }),
    });
    expect(short).toMatchObject({
      code: 'TEMPLATE_INCOMPLETE',
      fields: { introduction: expect.any(String) },
    });
    expect(short.message).toContain('어떤 팀원을 찾나요?');
    expect(
      (
        await fails({
          introduction: '<p>그냥 자유롭게 쓴 소개예요. 템플릿은 지웠어요. 충분히 길게 썼어요.</p>',
        })
      ).code,
    ).toBe('TEMPLATE_INCOMPLETE');
  });

  it('refuses apply methods outside the site and says why', async () => {
    for (const channel of [
      '<p><a href="https://docs.google.com/forms/d/e/abc/viewform">지원서</a></p>',
      '<p>https://forms.gle/AbCdEf 에서 지원해 주세요</p>',
      '<p><a href="https://open.kakao.com/o/gAbCdE">오픈채팅</a></p>',
      '<p>카카오 오픈채팅으로 연락 주세요</p>',
      '<p><a href="https://discord.gg/xyz">디스코드</a></p>',
      '<p><a href="https://tally.so/r/abc">신청</a></p>',
      '<p><a href="https://myteam.notion.site/apply-form-123">노션 폼</a></p>',
    ]) {
      const json = await fails({ introduction: body().introduction + channel });
      expect(json.code, channel).toBe('FORBIDDEN_APPLY_METHOD');
      expect(json.message).toContain('지원은 사이드퀘스트 안에서 받아야');
    }
    const inQuestion = await fails({ questions: ['오픈카톡 주소를 남겨 주세요'] });
    expect(inQuestion.code).toBe('FORBIDDEN_APPLY_METHOD');
  });

  it('allows only KR00 for online-only gatherings', async () => {
    expect((await fails({ meeting_mode: '01', region: 'KR01' })).code).toBe('REGION_NOT_ALLOWED');
    const ok = await post('/api/upload/project', body({ meeting_mode: '01', region: 'KR00' }), cookie);
    expect(ok.json()).toMatchObject({ result: 'success' });
  });

  it('refuses codes outside the catalogues and bad slots, titles and tags', async () => {
    for (const overrides of [
      { type: '09' },
      { domain: '999' },
      { platform: '77' },
      { camp: '09' },
      { meeting_mode: '05' },
      { region: 'KR99' },
      { available_days: '05' },
      { available_time: '09' },
      { phase: '11' },
      { tech: ['not-a-skill'] },
      { tech: Array.from({ length: 16 }, () => 'react') },
      { job_target: '0000' },
      { job_target: '0401,9999' },
      { job_target: '' },
      { title: '짧음' },
      { title: '가'.repeat(61) },
      { slots: [] },
      { slots: Array.from({ length: 11 }, (_, i) => ({ recruiting: i < 5 ? '0401' : '0501', type: 1 })) },
      { slots: [{ recruiting: '0000', type: 1 }] },
      { slots: [{ recruiting: '0401', type: 0 }] },
      { slots: [{ recruiting: '0401', type: 21 }] },
      { slots: [{ recruiting: '9999', type: 1 }] },
      {
        slots: [
          { recruiting: '0401', type: 1 },
          { recruiting: '0401', type: 2 },
        ],
      },
      { docs: [{ url: '/uploads/project_docs/not-mine.pdf', name: '기획서.pdf' }] },
      { cover_url: 'https://evil.example.com/cover.png' },
    ]) {
      const json = await fails(overrides);
      expect(['VALIDATION'], JSON.stringify(overrides)).toContain(json.code);
    }
  });

  it('sanitizes the introduction: no script, event handlers or javascript: links', async () => {
    const dirty =
      body().introduction +
      '<script>alert(1)</script><img src="x" onerror="alert(2)"><img src="http://plain.example.com/a.png">' +
      '<img src="https://cdn.example.com/ok.png" onload="x()"><a href="javascript:alert(3)">눌러</a>' +
      '<a href="https://sidequest.kr/guide" onclick="x()">안내</a><iframe src="https://x.com"></iframe><h1>큰 제목</h1>';
    const res = await post('/api/upload/project', body({ introduction: dirty }), cookie);
    expect(res.json(), res.body).toMatchObject({ result: 'success' });
    const ov = (await overviewOf(res.json().project_no)).json().project_overview as ProjectOverview;
    const html = ov.PROJECT_INTRODUCTION;
    // An outside picture is dropped too: readers' browsers only load our own uploads.
    expect(html).not.toMatch(
      /script|onerror|onload|onclick|javascript:|iframe|plain\.example|cdn\.example|<img/i,
    );
    expect(html).toContain(
      '<a href="https://sidequest.kr/guide" rel="noopener noreferrer nofollow" target="_blank">안내</a>',
    );
    expect(html).toContain('<h2>큰 제목</h2>');
  });
});

describe('repeated posts', () => {
  it('flags the same normalised body from the same person, but not from someone else', async () => {
    const a = await buildMember(ctx);
    const b = await buildMember(ctx);
    const intro = body().introduction;
    const first = await post('/api/upload/project', body({ introduction: intro }), a.cookie);
    expect(first.json()).toMatchObject({ result: 'success', flagged: false });
    const spaced = intro
      .replace('타입스크립트 핸드북을', '타입스크립트   핸드북을 ')
      .replace('</p>', ' </p>');
    const again = await post('/api/upload/project', body({ introduction: spaced }), a.cookie);
    expect(again.json()).toMatchObject({ result: 'success', flagged: true });
    const [row] = await ctx.database.db
      .select()
      .from(projects)
      .where(eq(projects.projectNo, again.json().project_no));
    expect(row?.repeatedOf).toBe(first.json().project_no);
    const other = await post('/api/upload/project', body({ introduction: intro }), b.cookie);
    expect(other.json()).toMatchObject({ result: 'success', flagged: false });
  });
});

describe('drafts', () => {
  it('keeps drafts private, saves partial values and publishes them', async () => {
    const leader = await buildMember(ctx);
    const other = await buildMember(ctx);
    const init = await post('/api/upload/projectInit', {}, leader.cookie);
    expect(init.json()).toMatchObject({ result: 'success', project_no: expect.any(Number) });
    const projectNo = init.json().project_no as number;

    const saved = await post(
      '/api/find_project/temp',
      {
        project_no: projectNo,
        title: '작성 중인',
        slots: [{ recruiting: '0301', type: 1 }],
        introduction: '<p>메모<script>x</script></p>',
      },
      leader.cookie,
    );
    expect(saved.json(), saved.body).toMatchObject({ result: 'success', project_no: projectNo });
    // Partial values are still type-checked.
    const bad = await post(
      '/api/find_project/temp',
      { project_no: projectNo, region: 'KR99' },
      leader.cookie,
    );
    expect(bad.json()).toMatchObject({ result: 'fail', code: 'VALIDATION' });

    const list = await get('/api/find_project/temp', leader.cookie);
    expect(list.json().drafts).toMatchObject([{ PROJECT_NO: projectNo, PROJECT_NAME: '작성 중인' }]);
    expect((await get('/api/find_project/temp', other.cookie)).json().drafts).toEqual([]);

    const mine = (await overviewOf(projectNo, leader.cookie)).json().project_overview as ProjectOverview;
    expect(mine).toMatchObject({
      STATUS: '99',
      HAS_POSTING: '00',
      MY_ROLE: 'leader',
      PROJECT_INTRODUCTION: '<p>메모</p>',
    });
    expect(mine.SLOTS).toMatchObject([{ RECRUITING: '0301', TYPE: 1, FILLED: 0 }]);
    expect((await overviewOf(projectNo, other.cookie)).json()).toMatchObject({
      result: 'fail',
      code: 'NOT_FOUND',
    });
    expect((await overviewOf(projectNo)).json()).toMatchObject({ result: 'fail', code: 'NOT_FOUND' });
    // Another member can neither write into nor publish someone else's draft.
    expect(
      (
        await post('/api/find_project/temp', { project_no: projectNo, title: '남의 초안' }, other.cookie)
      ).json(),
    ).toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(
      (await post('/api/upload/project', body({ project_no: projectNo }), other.cookie)).json(),
    ).toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(
      (await post('/api/upload/projectUpdate', body({ project_no: projectNo }), other.cookie)).json(),
    ).toMatchObject({
      code: 'NOT_FOUND',
    });

    const published = await post('/api/upload/project', body({ project_no: projectNo }), leader.cookie);
    expect(published.json(), published.body).toMatchObject({ result: 'success', project_no: projectNo });
    expect((await overviewOf(projectNo)).json().project_overview).toMatchObject({
      STATUS: '01',
      HAS_POSTING: '01',
    });
    expect((await get('/api/find_project/temp', leader.cookie)).json().drafts).toEqual([]);
    // Publishing twice, or saving a draft over a published post, is a conflict.
    expect(
      (await post('/api/upload/project', body({ project_no: projectNo }), leader.cookie)).json(),
    ).toMatchObject({
      code: 'CONFLICT',
    });
    expect(
      (
        await post('/api/find_project/temp', { project_no: projectNo, title: '다시 초안' }, leader.cookie)
      ).json(),
    ).toMatchObject({
      code: 'CONFLICT',
    });
  });

  it('creates a draft from a first autosave without project_no', async () => {
    const leader = await buildMember(ctx);
    const res = await post('/api/find_project/temp', { title: '첫 저장' }, leader.cookie);
    expect(res.json()).toMatchObject({ result: 'success', project_no: expect.any(Number) });
    const [row] = await ctx.database.db
      .select()
      .from(projects)
      .where(eq(projects.projectNo, res.json().project_no));
    expect(row).toMatchObject({ status: '99', leaderNo: leader.user.no, title: '첫 저장' });
  });
});

describe('projectUpdate', () => {
  it('lets only the leader edit; members FORBIDDEN, anonymous E001; keeps slot numbers', async () => {
    const leader = await buildMember(ctx);
    const member = await buildMember(ctx);
    const outsider = await buildMember(ctx);
    const db = ctx.database.db;
    const { projectNo, slots: slotNos } = await buildProject(ctx, leader, { slots: SLOTS });
    await db
      .insert(projectMembers)
      .values({ projectNo, userNo: member.user.no, role: '02', slotNo: slotNos[0]! });
    await db.update(projectSlots).set({ filled: 1 }).where(eq(projectSlots.slotNo, slotNos[0]!));

    const edit = (overrides: Record<string, unknown>) =>
      body({
        project_no: projectNo,
        slots: [{ slot_no: slotNos[0], recruiting: '0401', type: 3 }],
        ...overrides,
      });

    expect((await post('/api/upload/projectUpdate', edit({}))).json()).toMatchObject({ code: 'E001' });
    expect((await post('/api/upload/projectUpdate', edit({}), member.cookie)).json()).toMatchObject({
      code: 'FORBIDDEN',
    });
    expect((await post('/api/upload/projectUpdate', edit({}), outsider.cookie)).json()).toMatchObject({
      code: 'FORBIDDEN',
    });

    const ok = await post(
      '/api/upload/projectUpdate',
      edit({ title: '고친 제목의 프로젝트' }),
      leader.cookie,
    );
    expect(ok.json(), ok.body).toMatchObject({ result: 'success', project_no: projectNo, flagged: false });
    const slots = await db.select().from(projectSlots).where(eq(projectSlots.projectNo, projectNo));
    expect(slots).toMatchObject([{ slotNo: slotNos[0], capacity: 3, filled: 1 }]);
    const feed = await db.select().from(projectFeed).where(eq(projectFeed.projectNo, projectNo));
    expect(feed.map((f) => f.feedCode)).toContain('P011');

    // A slot with a member cannot shrink below it, change job or be removed.
    const below = await post(
      '/api/upload/projectUpdate',
      edit({ slots: [{ slot_no: slotNos[0], recruiting: '0401', type: 0 }] }),
      leader.cookie,
    );
    expect(below.json()).toMatchObject({ code: 'VALIDATION' });
    const job = await post(
      '/api/upload/projectUpdate',
      edit({ slots: [{ slot_no: slotNos[0], recruiting: '0301', type: 1 }] }),
      leader.cookie,
    );
    expect(job.json()).toMatchObject({ code: 'CONFLICT' });
    const removed = await post(
      '/api/upload/projectUpdate',
      edit({ slots: [{ recruiting: '0301', type: 1 }] }),
      leader.cookie,
    );
    expect(removed.json()).toMatchObject({ code: 'CONFLICT' });
    // Template rules apply to edits too.
    const broken = await post(
      '/api/upload/projectUpdate',
      edit({ introduction: '<p>짧아요</p>' }),
      leader.cookie,
    );
    expect(broken.json()).toMatchObject({ code: 'TEMPLATE_INCOMPLETE' });
  });
});

describe('overview', () => {
  it('answers the pinned shape with the viewer role', async () => {
    const leader = await buildMember(ctx);
    const member = await buildMember(ctx);
    const outsider = await buildMember(ctx);
    const db = ctx.database.db;
    const { projectNo, slots: slotNos } = await buildProject(ctx, leader, {
      title: '동네 재고 관리 서비스',
      slots: SLOTS,
    });
    await db
      .insert(projectMembers)
      .values({ projectNo, userNo: member.user.no, role: '02', slotNo: slotNos[1]! });

    const asLeader = await overviewOf(projectNo, leader.cookie);
    expect(asLeader.statusCode).toBe(200);
    const ov = asLeader.json().project_overview as ProjectOverview;
    expect(ov).toMatchObject({
      PROJECT_NO: projectNo,
      PROJECT_NAME: '동네 재고 관리 서비스',
      PROJECT_TECH: ['typescript', 'react'],
      PROJECT_TYPE: '01',
      REGION: 'KR00',
      STATUS: '01',
      HAS_POSTING: '01',
      HAS_PROMOTION: '00',
      CPG_JOB_TARGET: '00',
      MY_ROLE: 'leader',
      MY_APPLICATION_STATUS: null,
      IS_LIKED: false,
      IS_MARKED: false,
      LEADER: { USER_NO: leader.user.no, USER_NICKNAME: leader.nickname, IS_ME: true },
      SLOTS: [
        { SLOT_NO: slotNos[0], RECRUITING: '0401', TYPE: 1, FILLED: 0 },
        { SLOT_NO: slotNos[1], RECRUITING: '0501', TYPE: 2, FILLED: 0 },
      ],
      PROJECT_DOCS_URL1: null,
    });
    expect(ov.PROJECT_INTRODUCTION).toContain('<h2>1. 어떤 프로젝트인가요?</h2>');
    expect(ov.QUESTIONS.length).toBeGreaterThanOrEqual(2);
    expect(new Date(ov.PROJECT_CREATE_TIME).getTime()).toBeGreaterThan(0);
    expect(ov.SLUG).toMatch(/\S/);
    expect((await overviewOf(projectNo, member.cookie)).json().project_overview.MY_ROLE).toBe('member');
    expect((await overviewOf(projectNo, outsider.cookie)).json().project_overview.MY_ROLE).toBe('outsider');
    const anon = (await overviewOf(projectNo)).json();
    expect(anon).toMatchObject({
      result: 'success',
      project_overview: { MY_ROLE: 'outsider', LEADER: { IS_ME: false } },
    });
    expect((await overviewOf(999999)).json()).toMatchObject({ result: 'fail', code: 'NOT_FOUND' });
    expect((await post('/api/find_project/overview', { project_no: 'abc' })).json()).toMatchObject({
      code: 'VALIDATION',
    });
  });
});

describe('uploads', () => {
  const form = (data: Buffer | string, name: string, type: string) => {
    const fd = new FormData();
    fd.append('file', new Blob([typeof data === 'string' ? data : new Uint8Array(data)], { type }), name);
    return fd;
  };
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

  it('stores a cover and documents, which a post may then use', async () => {
    const leader = await buildMember(ctx);
    const png = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#7c3aed' } })
      .png()
      .toBuffer();
    const cover = await post('/api/upload/project_cover', form(png, '커버.png', 'image/png'), leader.cookie);
    expect(cover.json(), cover.body).toMatchObject({ result: 'success', FILE_NAME: '커버.png' });
    const coverUrl = cover.json().FILE_URL as string;
    const served = await get(coverUrl);
    expect((await sharp(served.rawPayload).metadata()).width).toBe(1600);

    const docs = [];
    for (const i of [1, 2]) {
      const res = await post(
        '/api/upload/project_docs',
        form(pdf, `기획서${i}.pdf`, 'application/pdf'),
        leader.cookie,
      );
      expect(res.json(), res.body).toMatchObject({ result: 'success' });
      docs.push({ url: res.json().FILE_URL as string, name: res.json().FILE_NAME as string });
    }
    const res = await post('/api/upload/project', body({ cover_url: coverUrl, docs }), leader.cookie);
    expect(res.json(), res.body).toMatchObject({ result: 'success' });
    const ov = (await overviewOf(res.json().project_no)).json().project_overview as ProjectOverview;
    expect(ov).toMatchObject({
      COVER_URL: coverUrl,
      PROJECT_DOCS_URL1: docs[0]!.url,
      PROJECT_DOCS_NAME1: '기획서1.pdf',
      PROJECT_DOCS_NAME2: '기획서2.pdf',
      PROJECT_DOCS_URL3: null,
    });
    // Someone else's upload cannot be attached.
    const other = await buildMember(ctx);
    const stolen = await post('/api/upload/project', body({ cover_url: coverUrl }), other.cookie);
    expect(stolen.json()).toMatchObject({ code: 'VALIDATION', fields: { cover_url: expect.any(String) } });
  });

  it('refuses anonymous uploads, wrong types and missing files', async () => {
    const { cookie } = await buildMember(ctx);
    expect(
      (await post('/api/upload/project_docs', form(pdf, 'a.pdf', 'application/pdf'))).json(),
    ).toMatchObject({ code: 'E001' });
    expect(
      (await post('/api/upload/project_cover', form(pdf, 'a.pdf', 'application/pdf'))).json(),
    ).toMatchObject({ code: 'E001' });
    expect(
      (
        await post('/api/upload/project_docs', form('MZ fake', 'setup.pdf', 'application/pdf'), cookie)
      ).json(),
    ).toMatchObject({
      code: 'UNSUPPORTED_DOCUMENT',
    });
    expect(
      (await post('/api/upload/project_cover', form(pdf, 'a.png', 'image/png'), cookie)).json(),
    ).toMatchObject({
      code: 'UNSUPPORTED_FILE',
    });
    expect((await post('/api/upload/project_cover', {}, cookie)).json()).toMatchObject({
      code: 'FILE_REQUIRED',
    });
  });
});
