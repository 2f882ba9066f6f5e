import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../auth/schema.js';
import { moveExp } from '../points/ledger.js';
import { careers, educations, follows, profiles, works } from './schema.js';
import { DEMO_RELATIONS, DEMO_RESUMES } from './demo-resumes.js';
import { profileSearchFields } from './search-fields.js';

export { DEMO_RESUMES } from './demo-resumes.js';

async function userNos(db: Db, nicknames: string[]): Promise<Map<string, number>> {
  const rows = await db
    .select({ userNo: users.userNo, nickname: users.nickname })
    .from(users)
    .where(inArray(users.nickname, nicknames));
  return new Map(rows.map((r) => [r.nickname ?? '', r.userNo]));
}

/**
 * Resumes for the demo members. Idempotent: profile words are written only where the member has
 * none, and each list only where that member has no entry of that kind yet.
 */
export async function seedDemoProfiles(db: Db): Promise<void> {
  const nos = await userNos(db, [
    ...new Set([...DEMO_RESUMES.map((r) => r.nickname), ...DEMO_RELATIONS.flat()]),
  ]);
  for (const resume of DEMO_RESUMES) {
    const userNo = nos.get(resume.nickname);
    if (!userNo) continue; // that part of the demo is not there
    const [profile] = await db.select().from(profiles).where(eq(profiles.userNo, userNo));
    if (!profile) continue;

    if (resume.profile && profile.introduction.trim() === '') {
      const { introduction, ...fields } = resume.profile;
      await db
        .update(profiles)
        .set({ ...fields, introduction, ...profileSearchFields(resume.nickname, introduction) })
        .where(eq(profiles.userNo, userNo));
    }

    // Through the ledger, so profiles.exp (the level) stays its sum; the refs make a re-run a no-op.
    for (const [i, e] of (resume.exp ?? []).entries()) {
      await moveExp(db, {
        userNo,
        delta: e.delta,
        kind: 'reward',
        reason: e.reason,
        ref: `demo-profile:${userNo}:${i}`,
      });
    }

    const [counts] = await db
      .select({
        careers: sql<number>`(select count(*)::int from ${careers} where user_no = ${userNo})`,
        educations: sql<number>`(select count(*)::int from ${educations} where user_no = ${userNo})`,
        works: sql<number>`(select count(*)::int from ${works} where user_no = ${userNo})`,
      })
      .from(profiles)
      .where(eq(profiles.userNo, userNo));
    if (counts?.careers === 0 && resume.careers.length > 0) {
      await db.insert(careers).values(resume.careers.map((c, i) => ({ ...c, userNo, sortOrder: i })));
    }
    if (counts?.educations === 0 && resume.educations.length > 0) {
      await db.insert(educations).values(resume.educations.map((e, i) => ({ ...e, userNo, sortOrder: i })));
    }
    if (counts?.works === 0 && resume.works.length > 0) {
      await db.insert(works).values(resume.works.map((w, i) => ({ ...w, userNo, sortOrder: i })));
    }
  }

  const pairs = DEMO_RELATIONS.map(([a, b]) => ({ followerNo: nos.get(a), followeeNo: nos.get(b) })).filter(
    (p): p is { followerNo: number; followeeNo: number } => Boolean(p.followerNo && p.followeeNo),
  );
  if (pairs.length > 0) await db.insert(follows).values(pairs).onConflictDoNothing();
}
