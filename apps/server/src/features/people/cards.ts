import { cutText, levelForExp, type PersonCard } from '@sidequest/shared';
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { users } from '../auth/schema.js';
import { profiles } from '../profile/schema.js';

/** How much of the introduction a card shows (code points, plain text). */
export const CARD_INTRO_CUT = 80;

/**
 * Who may appear in the directory, recommendations and search: active members who finished the
 * stepped sign-up. Withdrawn members and half-registered accounts never show.
 */
export function visibleMember(): SQL {
  return and(eq(users.status, 'active'), isNull(profiles.joinStep))!;
}

/**
 * Followers are counted among active members only: a withdrawn account keeps its rows (what it
 * wrote stays) but is nobody's follower any more.
 */
export function followerCountSql(userNo: typeof users.userNo): SQL<number> {
  return sql<number>`(select count(*) from follows f join users fu on fu.user_no = f.follower_no
    where f.followee_no = ${userNo} and fu.status = 'active')`.mapWith(Number);
}

/**
 * The columns a card needs, with the viewer's follow and favourite state and the follower count
 * as correlated subqueries: one query per page, no N+1 (each subquery is an index lookup on
 * follows(followee_no), the follows primary key and the favourites primary key).
 */
export function cardFields(viewerNo: number | null) {
  const viewer = viewerNo ?? 0;
  return {
    userNo: users.userNo,
    nickname: users.nickname,
    imgUrl: users.imgUrl,
    mainJob: users.mainJob,
    mainJobD: users.mainJobD,
    subJob: users.subJob,
    subJobD: users.subJobD,
    memberType: profiles.memberType,
    age: profiles.age,
    gender: profiles.gender,
    region: profiles.region,
    meetingMode: profiles.meetingMode,
    skills: profiles.skills,
    statusLine: profiles.statusLine,
    // Only the start travels: the card cuts it to CARD_INTRO_CUT anyway.
    intro: sql<string>`left(${profiles.introduction}, ${CARD_INTRO_CUT * 2})`,
    exp: profiles.exp,
    ciVerified: sql<boolean>`(${profiles.ciVerifiedAt} is not null)`.mapWith(Boolean),
    phoneVerified: sql<boolean>`(${profiles.phoneVerifiedAt} is not null)`.mapWith(Boolean),
    schoolVerified: sql<boolean>`(${profiles.schoolVerifiedAt} is not null)`.mapWith(Boolean),
    followerCount: followerCountSql(users.userNo),
    isFollowing: sql<boolean>`exists(select 1 from follows f
      where f.follower_no = ${viewer} and f.followee_no = ${users.userNo})`.mapWith(Boolean),
    isFavourite: sql<boolean>`exists(select 1 from favourites fv
      where fv.user_no = ${viewer} and fv.target_type = 'user' and fv.target_no = ${users.userNo})`.mapWith(
      Boolean,
    ),
  };
}

/** What `cardFields` selects. */
export interface CardRow {
  userNo: number;
  nickname: string | null;
  imgUrl: string | null;
  mainJob: string | null;
  mainJobD: string | null;
  subJob: string | null;
  subJobD: string | null;
  memberType: string | null;
  age: string;
  gender: string;
  region: string;
  meetingMode: string;
  skills: string[];
  statusLine: string | null;
  intro: string;
  exp: number;
  ciVerified: boolean;
  phoneVerified: boolean;
  schoolVerified: boolean;
  followerCount: number;
  isFollowing: boolean;
  isFavourite: boolean;
}

const flag = (on: boolean) => (on ? '01' : '00') as '00' | '01';

export function toPersonCard(row: CardRow, reason: string | null = null): PersonCard {
  return {
    USER_NO: row.userNo,
    USER_NICKNAME: row.nickname ?? '',
    USER_IMG_URL: row.imgUrl,
    USER_LEVEL: levelForExp(row.exp).level,
    USER_AGE: row.age,
    USER_GENDER: row.gender,
    CI_VERIFIED: flag(row.ciVerified),
    USER_PHONE: flag(row.phoneVerified),
    SCHOOL_VERIFIED: flag(row.schoolVerified),
    MEMBER_TYPE: row.memberType,
    MAIN_JOB: row.mainJob,
    MAIN_JOB_D: row.mainJobD,
    SUB_JOB: row.subJob,
    SUB_JOB_D: row.subJobD,
    STATUS_LINE: row.statusLine,
    REGION: row.region,
    MEETING_MODE: row.meetingMode,
    SKILLS: row.skills,
    INTRODUCTION: cutText(row.intro ?? '', CARD_INTRO_CUT),
    FOLLOWER_COUNT: Number(row.followerCount),
    IS_FOLLOWING: Boolean(row.isFollowing),
    IS_FAVOURITE: Boolean(row.isFavourite),
    MATCH_REASON: reason,
  };
}

/** A text[] literal built from parameters; shared with every Korean-search table. */
export { textArray } from '../../lib/korean-search.js';
