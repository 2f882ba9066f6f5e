import type { giftsApi } from '@sidequest/shared';
import type { Config } from '../../config.js';
import { type CouponStandin, startCouponStandin } from './coupon-standin.js';

/** What the vendor answers for one issued coupon. */
export interface IssuedCoupon {
  /** The vendor's id for the coupon (kept to look it up with them). */
  vendorRef: string;
  /** The number printed on the coupon and shown at the counter. */
  couponNo: string;
  expiresAt: Date | null;
}

export interface IssueRequest {
  /** Ours and stable per order: the vendor answers the same coupon when it is asked again. */
  orderId: string;
  /** The vendor's product code (codes/commerce.ts `giftconItems`). */
  productCode: string;
  /** Digits only (01012345678). */
  phone: string;
}

/** The outbound coupon adapter: a vendor's HTTP API, or the local stand-in speaking the same one. */
export interface CouponSender {
  issue(req: IssueRequest): Promise<IssuedCoupon>;
}

/** The vendor refused, failed or could not be reached; nothing was issued as far as we know. */
export class CouponVendorError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CouponVendorError';
  }
}

const TIMEOUT_MS = 10_000;

/** The vendor's JSON API: `POST {url}/v1/coupons` with `X-Api-Key` (see coupon-standin.ts). */
export function httpCouponSender(opts: { url: string; apiKey: string }): CouponSender {
  const endpoint = new URL('v1/coupons', opts.url.endsWith('/') ? opts.url : `${opts.url}/`);
  return {
    async issue(req) {
      let res: Response;
      try {
        res = await fetch(endpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-api-key': opts.apiKey },
          body: JSON.stringify(req),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch (err) {
        throw new CouponVendorError(`coupon vendor unreachable: ${(err as Error).message}`);
      }
      const body = (await res.json().catch(() => null)) as Record<string, unknown> | null;
      if (!res.ok || !body) {
        throw new CouponVendorError(`coupon vendor answered ${res.status} ${String(body?.error ?? '')}`);
      }
      const { couponId, couponNumber, expiresAt } = body;
      if (typeof couponId !== 'string' || typeof couponNumber !== 'string') {
        throw new CouponVendorError('coupon vendor answered without a coupon');
      }
      const expires = typeof expiresAt === 'string' ? new Date(expiresAt) : null;
      return {
        vendorRef: couponId.slice(0, 100),
        couponNo: couponNumber.slice(0, 60),
        expiresAt: expires && !Number.isNaN(expires.getTime()) ? expires : null,
      };
    },
  };
}

type ModeInputs = Pick<
  Config,
  'NODE_ENV' | 'COUPON_API_URL' | 'COUPON_API_KEY' | 'COUPON_STANDIN' | 'embeddedDb' | 'demo'
>;

/**
 * Which coupon vendor this server uses, decided as identity verification's is (`identityMode`):
 * the vendor when its URL and key are configured (unless COUPON_STANDIN=true); the stand-in,
 * shown as 테스트 모드, where someone is trying the product (development, tests, the embedded
 * database, `--demo`) or when COUPON_STANDIN=true; otherwise none, so a real site never sells a
 * coupon it cannot deliver.
 */
export function couponMode(config: ModeInputs): giftsApi.GiftconMode {
  if (config.COUPON_STANDIN === true) return 'standin';
  if (config.COUPON_API_URL && config.COUPON_API_KEY) return 'vendor';
  if (config.COUPON_STANDIN === false) return 'off';
  if (config.NODE_ENV !== 'production' || config.embeddedDb || config.demo) return 'standin';
  return 'off';
}

export interface CouponBackend {
  mode: giftsApi.GiftconMode;
  sender: CouponSender | null;
  close(): Promise<void>;
}

/** The sender for the mode; the stand-in starts on first use and is called over HTTP like a vendor. */
export function couponBackend(config: Config): CouponBackend {
  const mode = couponMode(config);
  if (mode === 'vendor') {
    const sender = httpCouponSender({ url: config.COUPON_API_URL!, apiKey: config.COUPON_API_KEY! });
    return { mode, sender, close: async () => undefined };
  }
  if (mode === 'standin') {
    let started: Promise<{ standin: CouponStandin; sender: CouponSender }> | undefined;
    const start = () => {
      started ??= startCouponStandin().then((standin) => ({
        standin,
        sender: httpCouponSender({ url: standin.url, apiKey: standin.apiKey }),
      }));
      return started;
    };
    return {
      mode,
      sender: { issue: async (req) => (await start()).sender.issue(req) },
      close: async () => {
        if (started) await (await started).standin.close();
      },
    };
  }
  return { mode, sender: null, close: async () => undefined };
}
