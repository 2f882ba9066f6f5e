/** Point gifts between members, gift coupons (buy_giftcon) and phone verification (phone2) (issue 14). */
import { z } from 'zod';
import { GIFT_POINTS_MAX, GIFT_POINTS_MIN } from '../codes/commerce.js';
import { defineContract } from './contract.js';
import { ZIdentityVerificationId } from './identity.js';
import { ZId, zLine, zText } from './primitives.js';

/** What one member may gift in a Seoul day, all receivers together (a cap against laundering). */
export const GIFT_DAILY_CAP = 30;
export const GIFT_MESSAGE_MAX = 100;
export const GIFT_PAGE = 20;

/**
 * The client's idempotency key: one per press of the confirm button, so a double click or a
 * retried request gifts (or buys) once.
 */
export const ZRequestId = z.uuid('요청 번호가 올바르지 않아요. 페이지를 새로고침해 주세요.');

/** Whole points 1–5 (reference 9.3): 0, 6, 1.5 and -1 are refused before any rule runs. */
export const ZGiftPoints = z
  .number()
  .int('포인트는 1~5 사이의 정수로 골라 주세요.')
  .min(GIFT_POINTS_MIN, '포인트는 1~5 사이에서 골라 주세요.')
  .max(GIFT_POINTS_MAX, '포인트는 1~5 사이에서 골라 주세요.');

export const ZGiftInput = z.object({
  /** The receiver's nickname, or their member number written as digits. */
  to: zLine(60, { trim: true }).min(1, '선물할 메이커를 골라 주세요.'),
  points: ZGiftPoints,
  message: zText(GIFT_MESSAGE_MAX, {
    trim: true,
    tooLong: `메시지는 ${GIFT_MESSAGE_MAX}자까지 쓸 수 있어요.`,
  }).default(''),
  requestId: ZRequestId,
});
export type GiftInput = z.input<typeof ZGiftInput>;

const ZGiftPerson = z.object({
  USER_NO: z.number().int(),
  /** '' once that member has withdrawn. */
  USER_NICKNAME: z.string(),
  USER_IMG_URL: z.string().nullable(),
});

export const ZGift = z.object({
  GIFT_NO: z.number().int(),
  /** 'sent' when the viewer gave it, 'received' when the viewer got it. */
  DIRECTION: z.enum(['sent', 'received']),
  /** The other member: the receiver of a sent gift, the sender of a received one. */
  OTHER: ZGiftPerson,
  POINTS: z.number().int(),
  MESSAGE: z.string(),
  CREATED_AT: z.string(),
});
export type Gift = z.infer<typeof ZGift>;

export const gift = defineContract({
  method: 'POST',
  path: '/api/payment/gift',
  summary:
    '다른 메이커에게 포인트 1~5개를 메시지와 함께 선물합니다. 같은 requestId로 다시 보내도 한 번만 선물돼요.',
  tags: ['payment'],
  auth: true,
  body: ZGiftInput,
  response: z.object({
    gift: ZGift,
    /** The sender's balance after the gift. */
    BALANCE: z.number().int(),
    /** Points the sender may still gift today. */
    LEFT_TODAY: z.number().int(),
  }),
});

export const gifts = defineContract({
  method: 'GET',
  path: '/api/payment/gifts',
  summary: '내가 보낸 선물이나 받은 선물을 최근 것부터 불러옵니다(키 기반 페이지).',
  tags: ['payment'],
  auth: true,
  query: z.object({
    box: z.enum(['sent', 'received']).default('received'),
    /** The GIFT_NO of the last gift already shown. */
    before: ZId.optional(),
  }),
  response: z.object({ list: z.array(ZGift), has_more: z.boolean(), LEFT_TODAY: z.number().int() }),
});

/** Which coupon vendor this server uses: a real one, the local stand-in (테스트 모드), or none. */
export const ZGiftconMode = z.enum(['vendor', 'standin', 'off']);
export type GiftconMode = z.infer<typeof ZGiftconMode>;

const ZFlag = z.enum(['00', '01']);

export const ZGiftconItem = z.object({
  CODE: z.string(),
  LABEL: z.string(),
  BRAND: z.string(),
  PRICE_WON: z.number().int(),
  POINTS: z.number().int(),
});

export const ZGiftcon = z.object({
  ORDER_NO: z.number().int(),
  ITEM: ZGiftconItem,
  STATUS: z.enum(['pending', 'sent', 'failed']),
  /** The coupon number to show at the counter; null until the vendor issued it. */
  COUPON_NO: z.string().nullable(),
  /** Where it was sent, masked (010-****-5678). */
  PHONE_MASKED: z.string(),
  EXPIRES_AT: z.string().nullable(),
  CREATED_AT: z.string(),
  /** Issued by the stand-in: not a real coupon (테스트 모드). */
  TEST: z.boolean(),
});
export type Giftcon = z.infer<typeof ZGiftcon>;

export const ZPhoneStatus = z.object({
  USER_PHONE: ZFlag,
  PHONE_MASKED: z.string().nullable(),
});

export const giftconShop = defineContract({
  method: 'GET',
  path: '/api/payment/giftcon',
  summary:
    '기프티콘 상점: 상품 목록, 쿠폰 발송 방식(테스트 모드 여부), 내 잔액과 휴대폰 인증 상태를 불러옵니다.',
  tags: ['payment'],
  auth: false,
  response: z.object({
    mode: ZGiftconMode,
    items: z.array(ZGiftconItem),
    /** null for a visitor. */
    BALANCE: z.number().int().nullable(),
    PHONE: ZPhoneStatus.nullable(),
  }),
});

export const buyGiftcon = defineContract({
  method: 'POST',
  path: '/api/payment/buy_giftcon',
  summary:
    '포인트로 기프티콘을 사서 인증한 휴대폰으로 받습니다. 발송에 실패하면 쓴 포인트를 돌려드려요(같은 requestId는 한 번만).',
  tags: ['payment'],
  auth: true,
  // A plain line, not the catalogue's enum: an unknown item answers E005 (the seed's code).
  body: z.object({ item: zLine(20, { trim: true }), requestId: ZRequestId }),
  response: z.object({ coupon: ZGiftcon, BALANCE: z.number().int() }),
});

export const giftcons = defineContract({
  method: 'GET',
  path: '/api/payment/giftcons',
  summary: '내가 산 기프티콘을 최근 것부터 불러옵니다(키 기반 페이지).',
  tags: ['payment'],
  auth: true,
  query: z.object({ before: ZId.optional() }),
  response: z.object({ list: z.array(ZGiftcon), has_more: z.boolean() }),
});

export const phone2 = defineContract({
  method: 'POST',
  path: '/api/payment/phone2',
  summary:
    '기프티콘을 받을 휴대폰을 확인합니다. 본인인증 창에서 휴대폰까지 인증한 요청 번호를 보내면 인증된 번호(가림 처리)를 돌려줘요.',
  tags: ['payment'],
  auth: true,
  body: z.object({ identity_verification_id: ZIdentityVerificationId }),
  response: ZPhoneStatus,
});
