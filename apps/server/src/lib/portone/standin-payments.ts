import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import type { Currency } from '@portone/server-sdk/common';
import type {
  CancelledPayment,
  FailedPayment,
  PaidPayment,
  Payment,
  SucceededPaymentCancellation,
} from '@portone/server-sdk/payment';

/**
 * The payment half of the PortOne stand-in: payment records in PortOne's REST shapes and the
 * webhooks PortOne would send about them, signed as PortOne signs them (Standard Webhooks:
 * `webhook-id`, `webhook-timestamp`, `webhook-signature: v1,<base64 HMAC-SHA256 of
 * "{id}.{timestamp}.{body}">` with the `whsec_` secret's base64 bytes as the key).
 */

/** What the test card window produced: the card company approved or declined the charge. */
export interface StandinPaymentOutcome {
  status: 'PAID' | 'FAILED';
  /** The amount the window charged; our stand-in page passes the order's, tests may lie. */
  amount: number;
  currency?: Currency;
  orderName: string;
  customData?: string;
  reason?: string;
}

/** One webhook as PortOne posts it: the exact body text and the three signature headers. */
export interface WebhookDelivery {
  body: string;
  headers: Record<string, string>;
}

/** How the stand-in reaches the merchant's webhook endpoint; answers the HTTP status. */
export type WebhookTransport = (delivery: WebhookDelivery) => Promise<number>;

export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}

/** The headers PortOne sends with `body`; `timestamp` (seconds) and `id` are for tests of stale or replayed ones. */
export function signWebhook(
  secret: string,
  body: string,
  opts: { id?: string; timestamp?: number } = {},
): Record<string, string> {
  const id = opts.id ?? `msg_${randomBytes(12).toString('hex')}`;
  const timestamp = String(opts.timestamp ?? Math.floor(Date.now() / 1000));
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const signature = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64');
  return {
    'content-type': 'application/json',
    'webhook-id': id,
    'webhook-timestamp': timestamp,
    'webhook-signature': `v1,${signature}`,
  };
}

/** The body of a `Transaction.*` webhook (2024-04-25 format). */
export function transactionWebhook(
  type: string,
  payment: { id: string; storeId: string; transactionId: string },
) {
  return JSON.stringify({
    type,
    timestamp: new Date().toISOString(),
    data: { paymentId: payment.id, storeId: payment.storeId, transactionId: payment.transactionId },
  });
}

type Common = Omit<PaidPayment, 'status' | 'paidAt' | 'disputes' | 'channel'> & {
  channel: PaidPayment['channel'];
};

/** Payment records kept in memory, changed the way PortOne changes them. */
export class StandinPayments {
  readonly #records = new Map<string, Payment>();

  constructor(readonly storeId: string) {}

  get(id: string): Payment | undefined {
    return this.#records.get(id);
  }

  /** Records the window's outcome; a declined attempt can be retried and approved later. */
  settle(id: string, o: StandinPaymentOutcome): Payment {
    const now = new Date().toISOString();
    const common: Common = {
      id,
      transactionId: randomUUID(),
      merchantId: 'merchant-standin',
      storeId: this.storeId,
      method: { type: 'PaymentMethodCard', approvalNumber: randomBytes(4).toString('hex') },
      channel: {
        type: 'TEST',
        key: 'channel-key-standin',
        name: '테스트 결제',
        pgProvider: 'TOSSPAYMENTS',
        pgMerchantId: 'standin',
      },
      version: 'V2',
      requestedAt: now,
      updatedAt: now,
      statusChangedAt: now,
      orderName: o.orderName,
      amount: {
        total: o.amount,
        taxFree: 0,
        discount: 0,
        paid: o.status === 'PAID' ? o.amount : 0,
        cancelled: 0,
        cancelledTaxFree: 0,
      },
      currency: o.currency ?? 'KRW',
      customer: {},
      ...(o.customData !== undefined ? { customData: o.customData } : {}),
    };
    const record: Payment =
      o.status === 'PAID'
        ? ({
            ...common,
            status: 'PAID',
            paidAt: now,
            pgTxId: `standin-${randomBytes(6).toString('hex')}`,
            receiptUrl: `https://standin.invalid/receipts/${encodeURIComponent(id)}`,
            disputes: [],
          } satisfies PaidPayment)
        : ({
            ...common,
            status: 'FAILED',
            failedAt: now,
            failure: { reason: o.reason ?? '카드사에서 결제를 거절했어요.', pgCode: 'DECLINED' },
          } satisfies FailedPayment);
    this.#records.set(id, record);
    return record;
  }

  /**
   * PortOne's `POST /payments/{id}/cancel`, full cancellation only (partial amounts are refused as
   * PortOne refuses an amount above the cancellable one): the status and body PortOne answers.
   */
  cancel(id: string, body: { reason?: unknown; amount?: unknown }): { status: number; body: unknown } {
    const record = this.#records.get(id);
    if (!record)
      return { status: 404, body: { type: 'PAYMENT_NOT_FOUND', message: '결제 건이 존재하지 않습니다.' } };
    if (record.status === 'CANCELLED')
      return { status: 409, body: { type: 'PAYMENT_ALREADY_CANCELLED', message: '이미 취소된 결제입니다.' } };
    if (record.status !== 'PAID')
      return { status: 409, body: { type: 'PAYMENT_NOT_PAID', message: '결제가 완료되지 않았습니다.' } };
    if (typeof body.reason !== 'string' || body.reason === '')
      return { status: 400, body: { type: 'INVALID_REQUEST', message: 'reason is required' } };
    if (body.amount !== undefined && body.amount !== record.amount.total)
      return {
        status: 409,
        body: { type: 'CANCEL_AMOUNT_EXCEEDS_CANCELLABLE_AMOUNT', message: '전액 취소만 할 수 있습니다.' },
      };
    const now = new Date().toISOString();
    const cancellation: SucceededPaymentCancellation = {
      status: 'SUCCEEDED',
      id: `cancel-${randomUUID()}`,
      totalAmount: record.amount.total,
      taxFreeAmount: 0,
      vatAmount: Math.floor(record.amount.total / 11),
      reason: body.reason,
      cancelledAt: now,
      requestedAt: now,
    };
    const { disputes: _disputes, ...paid } = record;
    const cancelled: CancelledPayment = {
      ...paid,
      status: 'CANCELLED',
      updatedAt: now,
      statusChangedAt: now,
      amount: { ...record.amount, cancelled: record.amount.total },
      cancellations: [cancellation],
      cancelledAt: now,
    };
    this.#records.set(id, cancelled);
    return { status: 200, body: { cancellation } };
  }
}
