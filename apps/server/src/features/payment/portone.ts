import { PaymentClient } from '@portone/server-sdk';
import { CancelPaymentError, GetPaymentError, isUnrecognizedPayment } from '@portone/server-sdk/payment';
import { fail } from '../../lib/app-error.js';

/** A PortOne payment as the settlement needs it, read from `GET /payments/{id}`. */
export interface GatewayPayment {
  id: string;
  status:
    | 'READY'
    | 'PAY_PENDING'
    | 'VIRTUAL_ACCOUNT_ISSUED'
    | 'PAID'
    | 'FAILED'
    | 'PARTIAL_CANCELLED'
    | 'CANCELLED';
  storeId: string;
  /** amount.total: what was charged. */
  total: number;
  currency: string;
  /** The request's customData as PortOne echoes it (our `{product, userNo}` JSON). */
  customData: string | null;
  transactionId: string | null;
  pgTxId: string | null;
  receiptUrl: string | null;
}

/** The outbound payment adapter: PortOne in production, the stand-in elsewhere, the same SDK for both. */
export interface PaymentGateway {
  /** null when PortOne has no payment under this id (the window was never finished). */
  getPayment(paymentId: string): Promise<GatewayPayment | null>;
  /**
   * Cancels the whole payment. Resolves when it is cancelled, including when it already was;
   * PAYMENT_UNAVAILABLE when PortOne could not be asked or refused.
   */
  cancelPayment(paymentId: string, opts: { reason: string; amount: number }): Promise<void>;
}

/**
 * PortOne V2 through `@portone/server-sdk`'s PaymentClient. `baseUrl` is PortOne's API origin in
 * production and the stand-in's address in development and tests.
 */
export function portoneGateway(opts: {
  secret: string;
  baseUrl: string;
  storeId?: string;
  /** Where a failed call is logged; the member only sees PAYMENT_UNAVAILABLE. */
  log: { warn(obj: object, msg: string): void };
}): PaymentGateway {
  const unavailable = (call: string, err: unknown) => {
    const detail =
      err instanceof GetPaymentError || err instanceof CancelPaymentError
        ? String(err.data.type)
        : (err as Error).message;
    opts.log.warn({ call, detail }, 'PortOne payment call failed');
    return fail('PAYMENT_UNAVAILABLE');
  };
  const client = PaymentClient({
    secret: opts.secret,
    baseUrl: opts.baseUrl,
    ...(opts.storeId ? { storeId: opts.storeId } : {}),
  });
  const store = opts.storeId ? { storeId: opts.storeId } : {};
  return {
    async getPayment(paymentId) {
      let p: Awaited<ReturnType<typeof client.getPayment>>;
      try {
        p = await client.getPayment({ paymentId, ...store });
      } catch (err) {
        if (err instanceof GetPaymentError && err.data.type === 'PAYMENT_NOT_FOUND') return null;
        throw unavailable('getPayment', err);
      }
      if (isUnrecognizedPayment(p)) throw unavailable('getPayment', new Error(`status ${String(p.status)}`));
      return {
        id: p.id,
        status: p.status,
        storeId: p.storeId,
        total: p.amount.total,
        currency: p.currency,
        customData: p.customData ?? null,
        transactionId: p.transactionId ?? null,
        pgTxId: 'pgTxId' in p ? (p.pgTxId ?? null) : null,
        receiptUrl: 'receiptUrl' in p ? (p.receiptUrl ?? null) : null,
      };
    },
    async cancelPayment(paymentId, { reason, amount }) {
      try {
        // `currentCancellableAmount` makes PortOne refuse if anything was cancelled meanwhile.
        await client.cancelPayment({
          paymentId,
          ...store,
          reason,
          requester: 'CUSTOMER',
          currentCancellableAmount: amount,
        });
      } catch (err) {
        if (err instanceof CancelPaymentError && err.data.type === 'PAYMENT_ALREADY_CANCELLED') return;
        throw unavailable('cancelPayment', err);
      }
    },
  };
}
