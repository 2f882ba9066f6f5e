import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../auth/schema.js';
import { profiles } from '../profile/schema.js';

/**
 * School badges for a few demo students (by e-mail, so the part works whoever created them).
 * 데모메이커 stays unverified on purpose: a demo visitor can try both verifications themselves.
 */
const DEMO_SCHOOLS: { email: string; schoolCode: string; schoolEmail: string }[] = [
  { email: 'minseo.jang@sidequest.kr', schoolCode: '0000880', schoolEmail: 'minseo.jang@snu.ac.kr' },
  { email: 'seojun.hwang@sidequest.kr', schoolCode: '0001660', schoolEmail: 'seojun.hwang@kaist.ac.kr' },
  { email: 'dohyun.ju@sidequest.kr', schoolCode: '0000010', schoolEmail: 'dohyun.ju@gachon.ac.kr' },
  { email: 'jiwoo.kim@sidequest.kr', schoolCode: '0000880', schoolEmail: 'jiwoo.kim@snu.ac.kr' },
];

export async function seedDemoIdentity(db: Db): Promise<void> {
  for (const s of DEMO_SCHOOLS) {
    const [u] = await db
      .select({ userNo: users.userNo })
      .from(users)
      .where(eq(users.email, s.email))
      .limit(1);
    if (!u) continue; // that demo member is not part of this build
    await db
      .update(profiles)
      .set({
        schoolCode: s.schoolCode,
        schoolEmail: s.schoolEmail,
        schoolVerifiedAt: sql`now() - interval '20 days'`,
      })
      .where(and(eq(profiles.userNo, u.userNo), isNull(profiles.schoolVerifiedAt)));
  }
}
