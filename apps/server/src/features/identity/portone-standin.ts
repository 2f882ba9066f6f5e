import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type {
  FailedIdentityVerification,
  IdentityVerification,
  VerifiedIdentityVerification,
} from '@portone/server-sdk/identityVerification';

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
  /** Creates a record through the stand-in's own HTTP control call, as the browser stand-in does. */
  complete(id: string, outcome: StandinOutcome): Promise<void>;
  close(): Promise<void>;
}

/** A deterministic fake CI: 88 base64 characters like the real one, unique per person details. */
export function standinCi(name: string, birthDate: string, phone: string | undefined): string {
  return createHash('sha512')
    .update(`sidequest-standin|${name.normalize('NFC')}|${birthDate}|${phone ?? ''}`)
    .digest('base64');
}

function send(res: http.ServerResponse, status: number, body: unknown) {
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

/**
 * A local stand-in for PortOne's REST API, the identity-verification part only, on 127.0.0.1:
 *
 * - `GET /identity-verifications/{id}` — PortOne's own call: 200 with the record (READY, VERIFIED
 *   or FAILED), 404 `{type: 'IDENTITY_VERIFICATION_NOT_FOUND'}`, 401 `{type: 'UNAUTHORIZED'}`
 *   without the right `Authorization: PortOne <secret>`.
 * - `POST /_standin/identity-verifications/{id}` — the stand-in's control call (not PortOne's):
 *   stores the outcome the browser window would have produced. Same authorization.
 *
 * Records live in memory; the stand-in is for one development process or one test file.
 */
export async function startPortOneStandin(opts: { secret?: string } = {}): Promise<PortOneStandin> {
  const secret = opts.secret ?? randomBytes(24).toString('base64url');
  const expected = Buffer.from(`PortOne ${secret}`);
  const records = new Map<string, IdentityVerification>();

  const authorized = (req: http.IncomingMessage) => {
    const got = Buffer.from(req.headers.authorization ?? '');
    return got.length === expected.length && timingSafeEqual(got, expected);
  };

  const server = http.createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://standin');
      const read = /^\/identity-verifications\/([^/]+)$/.exec(url.pathname);
      const control = /^\/_standin\/identity-verifications\/([^/]+)$/.exec(url.pathname);
      if (!read && !control) return send(res, 404, { type: 'NOT_FOUND', message: 'no such path' });
      if (!authorized(req))
        return send(res, 401, { type: 'UNAUTHORIZED', message: '인증 정보가 올바르지 않습니다.' });
      const id = decodeURIComponent((read ?? control)![1]!);
      if (read && req.method === 'GET') {
        const record = records.get(id);
        if (!record) {
          return send(res, 404, {
            type: 'IDENTITY_VERIFICATION_NOT_FOUND',
            message: '요청된 본인인증 건이 존재하지 않는 경우',
          });
        }
        return send(res, 200, record);
      }
      if (control && req.method === 'POST') {
        let outcome: StandinOutcome;
        try {
          outcome = JSON.parse(await readBody(req)) as StandinOutcome;
        } catch {
          return send(res, 400, { type: 'INVALID_REQUEST', message: 'invalid JSON' });
        }
        if (
          (outcome.status !== 'VERIFIED' && outcome.status !== 'FAILED') ||
          typeof outcome.name !== 'string' ||
          typeof outcome.birthDate !== 'string'
        ) {
          return send(res, 400, {
            type: 'INVALID_REQUEST',
            message: 'status, name and birthDate are required',
          });
        }
        records.set(id, toRecord(id, outcome));
        return send(res, 200, {});
      }
      return send(res, 405, { type: 'INVALID_REQUEST', message: 'method not allowed' });
    })().catch(() => {
      if (!res.headersSent) send(res, 500, { type: 'INTERNAL', message: 'stand-in error' });
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;

  return {
    url,
    secret,
    async complete(id, outcome) {
      const res = await fetch(`${url}/_standin/identity-verifications/${encodeURIComponent(id)}`, {
        method: 'POST',
        headers: { authorization: `PortOne ${secret}`, 'content-type': 'application/json' },
        body: JSON.stringify(outcome),
      });
      if (!res.ok) throw new Error(`stand-in refused the outcome (${res.status})`);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
