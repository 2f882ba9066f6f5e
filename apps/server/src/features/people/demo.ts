import { randomBytes, randomUUID } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { DEMO_PASSWORD, demoConsent } from '../auth/demo.js';
import { hashPassword } from '../auth/password.js';
import { users } from '../auth/schema.js';
import { follows, profiles } from '../profile/schema.js';
import { profileSearchFields } from '../profile/search-fields.js';
import { DEMO_FOLLOWS, DEMO_MAKERS } from './demo-makers.js';

export { DEMO_MAKERS } from './demo-makers.js';

type UserInsert = typeof users.$inferInsert;
type ProfileInsert = typeof profiles.$inferInsert;

export type PersonOverrides = Partial<
  Pick<
    UserInsert,
    | 'email'
    | 'passwordHash'
    | 'nickname'
    | 'imgUrl'
    | 'mainJob'
    | 'mainJobD'
    | 'subJob'
    | 'subJobD'
    | 'status'
  >
> &
  Partial<Omit<ProfileInsert, 'userNo' | 'searchText' | 'searchGrams'>>;

let made = 0;

/**
 * A member with a finished sign-up, straight into the database (no password hashing, no HTTP):
 * the test factory, also used by the demo seed. Search keys follow nickname and introduction.
 * Pass `joinStep: 2` for a half-registered member, `status: 'withdrawn'` for a withdrawn one.
 */
export async function createPersonForTest(db: Db, overrides: PersonOverrides = {}) {
  made += 1;
  const {
    email,
    passwordHash,
    nickname: nick,
    imgUrl,
    mainJob,
    mainJobD,
    subJob,
    subJobD,
    status,
    ...profile
  } = overrides;
  const nickname = nick ?? `메이커${made}${randomBytes(2).toString('hex')}`.slice(0, 12);
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        email: email ?? `person${made}.${randomBytes(3).toString('hex')}@sidequest.kr`,
        passwordHash: passwordHash ?? null,
        nickname,
        imgUrl: imgUrl ?? null,
        chatUid: randomUUID(),
        mainJob: mainJob ?? null,
        mainJobD: mainJobD ?? null,
        subJob: subJob ?? null,
        subJobD: subJobD ?? null,
        status: status ?? 'active',
        ...demoConsent(new Date()),
      })
      .returning({ userNo: users.userNo });
    await tx.insert(profiles).values({
      joinStep: null,
      joinCompletedAt: new Date(),
      ...profile,
      userNo: user!.userNo,
      ...profileSearchFields(nickname, profile.introduction ?? ''),
    });
    return { userNo: user!.userNo, nickname };
  });
}

export async function seedDemoPeople(db: Db): Promise<void> {
  const existing = await db
    .select({ nickname: users.nickname })
    .from(users)
    .where(
      inArray(
        users.email,
        DEMO_MAKERS.map((m) => m.email),
      ),
    );
  const have = new Set(existing.map((r) => r.nickname));
  const missing = DEMO_MAKERS.filter((m) => !have.has(m.nickname));
  if (missing.length > 0) {
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const now = Date.now();
    for (const m of missing) {
      const [mainJob, mainJobD, subJob, subJobD] = m.job;
      await createPersonForTest(db, {
        email: m.email,
        passwordHash,
        nickname: m.nickname,
        mainJob,
        mainJobD,
        subJob: subJob ?? null,
        subJobD: subJobD ?? null,
        memberType: m.memberType,
        age: m.age,
        gender: m.gender,
        region: m.region,
        meetingMode: m.meetingMode,
        availableDays: m.days,
        availableTime: m.time,
        skillLevel: m.skillLevel,
        experienceYears: m.experience,
        interests: m.interests,
        skills: m.skills,
        mbti: m.mbti,
        statusLine: m.statusLine,
        introduction: m.introduction,
        exp: m.exp,
        ciVerifiedAt: m.verified === 'ci' ? new Date(now - 30 * 86_400_000) : null,
        phoneVerifiedAt: m.verified ? new Date(now - 30 * 86_400_000) : null,
        lastActiveAt: new Date(now - m.activeHoursAgo * 3_600_000),
      });
    }
  }

  const names = [...new Set(DEMO_FOLLOWS.flat())];
  const rows = await db
    .select({ userNo: users.userNo, nickname: users.nickname })
    .from(users)
    .where(inArray(users.nickname, names));
  const no = new Map(rows.map((r) => [r.nickname, r.userNo]));
  const pairs = DEMO_FOLLOWS.map(([a, b]) => ({ followerNo: no.get(a), followeeNo: no.get(b) })).filter(
    (p): p is { followerNo: number; followeeNo: number } => Boolean(p.followerNo && p.followeeNo),
  );
  if (pairs.length > 0) await db.insert(follows).values(pairs).onConflictDoNothing();

  // The demo should look alive whenever it starts: activity times are relative to now.
  for (const m of DEMO_MAKERS) {
    await db
      .update(profiles)
      .set({ lastActiveAt: sql`now() - make_interval(hours => ${m.activeHoursAgo})` })
      .where(sql`${profiles.userNo} = (select user_no from users where email = ${m.email})`);
  }
}
