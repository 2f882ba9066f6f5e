import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';

/**
 * Configuration from the environment, parsed once. Defaults run the embedded mode:
 * `npm start` on a fresh machine needs no variable at all.
 */
const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** An unset variable and an empty one (`PUBLIC_ORIGIN=` in a copied .env) mean the same: not set. */
const emptyAsUnset = (v: unknown) => (v === '' ? undefined : v);

/**
 * Fastify's `trustProxy` without `true`: the proxies' addresses (IPs, CIDRs, named ranges), or a
 * hop count as a function — Fastify 5.12 treats a bare number as "trust nobody", so the count is
 * spelled out: the peer and the next `hops - 1` entries from the right are proxies.
 */
export type TrustProxy = false | string[] | ((address: string, hop: number) => boolean);

export function trustHops(hops: number): (address: string, hop: number) => boolean {
  return (_address, hop) => hop < hops;
}

const PROXY_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function proxyAddressOk(entry: string): boolean {
  if (PROXY_RANGES.has(entry)) return true;
  const [ip, bits, ...rest] = entry.split('/');
  const family = net.isIP(ip ?? '');
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
}

const TRUST_PROXY_HELP =
  'TRUST_PROXY에는 앞에 있는 프록시 단계 수(예: 1) 또는 프록시 주소(예: 10.0.0.0/8,127.0.0.1)를 넣어 주세요. ' +
  '/ Set TRUST_PROXY to the number of proxies in front of the server (e.g. 1) or their addresses ' +
  '(e.g. 10.0.0.0/8,127.0.0.1).';

/**
 * `true` would believe any client's X-Forwarded-For, so one person could rotate the header and
 * escape every per-address limit (sign-up, log-in). Only a hop count or the proxies' own
 * addresses make the left-most, client-written entries irrelevant.
 */
const ZTrustProxy = z
  .string()
  .optional()
  .transform((raw, ctx): TrustProxy => {
    const v = (raw ?? '').trim().toLowerCase();
    if (v === '' || v === 'false' || v === 'no' || v === '0') return false;
    if (v === 'true' || v === 'yes') {
      ctx.addIssue({
        code: 'custom',
        message:
          'TRUST_PROXY=true는 누구의 X-Forwarded-For든 믿어서 주소별 제한을 우회할 수 있어 쓸 수 없어요. ' +
          "/ TRUST_PROXY=true trusts any client's X-Forwarded-For and is refused. " +
          TRUST_PROXY_HELP,
      });
      return z.NEVER;
    }
    if (/^\d+$/.test(v)) {
      const hops = Number(v);
      if (hops > 16) {
        ctx.addIssue({ code: 'custom', message: `프록시 단계 수가 너무 커요. ${TRUST_PROXY_HELP}` });
        return z.NEVER;
      }
      return hops === 0 ? false : trustHops(hops);
    }
    const list = v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const bad = list.filter((a) => !proxyAddressOk(a));
    if (bad.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `알 수 없는 프록시 주소예요: ${bad.join(', ')}. ${TRUST_PROXY_HELP}`,
      });
      return z.NEVER;
    }
    return list;
  });

/** unset = decide from the set-up; true = always the stand-in; false = never the stand-in. */
const ZTriState = z.preprocess(
  emptyAsUnset,
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true' || v === '1' || v === 'yes')),
);

