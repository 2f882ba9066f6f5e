import { timingSafeEqual } from 'node:crypto';
import { identityApi, type OAuthProvider } from '@sidequest/shared';
import { loadDirectory } from '@sidequest/shared/directory';
import { generateState } from 'arctic';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { fail } from '../../lib/app-error.js';
import type { DomainEvents } from '../../lib/domain-events.js';
import { registerContract } from '../../lib/route.js';
import { identityBackend } from './backend.js';
import * as identity from './verification.js';
import { createMailer } from './mailer.js';
import { createOAuthProviders } from './oauth.js';
import { completeOAuth, type OAuthErrorCode } from './social-login.js';
import * as school from './school.js';
import { verificationStatus } from './status.js';

export const OAUTH_STATE_COOKIE = 'sidequest_oauth';
const STATE_TTL_SECONDS = 600;

/** Only same-site paths are followed after a social log-in (no open redirect). */
export function safeNext(value: unknown): string {
  if (typeof value !== 'string' || value.length > 500) return '/';
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return '/';
  return value;
}

function withParam(path: string, key: string, value: string): string {
  const url = new URL(path, 'http://sidequest.invalid');
  url.searchParams.set(key, value);
  return `${url.pathname}${url.search}${url.hash}`;
}

interface SavedState {
  provider: OAuthProvider;
  state: string;
  next: string;
}

