import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMember, buildProject, type Member } from '../../../../test/factories.js';
import { createTestApp, type TestContext } from '../../../../test/helpers.js';
import { MemoryCache } from '../../../lib/shared-cache.js';
import { users } from '../../auth/schema.js';
import { projectSlots, projects } from '../schema.js';
import { recommendProjects } from './recommend.js';
import { recommendationCache } from './recommend-cache.js';
import { searchProjects } from './search.js';

let ctx: TestContext;
let leader: Member;
let viewerNo: number;

beforeAll(async () => {
  ctx = await createTestApp();
  leader = await buildMember(ctx);
  viewerNo = (await buildMember(ctx)).user.no;
});
afterAll(() => ctx.close());

let clock = Date.UTC(2026, 0, 1);
/** A published project with one open 0401 slot, published one minute after the previous one. */
async function make(title: string, job = '0401'): Promise<number> {
  const db = ctx.database.db;
  const { projectNo } = await buildProject(ctx, leader, {
    title,
    slots: [{ recruiting: job as '0401', type: 2 }],
  });
  clock += 60_000;
  await db
    .update(projects)
    .set({ status: '01', publishedAt: new Date(clock) })
    .where(eq(projects.projectNo, projectNo));
  return projectNo;
}

async function openJobs(projectNo: number): Promise<string[]> {
  const [row] = await ctx.database.db
    .select({ jobs: projects.openJobs })
    .from(projects)
    .where(eq(projects.projectNo, projectNo));
  return row?.jobs ?? [];
}

describe('open_jobs follows the slots (trigger)', () => {
  it('adds, fills, reopens and removes job codes in the changing statement', async () => {
    const db = ctx.database.db;
    const no = await make('트리거 확인 모임');
    expect(await openJobs(no)).toEqual(['0401']);
    const [extra] = await db
      .insert(projectSlots)
      .values({ projectNo: no, jobCode: '0201', capacity: 1 })
      .returning({ slotNo: projectSlots.slotNo });
    expect(await openJobs(no)).toEqual(['0201', '0401']);
    await db.update(projectSlots).set({ filled: 1 }).where(eq(projectSlots.slotNo, extra!.slotNo));
    expect(await openJobs(no)).toEqual(['0401']);
    await db.update(projectSlots).set({ filled: 0 }).where(eq(projectSlots.slotNo, extra!.slotNo));
    expect(await openJobs(no)).toEqual(['0201', '0401']);
    await db.delete(projectSlots).where(eq(projectSlots.projectNo, no));
    expect(await openJobs(no)).toEqual([]);
  });
});

describe('cached counts and page boundaries', () => {
  it('pages on by seeking from the stored boundary and gives what OFFSET gives', async () => {
    for (let i = 0; i < 45; i += 1) await make(`경계 확인 모임 ${i}`);
    const db = ctx.database.db;
    const query = { keyword: '경계 확인' };
    const caching = { cache: new MemoryCache(), ttlMs: 60_000 };
    const fresh = [];
    const cached = [];
    for (const offset of [0, 20, 40]) {
      fresh.push(await searchProjects(db, null, { ...query, offset }));
      cached.push(await searchProjects(db, null, { ...query, offset }, caching));
    }
    expect(cached).toEqual(fresh);
    expect(fresh.map((p) => p.projects.length)).toEqual([20, 20, 5]);
    expect(fresh[0]!.total).toBe(45);
    // The boundaries are there, so the next reads seek (and the count is reused).
    expect(await caching.cache.peek('project:seek:20:||||||경계 확인')).toBeDefined();
    expect(await caching.cache.peek('project:count:||||||경계 확인')).toBe(45);
    for (const [i, offset] of [0, 20, 40].entries()) {
      expect(await searchProjects(db, null, { ...query, offset }, caching)).toEqual(fresh[i]);
    }
  });

  it('answers a page past the end with the count', async () => {
    const page = await searchProjects(ctx.database.db, null, { keyword: '경계 확인', offset: 100 });
    expect(page.projects).toEqual([]);
    expect(page.has_more).toBe(false);
    // As before: the total is never below what the pages so far showed (offset + rows).
    expect(page.total).toBe(100);
  });
});

describe('cached recommendations', () => {
  it('reuse the ranking until the pool or the viewer changes, with fresh cards', async () => {
    const db = ctx.database.db;
    await db.update(users).set({ mainJob: '04', mainJobD: '0401' }).where(eq(users.userNo, viewerNo));
    const [viewer] = await db.select().from(users).where(eq(users.userNo, viewerNo));
    const cache = recommendationCache(ctx.events);
    cache.use(new MemoryCache(), 60_000);
    try {
      const first = await recommendProjects(db, viewer!, cache);
      expect(first.personalized).toBe(true);
      expect(first.projects.length).toBeGreaterThan(0);

      // A project appearing without an event is not ranked in yet …
      const newer = await make('새로 올라온 추천 확인 모임');
      const again = await recommendProjects(db, viewer!, cache);
      expect(again.projects.map((p) => p.PROJECT_NO)).toEqual(first.projects.map((p) => p.PROJECT_NO));
      // … but the cards are read fresh: a like shows at once.
      const top = first.projects[0]!.PROJECT_NO;
      await db.execute(sql`update projects set likes = likes + 7 where project_no = ${top}`);
      expect((await recommendProjects(db, viewer!, cache)).projects[0]!.LIKES).toBe(
        first.projects[0]!.LIKES + 7,
      );

      // The pool's event ranks everyone again.
      await ctx.events.emit('project.published', {
        project: { projectNo: newer, title: '', leaderNo: leader.user.no },
      });
      const after = await recommendProjects(db, viewer!, cache);
      expect(after.projects[0]!.PROJECT_NO).toBe(newer);

      // A project that stops recruiting drops out before any event.
      await db.update(projectSlots).set({ filled: 2 }).where(eq(projectSlots.projectNo, newer));
      const closed = await recommendProjects(db, viewer!, cache);
      expect(closed.projects.map((p) => p.PROJECT_NO)).not.toContain(newer);

      // The viewer's own profile change forgets their entry.
      const other = await make('프로필 변경 확인 모임', '0201');
      await db.update(users).set({ mainJobD: '0201' }).where(eq(users.userNo, viewerNo));
      await ctx.events.emit('profile.updated', { userNo: viewerNo });
      const [changed] = await db.select().from(users).where(eq(users.userNo, viewerNo));
      const ranked = await recommendProjects(db, changed!, cache);
      expect(ranked.projects[0]!.PROJECT_NO).toBe(other);
    } finally {
      cache.use(new MemoryCache(), 0);
    }
  });
});