const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /**
   * The address people use, e.g. https://sidequest.kr — the Origin check, og:url and links in
   * e-mails. Unset: this machine's loopback addresses on PORT (see `loadConfig`).
   */
  PUBLIC_ORIGIN: z.preprocess(emptyAsUnset, z.url().optional()),
  /** Extra origins allowed to send mutations (comma-separated), e.g. the Vite dev server. */
  EXTRA_ORIGINS: z.string().default(''),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  /**
   * Connections per server process to PostgreSQL. Chat at high rates waits on one WAL flush per
   * message per connection (README, chat bench), so a busy instance wants more than the default.
   */
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  REDIS_URL: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** Set when served over HTTPS (directly or behind a proxy) so cookies get `Secure` and HSTS is sent. */
  COOKIE_SECURE: bool,
  /** Behind a reverse proxy: how many proxies (a hop count) or which addresses; never `true`. */
  TRUST_PROXY: ZTrustProxy,
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(300),
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(20),
  WEB_DIST: z.string().optional(),
  DIRECTORY_DIR: z.string().optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('ap-northeast-2'),
  S3_ENDPOINT: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_PUBLIC_URL: z.string().optional(),
  S3_FORCE_PATH_STYLE: bool,

  // Social log-in. A provider is offered only when its client id is set. The endpoint URLs
  // default to the real Kakao / Naver ones and exist so a local OAuth server can stand in.
  KAKAO_CLIENT_ID: z.string().optional(),
  KAKAO_CLIENT_SECRET: z.string().optional(),
  KAKAO_AUTHORIZE_URL: z.url().default('https://kauth.kakao.com/oauth/authorize'),
  KAKAO_TOKEN_URL: z.url().default('https://kauth.kakao.com/oauth/token'),
  KAKAO_USERINFO_URL: z.url().default('https://kapi.kakao.com/v2/user/me'),
  NAVER_CLIENT_ID: z.string().optional(),
  NAVER_CLIENT_SECRET: z.string().optional(),
  NAVER_AUTHORIZE_URL: z.url().default('https://nid.naver.com/oauth2.0/authorize'),
  NAVER_TOKEN_URL: z.url().default('https://nid.naver.com/oauth2.0/token'),
  NAVER_USERINFO_URL: z.url().default('https://openapi.naver.com/v1/nid/me'),

  // Identity verification through PortOne. Without a secret, a local stand-in that speaks PortOne's
  // REST protocol runs as a visible 테스트 모드 in development, tests, the embedded database and the
  // demo; production on PostgreSQL then offers no verification (see `identityMode`).
  PORTONE_API_SECRET: z.preprocess(emptyAsUnset, z.string().optional()),
  PORTONE_API_BASE_URL: z.url().default('https://api.portone.io'),
  PORTONE_STORE_ID: z.string().optional(),
  PORTONE_IDENTITY_CHANNEL_KEY: z.string().optional(),
  /** true forces the stand-in (even over a PortOne secret); false never runs it; unset decides from the set-up. */
  IDENTITY_STANDIN: ZTriState,

  // Card payments (the cafeteria) through PortOne V2: the API secret and store above plus the
  // payment channel and the webhook secret (whsec_…) from PortOne's console. Without them the local
  // stand-in runs as 테스트 결제 where identity's would, and production offers no payment (see
  // `paymentMode`).
  PORTONE_CHANNEL_KEY: z.preprocess(emptyAsUnset, z.string().optional()),
  PORTONE_WEBHOOK_SECRET: z.preprocess(emptyAsUnset, z.string().optional()),
  /** true forces the payment stand-in; false never runs it; unset decides from the set-up. */
  PAYMENT_STANDIN: ZTriState,

  // Gift coupons (buy_giftcon) through a coupon vendor's JSON API (features/gifts/coupon-sender.ts).
  // Without a URL and key the local stand-in runs as 테스트 모드 where identity's would, and
  // production offers no coupons (see `couponMode`).
  COUPON_API_URL: z.preprocess(emptyAsUnset, z.url().optional()),
  COUPON_API_KEY: z.preprocess(emptyAsUnset, z.string().optional()),
  /** true forces the coupon stand-in; false never runs it; unset decides from the set-up. */
  COUPON_STANDIN: ZTriState,

  // Outgoing mail (school verification codes). Without SMTP_HOST, development logs the mail.
  SMTP_HOST: z.string().optional(),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
  SMTP_USER: z.string().optional(),
  SMTP_PASS: z.string().optional(),
  /** true for implicit TLS (port 465); false uses STARTTLS when the server offers it. */
  SMTP_SECURE: bool,
  MAIL_FROM: z.string().default('사이드퀘스트 <no-reply@sidequest.kr>'),

  // Operator details for the footer, as Korean e-commerce law expects. Each unset one is shown as a
  // clearly marked demo value (데모용 예시 정보), never as if it were a real business.
  OPERATOR_NAME: z.string().trim().min(1).optional(),
  OPERATOR_CEO: z.string().trim().min(1).optional(),
  OPERATOR_BUSINESS_NO: z.string().trim().min(1).optional(),
  OPERATOR_MAIL_ORDER_NO: z.string().trim().min(1).optional(),
  OPERATOR_ADDRESS: z.string().trim().min(1).optional(),
  OPERATOR_CS_PHONE: z.string().trim().min(1).optional(),
  OPERATOR_CS_EMAIL: z.string().trim().min(1).optional(),
  OPERATOR_CS_HOURS: z.string().trim().min(1).optional(),
  OPERATOR_HOSTING: z.string().trim().min(1).optional(),

  /**
   * Tests only: origins (`http://127.0.0.1:41234`, comma-separated) the outside-image fetcher may
   * call over plain http on loopback. Refused when NODE_ENV=production (see loadConfig).
   */
  TEST_ONLY_FETCH_ALLOW_ORIGINS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
        // An entry that is not a URL stays as typed and so matches no request's origin.
        .map((o) => (URL.canParse(o) ? new URL(o).origin : o)),
    ),

  // Image work (decode, resize, SVG rendering) shares the thread pool with log-in's password hashing:
  // at most this many jobs run at once; more wait in a queue of at most IMAGE_QUEUE_LENGTH.
  IMAGE_WORK_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(1),
  IMAGE_QUEUE_LENGTH: z.coerce.number().int().min(0).max(1000).default(8),
});

