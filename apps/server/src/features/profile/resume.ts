import {
  isRegionAllowed,
  jobGroupOf,
  levelForExp,
  ONLINE_REGION_CODE,
  type Resume,
  type ResumeFields,
} from '@sidequest/shared';
import type { Directory } from '@sidequest/shared/directory';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { fail } from '../../lib/app-error.js';
import type { DomainEvents } from '../../lib/domain-events.js';
import { users } from '../auth/schema.js';
import type { UserRow } from '../auth/sessions.js';
import { memberPostCount } from '../lounge/counts.js';
import { memberProjectCounts } from '../project/counts.js';
import { decodeJsonRows, jsonRows } from './json-rows.js';
import { MEMBER_NOT_FOUND, maskPhone, memberByNo, nicknameIs } from './members.js';
import { toCareer, toEducation, toWork } from './records.js';
import { careers, educations, favourites, follows, profiles, reviews, works } from './schema.js';
import { profileSearchFields } from './search-fields.js';

const flag = (at: Date | null) => (at ? ('01' as const) : ('00' as const));

/**
 * The member, their careers, educations and works, the follower/following/favourite, project and
 * lounge post counts, the viewer's relation and the review summary: everything the profile page shows, in one statement
 * (the lists as JSON arrays, the counts as scalar subqueries), so the page costs one round trip.
 */
async function resumeRow(db: Db, member: SQL, viewerNo: number | null) {
  const viewer = viewerNo ?? 0;
  const userNo = users.userNo;
  const [row] = await db
    .select({
      user: users,
      profile: profiles,
      // Current jobs first, then the most recent start.
      careers: jsonRows(
        careers,
        sql`t.user_no = ${userNo}`,
        sql`t.end_ym is null desc, t.start_ym desc, t.career_no desc`,
      ),
      educations: jsonRows(
        educations,
        sql`t.user_no = ${userNo}`,
        sql`t.start_ym desc nulls last, t.education_no desc`,
      ),
      works: jsonRows(
        works,
        sql`t.user_no = ${userNo}`,
        sql`t.sort_order, t.created_at desc, t.work_no desc`,
      ),
      // Withdrawn members leave the counts as they leave the lists (load_followers).
      followers: sql<number>`(select count(*)::int from ${follows} f join ${users} u on u.user_no = f.follower_no and u.status = 'active' where f.followee_no = ${userNo})`,
      followings: sql<number>`(select count(*)::int from ${follows} f join ${users} u on u.user_no = f.followee_no and u.status = 'active' where f.follower_no = ${userNo})`,
      favourited: sql<number>`(select count(*)::int from ${favourites} v join ${users} u on u.user_no = v.user_no and u.status = 'active' where v.target_type = 'user' and v.target_no = ${userNo})`,
      isFollowing: sql<boolean>`exists (select 1 from ${follows} f where f.follower_no = ${viewer} and f.followee_no = ${userNo})`,
      isFavourite: sql<boolean>`exists (select 1 from ${favourites} v where v.user_no = ${viewer} and v.target_type = 'user' and v.target_no = ${userNo})`,
      reviewCount: sql<number>`(select count(*)::int from ${reviews} r where r.reviewee_no = ${userNo})`,
      // The owning features' counts, as subqueries in this same statement.
      projectsLed: memberProjectCounts(userNo).led,
      projectsJoined: memberProjectCounts(userNo).joined,
      posts: memberPostCount(userNo),
      reviewAverage: sql<
        string | null
      >`(select round(avg(r.rating)::numeric, 1)::text from ${reviews} r where r.reviewee_no = ${userNo})`,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.userNo, users.userNo))
    .where(and(member, eq(users.status, 'active')))
    .limit(1);
  if (!row) throw fail('NOT_FOUND', MEMBER_NOT_FOUND);
  return row;
}

