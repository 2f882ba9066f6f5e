/**
 * Points, packages, the cafeteria and the reward/cost tables (reference 9.1–9.3, product-spec 9).
 * Money is in won and points are whole numbers; never compute either with floats.
 */
import { type CodeOf, defineCatalogue } from './catalogue.js';

/** One point is worth 1,000 won (reference 9.3). */
export const POINT_VALUE_WON = 1000;

/**
 * Point packages (reference 9.1). P-prices include 10% VAT on 1,000 won a point, and the larger
 * packages add a bonus (P04 gives 31, P05 53). F01 is the free reward for identity verification.
 */
export const pointPackages = defineCatalogue([
  { code: 'F01', label: '본인인증 보상', priceWon: 0, points: 10 },
  { code: 'P01', label: '5포인트', priceWon: 5_500, points: 5 },
  { code: 'P02', label: '10포인트', priceWon: 11_000, points: 10 },
  { code: 'P03', label: '20포인트', priceWon: 22_000, points: 20 },
  { code: 'P04', label: '31포인트', priceWon: 33_000, points: 31 },
  { code: 'P05', label: '53포인트', priceWon: 55_000, points: 53 },
  { code: 'P06', label: '110포인트', priceWon: 110_000, points: 110 },
  { code: 'P07', label: '220포인트', priceWon: 220_000, points: 220 },
  { code: 'P08', label: '550포인트', priceWon: 550_000, points: 550 },
]);
export type PointPackageCode = CodeOf<typeof pointPackages>;

/**
 * Cafeteria top-ups (reference 9.2), paid by card. The code is the chosen amount. `chargeWon` is
 * what the payment provider is asked for: the seed charges the 200,000 choice as 220,000 and
 * every other choice at its face amount.
 */
export const cafeteriaTopUps = defineCatalogue([
  {
    code: '10000',
    label: '10,000원',
    amountWon: 10_000,
    chargeWon: 10_000,
    points: 10,
    activityScore: 1_000,
  },
  {
    code: '30000',
    label: '30,000원',
    amountWon: 30_000,
    chargeWon: 30_000,
    points: 31,
    activityScore: 3_000,
  },
  {
    code: '50000',
    label: '50,000원',
    amountWon: 50_000,
    chargeWon: 50_000,
    points: 53,
    activityScore: 5_000,
  },
  {
    code: '100000',
    label: '100,000원',
    amountWon: 100_000,
    chargeWon: 100_000,
    points: 110,
    activityScore: 10_000,
  },
  {
    code: '200000',
    label: '200,000원',
    amountWon: 200_000,
    chargeWon: 220_000,
    points: 220,
    activityScore: 20_000,
  },
]);
export type CafeteriaTopUpCode = CodeOf<typeof cafeteriaTopUps>;

export const GIFT_POINTS_MIN = 1;
export const GIFT_POINTS_MAX = 5;

/** Points one member can gift another (reference 9.3): 1 to 5. */
export const giftOptions = defineCatalogue([
  { code: '1', label: '1포인트', points: 1 },
  { code: '2', label: '2포인트', points: 2 },
  { code: '3', label: '3포인트', points: 3 },
  { code: '4', label: '4포인트', points: 4 },
  { code: '5', label: '5포인트', points: 5 },
]);
export type GiftOptionCode = CodeOf<typeof giftOptions>;

/**
 * Activity rewards D28–D36 in exp (product-spec 9). The seed gives only the amounts; what
 * each code rewards is our choice (docs/decisions/codes.md).
 */
export const activityRewards = defineCatalogue([
  { code: 'D28', label: '프로필 완성', exp: 300 },
  { code: 'D29', label: '첫 프로젝트 등록', exp: 300 },
  { code: 'D30', label: '프로젝트 런칭', exp: 500 },
  { code: 'D31', label: '부스 등록', exp: 500 },
  { code: 'D32', label: '매거진 아티클 발행', exp: 500 },
  { code: 'D33', label: '댓글 작성', exp: 50 },
  { code: 'D34', label: '라운지 글 작성', exp: 100 },
  { code: 'D35', label: '응원 받기', exp: 50 },
  { code: 'D36', label: '친구 초대', exp: 500 },
]);
export type ActivityRewardCode = CodeOf<typeof activityRewards>;

/** Exp for publishing content, keyed like the content types 01–03 (product-spec 9). */
export const contentRewards = defineCatalogue([
  { code: '01', label: '인사이트·로그 작성', exp: 50 },
  { code: '02', label: '프로젝트 회고 작성', exp: 200 },
  { code: '03', label: '이벤트 등록', exp: 50 },
]);
export type ContentRewardCode = CodeOf<typeof contentRewards>;

/**
 * Per-recipient cost (in exp, the "power" of the news-send bar) of the sends that ad products
 * 02, 03 and 05 include (product-spec 9: M02, M03, M05). Products 01 and 04 have no M row.
 */
export const newsSendCosts = defineCatalogue([
  { code: 'M02', label: '소식 알림 발송', adProduct: '02', expPerRecipient: 49 },
  { code: 'M03', label: '이메일·푸시 발송', adProduct: '03', expPerRecipient: 100 },
  { code: 'M05', label: '채널 메시지 발송', adProduct: '05', expPerRecipient: 49 },
]);
export type NewsSendCostCode = CodeOf<typeof newsSendCosts>;

/**
 * What kind of movement a ledger row is (points and exp share the list). The history filters by
 * it; `reason` says which code within the kind (P03, D29, Q4 …).
 */
export const ledgerKinds = defineCatalogue([
  { code: 'topup', label: '충전' },
  { code: 'reward', label: '보상' },
  { code: 'spend', label: '사용' },
  { code: 'gift', label: '선물' },
  { code: 'refund', label: '환불' },
  { code: 'quest', label: '퀘스트' },
  { code: 'event', label: '이벤트' },
]);
export type LedgerKindCode = CodeOf<typeof ledgerKinds>;

/** What a won price costs in points: 1 point = 1,000 won, rounded up (a 4,500원 coffee is 5P). */
export function pointsForWon(priceWon: number): number {
  return Math.ceil(priceWon / POINT_VALUE_WON);
}

/**
 * Gift coupons (기프티콘) a member can buy with points and receive on their verified phone
 * (`buy_giftcon`). `productCode` is what the coupon vendor calls the item; the points price is
 * derived from the won price, never typed, so the two cannot disagree.
 */
export const giftconItems = defineCatalogue([
  { code: 'G01', label: '아메리카노 T', brand: '스타벅스', priceWon: 4_500, productCode: 'SB-AME-T' },
  { code: 'G02', label: '카페 라떼 T', brand: '스타벅스', priceWon: 5_000, productCode: 'SB-LAT-T' },
  { code: 'G03', label: '아이스 아메리카노', brand: '메가MGC커피', priceWon: 2_000, productCode: 'MG-AME-I' },
  { code: 'G04', label: '싱글레귤러', brand: '배스킨라빈스', priceWon: 3_900, productCode: 'BR-SGL-R' },
  { code: 'G05', label: '모바일 상품권 5천원', brand: 'CU', priceWon: 5_000, productCode: 'CU-GV-5000' },
]);
export type GiftconItemCode = CodeOf<typeof giftconItems>;
