/**
 * The demo's events, made through the feature's own rules: a live attendance check with a few
 * days already checked in, a live first-come promo code, a live Instagram proof event with one
 * proof waiting for the operator, and a finished coupon lottery with its draw (seed and winners).
 */
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { DEMO_USERS } from '../auth/demo.js';
import { users } from '../auth/schema.js';
import { seedDemoOperator } from '../moderation/demo.js';
import { seoulDay } from '../project/space/common.js';
import { offlineEvents } from '../../subscribers.js';
import { closeEvent, createEvent, loadEvent } from './campaigns.js';
import { creditEntry, enterEvent } from './entries.js';
import { drawLottery } from './lottery.js';
import { campaignEntries, campaignEvents } from './schema.js';

const DAY = 86_400_000;
const at = (days: number) => new Date(Date.now() + days * DAY).toISOString();

export async function seedDemoCampaigns(db: Db): Promise<void> {
  const [any] = await db.select({ n: campaignEvents.eventNo }).from(campaignEvents).limit(1);
  if (any) return; // seeded before
  const operatorNo = await seedDemoOperator(db);
  const events = offlineEvents(db);
  const people = await db
    .select({ userNo: users.userNo })
    .from(users)
    .where(
      inArray(
        users.email,
        DEMO_USERS.map((u) => u.email),
      ),
    );
  const members = people.map((p) => p.userNo);

  const attendance = await createEvent(db, operatorNo, {
    type: '04',
    mode: '01',
    title: '11월 출석 체크',
    body: '하루 한 번 출석하면 1포인트와 활동 점수 20점을 드려요. 이번 주 출석 도장을 모아 보세요!',
    reward_points: 1,
    reward_exp: 20,
    capacity: null,
    code: null,
    starts_at: at(-5),
    ends_at: at(25),
  });
  // Earlier days' check-ins are written as those days' entries and credited as the call would.
  const ev = await loadEvent(db, attendance.event_no);
  for (const [i, userNo] of members.slice(0, 3).entries()) {
    for (let back = 1; back <= 3 - i; back++) {
      await db.transaction(async (tx) => {
        const [entry] = await tx
          .insert(campaignEntries)
          .values({
            eventNo: ev.eventNo,
            userNo,
            day: seoulDay(new Date(), -back),
            createdAt: new Date(Date.now() - back * DAY),
          })
          .returning();
        await creditEntry(tx, ev, entry!);
      });
    }
  }

  const promo = await createEvent(db, operatorNo, {
    type: '01',
    mode: '03',
    title: '선착순 30명 프로모션 코드',
    body: '사이드퀘스트 뉴스레터에 실린 코드 SIDEQUEST2026을 입력하면 선착순 30명에게 3포인트를 드려요.',
    reward_points: 3,
    reward_exp: 0,
    capacity: 30,
    code: 'SIDEQUEST2026',
    starts_at: at(-1),
    ends_at: at(6),
  });
  for (const userNo of members.slice(1, 4)) {
    await enterEvent(db, events, userNo, { event_no: promo.event_no, code: 'sidequest2026' });
  }

  const insta = await createEvent(db, operatorNo, {
    type: '06',
    mode: '01',
    title: '인스타그램 인증 이벤트',
    body: '내 사이드 프로젝트를 #사이드퀘스트 해시태그와 함께 인스타그램에 올리고 게시물 링크를 보내 주세요. 운영팀 확인 후 5포인트를 드려요.',
    reward_points: 5,
    reward_exp: 50,
    capacity: null,
    code: null,
    starts_at: at(-2),
    ends_at: at(12),
  });
  if (members[1]) {
    await enterEvent(db, events, members[1], {
      event_no: insta.event_no,
      proof_url: 'https://www.instagram.com/p/sidequest-demo/',
      note: '팀 프로젝트 첫 화면을 올렸어요!',
    });
  }

  const lottery = await createEvent(db, operatorNo, {
    type: '02',
    mode: '02',
    title: '가을 쿠폰 추첨',
    body: '쿠폰 코드 AUTUMN을 입력한 분 중 3명을 추첨해 10포인트를 드렸어요. 추첨 시드로 결과를 직접 확인할 수 있어요.',
    reward_points: 10,
    reward_exp: 0,
    capacity: 3,
    code: 'AUTUMN',
    starts_at: at(-20),
    ends_at: at(1),
  });
  for (const userNo of members) {
    await enterEvent(db, events, userNo, { event_no: lottery.event_no, code: 'autumn' });
  }
  await closeEvent(db, lottery.event_no);
  await drawLottery(db, events, operatorNo, lottery.event_no);
}