async function buildResume(
  db: Db,
  directory: Directory,
  member: SQL,
  viewerNo: number | null,
): Promise<Resume> {
  const facts = await resumeRow(db, member, viewerNo);
  const { user, profile } = facts;
  const careerRows = decodeJsonRows(careers, facts.careers);
  const educationRows = decodeJsonRows(educations, facts.educations);
  const workRows = decodeJsonRows(works, facts.works);
  const userNo = user.userNo;
  const isOwner = viewerNo === userNo;
  const level = levelForExp(profile.exp);
  const verifiedSchool =
    profile.schoolVerifiedAt && profile.schoolCode
      ? (directory.universitiesByCode.get(profile.schoolCode)?.label ?? null)
      : null;
  return {
    USER_NO: userNo,
    USER_NICKNAME: user.nickname ?? '',
    USER_IMG_URL: user.imgUrl,
    BACKGROUND_URL: profile.backgroundUrl,
    USER_LEVEL: level.level,
    LEVEL_NAME: level.name,
    EXP: profile.exp,
    CI_VERIFIED: flag(profile.ciVerifiedAt),
    USER_PHONE: flag(profile.phoneVerifiedAt),
    SCHOOL_VERIFIED: flag(profile.schoolVerifiedAt),
    VERIFIED_SCHOOL_NAME: verifiedSchool,
    MEMBER_TYPE: profile.memberType,
    USER_AGE: profile.age,
    USER_GENDER: profile.gender,
    MAIN_JOB: user.mainJob,
    MAIN_JOB_D: user.mainJobD,
    SUB_JOB: user.subJob,
    SUB_JOB_D: user.subJobD,
    STATUS_LINE: profile.statusLine,
    INTRODUCTION: profile.introduction,
    SKILLS: profile.skills,
    INTERESTS: profile.interests,
    REGION: profile.region,
    MEETING_MODE: profile.meetingMode,
    AVAILABLE_DAYS: profile.availableDays,
    AVAILABLE_TIME: profile.availableTime,
    SKILL_LEVEL: profile.skillLevel,
    EXPERIENCE_YEARS: profile.experienceYears,
    MBTI: profile.mbti && profile.mbti !== '00' ? profile.mbti : null,
    CAREERS: careerRows.map(toCareer),
    EDUCATIONS: educationRows.map(toEducation),
    WORKS: workRows.map(toWork),
    ACTIVITY: {
      FOLLOWER_COUNT: facts.followers,
      FOLLOWING_COUNT: facts.followings,
      FAVOURITED_COUNT: facts.favourited,
      WORK_COUNT: workRows.length,
      CAREER_COUNT: careerRows.length,
      PROJECT_JOINED_COUNT: facts.projectsJoined,
      PROJECT_LED_COUNT: facts.projectsLed,
      POST_COUNT: facts.posts,
    },
    REVIEW_AVERAGE: facts.reviewAverage === null ? null : Number(facts.reviewAverage),
    REVIEW_COUNT: facts.reviewCount,
    IS_OWNER: isOwner,
    IS_FOLLOWING: !isOwner && Boolean(facts.isFollowing),
    IS_FAVOURITE: !isOwner && Boolean(facts.isFavourite),
    JOINED_AT: user.createdAt.toISOString(),
    LAST_ACTIVE_AT: profile.lastActiveAt.toISOString(),
    PRIVATE: isOwner
      ? {
          EMAIL: user.email,
          PHONE: maskPhone(profile.phone),
          PHONE_VERIFIED: profile.phoneVerifiedAt !== null,
          SCHOOL_EMAIL: profile.schoolEmail,
        }
      : null,
  };
}

export async function loadResume(
  db: Db,
  directory: Directory,
  nickname: string,
  viewerNo: number | null,
): Promise<Resume> {
  return buildResume(db, directory, nicknameIs(nickname), viewerNo);
}

export async function resumeOf(db: Db, directory: Directory, userNo: number): Promise<Resume> {
  return buildResume(db, directory, eq(users.userNo, userNo), userNo);
}

const ONLINE_ONLY_REGION_MESSAGE =
  '온라인으로만 만날 수 있다면 지역은 ‘상관없음’만 고를 수 있어요. 만남 방식이나 지역을 바꿔 주세요.';

/** Saves the owner's profile fields (only those sent) and answers the whole resume. */
export async function makeResume(
  db: Db,
  events: DomainEvents,
  directory: Directory,
  user: UserRow,
  input: ResumeFields,
): Promise<Resume> {
  const current = await memberByNo(db, user.userNo);
  const meetingMode = input.meeting_mode ?? current.profile.meetingMode;
  const region = input.region ?? current.profile.region;
  if (!isRegionAllowed(meetingMode, region)) {
    throw fail('VALIDATION', ONLINE_ONLY_REGION_MESSAGE, {
      region: `온라인만 가능하면 지역은 ‘상관없음’(${ONLINE_REGION_CODE})만 고를 수 있어요.`,
    });
  }

  const profilePatch: Partial<typeof profiles.$inferInsert> = {};
  if (input.status_line !== undefined) profilePatch.statusLine = input.status_line;
  if (input.introduction !== undefined) {
    profilePatch.introduction = input.introduction;
    Object.assign(profilePatch, profileSearchFields(user.nickname ?? '', input.introduction));
  }
  if (input.skills !== undefined) profilePatch.skills = [...input.skills];
  if (input.interests !== undefined) profilePatch.interests = [...input.interests];
  if (input.region !== undefined) profilePatch.region = input.region;
  if (input.meeting_mode !== undefined) profilePatch.meetingMode = input.meeting_mode;
  if (input.available_days !== undefined) profilePatch.availableDays = input.available_days;
  if (input.available_time !== undefined) profilePatch.availableTime = input.available_time;
  if (input.skill_level !== undefined) profilePatch.skillLevel = input.skill_level;
  if (input.experience_years !== undefined) profilePatch.experienceYears = input.experience_years;
  if (input.mbti !== undefined) profilePatch.mbti = input.mbti === '00' ? null : input.mbti;
  if (input.age !== undefined) profilePatch.age = input.age;
  if (input.gender !== undefined) profilePatch.gender = input.gender;
  if (input.member_type !== undefined) profilePatch.memberType = input.member_type;

  const userPatch: Partial<typeof users.$inferInsert> = {};
  if (input.main_job_d !== undefined) {
    userPatch.mainJobD = input.main_job_d;
    userPatch.mainJob = input.main_job_d ? (jobGroupOf(input.main_job_d) ?? null) : null;
  }
  if (input.sub_job_d !== undefined) {
    userPatch.subJobD = input.sub_job_d;
    userPatch.subJob = input.sub_job_d ? (jobGroupOf(input.sub_job_d) ?? null) : null;
  }

  await db.transaction(async (tx) => {
    await tx
      .update(profiles)
      .set({ ...profilePatch, updatedAt: sql`now()`, lastActiveAt: sql`now()` })
      .where(eq(profiles.userNo, user.userNo));
    if (Object.keys(userPatch).length > 0) {
      await tx
        .update(users)
        .set({ ...userPatch, updatedAt: sql`now()` })
        .where(and(eq(users.userNo, user.userNo), eq(users.status, 'active')));
    }
  });
  await events.emit('profile.updated', { userNo: user.userNo });
  return resumeOf(db, directory, user.userNo);
}
