import { isReservedNickname, joinApi, ruleFailure } from '@sidequest/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { fail } from '../../lib/app-error.js';
import { hasRequiredConsent } from '../auth/consent.js';
import { users } from '../auth/schema.js';
import type { UserRow } from '../auth/sessions.js';
import { favourites, profiles } from '../profile/schema.js';
import { profileSearchFields } from '../profile/search-fields.js';

type JoinAnswers = joinApi.JoinAnswers;
type JoinSaved = joinApi.JoinSaved;
const { JOIN_STEP_FIELDS, JOIN_STEP_SCHEMAS, JOIN_TOTAL_STEPS, JOIN_TUTORIAL_STEP, ZJoinAnswers } = joinApi;

type ProfileRow = typeof profiles.$inferSelect;
type JoinStepNo = 2 | 3 | 4 | 5;
type Drafts = Record<string, Partial<JoinAnswers>>;

/** The member's profile row; members from before the profile table get one on first use. */
async function loadProfile(db: Db, userNo: number): Promise<ProfileRow> {
  const [row] = await db.select().from(profiles).where(eq(profiles.userNo, userNo)).limit(1);
  if (row) return row;
  await db.insert(profiles).values({ userNo }).onConflictDoNothing();
  const [created] = await db.select().from(profiles).where(eq(profiles.userNo, userNo)).limit(1);
  return created!;
}

async function tutorialPicks(db: Db, userNo: number) {
  const rows = await db
    .select({ type: favourites.targetType, no: favourites.targetNo })
    .from(favourites)
    .where(and(eq(favourites.userNo, userNo), eq(favourites.source, 'tutorial')))
    .orderBy(favourites.createdAt, favourites.targetNo);
  const of = (type: string) => rows.filter((r) => r.type === type).map((r) => r.no);
  return { user: of('user'), project: of('project'), product: of('product') };
}

/** Whether the member has saved `step` (they are past it, or finished). */
function stepDone(profile: ProfileRow, step: number): boolean {
  return profile.joinStep === null || profile.joinStep > step;
}

function savedValues(
  user: UserRow,
  profile: ProfileRow,
  picks: Awaited<ReturnType<typeof tutorialPicks>>,
): JoinSaved {
  const s2 = stepDone(profile, 2);
  const s3 = stepDone(profile, 3);
  const s4 = stepDone(profile, 4);
  const at4 = <T>(v: T) => (s4 ? v : null);
  return {
    USER_NICKNAME: user.nickname ?? '',
    USER_IMG_URL: user.imgUrl,
    MEMBER_TYPE: s2 ? profile.memberType : null,
    MAIN_JOB: s3 ? user.mainJob : null,
    MAIN_JOB_D: s3 ? user.mainJobD : null,
    SUB_JOB: s3 ? user.subJob : null,
    SUB_JOB_D: s3 ? user.subJobD : null,
    AGE: at4(profile.age),
    GENDER: at4(profile.gender),
    REGION: at4(profile.region),
    MEETING_MODE: at4(profile.meetingMode),
    AVAILABLE_DAYS: at4(profile.availableDays),
    AVAILABLE_TIME: at4(profile.availableTime),
    SKILL_LEVEL: at4(profile.skillLevel),
    EXPERIENCE_YEARS: at4(profile.experienceYears),
    INTERESTS: at4(profile.interests),
    SKILLS: at4(profile.skills),
    MBTI: at4(profile.mbti),
    STATUS_LINE: at4(profile.statusLine),
    INTRODUCTION: at4(profile.introduction),
    TUTORIAL_USERS: picks.user,
    TUTORIAL_PROJECTS: picks.project,
    TUTORIAL_PRODUCTS: picks.product,
  };
}

/**
 * A stored draft, re-checked field by field: a code a catalogue no longer has (or a hand-edited
 * row) is dropped rather than breaking the answer.
 */
