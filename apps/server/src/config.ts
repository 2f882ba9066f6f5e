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
