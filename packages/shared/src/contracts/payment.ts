import { z } from 'zod';
import { cafeteriaTopUps, pointPackages } from '../codes/commerce.js';
import { defineContract } from './contract.js';
import { zLine } from './primitives.js';

/**
 * The cafeteria: point top-ups paid by card through PortOne V2 (reference 9.1, 9.2, 3.32).
 *
 * The order is created on our server first (amount and product fixed there), the browser pays it
 * (PortOne's browser SDK, or in 테스트 모드 the stand-in's test card page), and the server
 * credits only after asking PortOne for the payment and finding it paid, in KRW, for exactly the
 * order's amount — from `paid` (the browser's return) or from the signed webhook, whichever
 * arrives first; the payment id makes the second a no-op. The webhook is a raw-body endpoint
 * (`POST /api/payment/webhook`) checked with PortOne's `Webhook.verify`; it has no contract
 * because no browser calls it.
 */

/** Which payment service this server uses: PortOne, the local stand-in (테스트 결제), or none. */
export const ZPaymentMode = z.enum(['portone', 'standin', 'off']);
export type PaymentMode = z.infer<typeof ZPaymentMode>;

/** What can be bought: a cafeteria top-up (its amount code) or a point package (P01–P08). */
const productCodes = [...cafeteriaTopUps.codes, ...pointPackages.codes.filter((c) => c !== 'F01')] as const;
export const ZPaymentProduct = z.enum(productCodes as unknown as [string, ...string[]]);

/** PortOne's payment id; ours, so bounded and plain. */
export const ZPaymentId = z
  .string()
  .min(8)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, '결제 번호가 올바르지 않아요.');

export const ZOrderStatus = z.enum(['ready', 'paid', 'failed', 'cancelled', 'refunded']);
export type OrderStatus = z.infer<typeof ZOrderStatus>;

export const ZOrder = z.object({
  PAYMENT_ID: z.string(),
  PRODUCT: z.string(),
  /** Korean product name as charged (사이드퀘스트 커피 포인트 10개 …). */
  ORDER_NAME: z.string(),
  AMOUNT_WON: z.number().int(),
  POINTS: z.number().int(),
  ACTIVITY_SCORE: z.number().int(),
  STATUS: ZOrderStatus,
  CREATED_AT: z.string(),
  PAID_AT: z.string().nullable(),
  REFUNDED_AT: z.string().nullable(),
  /** Whether the refund policy still allows a refund (unspent, within the period). */
  REFUNDABLE: z.boolean(),
  /** Set when paid through the stand-in: shown as 테스트 결제. */
  TEST: z.boolean(),
});
export type Order = z.infer<typeof ZOrder>;

export const cafeteria = defineContract({
  method: 'GET',
  path: '/api/payment/cafeteria',
  summary: '카페테리아: 충전 금액과 포인트 패키지, 결제 방식(테스트 결제 여부)과 내 잔액을 불러옵니다.',
  tags: ['payment'],
  auth: false,
  response: z.object({
    mode: ZPaymentMode,
    topups: z.array(
      z.object({
        CODE: z.string(),
        LABEL: z.string(),
        AMOUNT_WON: z.number().int(),
        CHARGE_WON: z.number().int(),
        POINTS: z.number().int(),
        ACTIVITY_SCORE: z.number().int(),
      }),
    ),
    packages: z.array(
      z.object({
        CODE: z.string(),
        LABEL: z.string(),
        PRICE_WON: z.number().int(),
        POINTS: z.number().int(),
      }),
    ),
    /** null for a visitor. */
    BALANCE: z.number().int().nullable(),
    REFUND_DAYS: z.number().int(),
  }),
});

/** The payment request object of reference 3.32, as `@portone/browser-sdk` takes it. */
export const ZPaymentRequest = z.object({
  storeId: z.string(),
  channelKey: z.string(),
  paymentId: z.string(),
  orderName: z.string(),
  totalAmount: z.number().int(),
  currency: z.literal('CURRENCY_KRW'),
  payMethod: z.literal('CARD'),
  /** Our order's product and member, echoed back on the payment record. */
  customData: z.string(),
  /** Points are digital goods. */
  productType: z.literal('PRODUCT_TYPE_DIGITAL'),
  /** Where a phone browser lands after paying (the return page completes the purchase). */
  redirectUrl: z.string(),
  /** Buyer fields are left blank (reference 3.32); PortOne asks the card company. */
  customer: z.object({}).optional(),
});
export type PaymentRequest = z.infer<typeof ZPaymentRequest>;

export const createOrder = defineContract({
  method: 'POST',
  path: '/api/payment/order',
  summary: '충전 주문을 만듭니다. 금액과 상품은 서버가 정하고, 브라우저는 받은 요청 객체로 결제창을 엽니다.',
  tags: ['payment'],
  auth: true,
  body: z.object({ product: ZPaymentProduct }),
  response: z.object({ mode: ZPaymentMode, order: ZOrder, request: ZPaymentRequest }),
});

export const paid = defineContract({
  method: 'POST',
  path: '/api/payment/paid',
  summary:
    '결제를 마친 브라우저가 부릅니다. 서버가 PortOne에 결제를 확인한 뒤 포인트를 적립합니다(두 번 불러도 한 번만).',
  tags: ['payment'],
  auth: true,
  body: z.object({ paymentId: ZPaymentId }),
  response: z.object({
    order: ZOrder,
    /** Points and activity score this call (or the webhook before it) credited for the order. */
    POINTS: z.number().int(),
    ACTIVITY_SCORE: z.number().int(),
    BALANCE: z.number().int(),
  }),
});

export const orders = defineContract({
  method: 'GET',
  path: '/api/payment/orders',
  summary: '내 충전 주문 내역(최근 것부터, 키 기반 페이지)을 불러옵니다.',
  tags: ['payment'],
  auth: true,
  query: z.object({
    /** The PAYMENT_ID of the last order already shown. */
    before: ZPaymentId.optional(),
  }),
  response: z.object({ list: z.array(ZOrder), has_more: z.boolean() }),
});

export const refund = defineContract({
  method: 'POST',
  path: '/api/payment/refund',
  summary:
    '환불 정책 안(결제 후 7일 이내, 적립 포인트를 쓰지 않은 주문)에서 결제를 취소하고 적립을 되돌립니다.',
  tags: ['payment'],
  auth: true,
  body: z.object({ paymentId: ZPaymentId, reason: zLine(100).optional() }),
  response: z.object({ order: ZOrder, BALANCE: z.number().int() }),
});

/**
 * 테스트 모드 only: the stand-in's test card page finishes (or declines) a payment, as a card
 * company's window would. Refused with STANDIN_ONLY when the server runs real PortOne.
 */
export const standinPay = defineContract({
  method: 'POST',
  path: '/api/payment/standin/pay',
  summary: '테스트 결제 화면에서 결제를 승인하거나 거절합니다(테스트 모드 전용).',
  tags: ['payment'],
  auth: true,
  body: z.object({ paymentId: ZPaymentId, outcome: z.enum(['paid', 'failed']) }),
  response: z.object({ status: z.enum(['paid', 'failed']) }),
});
