/**
 * The demo's pros, made through the feature's own rules where a person would act: three licensed
 * members (patent attorney, tax accountant, doctor) apply and the demo operator approves them; they
 * open weekday hours; past sessions are booked, settled and reviewed; one upcoming request from
 * the demo member waits for the patent attorney's answer.
 */
import { randomUUID } from 'node:crypto';
import { professionProfile, professions } from '@sidequest/shared';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { offlineEvents } from '../../subscribers.js';
import { DEMO_PASSWORD, DEMO_USERS, demoConsent } from '../auth/demo.js';
import { hashPassword } from '../auth/password.js';
import { users } from '../auth/schema.js';
import type { UserRow } from '../auth/sessions.js';
import { seedDemoOperator } from '../moderation/demo.js';
import { movePoints } from '../points/ledger.js';
import { profileSearchFields } from '../profile/search-fields.js';
import { profiles } from '../profile/schema.js';
import { decideApplication } from './apply.js';
import { openHoursOn, saveOpenHours, seoulDate } from './hours.js';
import { reserve } from './reservations.js';
import { writeReview } from './reviews.js';
import { countRequest, holdRef, transition } from './settlement.js';
import { proApplications, proReservations, proReviews, pros } from './schema.js';

const DEMO_PROS = [
  {
    email: 'pro.patent@sidequest.kr',
    nickname: '특허보는변리사',
    profession: '0711',
    price: 30,
    minutes: 60,
  },
  { email: 'pro.tax@sidequest.kr', nickname: '스타트업세무사', profession: '0715', price: 20, minutes: 30 },
  { email: 'pro.doctor@sidequest.kr', nickname: '개발자주치의', profession: '0716', price: 25, minutes: 30 },
] as const;

const REVIEWS = [
  { rating: 5, body: '출원 전에 무엇을 정리해야 할지 한 번에 알게 됐어요.' },
  { rating: 4, body: '질문을 미리 정리해 가니 30분도 충분했어요. 친절하셨어요.' },
];

async function demoMember(db: Db, p: (typeof DEMO_PROS)[number]): Promise<number> {
  const [found] = await db.select({ n: users.userNo }).from(users).where(eq(users.email, p.email));
  if (found) return found.n;
  const [row] = await db
    .insert(users)
    .values({
      email: p.email,
      nickname: p.nickname,
      passwordHash: await hashPassword(DEMO_PASSWORD),
      chatUid: randomUUID(),
      mainJob: '07',
      mainJobD: p.profession,
      ...demoConsent(new Date()),
    })
    .returning({ userNo: users.userNo });
  const intro = professionProfile(p.profession)!.pitch;
  await db
    .insert(profiles)
    .values({
      userNo: row!.userNo,
      joinStep: null,
      joinCompletedAt: new Date(),
      ...profileSearchFields(p.nickname, intro),
    })
    .onConflictDoNothing();
  return row!.userNo;
}

const asUser = async (db: Db, userNo: number) =>
  (await db.select().from(users).where(eq(users.userNo, userNo)))[0] as UserRow;