export function cleanDraft(raw: unknown, step: number): Partial<JoinAnswers> | null {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return null;
  const fields = JOIN_STEP_FIELDS[step as JoinStepNo] ?? [];
  const out: Record<string, unknown> = {};
  for (const key of fields) {
    const value = (raw as Record<string, unknown>)[key];
    if (value === undefined) continue;
    const parsed = ZJoinAnswers.shape[key].safeParse(value);
    if (parsed.success && parsed.data !== undefined) out[key] = parsed.data;
  }
  return Object.keys(out).length > 0 ? (out as Partial<JoinAnswers>) : null;
}

export async function joinState(db: Db, user: UserRow, askedStep: number | undefined, userTemp: boolean) {
  const profile = await loadProfile(db, user.userNo);
  const picks = await tutorialPicks(db, user.userNo);
  const step = askedStep ?? profile.joinStep ?? JOIN_TOTAL_STEPS;
  const drafts = (profile.joinDraft ?? {}) as Drafts;
  return {
    JOIN_STEP: profile.joinStep,
    JOIN_COMPLETED: profile.joinStep === null,
    TOTAL_STEPS: JOIN_TOTAL_STEPS,
    STEP: step,
    SAVED: savedValues(user, profile, picks),
    DRAFT: userTemp ? cleanDraft(drafts[String(step)], step) : null,
  };
}

// ---------------------------------------------------------------------------------------------
// Full saves: completeness and the cross-field rules of each step (shared with the web form),
// then the values to write.

/** Refuses a full save the step's rules do not accept, naming the first problem (or every missing field). */
function checkStep(step: keyof typeof JOIN_STEP_SCHEMAS, answers: JoinAnswers): void {
  const parsed = JOIN_STEP_SCHEMAS[step].safeParse(answers);
  if (parsed.success) return;
  const refused = ruleFailure(parsed.error.issues);
  throw fail(refused.code, refused.message, refused.fields);
}

interface JobChoice {
  mainJob: string;
  mainJobD: string;
  subJob: string | null;
  subJobD: string | null;
}

export function checkJobs(a: JoinAnswers): JobChoice {
  checkStep(3, a);
  return {
    mainJob: a.main_job!,
    mainJobD: a.main_job_d!,
    subJob: a.sub_job ?? null,
    subJobD: a.sub_job_d ?? null,
  };
}

export function checkBasics(a: JoinAnswers) {
  checkStep(4, a);
  return {
    nickname: a.nickname!.trim(),
    age: a.age ?? '00',
    gender: a.gender ?? '00',
    region: a.region!,
    meetingMode: a.meeting_mode!,
    availableDays: a.available_days!,
    availableTime: a.available_time!,
    skillLevel: a.skill_level!,
    experienceYears: a.experience_years!,
    interests: [...new Set(a.interests!)],
    skills: [...new Set(a.skills ?? [])],
    mbti: a.mbti && a.mbti !== '00' ? a.mbti : null,
    statusLine: a.status_line ?? null,
    introduction: (a.introduction ?? '').trim(),
  };
}

/** A nickname change: the format, the reserved names, and nobody else holding it (any case). */
async function checkNicknameChange(db: Db, user: UserRow, nickname: string): Promise<void> {
  if (nickname === user.nickname) return;
  if (isReservedNickname(nickname)) {
    throw fail('RESERVED_NICKNAME', undefined, {
      nickname: '운영자나 공식 계정으로 오해할 수 있는 닉네임이에요. 다른 닉네임을 입력해 주세요.',
    });
  }
  const [other] = await db
    .select({ n: users.userNo })
    .from(users)
    .where(and(sql`lower(${users.nickname}) = lower(${nickname})`, sql`${users.userNo} <> ${user.userNo}`))
    .limit(1);
  if (other) throw fail('DUPLICATE_NICKNAME', undefined, { nickname: '이미 사용 중인 닉네임이에요.' });
}

/** Where the member stands after saving `step`: one further when it was their current step. */
function nextStep(current: number, step: number): number | null {
  if (step < current) return current;
  return step >= JOIN_TUTORIAL_STEP ? null : step + 1;
}

