import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Payment } from '@portone/server-sdk/payment';
import type {
  FailedIdentityVerification,
  IdentityVerification,
  VerifiedIdentityVerification,
} from '@portone/server-sdk/identityVerification';
import {
  newWebhookSecret,
  StandinPayments,
  type StandinPaymentOutcome,
  transactionWebhook,
  signWebhook,
  type WebhookDelivery,
  type WebhookTransport,
} from './standin-payments.js';

/** What the stand-in's control call accepts: the person finishing (or failing) the window. */
export interface StandinOutcome {
  status: 'VERIFIED' | 'FAILED';
  name: string;
  /** yyyy-MM-dd */
  birthDate: string;
  /** Digits only; absent when no phone was verified. */
  phoneNumber?: string;
  /** Defaults to a CI derived from name, birth date and phone (same details → same person). */
  ci?: string;
  reason?: string;
}

export interface PortOneStandin {
  /** Origin to give the PortOne SDK as `baseUrl`. */
  readonly url: string;
  /** The API secret it expects in `Authorization: PortOne <secret>`. */
  readonly secret: string;
  /** The store its payments belong to (`storeId` in the browser's payment request). */
  readonly storeId: string;
  /** The `whsec_` secret its webhooks are signed with (the merchant's webhook secret). */
  readonly webhookSecret: string;
  /** Creates a record through the stand-in's own HTTP control call, as the browser stand-in does. */
  complete(id: string, outcome: StandinOutcome): Promise<void>;
  /** The test card window: approves or declines a payment (control call), then sends its webhook. */
  pay(id: string, outcome: StandinPaymentOutcome): Promise<Payment>;
  /** The webhooks sent, oldest first, the last 500 (tests replay them). */
  readonly deliveries: readonly WebhookDelivery[];
  /** Sends one delivery again, as PortOne's retry does (same id, timestamp and signature). */
  redeliver(delivery: WebhookDelivery): Promise<number>;
  /** true: webhooks wait (in order) until `release`; false: they go out as they happen. */
  hold(on: boolean): void;
  /** Sends the held webhooks and waits for them. */
  release(): Promise<void>;
  /** Waits until every webhook already sent has been answered. */
  idle(): Promise<void>;
  close(): Promise<void>;
}

/** A deterministic fake CI: 88 base64 characters like the real one, unique per person details. */
export function standinCi(name: string, birthDate: string, phone: string | undefined): string {
  return createHash('sha512')
    .update(`sidequest-standin|${name.normalize('NFC')}|${birthDate}|${phone ?? ''}`)
    .digest('base64');
}

function reply(res: http.ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(text);
}

