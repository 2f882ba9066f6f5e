import { randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for a gift-coupon vendor (기프티콘 발송 대행사) on 127.0.0.1, for one
 * development process, the demo (shown as 테스트 모드) or one test file. Records live in memory.
 *
 * The API is the small JSON one `coupon-sender.ts` speaks, as such vendors' APIs go:
 *
 * - `POST /v1/coupons` with `X-Api-Key` and `{orderId, productCode, phone}` → 200
 *   `{couponId, couponNumber, expiresAt}`. The same `orderId` answers the same coupon again (a
 *   retry never issues twice); 401 `{error: 'UNAUTHORIZED'}` without the key; 400
 *   `{error: 'INVALID_REQUEST'}` for a malformed body; 503 `{error: 'VENDOR_UNAVAILABLE'}` when
 *   told to fail (`failNext`), so tests see a vendor outage through real HTTP.
 * - `GET /v1/coupons/{orderId}` → the coupon issued for that order, 404 otherwise.
 */
export interface CouponStandin {
  /** Base URL for `COUPON_API_URL`. */
  readonly url: string;
  /** The key it expects in `X-Api-Key`. */
  readonly apiKey: string;
  /** The next `count` issue calls answer 503 (a vendor outage). */
  failNext(count?: number): void;
  /** Issue calls received so far (retries included), for tests. */
  readonly calls: number;
  close(): Promise<void>;
}

interface Issued {
  couponId: string;
  couponNumber: string;
  productCode: string;
  phone: string;
  expiresAt: string;
}

/** Valid for 90 days, the usual life of a mobile coupon. */
const VALID_DAYS = 90;

function send(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

function readBody(req: http.IncomingMessage, limit = 4096): Promise<string> {
  return new Promise((resolve, reject) => {
    let size = 0;
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > limit) {
        reject(new Error('body too large'));
        req.destroy();
        return;
      }
      chunks.push(c);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** Twelve digits in groups of four, as coupon numbers are printed. */
function couponNumber(): string {
  return Array.from({ length: 3 }, () => String(randomInt(0, 10_000)).padStart(4, '0')).join('-');
}

function isIssueRequest(v: unknown): v is { orderId: string; productCode: string; phone: string } {
  if (v === null || typeof v !== 'object') return false;
  const o = v as Record<string, unknown>;
  return (
    typeof o.orderId === 'string' &&
    /^[A-Za-z0-9_-]{1,64}$/.test(o.orderId) &&
    typeof o.productCode === 'string' &&
    o.productCode.length > 0 &&
    o.productCode.length <= 40 &&
    typeof o.phone === 'string' &&
    /^01\d{8,9}$/.test(o.phone)
  );
}

export async function startCouponStandin(opts: { apiKey?: string } = {}): Promise<CouponStandin> {
  const apiKey = opts.apiKey ?? randomBytes(24).toString('base64url');
  const expected = Buffer.from(apiKey);
  const issued = new Map<string, Issued>();
  let failing = 0;
  let calls = 0;

  const authorized = (req: http.IncomingMessage) => {
    const given = Buffer.from(String(req.headers['x-api-key'] ?? ''));
    return given.length === expected.length && timingSafeEqual(given, expected);
  };

  const server = http.createServer((req, res) => {
    void (async () => {
      if (!authorized(req)) return send(res, 401, { error: 'UNAUTHORIZED' });
      const url = new URL(req.url ?? '/', 'http://standin.invalid');
      const one = /^\/v1\/coupons\/([A-Za-z0-9_-]{1,64})$/.exec(url.pathname);
      if (req.method === 'GET' && one) {
        const found = issued.get(one[1]!);
        return found ? send(res, 200, found) : send(res, 404, { error: 'NOT_FOUND' });
      }
      if (req.method !== 'POST' || url.pathname !== '/v1/coupons') {
        return send(res, 404, { error: 'NOT_FOUND' });
      }
      calls += 1;
      let body: unknown;
      try {
        body = JSON.parse(await readBody(req));
      } catch {
        return send(res, 400, { error: 'INVALID_REQUEST' });
      }
      if (!isIssueRequest(body)) return send(res, 400, { error: 'INVALID_REQUEST' });
      if (failing > 0) {
        failing -= 1;
        return send(res, 503, { error: 'VENDOR_UNAVAILABLE' });
      }
      const before = issued.get(body.orderId);
      if (before) return send(res, 200, before);
      const coupon: Issued = {
        couponId: `standin-${randomBytes(8).toString('hex')}`,
        couponNumber: couponNumber(),
        productCode: body.productCode,
        phone: body.phone,
        expiresAt: new Date(Date.now() + VALID_DAYS * 86_400_000).toISOString(),
      };
      issued.set(body.orderId, coupon);
      return send(res, 200, coupon);
    })().catch(() => {
      if (!res.headersSent) send(res, 500, { error: 'INTERNAL' });
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    apiKey,
    failNext(count = 1) {
      failing += count;
    },
    get calls() {
      return calls;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
