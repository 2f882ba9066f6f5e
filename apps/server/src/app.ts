import { failBody } from '@sidequest/shared';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { consentRoutes } from './features/auth/consent-routes.js';
import { authRoutes } from './features/auth/routes.js';
import { campaignRoutes } from './features/campaigns/routes.js';
import { proRoutes } from './features/pro/routes.js';
import { expoBoothRoutes } from './features/expo/routes.js';
import { expoRankRoutes } from './features/expo/rank-routes.js';
import { expoSocialRoutes } from './features/expo/social-routes.js';
import { chatExtrasRoutes } from './features/chat/extras-routes.js';
import { chatRoutes } from './features/chat/routes.js';
import { giftsRoutes } from './features/gifts/routes.js';
import { healthRoutes } from './features/health/routes.js';
import { identityRoutes } from './features/identity/routes.js';
import { joinRoutes } from './features/join/routes.js';
import { loungeRoutes } from './features/lounge/routes.js';
import { magazineRoutes, questRedirect } from './features/magazine/routes.js';
import { mainRoutes } from './features/main/routes.js';
import { moderationRoutes } from './features/moderation/routes.js';
import { notificationRoutes } from './features/notification/routes.js';
import { MATCH_TTL_MS, MatchCache } from './features/people/match-cache.js';
import { paymentRoutes } from './features/payment/routes.js';
import { peopleRoutes } from './features/people/routes.js';
import { pointsRoutes } from './features/points/routes.js';
import { rewardRoutes } from './features/points/reward-routes.js';
import { profileRoutes } from './features/profile/routes.js';
import { questRoutes } from './features/quests/routes.js';
import { projectFindRoutes } from './features/project/find/routes.js';
import { projectPostRoutes } from './features/project/post/routes.js';
import { projectSpaceRoutes } from './features/project/space/routes.js';
import { projectTeamRoutes } from './features/project/team/routes.js';
import { searchRoutes } from './features/search/routes.js';
import { seoPlugin } from './features/seo/plugin.js';
import { registerCompression } from './features/seo/compression.js';
import { siteRoutes } from './features/site/routes.js';
import { uploadRoutes } from './features/upload/routes.js';
import { DomainEvents } from './lib/domain-events.js';
import { JSON_DEPTH_MAX, jsonNestingExceeds } from './lib/json-depth.js';
import { loggerOptions, requestLogController } from './lib/logging.js';
import { RealtimePublisher } from './lib/realtime-publisher.js';
import { serializerCompiler } from './lib/serializer.js';
import { sharedCache } from './lib/shared-cache.js';
import type { Storage } from './lib/storage/index.js';
import { subscribeAll } from './subscribers.js';
import { errorsPlugin } from './plugins/errors.js';
import { openapiPlugin } from './plugins/openapi.js';
import { securityPlugin } from './plugins/security.js';
import { sessionPlugin } from './plugins/session.js';

export interface AppOptions {
  config: Config;
  database: Database;
  storage: Storage;
  redis?: Redis | undefined;
  /** Reaches members' sockets; the server attaches the gateway to it after building the app. */
  realtime?: RealtimePublisher;
  /** Domain events; tests pass their own to watch or add handlers. */
  events?: DomainEvents;
  /** pino options; false in tests. */
  logger?: boolean | { level: string };
}

/** JSON bodies are small; file uploads set their own limit on their route. */
export const JSON_BODY_LIMIT = 1024 * 1024;

/** Builds the whole app without listening, so tests drive it through `app.inject()`. */
export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const { config, database, storage } = opts;
  const db = database.db;
  const realtime = opts.realtime ?? new RealtimePublisher();
  const events = opts.events ?? new DomainEvents();
  const app = Fastify({
    logger: opts.logger ?? loggerOptions(config.LOG_LEVEL),
    // One line per request, written when it is answered (lib/logging.ts), instead of Fastify's two.
    logController: requestLogController(),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: JSON_BODY_LIMIT,
    routerOptions: { ignoreTrailingSlash: true },
    // A URL that is not valid percent-encoded UTF-8 fails before routing, outside the error
    // handler; it still answers in the usual envelope.
    frameworkErrors: (_err, _req, reply) => {
      (reply as unknown as FastifyReply)
        .code(400)
        .send(failBody('VALIDATION', '주소가 올바르지 않아요. 링크를 다시 확인해 주세요.'));
    },
  });
  // Seed clients POST empty bodies with a JSON content type; treat "" as no body, not an error.
  app.setValidatorCompiler(validatorCompiler);
  // Responses written by fast-json-stringify from the contracts' JSON Schema (lib/serializer.ts).
  app.setSerializerCompiler(serializerCompiler);
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, raw, done) => {
    const text = String(raw);
    if (text.trim() === '') return done(null, undefined);
    const invalid = () =>
      Object.assign(new Error('invalid json'), { statusCode: 400, code: 'FST_ERR_CTP_INVALID_JSON_BODY' });
    // Refused before parsing: validation and the database's JSON encoder walk nesting recursively.
    if (jsonNestingExceeds(text, JSON_DEPTH_MAX)) return done(invalid(), undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(invalid(), undefined);
    }
  });

  events.useLog(app.log);
  // Short-lived shared values (counts, recommendations): Redis when configured, else this process.
  const cache = sharedCache(opts.redis);
  const matches = new MatchCache(cache, config.NODE_ENV === 'test' ? 0 : MATCH_TTL_MS);
  subscribeAll(events, { db, realtime, matches });
  // Every feature plugin takes what it needs from these (each names its own slice).
  const deps = { db, realtime, storage, config, events, cache, matches };

  await app.register(errorsPlugin);
  await app.register(securityPlugin, { config, redis: opts.redis });
  // Before any route: compression hooks attach to the routes registered after it.
  await registerCompression(app);
  await app.register(sessionPlugin, { db, config, realtime, events });
  await app.register(openapiPlugin);

  await app.register(healthRoutes, { database });
  await app.register(authRoutes, { ...deps, authRateLimit: config.AUTH_RATE_LIMIT_MAX });
  await app.register(mainRoutes, deps);
  await app.register(siteRoutes, deps);
  await app.register(consentRoutes, deps);
  await app.register(projectFindRoutes, deps);
  await app.register(projectPostRoutes, deps);
  await app.register(projectSpaceRoutes, deps);
  await app.register(projectTeamRoutes, deps);
  await app.register(profileRoutes, deps);
  await app.register(questRoutes, deps);
  await app.register(pointsRoutes, deps);
  await app.register(rewardRoutes, deps);
  await app.register(identityRoutes, deps);
  await app.register(paymentRoutes, deps);
  await app.register(joinRoutes, deps);
  await app.register(peopleRoutes, deps);
  await app.register(notificationRoutes, deps);
  await app.register(uploadRoutes, deps);
  await app.register(chatRoutes, deps);
  await app.register(chatExtrasRoutes, deps);
  await app.register(loungeRoutes, deps);
  await app.register(magazineRoutes, deps);
  await app.register(questRedirect, deps);
  await app.register(moderationRoutes, deps);
  await app.register(giftsRoutes, deps);
  await app.register(campaignRoutes, deps);
  await app.register(proRoutes, deps);
  await app.register(expoBoothRoutes, deps);
  await app.register(expoRankRoutes, deps);
  await app.register(expoSocialRoutes, deps);
  await app.register(searchRoutes, deps);
  // Last: serves the SPA with per-page meta for every route the API did not claim.
  await app.register(seoPlugin, deps);
  return app;
}
