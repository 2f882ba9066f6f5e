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

const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** The address people use, e.g. https://sidequest.kr — used for the Origin check, cookies and og:url. */
  PUBLIC_ORIGIN: z.url().default('http://localhost:3000'),
  /** Extra origins allowed to send mutations (comma-separated), e.g. the Vite dev server. */
  EXTRA_ORIGINS: z.string().default(''),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  REDIS_URL: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** Set when served over HTTPS (directly or behind a proxy) so cookies get `Secure` and HSTS is sent. */
  COOKIE_SECURE: bool,
  TRUST_PROXY: bool,
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

  // Identity verification through PortOne. Without a secret, development and tests use a local
  // stand-in that speaks PortOne's REST protocol; production then offers no verification.
  PORTONE_API_SECRET: z.string().optional(),
  PORTONE_API_BASE_URL: z.url().default('https://api.portone.io'),
  PORTONE_STORE_ID: z.string().optional(),
  PORTONE_IDENTITY_CHANNEL_KEY: z.string().optional(),
  /** Forces the local stand-in even in production (demos, end-to-end tests); never for real members. */
  IDENTITY_STANDIN: bool,

  // Outgoing mail (school verification codes). Without SMTP_HOST, development logs the mail.
  SMTP_HOST: z.string().optional(),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
  SMTP_USER: z.string().optional(),
  SMTP_PASS: z.string().optional(),
  /** true for implicit TLS (port 465); false uses STARTTLS when the server offers it. */
  SMTP_SECURE: bool,
  MAIL_FROM: z.string().default('사이드퀘스트 <no-reply@sidequest.kr>'),
});

export type Config = z.infer<typeof ZEnv> & {
  allowedOrigins: string[];
  uploadsDir: string;
  pgliteDir: string;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`환경 변수 설정이 올바르지 않아요:\n${lines}`);
  }
  const c = parsed.data;
  const dataDir = path.resolve(c.DATA_DIR);
  const extra = c.EXTRA_ORIGINS.split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return {
    ...c,
    DATA_DIR: dataDir,
    allowedOrigins: [new URL(c.PUBLIC_ORIGIN).origin, ...extra.map((o) => new URL(o).origin)],
    uploadsDir: path.join(dataDir, 'uploads'),
    pgliteDir: path.join(dataDir, 'pglite'),
  };
}
