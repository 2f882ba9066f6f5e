import { levelForExp } from '@sidequest/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../auth/schema.js';
import type { UserRow } from '../auth/sessions.js';
import { pointBalances } from '../points/schema.js';
import { memberByNo } from './members.js';
import { favourites, follows } from './schema.js';

const flag = (at: Date | null) => (at ? ('01' as const) : ('00' as const));

export async function myInfo(db: Db, user: UserRow) {
  const { profile } = await memberByNo(db, user.userNo);
  const me = user.userNo;
  const [counts] = await db
    .select({
      // The balance row the ledger keeps (points/ledger.ts), not a sum over the member's history.
      balance: sql<number>`(select coalesce((select balance from ${pointBalances} where user_no = ${me}), 0))`,
      followers: sql<number>`(select count(*)::int from ${follows} f join ${users} u on u.user_no = f.follower_no and u.status = 'active' where f.followee_no = ${me})`,
      followings: sql<number>`(select count(*)::int from ${follows} f join ${users} u on u.user_no = f.followee_no and u.status = 'active' where f.follower_no = ${me})`,
      favourites: sql<number>`(select count(*)::int from ${favourites} v join ${users} u on u.user_no = v.target_no and u.status = 'active' where v.user_no = ${me} and v.target_type = 'user')`,
    })
    .from(users)
    .where(eq(users.userNo, me));
  const level = levelForExp(profile.exp);
  return {
    USER_NO: me,
    USER_NICKNAME: user.nickname ?? '',
    USER_IMG_URL: user.imgUrl,
    EMAIL: user.email,
    USER_LEVEL: level.level,
    LEVEL_NAME: level.name,
    EXP: profile.exp,
    POINT_BALANCE: counts?.balance ?? 0,
    CI_VERIFIED: flag(profile.ciVerifiedAt),
    USER_PHONE: flag(profile.phoneVerifiedAt),
    SCHOOL_VERIFIED: flag(profile.schoolVerifiedAt),
    FOLLOWER_COUNT: counts?.followers ?? 0,
    FOLLOWING_COUNT: counts?.followings ?? 0,
    FAVOURITE_COUNT: counts?.favourites ?? 0,
    PROJECT_COUNT: 0,
    JOINED_AT: user.createdAt.toISOString(),
    MARKETING_CONSENT: user.marketingConsent,
    MARKETING_CONSENT_AT: user.marketingConsentAt?.toISOString() ?? null,
  };
}

/**
 * The marketing switch of the My page. Every change is stamped with its time (정보통신망법 asks
 * the sender to keep, and tell the member, when consent was given or withdrawn).
 */
export async function setMarketingConsent(db: Db, userNo: number, consent: boolean) {
  const [row] = await db
    .update(users)
    .set({ marketingConsent: consent, marketingConsentAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(users.userNo, userNo))
    .returning({ consent: users.marketingConsent, at: users.marketingConsentAt });
  return { MARKETING_CONSENT: row!.consent, MARKETING_CONSENT_AT: row!.at!.toISOString() };
}