function readState(raw: string | undefined): SavedState | null {
  if (!raw || raw.length > 1000) return null;
  try {
    const v = JSON.parse(raw) as Partial<SavedState>;
    if (typeof v.provider !== 'string' || typeof v.state !== 'string') return null;
    return { provider: v.provider as OAuthProvider, state: v.state, next: safeNext(v.next) };
  } catch {
    return null;
  }
}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export async function identityRoutes(
  app: FastifyInstance,
  opts: { db: Db; events: DomainEvents; config: Config },
) {
  const { db, events, config } = opts;
  // Loaded once per app: every school lookup and search reads this copy.
  const directory = await loadDirectory(config.DIRECTORY_DIR);
  const oauth = createOAuthProviders(config);
  const oauthEnabled = { kakao: oauth.has('kakao'), naver: oauth.has('naver') };
  const mailer = createMailer(config, app.log);
  const backend = identityBackend(config);
  if (backend.mode === 'standin' && config.NODE_ENV === 'production') {
    app.log.warn(
      '본인인증이 테스트 모드(로컬 대역)로 실행 중이에요: 입력한 이름만으로 인증돼요. 실제 서비스라면 PORTONE_API_SECRET, PORTONE_STORE_ID, PORTONE_IDENTITY_CHANNEL_KEY를 설정하거나 IDENTITY_STANDIN=false로 끄세요.',
    );
  }
  app.addHook('onClose', async () => {
    mailer.close();
    await backend.close();
  });
  // Per address, like the other account calls; the per-member limits live in the services.
  const authLimit = { rateLimitPerMinute: config.AUTH_RATE_LIMIT_MAX };

  // --- Social log-in -------------------------------------------------------------------------

  registerContract(app, identityApi.providers, () => oauthEnabled);

  const cookieOptions = {
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: config.COOKIE_SECURE,
    path: '/api/auth/oauth',
  };
  const routeLimit = { rateLimit: { max: config.AUTH_RATE_LIMIT_MAX, timeWindow: '1 minute' } };

  app.get('/api/auth/oauth/:provider/start', { config: routeLimit }, async (req, reply) => {
    const adapter = oauth.get((req.params as { provider: string }).provider as OAuthProvider);
    if (!adapter) throw fail('OAUTH_PROVIDER_DISABLED');
    const state = generateState();
    const next = safeNext((req.query as Record<string, unknown>).next);
    const saved: SavedState = { provider: adapter.name, state, next };
    reply.setCookie(OAUTH_STATE_COOKIE, JSON.stringify(saved), {
      ...cookieOptions,
      maxAge: STATE_TTL_SECONDS,
    });
    reply.header('cache-control', 'no-store');
    return reply.redirect(adapter.authorizationUrl(state).toString(), 302);
  });

  app.get('/api/auth/oauth/:provider/callback', { config: routeLimit }, async (req, reply: FastifyReply) => {
    const adapter = oauth.get((req.params as { provider: string }).provider as OAuthProvider);
    if (!adapter) throw fail('OAUTH_PROVIDER_DISABLED');
    const q = req.query as Record<string, unknown>;
    const saved = readState(req.cookies[OAUTH_STATE_COOKIE]);
    // The state is single-use whatever happens next.
    reply.clearCookie(OAUTH_STATE_COOKIE, cookieOptions);
    reply.header('cache-control', 'no-store');
    const current = await req.sessionUser();
    const failTo = (code: OAuthErrorCode) =>
      reply.redirect(
        current ? withParam(saved?.next ?? '/', 'oauth_error', code) : `/login?error=${code}`,
        302,
      );

    if (
      !saved ||
      saved.provider !== adapter.name ||
      typeof q.state !== 'string' ||
      !sameText(q.state, saved.state)
    ) {
      return failTo('oauth_state');
    }
    if (typeof q.error === 'string')
      return failTo(q.error === 'access_denied' ? 'oauth_denied' : 'oauth_failed');
    if (typeof q.code !== 'string' || q.code === '' || q.code.length > 2000) return failTo('oauth_failed');

    let profile: Awaited<ReturnType<typeof adapter.profile>>;
    try {
      const token = await adapter.exchange(q.code, saved.state);
      profile = await adapter.profile(token);
    } catch (err) {
      req.log.warn({ err, provider: adapter.name }, 'social log-in failed');
      return failTo('oauth_failed');
    }

    const outcome = await completeOAuth(db, { provider: adapter.code, profile, current });
    switch (outcome.kind) {
      case 'error':
        return failTo(outcome.code);
      case 'linked':
        return reply.redirect(withParam(saved.next, 'oauth_linked', adapter.name), 302);
      case 'created':
        await reply.startSession(outcome.userNo);
        // The stepped sign-up continues after the account step.
        return reply.redirect('/join?step=2', 302);
      case 'login':
        await reply.startSession(outcome.userNo);
        return reply.redirect(outcome.joinStep != null ? `/join?step=${outcome.joinStep}` : saved.next, 302);
    }
  });

  // --- Identity verification -----------------------------------------------------------------

  registerContract(app, identityApi.verificationStatus, ({ user }) =>
    verificationStatus(db, directory, user.userNo, { identityMode: backend.mode, oauthEnabled }),
  );

  registerContract(
    app,
    identityApi.prepareIdentity,
    async ({ user }) => {
      // Not offered is not "down": 503 is kept for a configured provider that does not answer.
      if (backend.mode === 'off') throw fail('IDENTITY_NOT_OFFERED');
      if (backend.mode === 'portone' && (!config.PORTONE_STORE_ID || !config.PORTONE_IDENTITY_CHANNEL_KEY)) {
        app.log.error(
          'PORTONE_STORE_ID and PORTONE_IDENTITY_CHANNEL_KEY are needed for identity verification',
        );
        throw fail('IDENTITY_UNAVAILABLE');
      }
      const id = await identity.prepare(db, user.userNo);
      return backend.mode === 'portone'
        ? {
            identity_verification_id: id,
            mode: 'portone' as const,
            store_id: config.PORTONE_STORE_ID ?? null,
            channel_key: config.PORTONE_IDENTITY_CHANNEL_KEY ?? null,
          }
        : { identity_verification_id: id, mode: 'standin' as const, store_id: null, channel_key: null };
    },
    authLimit,
  );

  registerContract(
    app,
    identityApi.verifyIdentity,
    ({ body, user }) => {
      if (!backend.verifier) throw fail('IDENTITY_NOT_OFFERED');
      return identity.verify(db, events, backend.verifier, user, body.identity_verification_id);
    },
    authLimit,
  );

  if (backend.mode === 'standin') {
    registerContract(app, identityApi.standinIdentity, async ({ body, user }) => {
      const request = await identity.ownedRequest(db, user.userNo, body.identity_verification_id);
      if (request.status !== 'requested') throw fail('CONFLICT');
      const standin = await backend.standin();
      await standin!.complete(request.verificationId, {
        status: body.outcome === 'verified' ? 'VERIFIED' : 'FAILED',
        name: body.name,
        birthDate: body.birth_date,
        ...(body.phone ? { phoneNumber: body.phone } : {}),
      });
      return {};
    });
  }

  // --- School verification -------------------------------------------------------------------

  registerContract(app, identityApi.searchUniversities, ({ query }) => ({
    UNIVERSITIES: school.search(directory, query.q, query.limit),
  }));

  registerContract(
    app,
    identityApi.schoolVerifyRequest,
    ({ body, user }) => school.requestCode(db, directory, mailer, user.userNo, body),
    authLimit,
  );

  registerContract(
    app,
    identityApi.schoolVerifyConfirm,
    ({ body, user }) => school.confirmCode(db, events, directory, user, body.code),
    authLimit,
  );
}
