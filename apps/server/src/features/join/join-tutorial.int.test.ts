import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../auth/schema.js';
import { favourites } from '../profile/schema.js';
import { buildBooth } from '../../../test/expo-social-kit.js';
import { buildMember, buildProject, buildProjectRow, type Member } from '../../../test/factories.js';
import { http } from '../../../test/http.js';
import { save, state, finishJoin, BASICS, useJoinApp } from '../../../test/join-kit.js';

const bed = useJoinApp();
const { post, get } = http(() => bed.ctx.app);

describe('the matching tutorial', () => {
  let viewer: Member;
  let designer: Member;
  let lawyer: Member;
  let halfway: Member;

  beforeAll(async () => {
    designer = await buildMember(bed.ctx);
    await finishJoin(
      designer,
      { main_job: '03', main_job_d: '0301' },
      { ...BASICS, interests: ['12', '21'], skills: ['react', 'figma'] },
    );
    lawyer = await buildMember(bed.ctx);
    await finishJoin(
      lawyer,
      { main_job: '07', main_job_d: '0712' },
      { ...BASICS, region: 'KR03', meeting_mode: '02', interests: ['15'], skills: [] },
    );
    halfway = await buildMember(bed.ctx);
    await save(halfway.cookie, 2, { member_type: '01' });
    viewer = await buildMember(bed.ctx);
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

  it('answers honest empty lists while nothing recruits and no booth is open', async () => {
    const p = await get('/api/profile/tutorial_matchmaking_project', viewer.cookie);
    expect(p.json()).toEqual({ result: 'success', project_list: [] });
    const q = await get('/api/profile/tutorial_matchmaking_product', viewer.cookie);
    expect(q.json()).toEqual({ result: 'success', product_list: [] });
  });

  it('offers the expo’s booths once they exist, and takes only public ones as picks', async () => {
    const shown = await buildBooth(bed.ctx, designer.user.no);
    const screening = await buildBooth(bed.ctx, designer.user.no, { status: 'screening' });
    const removed = await buildBooth(bed.ctx, designer.user.no, { removed: true });
    const list = (await get('/api/profile/tutorial_matchmaking_product', viewer.cookie)).json()
      .product_list as { PRODUCT_NO: number; PRODUCT_NAME: string; PRODUCT_PITCH: string }[];
    const nos = list.map((p) => p.PRODUCT_NO);
    expect(nos).toContain(shown);
    expect(nos).not.toContain(screening);
    expect(nos).not.toContain(removed);
    expect(list.find((p) => p.PRODUCT_NO === shown)!.PRODUCT_PITCH).toBe('사이드 프로젝트를 위한 작은 도구');

    const picked = await post(
      '/api/profile/tutorial_bookmark_product',
      { target_nos: [shown] },
      viewer.cookie,
    );
    expect(picked.json()).toEqual({ result: 'success', TARGET_NOS: [shown] });
    expect((await state(viewer.cookie)).json().SAVED.TUTORIAL_PRODUCTS).toEqual([shown]);
    for (const hidden of [screening, removed]) {
      const res = await post(
        '/api/profile/tutorial_bookmark_product',
        { target_nos: [hidden] },
        viewer.cookie,
      );
      expect(res.json().code).toBe('NOT_FOUND');
    }
    expect((await state(viewer.cookie)).json().SAVED.TUTORIAL_PRODUCTS).toEqual([shown]);
    await post('/api/profile/tutorial_bookmark_product', { target_nos: [] }, viewer.cookie);
  });

  it('offers recruiting projects once they exist and keeps the ones picked', async () => {
    const project = await buildProject(bed.ctx, designer);
    const draft = await buildProjectRow(bed.ctx, designer, { status: '99' });
    const list = (await get('/api/profile/tutorial_matchmaking_project', viewer.cookie)).json()
      .project_list as { PROJECT_NO: number; PROJECT_NAME: string }[];
    expect(list.map((p) => p.PROJECT_NO)).toContain(project.projectNo);
    expect(list.map((p) => p.PROJECT_NO)).not.toContain(draft);

    const picked = await post(
      '/api/profile/tutorial_bookmark_project',
      { target_nos: [project.projectNo] },
      viewer.cookie,
    );
    expect(picked.json()).toEqual({ result: 'success', TARGET_NOS: [project.projectNo] });
    expect((await state(viewer.cookie)).json().SAVED.TUTORIAL_PROJECTS).toEqual([project.projectNo]);
    // A draft is the leader's alone: not a pick anyone else can make.
    const hidden = await post(
      '/api/profile/tutorial_bookmark_project',
      { target_nos: [draft] },
      viewer.cookie,
    );
    expect(hidden.json().code).toBe('NOT_FOUND');
    const cleared = await post('/api/profile/tutorial_bookmark_project', { target_nos: [] }, viewer.cookie);
    expect(cleared.json()).toEqual({ result: 'success', TARGET_NOS: [] });
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
    const rows = await bed.ctx.database.db
      .select()
      .from(favourites)
      .where(and(eq(favourites.userNo, viewer.user.no), eq(favourites.targetType, 'user')));
    expect(rows.map((r) => [r.targetNo, r.source])).toEqual([[lawyer.user.no, 'tutorial']]);
  });

  it('leaves a manual favourite alone when tutorial picks are replaced', async () => {
    const fan = await buildMember(bed.ctx);
    await finishJoin(fan);
    await bed.ctx.database.db
      .insert(favourites)
      .values({ userNo: fan.user.no, targetType: 'user', targetNo: designer.user.no, source: 'manual' });
    await post(
      '/api/profile/tutorial_bookmark_user',
      { target_nos: [designer.user.no, lawyer.user.no] },
      fan.cookie,
    );
    await post('/api/profile/tutorial_bookmark_user', { target_nos: [] }, fan.cookie);
    const rows = await bed.ctx.database.db
      .select()
      .from(favourites)
      .where(eq(favourites.userNo, fan.user.no));
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
    const gone = await buildMember(bed.ctx);
    await finishJoin(gone);
    await bed.ctx.database.db
      .update(users)
      .set({ status: 'withdrawn' })
      .where(eq(users.userNo, gone.user.no));
    const res = await post(
      '/api/profile/tutorial_bookmark_user',
      { target_nos: [gone.user.no] },
      viewer.cookie,
    );
    expect(res.json().code).toBe('NOT_FOUND');
  });

  it.each([['project'], ['product']])(
    'refuses %s picks of what does not exist, and accepts an empty list',
    async (kind) => {
      const refused = await post(
        `/api/profile/tutorial_bookmark_${kind}`,
        { target_nos: [2_000_000_000] },
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
    const other = await buildMember(bed.ctx);
    expect((await state(other.cookie)).json().SAVED.TUTORIAL_USERS).toEqual([]);
  });
});