export async function seedDemoPros(db: Db): Promise<void> {
  const [any] = await db.select({ n: pros.proNo }).from(pros).limit(1);
  if (any) return; // seeded before
  const events = offlineEvents(db);
  const operatorNo = await seedDemoOperator(db);
  const members = await db
    .select({ userNo: users.userNo, email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        DEMO_USERS.map((u) => u.email),
      ),
    );
  const demoNo = members.find((m) => m.email === DEMO_USERS[0].email)?.userNo;
  const others = members.filter((m) => m.userNo !== demoNo).map((m) => m.userNo);

  for (const [i, p] of DEMO_PROS.entries()) {
    const proNo = await demoMember(db, p);
    const profile = professionProfile(p.profession)!;
    const [app] = await db
      .insert(proApplications)
      .values({
        userNo: proNo,
        profession: p.profession,
        evidenceUrl: `/uploads/career_evidence/demo-${p.profession}.pdf`,
        evidenceName: `${professions.label(p.profession)} 자격증.pdf`,
        pitch: profile.pitch,
        intro: profile.intro,
        goodFor: [...profile.goodFor],
        notGoodFor: [...profile.notGoodFor],
        exampleTopics: [...profile.exampleTopics],
        topics: i === 0 ? ['03', '05', '10'] : i === 1 ? ['04', '05', '09'] : ['09', '05'],
        price: p.price,
        minutes: p.minutes,
      })
      .returning();
    await decideApplication(db, events, operatorNo, {
      application_no: app!.applicationNo,
      approve: true,
      reason: '',
    });
    const weekdays = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '19:00', end: '22:00' }));
    await saveOpenHours(db, proNo, {
      weekly: [...weekdays, { weekday: 6, start: '10:00', end: '12:00' }],
      exceptions: [{ date: seoulDate(new Date(Date.now() + 7 * 86_400_000)), hours: [] }],
    });

    // Past sessions: held, settled to the pro and reviewed, as the sweep and the member would.
    for (const [k, memberNo] of others.slice(0, 2).entries()) {
      // 19:00 Seoul, inside the weekday hours the pro keeps (not whatever hour the seed ran at).
      // Oldest first, so the newest review (highest number) is also the latest dated.
      const day = seoulDate(new Date(Date.now() - (13 - k * 3 + i) * 86_400_000));
      const start = new Date(`${day}T19:00:00+09:00`);
      await movePoints(db, {
        userNo: memberNo,
        delta: p.price,
        kind: 'topup',
        reason: 'demo',
        ref: `demo:pro:${proNo}:${k}`,
      });
      const row = await db.transaction(async (tx) => {
        const [r] = await tx
          .insert(proReservations)
          .values({
            proNo,
            memberNo,
            profession: p.profession,
            startAt: start,
            endAt: new Date(start.getTime() + p.minutes * 60_000),
            price: p.price,
            topic: '05',
            message: '처음 상담이라 기본부터 여쭤보고 싶어요.',
            status: 'accepted',
            answerDeadline: new Date(start.getTime() - 30 * 60_000),
            // The pro checked in on time: a session that happened.
            startedAt: start,
            createdAt: new Date(start.getTime() - 2 * 86_400_000),
          })
          .returning();
        await movePoints(tx, {
          userNo: memberNo,
          delta: -p.price,
          kind: 'spend',
          reason: 'pro',
          ref: holdRef(r!.reservationNo),
        });
        await countRequest(tx, proNo, true);
        return transition(tx, r!.reservationNo, ['accepted'], 'completed', { refund: 0, release: true });
      });
      const review = REVIEWS[k]!;
      await writeReview(db, await asUser(db, memberNo), { reservation_no: row!.reservationNo, ...review });
      // Written the evening of the session, not the day the demo was seeded.
      await db
        .update(proReviews)
        .set({ createdAt: new Date(row!.endAt.getTime() + 60 * 60_000) })
        .where(eq(proReviews.reservationNo, row!.reservationNo));
    }
  }

  // The demo member's upcoming request to the patent attorney, waiting for an answer.
  if (demoNo) {
    const [attorney] = await db.select().from(pros).where(eq(pros.profession, '0711'));
    let slot: { START_AT: string; FREE: boolean } | undefined;
    for (let d = 1; d <= 14 && !slot; d++) {
      const day = seoulDate(new Date(Date.now() + d * 86_400_000));
      slot = (await openHoursOn(db, attorney!.proNo, day)).slots.find((s) => s.FREE);
    }
    if (slot) {
      await movePoints(db, {
        userNo: demoNo,
        delta: attorney!.price,
        kind: 'topup',
        reason: 'demo',
        ref: 'demo:pro:request',
      });
      await reserve(db, events, await asUser(db, demoNo), {
        pro_no: attorney!.proNo,
        start_at: slot.START_AT,
        topic: '05',
        message: '사이드 프로젝트의 추천 기능도 특허가 될지 궁금해요.',
      });
    }
  }
}
