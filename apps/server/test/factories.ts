import { randomBytes } from 'node:crypto';
import type { ProjectInput } from '@sidequest/shared';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { users } from '../src/features/auth/schema.js';
import { operators } from '../src/features/moderation/schema.js';
import { createPersonForTest, type PersonOverrides } from '../src/features/people/demo.js';
import { profiles } from '../src/features/profile/schema.js';
import { publish } from '../src/features/project/post/publish.js';
import { filledIntroduction, SAMPLE_QUESTIONS } from '../src/features/project/post/sample.js';
import { projectMembers, projectSlots, projects } from '../src/features/project/schema.js';
import { offlineEvents } from '../src/subscribers.js';
import { cookieFrom, SIGNUP_CONSENT, type TestContext } from './helpers.js';
import { http, type Who } from './http.js';

/**
 * The things API tests are made of, one builder each: a member, a project with its team, a lounge
 * post, a magazine article, a chat room. Every call makes a new, distinct one through the real calls
 * (or, where noted, the real services), so a test names only what matters to it:
 *
 *   const leader = await buildMember(ctx);
 *   const p = await buildProject(ctx, leader, { members: [await buildMember(ctx)] });
 */

type Ctx = Pick<TestContext, 'app' | 'database'>;

// ── Members ──────────────────────────────────────────────────────────────────────────────────

/** A signed-up member as the tests hold one: the sign-up fields, the session cookie and the user. */
export interface Member {
  email: string;
  password: string;
  nickname: string;
  cookie: string;
  user: { no: number; nickname: string };
}

export interface MemberOverrides {
  email?: string;
  password?: string;
  nickname?: string;
  /** The address the sign-up comes from (log-in throttling treats it as the member's own). */
  ip?: string;
  /** Makes the member an operator of the site. */
  operator?: 'admin' | 'editor';
  /** Account columns set straight in the database after the sign-up (main job …). */
  account?: Partial<typeof users.$inferInsert>;
  /** Profile columns set straight in the database (`joinStep: null` finishes the sign-up steps). */
  profile?: Partial<typeof profiles.$inferInsert>;
}

let members = 0;

/**
 * Signs a new member up through the sign-up call, logged in, with the required agreements and at
 * join step 2 (the stepped sign-up not yet walked; `join-kit`'s `finishJoin` walks it).
 */
export async function buildMember(ctx: Ctx, o: MemberOverrides = {}): Promise<Member> {
  members += 1;
  const tag = `${process.pid % 1000}${members}${randomBytes(2).toString('hex')}`;
  const body = {
    email: o.email ?? `maker${tag}@sidequest.kr`,
    password: o.password ?? 'sidequest123!',
    nickname: o.nickname ?? `메이커${tag}`.slice(0, 12),
  };
  const res = await http(ctx.app).post(
    '/api/auth/register',
    { ...body, ...SIGNUP_CONSENT },
    null,
    o.ip ? { ip: o.ip } : {},
  );
  if (res.statusCode !== 200) throw new Error(`register failed: ${res.body}`);
  const member: Member = { ...body, cookie: cookieFrom(res), user: res.json().user };
  const userNo = member.user.no;
  if (o.operator) await ctx.database.db.insert(operators).values({ userNo, role: o.operator });
  if (o.account) await ctx.database.db.update(users).set(o.account).where(eq(users.userNo, userNo));
  if (o.profile) await ctx.database.db.update(profiles).set(o.profile).where(eq(profiles.userNo, userNo));
  return member;
}

/**
 * Someone with a finished, public profile, written straight into the database: no password hashing,
 * no session. For tests that need many people to find (search, recommendations, mail), as the demo
 * seed makes them. Answers `{ userNo, nickname }`.
 */
export function buildPerson(ctx: Ctx, overrides: PersonOverrides = {}) {
  return createPersonForTest(ctx.database.db, overrides);
}

// ── Projects ─────────────────────────────────────────────────────────────────────────────────

export interface BuiltProject {
  projectNo: number;
  /** Slot numbers in the post's order. */
  slots: number[];
  /** The questions applicants answer. */
  questions: string[];
  leader: Member;
}

export type ProjectOverrides = Partial<ProjectInput> & {
  /** Moves the published project on ('99' back to a draft, '05' finished …). */
  status?: string;
  /** Members who apply to slot 1 and whom the leader confirms, as the team calls do it. */
  members?: Member[];
};

let projectsMade = 0;

/**
 * A project published by `leader` through the real posting rules, so it looks as members would
 * make it: two slots (0101 for one, 0201 for two), the default questions, and its team room opened
 * as the app opens it. Each call writes a distinct introduction, so none is flagged as repeated.
 */
