import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { DEMO_PASSWORD, demoConsent } from '../auth/demo.js';
import { hashPassword } from '../auth/password.js';
import { users } from '../auth/schema.js';
import { profiles } from '../profile/schema.js';
import { profileSearchFields } from '../profile/search-fields.js';
import { operators } from './schema.js';

/** The demo operator: an admin (reports, hiding, suspensions) who also edits the magazine. */
export const DEMO_OPERATOR = { email: 'editor@sidequest.kr', nickname: '사이드퀘스트에디터' } as const;

export async function seedDemoOperator(db: Db): Promise<number> {
  const [existing] = await db.select().from(users).where(eq(users.email, DEMO_OPERATOR.email)).limit(1);
  let userNo = existing?.userNo;
  if (!userNo) {
    const [row] = await db
      .insert(users)
      .values({
        ...DEMO_OPERATOR,
        passwordHash: await hashPassword(DEMO_PASSWORD),
        chatUid: randomUUID(),
        ...demoConsent(new Date()),
        mainJob: '02',
        mainJobD: '0201',
      })
      .returning({ userNo: users.userNo });
    userNo = row!.userNo;
    await db
      .insert(profiles)
      .values({
        userNo,
        joinStep: null,
        joinCompletedAt: new Date(),
        statusLine: '사이드퀘스트 매거진을 만들어요',
        ...profileSearchFields(DEMO_OPERATOR.nickname, ''),
      })
      .onConflictDoNothing();
  }
  await db.insert(operators).values({ userNo, role: 'admin' }).onConflictDoNothing();
  return userNo;
}
