import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.js';
import { profiles } from '../profile/schema.js';
import { profileSearchFields } from '../profile/search-fields.js';
import { hashPassword } from './password.js';
import { users } from './schema.js';

/** Demo members; all share the password below, printed in the README. */
export const DEMO_PASSWORD = 'sidequest123!';

/**
 * Demo members agreed to the required terms when they were created (as every member does at
 * sign-up) and said no to marketing messages, so they count as full members everywhere.
 */
export function demoConsent(at: Date) {
  return {
    ageConfirmedAt: at,
    termsAgreedAt: at,
    privacyAgreedAt: at,
    marketingConsent: false,
    marketingConsentAt: at,
  };
}
export const DEMO_USERS = [
  {
    email: 'demo@sidequest.kr',
    nickname: '데모메이커',
    mainJob: '04',
    mainJobD: '0401',
    subJob: '02',
    subJobD: '0201',
  },
  {
    email: 'jiwoo.kim@sidequest.kr',
    nickname: '김지우',
    mainJob: '03',
    mainJobD: '0301',
    subJob: null,
    subJobD: null,
  },
  {
    email: 'minjun.lee@sidequest.kr',
    nickname: '이민준',
    mainJob: '05',
    mainJobD: '0501',
    subJob: '04',
    subJobD: '0401',
  },
  {
    email: 'seoyeon.park@sidequest.kr',
    nickname: '박서연',
    mainJob: '02',
    mainJobD: '0201',
    subJob: '01',
    subJobD: '0101',
  },
  {
    email: 'hyunwoo.choi@sidequest.kr',
    nickname: '최현우',
    mainJob: '07',
    mainJobD: '0712',
    subJob: null,
    subJobD: null,
  },
  {
    email: 'yuna.jung@sidequest.kr',
    nickname: '정유나',
    mainJob: '06',
    mainJobD: '0601',
    subJob: '03',
    subJobD: '0302',
  },
] as const;

export async function seedDemoUsers(db: Db): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const u of DEMO_USERS) {
    const [row] = await db
      .insert(users)
      .values({ ...u, passwordHash, chatUid: randomUUID(), ...demoConsent(new Date()) })
      .onConflictDoNothing()
      .returning({ userNo: users.userNo });
    if (!row) continue; // already seeded
    // Demo members have finished the stepped sign-up.
    await db
      .insert(profiles)
      .values({
        userNo: row.userNo,
        joinStep: null,
        joinCompletedAt: new Date(),
        ...profileSearchFields(u.nickname, ''),
      })
      .onConflictDoNothing();
  }
}