function readBody(req: http.IncomingMessage, limit = 16_384): Promise<string> {
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

export { signWebhook, type StandinPaymentOutcome, type WebhookDelivery, type WebhookTransport };

function toRecord(id: string, o: StandinOutcome): IdentityVerification {
  const now = new Date().toISOString();
  const base = { id, requestedAt: now, updatedAt: now, statusChangedAt: now, version: 'V2' };
  if (o.status === 'FAILED') {
    const failed: FailedIdentityVerification = {
      ...base,
      status: 'FAILED',
      requestedCustomer: { name: o.name },
      failure: { reason: o.reason ?? '본인인증을 취소했어요.' },
    };
    return failed;
  }
  const verified: VerifiedIdentityVerification = {
    ...base,
    status: 'VERIFIED',
    verifiedAt: now,
    pgTxId: `standin-${randomBytes(6).toString('hex')}`,
    pgRawResponse: '{}',
    verifiedCustomer: {
      name: o.name,
      birthDate: o.birthDate,
      ...(o.phoneNumber ? { phoneNumber: o.phoneNumber } : {}),
      ci: o.ci ?? standinCi(o.name, o.birthDate, o.phoneNumber),
      di: createHash('sha256').update(`di|${o.name}|${o.birthDate}`).digest('base64'),
      isForeigner: false,
    },
  };
  return verified;
}

const MAX_KEPT_DELIVERIES = 500;

/** PortOne's payment paths and the stand-in's control call for them. */
const PAYMENT = /^\/payments\/([^/]+)$/;
const PAYMENT_CANCEL = /^\/payments\/([^/]+)\/cancel$/;
const PAYMENT_CONTROL = /^\/_standin\/payments\/([^/]+)$/;
const IDENTITY = /^\/identity-verifications\/([^/]+)$/;
const IDENTITY_CONTROL = /^\/_standin\/identity-verifications\/([^/]+)$/;

function parseJson<T>(text: string): T | undefined {
  try {
    return JSON.parse(text) as T;
  } catch {
    return undefined;
  }
}

/**
 * A local stand-in for PortOne's REST API on 127.0.0.1, for one development process or one test
 * file (records live in memory). Every path wants `Authorization: PortOne <secret>` (401
 * `{type: 'UNAUTHORIZED'}` otherwise).
 *
 * - `GET /identity-verifications/{id}`: 200 with the record (VERIFIED or FAILED), 404
 *   `IDENTITY_VERIFICATION_NOT_FOUND`; `POST /_standin/identity-verifications/{id}` (control, not
 *   PortOne's) stores what the browser window would have produced.
 * - `GET /payments/{id}`: the payment (PAID, FAILED, CANCELLED), 404 `PAYMENT_NOT_FOUND`;
 *   `POST /payments/{id}/cancel`: full cancellation, `{cancellation}`, then `Transaction.Cancelled`;
 *   `POST /_standin/payments/{id}` (control): the test card window's approval or refusal, then
 *   `Transaction.Paid` or `Transaction.Failed`.
 *
 * Webhooks go out after the answer, as PortOne's do, through `webhook` (the merchant's endpoint);
 * without one they are only recorded.
 */
export async function startPortOneStandin(
  opts: { secret?: string; webhookSecret?: string; storeId?: string; webhook?: WebhookTransport } = {},
): Promise<PortOneStandin> {
  const secret = opts.secret ?? randomBytes(24).toString('base64url');
  const webhookSecret = opts.webhookSecret ?? newWebhookSecret();
  const storeId = opts.storeId ?? 'store-standin';
  const expected = Buffer.from(`PortOne ${secret}`);
  const records = new Map<string, IdentityVerification>();
  const payments = new StandinPayments(storeId);

  const deliveries: WebhookDelivery[] = [];
  const held: WebhookDelivery[] = [];
  const inFlight = new Set<Promise<unknown>>();
  let holding = false;
  const send = (d: WebhookDelivery): Promise<number> => {
    if (!opts.webhook) return Promise.resolve(0);
    const p = opts.webhook(d).catch(() => 0);
    inFlight.add(p);
    void p.finally(() => inFlight.delete(p));
    return p;
  };
  const announce = (type: string, payment: Payment) => {
    if (!('id' in payment)) return;
    const body = transactionWebhook(type, payment);
    const d = { body, headers: signWebhook(webhookSecret, body) };
    deliveries.push(d);
    // A demo server runs for days: keep the recent ones for replaying, not every one ever sent.
    if (deliveries.length > MAX_KEPT_DELIVERIES)
      deliveries.splice(0, deliveries.length - MAX_KEPT_DELIVERIES);
    // After the HTTP answer, like PortOne: a merchant holding a transaction while it calls us
    // must not wait on its own webhook.
    if (holding) held.push(d);
    else setImmediate(() => void send(d));
  };

  const authorized = (req: http.IncomingMessage) => {
    const got = Buffer.from(req.headers.authorization ?? '');
    return got.length === expected.length && timingSafeEqual(got, expected);
  };

  const route = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const { pathname } = new URL(req.url ?? '/', 'http://standin');
    const match = [IDENTITY, IDENTITY_CONTROL, PAYMENT, PAYMENT_CANCEL, PAYMENT_CONTROL]
      .map((re) => re.exec(pathname))
      .find((m) => m !== null);
    if (!match) return reply(res, 404, { type: 'NOT_FOUND', message: 'no such path' });
    if (!authorized(req))
      return reply(res, 401, { type: 'UNAUTHORIZED', message: '인증 정보가 올바르지 않습니다.' });
    const id = decodeURIComponent(match[1]!);
    const post = req.method === 'POST';
    if (IDENTITY.test(pathname) && req.method === 'GET') {
      const record = records.get(id);
      if (record) return reply(res, 200, record);
      return reply(res, 404, {
        type: 'IDENTITY_VERIFICATION_NOT_FOUND',
        message: '요청된 본인인증 건이 존재하지 않는 경우',
      });
    }
    if (PAYMENT.test(pathname) && req.method === 'GET') {
      const payment = payments.get(id);
      if (payment) return reply(res, 200, payment);
      return reply(res, 404, { type: 'PAYMENT_NOT_FOUND', message: '결제 건이 존재하지 않습니다.' });
    }
    if (!post) return reply(res, 405, { type: 'INVALID_REQUEST', message: 'method not allowed' });
    const body = parseJson<Record<string, unknown>>(await readBody(req));
    if (!body || typeof body !== 'object')
      return reply(res, 400, { type: 'INVALID_REQUEST', message: 'invalid JSON' });
    if (IDENTITY_CONTROL.test(pathname)) {
      const outcome = body as unknown as StandinOutcome;
      if (
        (outcome.status !== 'VERIFIED' && outcome.status !== 'FAILED') ||
        typeof outcome.name !== 'string' ||
        typeof outcome.birthDate !== 'string'
      ) {
        return reply(res, 400, {
          type: 'INVALID_REQUEST',
          message: 'status, name and birthDate are required',
        });
      }
      records.set(id, toRecord(id, outcome));
      return reply(res, 200, {});
    }
    if (PAYMENT_CANCEL.test(pathname)) {
      const answer = payments.cancel(id, body);
      reply(res, answer.status, answer.body);
      if (answer.status === 200 && body.skipWebhook !== true)
        announce('Transaction.Cancelled', payments.get(id)!);
      return;
    }
    const outcome = body as unknown as StandinPaymentOutcome;
    if (
      (outcome.status !== 'PAID' && outcome.status !== 'FAILED') ||
      !Number.isSafeInteger(outcome.amount) ||
      typeof outcome.orderName !== 'string'
    ) {
      return reply(res, 400, {
        type: 'INVALID_REQUEST',
        message: 'status, amount and orderName are required',
      });
    }
    if (payments.get(id)?.status === 'PAID' || payments.get(id)?.status === 'CANCELLED')
      return reply(res, 409, { type: 'ALREADY_PAID', message: '이미 결제가 완료되었습니다.' });
    const payment = payments.settle(id, outcome);
    reply(res, 200, payment);
    announce(outcome.status === 'PAID' ? 'Transaction.Paid' : 'Transaction.Failed', payment);
  };

  const server = http.createServer((req, res) => {
    route(req, res).catch(() => {
      if (!res.headersSent) reply(res, 500, { type: 'INTERNAL', message: 'stand-in error' });
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  const control = async (path: string, body: unknown) => {
    const res = await fetch(`${url}${path}`, {
      method: 'POST',
      headers: { authorization: `PortOne ${secret}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`stand-in refused ${path} (${res.status})`);
    return res.json();
  };
  const idle = async () => {
    // A delivery can schedule more work; wait until a pass finds nothing in flight.
    await new Promise((r) => setImmediate(r));
    while (inFlight.size > 0) await Promise.all([...inFlight]);
  };

  return {
    url,
    secret,
    storeId,
    webhookSecret,
    deliveries,
    async complete(id, outcome) {
      await control(`/_standin/identity-verifications/${encodeURIComponent(id)}`, outcome);
    },
    async pay(id, outcome) {
      return (await control(`/_standin/payments/${encodeURIComponent(id)}`, outcome)) as Payment;
    },
    redeliver: send,
    hold(on) {
      holding = on;
    },
    async release() {
      holding = false;
      for (const d of held.splice(0)) await send(d);
    },
    idle,
    async close() {
      await idle();
      await new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      });
    },
  };
}