export type Config = Omit<z.infer<typeof ZEnv>, 'PUBLIC_ORIGIN'> & {
  /** The effective public origin: PUBLIC_ORIGIN, or http://localhost:{PORT} when it is unset. */
  PUBLIC_ORIGIN: string;
  /** Whether PUBLIC_ORIGIN was set; unset, the origins follow the port really listened on. */
  publicOriginSet: boolean;
  /** Origins this server's own pages are served from (PUBLIC_ORIGIN, or the loopback ones). */
  ownOrigins: string[];
  /** Every origin allowed to send mutations (and open sockets): `ownOrigins` plus EXTRA_ORIGINS. */
  allowedOrigins: string[];
  /** No DATABASE_URL: the embedded PGlite in DATA_DIR. */
  embeddedDb: boolean;
  /** Started with `--demo` (demo data). */
  demo: boolean;
  uploadsDir: string;
  pgliteDir: string;
};

/**
 * Without PUBLIC_ORIGIN the site is being tried on this machine: every loopback spelling of the
 * port is ours. Never whatever the Host header says — DNS rebinding points a foreign name at
 * 127.0.0.1 and would then pass the Origin check.
 */
export function loopbackOrigins(port: number): string[] {
  return [`http://localhost:${port}`, `http://127.0.0.1:${port}`, `http://[::1]:${port}`];
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, opts: { demo?: boolean } = {}): Config {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`환경 변수 설정이 올바르지 않아요:\n${lines}`);
  }
  const c = parsed.data;
  // A test allowance must never open loopback and private addresses to a live site's fetcher.
  if (c.NODE_ENV === 'production' && c.TEST_ONLY_FETCH_ALLOW_ORIGINS.length > 0)
    throw new Error(
      'TEST_ONLY_FETCH_ALLOW_ORIGINS는 테스트 전용이에요. 운영(NODE_ENV=production)에서는 지워 주세요.',
    );
  const dataDir = path.resolve(c.DATA_DIR);
  const extra = c.EXTRA_ORIGINS.split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const ownOrigins = c.PUBLIC_ORIGIN ? [new URL(c.PUBLIC_ORIGIN).origin] : loopbackOrigins(c.PORT);
  const allowedOrigins = [...ownOrigins];
  for (const o of extra.map((e) => new URL(e).origin))
    if (!allowedOrigins.includes(o)) allowedOrigins.push(o);
  return {
    ...c,
    PUBLIC_ORIGIN: ownOrigins[0]!,
    publicOriginSet: c.PUBLIC_ORIGIN !== undefined,
    ownOrigins,
    allowedOrigins,
    embeddedDb: !c.DATABASE_URL,
    demo: opts.demo ?? false,
    DATA_DIR: dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    pgliteDir: path.join(dataDir, 'pglite'),
  };
}

/**
 * Once listening: with PUBLIC_ORIGIN unset, the loopback origins follow the port really taken
 * (PORT=0 picks a free one). Changed in place, because the plugins hold this object and these
 * arrays from start-up on.
 */
export function adoptListeningPort(config: Config, port: number): void {
  if (config.publicOriginSet || port === config.PORT) return;
  const before = new Set(config.ownOrigins);
  const extra = config.allowedOrigins.filter((o) => !before.has(o));
  config.PORT = port;
  config.ownOrigins.splice(0, config.ownOrigins.length, ...loopbackOrigins(port));
  config.allowedOrigins.splice(0, config.allowedOrigins.length, ...config.ownOrigins, ...extra);
  config.PUBLIC_ORIGIN = config.ownOrigins[0]!;
}

/**
 * The WebSocket spelling of our own origins, for the CSP's connect-src (no bare ws:/wss:). CSP
 * host sources cannot spell an IPv6 literal, so http://[::1] pages rely on 'self', which CSP 3
 * browsers match against ws:// of the same host too.
 */
export function socketOrigins(config: Pick<Config, 'ownOrigins'>): string[] {
  return config.ownOrigins.filter((o) => !o.includes('[')).map((o) => o.replace(/^http/, 'ws'));
}
