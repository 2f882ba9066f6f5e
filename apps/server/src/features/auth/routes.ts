import { authApi } from '@sidequest/shared';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { registerContract } from '../../lib/route.js';
import * as service from './service.js';

export async function authRoutes(app: FastifyInstance, opts: { db: Db; authRateLimit: number }) {
  const { db } = opts;
  const strict = { rateLimitPerMinute: opts.authRateLimit };

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

  registerContract(app, authApi.sessionCheck, async ({ user, req }) => ({
    // Signed in on another device as well; the client is told and (per the seed) does nothing with it.
    loginDuplicated: ((await req.session())?.liveSessions ?? 0) > 1,
    user: service.toSessionUser(user),
  }));

  registerContract(app, authApi.logout, async ({ reply }) => {
    await reply.endSession();
    return {};
  });

  registerContract(
    app,
    authApi.withdraw,
    async ({ body, user, reply }) => {
      await service.withdraw(db, user, body);
      await reply.endSession();
      return {};
    },
    strict,
  );

  registerContract(app, authApi.validateUser, ({ params }) => service.checkValue(db, params.value));
}
