import { inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { subscribeAll } from '../../subscribers.js';
import { DomainEvents } from '../../lib/domain-events.js';
import { RealtimePublisher } from '../../lib/realtime-publisher.js';
import { users } from '../auth/schema.js';
import { movePoints } from '../points/ledger.js';
import { profiles } from '../profile/schema.js';
import { httpCouponSender } from './coupon-sender.js';
import { startCouponStandin } from './coupon-standin.js';
import { buyGiftcon } from './coupons.js';
import { giveGift } from './gifts.js';

/**
 * Gifts between demo members (데모메이커 receives two and gives one, so both tabs of 선물 내역
 * have something) and one coupon 김지우 bought through the coupon stand-in, as 테스트 모드 sells
 * it. Fixed request ids make every part happen once however often the demo starts.
 */
const DEMO_GIFTS = [
  {
    from: 'jiwoo.kim@sidequest.kr',
    to: '데모메이커',
    points: 2,
    message: '커피챗에서 조언해 주셔서 고마워요! 다음에 또 이야기해요 ☕',
    requestId: '6f1c2a40-0d5e-4a8e-9a11-3b7de0a1c001',
  },
  {
    from: 'minjun.lee@sidequest.kr',
    to: '데모메이커',
    points: 1,
    message: '라운지에 올려 주신 회고 잘 읽었어요.',
    requestId: '6f1c2a40-0d5e-4a8e-9a11-3b7de0a1c002',
  },
  {
    from: 'demo@sidequest.kr',
    to: '박서연',
    points: 3,
    message: '디자인 피드백 최고였어요 👍',
    requestId: '6f1c2a40-0d5e-4a8e-9a11-3b7de0a1c003',
  },
  {
    from: 'hyunwoo.choi@sidequest.kr',
    to: '김지우',
    points: 1,
    message: '',
    requestId: '6f1c2a40-0d5e-4a8e-9a11-3b7de0a1c004',
  },
] as const;

const DEMO_COUPON = {
  email: 'jiwoo.kim@sidequest.kr',
  phone: '01024681357',
  item: 'G01',
  requestId: '6f1c2a40-0d5e-4a8e-9a11-3b7de0a1c101',
};

/** A demo top-up, once per member, so the senders have points to give. */
const fund = (db: Db, userNo: number) =>
  movePoints(db, {
    userNo,
    delta: 10,
    kind: 'topup',
    reason: 'demo',
    ref: `demo:gifts:fund:${userNo}`,
    memo: '데모 충전',
  });

export async function seedDemoGifts(db: Db): Promise<void> {
  const emails = [...new Set([...DEMO_GIFTS.map((g) => g.from), DEMO_COUPON.email])];
  const senders = await db.select().from(users).where(inArray(users.email, emails));
  const byEmail = new Map(senders.map((u) => [u.email, u]));
  const events = new DomainEvents();
  subscribeAll(events, { db, realtime: new RealtimePublisher() });

  for (const g of DEMO_GIFTS) {
    const sender = byEmail.get(g.from);
    if (!sender) continue; // that demo member is not part of this build
    await fund(db, sender.userNo);
    try {
      await giveGift(db, events, sender, {
        to: g.to,
        points: g.points,
        message: g.message,
        requestId: g.requestId,
      });
    } catch {
      // The receiver is not part of this build (NOT_FOUND): the other gifts still go.
    }
  }

  const buyer = byEmail.get(DEMO_COUPON.email);
  if (!buyer) return;
  await db
    .update(profiles)
    .set({ phone: DEMO_COUPON.phone, phoneVerifiedAt: sql`coalesce(${profiles.phoneVerifiedAt}, now())` })
    .where(
      sql`${profiles.userNo} = ${buyer.userNo} and ${or(isNull(profiles.phone), isNull(profiles.phoneVerifiedAt))}`,
    );
  await fund(db, buyer.userNo);
  const standin = await startCouponStandin();
  try {
    const sender = httpCouponSender({ url: standin.url, apiKey: standin.apiKey });
    await buyGiftcon(db, { mode: 'standin', sender, close: async () => undefined }, buyer.userNo, {
      item: DEMO_COUPON.item,
      requestId: DEMO_COUPON.requestId,
    });
  } finally {
    await standin.close();
  }
}
