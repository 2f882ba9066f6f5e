import { cafeteriaTopUps, paymentApi, pointPackages } from '@sidequest/shared';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { fail } from '../../lib/app-error.js';
import type { DomainEvents } from '../../lib/domain-events.js';
import { registerContract } from '../../lib/route.js';
import { pointBalance } from '../points/ledger.js';
import { registerPageResolver } from '../seo/resolve.js';
import { paymentBackend } from './backend.js';
import { createOrder, customDataOf, listOrders, ownOrder, REFUND_DAYS } from './orders.js';
import { refundOrder } from './refund.js';
import { confirmPaid, type SettlementDeps } from './settlement.js';
import { WEBHOOK_PATH, webhookRoutes } from './webhook.js';

const topups = cafeteriaTopUps.items.map((t) => ({
  CODE: t.code,
  LABEL: t.label,
  AMOUNT_WON: t.amountWon,
  CHARGE_WON: t.chargeWon,
  POINTS: t.points,
  ACTIVITY_SCORE: t.activityScore,
}));
const packages = pointPackages.items
  .filter((p) => p.code !== 'F01')
  .map((p) => ({ CODE: p.code, LABEL: p.label, PRICE_WON: p.priceWon, POINTS: p.points }));

export async function paymentRoutes(
  app: FastifyInstance,
  opts: { db: Db; events: DomainEvents; config: Config },
) {
  const { db, events, config } = opts;
  const backend = paymentBackend(config, {
    // The stand-in's webhooks enter through the whole request pipeline (raw body, signature
    // check), just without a socket: tests drive the app with inject and have none.
    webhook: async (d) =>
      (await app.inject({ method: 'POST', url: WEBHOOK_PATH, payload: d.body, headers: d.headers }))
        .statusCode,
    log: app.log,
  });
  if (backend.mode === 'standin' && config.NODE_ENV === 'production') {
    app.log.warn(
      '결제가 테스트 모드(로컬 대역)로 실행 중이에요: 돈 없이 포인트가 충전돼요. 실제 서비스라면 PORTONE_API_SECRET, PORTONE_STORE_ID, PORTONE_CHANNEL_KEY, PORTONE_WEBHOOK_SECRET을 설정하거나 PAYMENT_STANDIN=false로 끄세요.',
    );
  }
  if (backend.mode === 'portone' && !config.PORTONE_WEBHOOK_SECRET) {
    app.log.warn(
      'PORTONE_WEBHOOK_SECRET is not set: payment webhooks are refused; only the browser return credits',
    );
  }
  app.addHook('onClose', () => backend.close());

  // The web's pages for the shop: real titles instead of the unknown-path 404. The cafeteria is
  // public; the payment pages are one member's and stay out of search engines.
  registerPageResolver('/cafeteria', () => ({
    kind: 'index',
    title: '카페테리아 - 커피 포인트 충전 | 사이드퀘스트',
    description:
      '커피 포인트를 충전하고 활동 점수도 함께 받아요. 포인트로 전문가 상담을 예약하고, 선물하고, 기프티콘을 살 수 있어요.',
  }));
  registerPageResolver('/payment/complete', () => ({
    kind: 'index',
    title: '결제 확인 | 사이드퀘스트',
    description: '결제를 확인하고 포인트를 충전하고 있어요.',
    noindex: true,
  }));
  registerPageResolver('/payment/test-card', () => ({
    kind: 'index',
    title: '테스트 결제 | 사이드퀘스트',
    description: '테스트 모드의 결제 화면이에요. 실제로 돈이 나가지 않아요.',
    noindex: true,
  }));

  const settlement: SettlementDeps | null = backend.gateway
    ? { db, events, gateway: backend.gateway, storeId: backend.storeId, log: app.log }
    : null;
  const needSettlement = () => {
    if (!settlement) throw fail('PAYMENT_UNAVAILABLE');
    return settlement;
  };
  // Money calls get the account calls' per-address limit, well under the global one; the
  // per-member one is TOO_MANY_OPEN_ORDERS.
  const moneyLimit = { rateLimitPerMinute: config.AUTH_RATE_LIMIT_MAX };

  registerContract(app, paymentApi.cafeteria, async ({ user }) => ({
    mode: backend.mode,
    topups,
    packages,
    BALANCE: user ? await pointBalance(db, user.userNo) : null,
    REFUND_DAYS,
  }));

  registerContract(
    app,
    paymentApi.createOrder,
    ({ body, user }) => createOrder(db, backend, config.PUBLIC_ORIGIN, user.userNo, body.product),
    moneyLimit,
  );

  registerContract(
    app,
    paymentApi.paid,
    ({ body, user }) => confirmPaid(needSettlement(), user.userNo, body.paymentId),
    moneyLimit,
  );

  registerContract(app, paymentApi.orders, ({ query, user }) => listOrders(db, user.userNo, query.before));

  registerContract(
    app,
    paymentApi.refund,
    ({ body, user }) =>
      refundOrder({ db, gateway: needSettlement().gateway }, user.userNo, body.paymentId, body.reason),
    moneyLimit,
  );

  registerContract(
    app,
    paymentApi.standinPay,
    async ({ body, user }) => {
      const standin = await backend.standin();
      if (!standin) throw fail('STANDIN_ONLY');
      const order = await ownOrder(db, user.userNo, body.paymentId);
      if (order.status !== 'ready' && order.status !== 'failed') throw fail('CONFLICT');
      // The test card window charges exactly what the order asks, as a card company would.
      try {
        await standin.pay(order.paymentId, {
          status: body.outcome === 'paid' ? 'PAID' : 'FAILED',
          amount: order.amountWon,
          orderName: order.orderName,
          customData: customDataOf(order),
        });
      } catch {
        // The stand-in refuses a payment it already approved (a double click on the card page
        // before our order caught up), as PortOne's window would.
        throw fail('CONFLICT');
      }
      return { status: body.outcome };
    },
    moneyLimit,
  );

  await app.register(webhookRoutes, { backend, settlement: () => settlement });
}
