import { PROJECT_POST_SECTIONS } from '@sidequest/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMember } from '../../../../test/factories.js';
import { createTestApp, type TestContext } from '../../../../test/helpers.js';
import { http } from '../../../../test/http.js';
import { projectBody } from '../../../../test/project-post-kit.js';
import { projectFeed, projectMembers, projects, projectSlots } from '../schema.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const { post, get } = http(() => ctx.app);

describe('publishing', () => {
  it('asks applicants only the leader’s questions and publishes no template instructions', async () => {
    const leader = await buildMember(ctx);
    const [s1, s2, s3, s4, s5] = PROJECT_POST_SECTIONS;
    const introduction =
      `<h2>${s1!.heading}</h2><p>동네 가게의 재고를 한눈에 보는 웹 서비스를 만들어요. 발행 테스트예요.</p>` +
      `<h2>${s2!.heading}</h2><p>${s2!.placeholder}</p><p>기획서와 와이어프레임이 있고 로그인을 개발하고 있어요.</p>` +
      `<h2>${s3!.heading}</h2><p>리액트로 화면을 만들어 본 프론트엔드 개발자를 찾고 있어요.</p>` +
      `<h2>${s4!.heading}</h2><p>${s4!.placeholder}</p>` +
      `<h2>${s5!.heading}</h2><ul><li><p>비슷한 일을 해 본 경험이 있다면 알려 주세요.</p></li></ul>`;
    const res = await post(
      '/api/upload/project',
      projectBody({ introduction, questions: ['  포트폴리오 링크를 알려 주세요.  '] }),
      leader,
    );
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await ctx.database.db
      .select()
      .from(projects)
      .where(eq(projects.projectNo, res.json().project_no));
    expect(row?.questions).toEqual(['포트폴리오 링크를 알려 주세요.']);
    for (const s of PROJECT_POST_SECTIONS) expect(row?.introductionHtml).not.toContain(s.placeholder);
    expect(row?.introductionHtml).not.toContain('경험이 있다면');
    expect(row?.introductionHtml).not.toContain(s4!.heading);
    expect(row?.introductionHtml).toContain('기획서와 와이어프레임');
  });

  it('creates a project with slots, the leader as member and a P001 feed entry', async () => {
    const leader = await buildMember(ctx);
    const res = await post('/api/upload/project', projectBody(), leader);
    expect(res.statusCode, res.body).toBe(200);
    const json = res.json() as { result: string; project_no: number; flagged: boolean };
    expect(json.result).toBe('success');
    expect(json.flagged).toBe(false);
    const db = ctx.database.db;
    const [row] = await db.select().from(projects).where(eq(projects.projectNo, json.project_no));
    expect(row?.status).toBe('01');
    // No questions sent: applicants answer none (nothing in the body or template becomes one).
    expect(row?.questions).toEqual([]);
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
    const res = await post('/api/upload/project', projectBody());
    expect(res.json()).toMatchObject({ result: 'fail', code: 'E001' });
    expect((await post('/api/upload/projectInit', {})).json()).toMatchObject({ code: 'E001' });
    expect((await post('/api/find_project/temp', { title: '초안' })).json()).toMatchObject({ code: 'E001' });
    expect((await get('/api/find_project/temp')).json()).toMatchObject({ code: 'E001' });
  });
});

describe('repeated posts', () => {
  it('flags the same normalised body posted again by the same person', async () => {
    const a = await buildMember(ctx);
    const intro = projectBody().introduction;
    const first = await post('/api/upload/project', projectBody({ introduction: intro }), a);
    expect(first.json()).toMatchObject({ result: 'success', flagged: false });
    const spaced = intro
      .replace('타입스크립트 핸드북을', '타입스크립트   핸드북을 ')
      .replace('</p>', ' </p>');
    const again = await post('/api/upload/project', projectBody({ introduction: spaced }), a);
    expect(again.json()).toMatchObject({ result: 'success', flagged: true });
    const [row] = await ctx.database.db
      .select()
      .from(projects)
      .where(eq(projects.projectNo, again.json().project_no));
    expect(row?.repeatedOf).toBe(first.json().project_no);
  });

  it('does not flag the same body from someone else', async () => {
    const a = await buildMember(ctx);
    const b = await buildMember(ctx);
    const intro = projectBody().introduction;
    const first = await post('/api/upload/project', projectBody({ introduction: intro }), a);
    expect(first.json()).toMatchObject({ result: 'success', flagged: false });
    const other = await post('/api/upload/project', projectBody({ introduction: intro }), b);
    expect(other.json()).toMatchObject({ result: 'success', flagged: false });
  });
});
