import { Webhook } from '@portone/server-sdk';
import { failBody } from '@sidequest/shared';
import type { FastifyInstance } from 'fastify';
import type { PaymentBackend } from './backend.js';
import { findOrder } from './orders.js';
import { reconcile, type SettlementDeps } from './settlement.js';

export const WEBHOOK_PATH = '/api/payment/webhook';
/** PortOne's transaction webhooks are a few hundred bytes. */
const WEBHOOK_BODY_LIMIT = 64 * 1024;

/** Signature failures are "who are you" (401); a missing header or a stale time stamp is a bad request. */
const UNAUTHORIZED = new Set(['NO_MATCHING_SIGNATURE', 'INVALID_SIGNATURE']);

/**
 * `POST /api/payment/webhook`, PortOne's webhook (2024-04-25 format), in a plugin of its own so
 * its content-type parser keeps the body as the exact string PortOne signed: `Webhook.verify`
 * checks the Standard Webhooks signature over that text, and five minutes of time-stamp
 * tolerance. A forged, unsigned or stale delivery is refused before anything is read from it.
 *
 * A verified `Transaction.*` webhook is only a prompt: the order is reconciled with what PortOne's
 * API says now, so deliveries may repeat, be replayed within the window or arrive out of order
 * without crediting twice. An id that is not one of our orders is acknowledged and ignored (PortOne
 * would otherwise retry it); PortOne being unreachable answers 503 so that it retries.
 */
export async function webhookRoutes(
  app: FastifyInstance,
  opts: { backend: PaymentBackend; settlement: () => SettlementDeps | null },
) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: WEBHOOK_BODY_LIMIT }, (_req, body, done) =>
    done(null, body),
  );

  app.post(WEBHOOK_PATH, async (req, reply) => {
    const deps = opts.settlement();
    const secret = await opts.backend.webhookSecret();
    if (!deps || !secret) {
      req.log.error('payment webhook received but no webhook secret or payment service is configured');
      return reply.status(503).send(failBody('PAYMENT_UNAVAILABLE'));
    }
    const raw = typeof req.body === 'string' ? req.body : '';
    let hook: Webhook.Webhook;
    try {
      hook = await Webhook.verify(secret, raw, req.headers);
    } catch (err) {
      const reason = err instanceof Webhook.WebhookVerificationError ? err.reason : 'INVALID_INPUT';
      req.log.warn({ reason }, 'payment webhook refused');
      return reply.status(UNAUTHORIZED.has(reason) ? 401 : 400).send(failBody('WEBHOOK_REJECTED'));
    }
    // Transaction.* data all carry the payment id; billing-key webhooks are not ours to act on.
    const data = 'data' in hook ? (hook.data as { paymentId?: unknown }) : undefined;
    const paymentId =
      String(hook.type).startsWith('Transaction.') && typeof data?.paymentId === 'string'
        ? data.paymentId
        : null;
    if (paymentId && paymentId.length <= 200) {
      const order = await findOrder(deps.db, paymentId);
      if (order) {
        const outcome = await reconcile(deps, order);
        req.log.info({ type: hook.type, paymentId, outcome: outcome.kind }, 'payment webhook');
      }
    }
    return { result: 'success' };
  });
}
