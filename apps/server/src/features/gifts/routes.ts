import { giftsApi, SITE_NAME } from '@sidequest/shared';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { DomainEvents } from '../../lib/domain-events.js';
import { registerContract } from '../../lib/route.js';
import { registerPageResolver } from '../seo/resolve.js';
import { couponBackend } from './coupon-sender.js';
import { buyGiftcon, listGiftcons, shop } from './coupons.js';
import { giveGift, listGifts } from './gifts.js';
import { confirmPhone } from './phone.js';

export async function giftsRoutes(
  app: FastifyInstance,
  opts: { db: Db; events: DomainEvents; config: Config },
) {
  const { db, events, config } = opts;
  const backend = couponBackend(config);
  registerPageResolver('/cafeteria/coupons', () => ({
    kind: 'index',
    title: `기프티콘 교환 | ${SITE_NAME}`,
    description:
      '커피 포인트로 기프티콘을 사서 인증한 휴대폰으로 받아요. 받은 선물과 보낸 선물도 여기서 봐요.',
    noindex: true,
  }));
  if (backend.mode === 'standin' && config.NODE_ENV === 'production') {
    app.log.warn(
      '기프티콘이 테스트 모드(로컬 대역)로 실행 중이에요: 실제 쿠폰은 나가지 않아요. 실제 서비스라면 COUPON_API_URL과 COUPON_API_KEY를 설정하거나 COUPON_STANDIN=false로 끄세요.',
    );
  }
  app.addHook('onClose', () => backend.close());
  // Per address and minute: a person gifts or buys a few times, a script hundreds.
  const spendLimit = { rateLimitPerMinute: Math.max(20, Math.floor(config.RATE_LIMIT_MAX / 15)) };

  registerContract(app, giftsApi.gift, ({ body, user }) => giveGift(db, events, user, body), spendLimit);
  registerContract(app, giftsApi.gifts, ({ query, user }) => listGifts(db, user.userNo, query));

  registerContract(app, giftsApi.giftconShop, ({ user }) => shop(db, backend.mode, user?.userNo ?? null));
  registerContract(
    app,
    giftsApi.buyGiftcon,
    ({ body, user }) => buyGiftcon(db, backend, user.userNo, body),
    spendLimit,
  );
  registerContract(app, giftsApi.giftcons, ({ query, user }) => listGiftcons(db, user.userNo, query.before));

  registerContract(
    app,
    giftsApi.phone2,
    ({ body, user }) => confirmPhone(db, user.userNo, body.identity_verification_id),
    { rateLimitPerMinute: config.AUTH_RATE_LIMIT_MAX },
  );
}