export async function buildProject(
  ctx: Ctx,
  leader: Member,
  o: ProjectOverrides = {},
): Promise<BuiltProject> {
  const { status, members: team = [], ...input } = o;
  const db = ctx.database.db;
  const [leaderRow] = await db.select().from(users).where(eq(users.userNo, leader.user.no)).limit(1);
  projectsMade += 1;
  const n = projectsMade;
  const { projectNo } = await publish(db, offlineEvents(db), leaderRow!, {
    type: '01',
    title: '주말 스터디 팀원 모집',
    domain: '01',
    platform: '01',
    camp: null,
    meeting_mode: '01',
    region: 'KR00',
    available_days: '00',
    available_time: '00',
    phase: '01',
    tech: ['typescript', 'react'],
    slots: [
      { recruiting: '0101', type: 1 },
      { recruiting: '0201', type: 2 },
    ],
    job_target: '00',
    introduction: filledIntroduction({
      what: `동네 가게의 재고를 한눈에 보는 웹 서비스를 만들어요. 테스트 번호 ${n}-${Date.now()}.`,
      where: '기획서와 와이어프레임이 있고, 로그인과 상품 목록 화면을 개발하고 있어요.',
      who: '리액트로 화면을 만들어 본 프론트엔드 개발자와 API를 설계할 백엔드 개발자를 찾아요.',
    }),
    questions: [...SAMPLE_QUESTIONS],
    docs: [],
    cover_url: null,
    ...input,
  });
  const slots = await db
    .select({ slotNo: projectSlots.slotNo })
    .from(projectSlots)
    .where(eq(projectSlots.projectNo, projectNo))
    .orderBy(projectSlots.sortOrder);
  const [row] = await db
    .select({ questions: projects.questions })
    .from(projects)
    .where(eq(projects.projectNo, projectNo));
  const built = { projectNo, slots: slots.map((s) => s.slotNo), questions: row!.questions ?? [], leader };
  for (const member of team) await joinProject(ctx, built, { member });
  if (status) await db.update(projects).set({ status }).where(eq(projects.projectNo, projectNo));
  return built;
}

/**
 * A project row written straight into the database, for what the posting call never makes on its
 * own (a draft, a deleted project, a fixed cover or introduction). The leader is its only member.
 */
export async function buildProjectRow(
  ctx: Ctx,
  leader: Member,
  overrides: Partial<typeof projects.$inferInsert> = {},
): Promise<number> {
  const db = ctx.database.db;
  const [p] = await db
    .insert(projects)
    .values({
      leaderNo: leader.user.no,
      title: '주말 사이드 프로젝트 스터디',
      type: '02',
      status: '01',
      introductionHtml: '<h2>소개</h2><p>함께 <b>가계부 앱</b>을 만들어요.</p>',
      introductionText: '소개 함께 가계부 앱을 만들어요.',
      coverUrl: '/uploads/cover-test.webp',
      publishedAt: new Date(),
      ...overrides,
    })
    .returning();
  await db.insert(projectMembers).values({ projectNo: p!.projectNo, userNo: leader.user.no, role: '01' });
  return p!.projectNo;
}

/** An applicant's answers to the project's questions. */
export const answersTo = (questions: string[]) =>
  questions.map((q, i) => ({ question: q, answer: `성실하게 참여할게요 (${i + 1})` }));

/** `who` applies to the project's slot at index `slot`, answering every question; the response. */
export function applyTo(
  ctx: Ctx,
  project: Pick<BuiltProject, 'projectNo' | 'slots' | 'questions'>,
  who: Who,
  slot = 1,
) {
  return http(ctx.app).post(
    '/api/mgmt_project/apply',
    { project_no: project.projectNo, slot_no: project.slots[slot], answers: answersTo(project.questions) },
    who,
  );
}

/**
 * `member` (a new one if left out) applies to the slot at index `slot` and the leader confirms: a
 * member of the team and of its room.
 */
export async function joinProject(
  ctx: Ctx,
  project: BuiltProject,
  { member, slot = 1 }: { member?: Member; slot?: number } = {},
): Promise<Member> {
  const m = member ?? (await buildMember(ctx));
  const applied = await applyTo(ctx, project, m, slot);
  expect(applied.statusCode, applied.body).toBe(200);
  const approved = await http(ctx.app).post(
    '/api/mgmt_project/approval',
    { project_no: project.projectNo, user_no: m.user.no, approve: true },
    project.leader,
  );
  expect(approved.statusCode, approved.body).toBe(200);
  return m;
}

// ── Lounge and magazine ──────────────────────────────────────────────────────────────────────

/** What the lounge's posting call takes: a free post with a tag and a real body; override any field. */
export function loungePostBody(overrides: Record<string, unknown> = {}) {
  return {
    post_type: '01',
    tag: '04',
    body: '<p>사이드 프로젝트를 6개월째 이어 오면서 배운 점을 정리해 봤어요. 가장 중요한 건 매주 작은 배포예요.</p>',
    ...overrides,
  };
}

/** A lounge post by `author` through the posting call. */
export async function buildPost(ctx: Ctx, author: Who, overrides: Record<string, unknown> = {}) {
  const res = await http(ctx.app).post('/api/mgmt_lounge/new_upload', loungePostBody(overrides), author);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { post_no: number; flagged: boolean };
}

/** What the magazine's posting call takes: an announcement with a subtitle and tags. */
export function articleBody(overrides: Record<string, unknown> = {}) {
  return {
    category: '13',
    title: '사이드퀘스트, 라운지를 열었어요!',
    subtitle: '메이커들이 프로젝트 사이사이 이야기 나누는 곳',
    body: '<h2>라운지가 생겼어요</h2><p>이제 프로젝트 밖에서도 메이커들과 인사이트를 나눌 수 있어요. 투표와 리액션도 함께요.</p>',
    tags: ['라운지', '업데이트'],
    ...overrides,
  };
}

/** A magazine article by `author` (an editor for most categories) through the posting call. */
export async function buildArticle(ctx: Ctx, author: Who, overrides: Record<string, unknown> = {}) {
  const res = await http(ctx.app).post('/api/mgmt_quest/post', articleBody(overrides), author);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { quest_no: number; slug: string };
}

// ── Chat ─────────────────────────────────────────────────────────────────────────────────────

/** The one-to-one room between `a` and `b`, opened by `a` through the chat call; its id. */
export async function buildRoom(ctx: Ctx, a: Who, b: { user: { no: number } }): Promise<string> {
  const res = await http(ctx.app).post('/api/sidequest_chat/open_chat_room', { opponent_no: b.user.no }, a);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().roomId as string;
}