function assertMayWrite(profile: ProfileRow, step: number): number {
  if (profile.joinStep === null) throw fail('JOIN_FINISHED');
  if (step > profile.joinStep) {
    throw fail(
      'JOIN_STEP_SKIPPED',
      `${profile.joinStep}단계를 먼저 마쳐 주세요. 가입 단계는 건너뛸 수 없어요.`,
    );
  }
  return profile.joinStep;
}

export interface SaveResult {
  joinStep: number | null;
  user: UserRow;
}

/**
 * Saves one step. `draft` keeps whatever was typed so far under the step's key in joinDraft; a
 * full save checks the step, writes it where it lives, clears that draft and moves the member on
 * (never back: re-saving an earlier step keeps their furthest step).
 */
export async function saveStep(
  db: Db,
  user: UserRow,
  step: JoinStepNo,
  draft: boolean,
  body: JoinAnswers | null | undefined,
): Promise<SaveResult> {
  const answers: JoinAnswers = body ?? {};
  // Order of refusals: finished and skipping first, so nobody learns about a step they cannot reach.
  assertMayWrite(await loadProfile(db, user.userNo), step);

  if (draft) {
    const cleaned = cleanDraft(answers, step) ?? {};
    return db.transaction(async (tx) => {
      const [locked] = await tx.select().from(profiles).where(eq(profiles.userNo, user.userNo)).for('update');
      assertMayWrite(locked!, step);
      const drafts = { ...((locked!.joinDraft ?? {}) as Drafts), [String(step)]: cleaned };
      await tx
        .update(profiles)
        .set({ joinDraft: drafts, lastActiveAt: sql`now()`, updatedAt: sql`now()` })
        .where(eq(profiles.userNo, user.userNo));
      return { joinStep: locked!.joinStep, user };
    });
  }

  // A Kakao or Naver newcomer has an account before seeing our terms: no step counts until the
  // required agreements are on record (e-mail sign-up records them with the account).
  if (!hasRequiredConsent(user)) {
    throw fail('CONSENT_REQUIRED', '가입을 이어 가려면 먼저 필수 약관에 동의해 주세요.');
  }
  // Checks that need no lock run first, so a refused save costs no transaction.
  const jobs = step === 3 ? checkJobs(answers) : null;
  const basics = step === 4 ? checkBasics(answers) : null;
  if (step === 2) checkStep(2, answers);
  if (basics) await checkNicknameChange(db, user, basics.nickname);

  try {
    return await db.transaction(async (tx) => {
      const [locked] = await tx.select().from(profiles).where(eq(profiles.userNo, user.userNo)).for('update');
      const current = assertMayWrite(locked!, step);
      const joinStep = nextStep(current, step);
      const drafts = { ...((locked!.joinDraft ?? {}) as Drafts) };
      delete drafts[String(step)];

      const profileSet: Partial<typeof profiles.$inferInsert> = {};
      const userSet: Partial<typeof users.$inferInsert> = {};
      if (step === 2) profileSet.memberType = answers.member_type!;
      if (jobs) Object.assign(userSet, jobs);
      if (basics) {
        const { nickname, ...rest } = basics;
        Object.assign(profileSet, rest, profileSearchFields(nickname, rest.introduction));
        if (nickname !== user.nickname) userSet.nickname = nickname;
      }

      let updatedUser = user;
      if (Object.keys(userSet).length > 0) {
        const [row] = await tx
          .update(users)
          .set({ ...userSet, updatedAt: sql`now()` })
          .where(eq(users.userNo, user.userNo))
          .returning();
        updatedUser = row!;
      }
      await tx
        .update(profiles)
        .set({
          ...profileSet,
          joinStep,
          joinDraft: Object.keys(drafts).length > 0 ? drafts : null,
          ...(joinStep === null ? { joinCompletedAt: sql`now()` } : {}),
          lastActiveAt: sql`now()`,
          updatedAt: sql`now()`,
        })
        .where(eq(profiles.userNo, user.userNo));
      return { joinStep, user: updatedUser };
    });
  } catch (err) {
    if (isUniqueViolation(err, 'users_nickname_uq')) {
      throw fail('DUPLICATE_NICKNAME', undefined, { nickname: '이미 사용 중인 닉네임이에요.' });
    }
    throw err;
  }
}
