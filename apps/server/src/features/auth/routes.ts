import { authApi } from '@sidequest/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { fail } from '../../lib/app-error.js';
import type { DomainEvents } from '../../lib/domain-events.js';
import type { RealtimePublisher } from '../../lib/realtime-publisher.js';
import { registerContract } from '../../lib/route.js';
import { createMailer } from '../identity/mailer.js';
import { registerPageResolver } from '../seo/resolve.js';
import * as reset from './password-reset.js';
import * as service from './accounts.js';
import { waitLabel } from './throttle.js';

/** E-mail look-ups on the availability call: enough for a sign-up form, too few to list members. */
export const EMAIL_LOOKUPS_PER_MINUTE = 20;
/** Reset mails asked from one address (any accounts) per RESET_REQUEST_WINDOW. */
export const RESET_REQUESTS_PER_ADDRESS = 10;
const RESET_REQUEST_WINDOW = '15 minutes';

export async function authRoutes(
  app: FastifyInstance,
  opts: {
    db: Db;
    events: DomainEvents;
    authRateLimit: number;
    config: Config;
    realtime?: RealtimePublisher | undefined;
  },
) {
  const { db, config } = opts;
  const strict = { rateLimitPerMinute: opts.authRateLimit };
  const mailer = createMailer(config, app.log);
  const sending = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    // Reset mails leave after the answer; let the ones under way finish before the transport closes.
    await Promise.allSettled([...sending]);
    mailer.close();
  });

  // Reset pages are personal and their URLs carry a secret: never indexed, canonical without it.
  const resetPage = () => ({
    kind: 'login' as const,
    title: '비밀번호 재설정 | 사이드퀘스트',
    description: '가입한 이메일로 재설정 링크를 받아 새 비밀번호를 정해요.',
    path: '/password/reset',
    noindex: true,
  });
  registerPageResolver('/password/reset', resetPage);
  registerPageResolver('/password/reset/:token', resetPage);

  registerContract(
    app,
    authApi.register,
    async ({ body, reply }) => {
      const user = await service.register(db, body);
      await reply.startSession(user.userNo);
      return { user: service.toSessionUser(user) };
    },
    strict,
  );

  registerContract(
    app,
    authApi.login,
    async ({ body, req, reply }) => {
      const user = await service.login(db, body, req.ip);
      await reply.startSession(user.userNo);
      return { user: service.toSessionUser(user) };
    },
    strict,
  );

  registerContract(app, authApi.sessionCheck, async ({ user, req }) =>
    // No session, an ended or a forged one: the visitor's answer, not E001 (see the contract).
    user
      ? {
          // Signed in on another device as well; the client is told and (per the seed) does nothing with it.
          loginDuplicated: ((await req.session())?.liveSessions ?? 0) > 1,
          user: service.toSessionUser(user),
        }
      : { loginDuplicated: false, user: null },
  );

  registerContract(app, authApi.logout, async ({ reply }) => {
    await reply.endSession();
    return {};
  });

  registerContract(
    app,
    authApi.withdraw,
    async ({ body, user, reply }) => {
      await service.withdraw(db, user, body, opts.realtime);
      await opts.events.emit('member.withdrawn', { userNo: user.userNo });
      await reply.endSession();
      return {};
    },
    strict,
  );

  // Limits in the shared rate-limit store (Redis when configured), under their own keys so they
  // add to the global per-address limit rather than replace it.
  const emailLookups = app.createRateLimit({
    max: EMAIL_LOOKUPS_PER_MINUTE,
    timeWindow: '1 minute',
    keyGenerator: (req) => `lookup-email:${req.ip}`,
  });
  const resetRequests = app.createRateLimit({
    max: RESET_REQUESTS_PER_ADDRESS,
    timeWindow: RESET_REQUEST_WINDOW,
    keyGenerator: (req) => `pw-reset:${req.ip}`,
  });
  const limited = async (limiter: typeof emailLookups, req: FastifyRequest, what: string) => {
    const r = await limiter(req);
    if (!r.isAllowed && r.isExceeded) {
      throw fail(
        'RATE_LIMITED',
        `${what} ${waitLabel(Math.max(1, r.ttlInSeconds))} 뒤에 다시 시도해 주세요.`,
      );
    }
  };

  // Nicknames stay under the global limit only; e-mail look-ups would otherwise list who is a member.
  await app.register(async (scope) => {
    scope.addHook('onRequest', async (req) => {
      const value = (req.params as { value?: string }).value ?? '';
      if (service.isEmailLookup(value)) await limited(emailLookups, req, '이메일 확인 요청이 너무 많아요.');
    });
    registerContract(scope, authApi.validateUser, ({ params }) => service.checkValue(db, params.value));
  });

  const deps: reset.ResetMailDeps = {
    db,
    mailer,
    origin: config.PUBLIC_ORIGIN,
    log: app.log,
    track(send) {
      sending.add(send);
      void send.finally(() => sending.delete(send));
    },
  };
  await app.register(async (scope) => {
    scope.addHook('onRequest', (req) =>
      limited(resetRequests, req, '비밀번호 재설정 메일 요청이 너무 많아요.'),
    );
    registerContract(
      scope,
      authApi.passwordResetRequest,
      async ({ body, req }) => {
        await reset.requestReset(deps, body.email, req.ip);
        return {};
      },
      strict,
    );
  });

  registerContract(
    app,
    authApi.passwordResetCheck,
    async ({ body }) => ({ state: await reset.checkLink(db, body.token) }),
    strict,
  );

  registerContract(
    app,
    authApi.passwordResetConfirm,
    async ({ body, reply }) => {
      const user = await reset.confirmReset(db, body.token, body.new_password);
      // Sessions were revoked in the database; live chat sockets end on every instance too.
      opts.realtime?.disconnectUser(user.userNo);
      // Whoever holds the mailbox has proved who they are: they go straight in.
      await reply.startSession(user.userNo);
      return { user: service.toSessionUser(user) };
    },
    strict,
  );
}
