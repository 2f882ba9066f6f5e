import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { failBody } from '@sidequest/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { adoptListeningPort, type Config, socketOrigins } from '../config.js';
import { AppError } from '../lib/app-error.js';
import { uploadImageSources } from '../lib/own-images.js';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Headers (CSP and friends), rate limits, and the Origin check on mutations.
 * The session cookie is SameSite=Lax; the Origin check is the second lock on the door.
 */
export const securityPlugin = fp(
  async (app: FastifyInstance, opts: { config: Config; redis?: Redis | undefined }) => {
    const { config } = opts;
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          // PortOne's browser SDK (payments, identity verification) loads from its CDN and opens its frames.
          scriptSrc: ["'self'", 'https://cdn.portone.io'],
          // React style props and Radix positioning write inline styles; no inline script is allowed.
          styleSrc: ["'self'", "'unsafe-inline'"],
          // Our own uploads only (and object storage when set): an outside picture would be a tracking pixel.
          imgSrc: ["'self'", 'data:', 'blob:', ...uploadImageSources(config)],
          fontSrc: ["'self'", 'data:'],
          // The chat socket goes to our own origin only: a bare ws:/wss: would let injected script
          // carry data to any host. Read per response, because PORT=0 learns its port at listen.
          connectSrc: ["'self'", () => socketOrigins(config).join(' '), 'https://*.portone.io'],
          mediaSrc: ["'self'", 'blob:', 'https:'],
          frameSrc: ['https://www.youtube.com', 'https://www.youtube-nocookie.com', 'https://*.portone.io'],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          ...(config.COOKIE_SECURE ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      // HSTS only makes sense over HTTPS; on http://localhost it would pin a dev machine.
      hsts: config.COOKIE_SECURE,
      crossOriginEmbedderPolicy: false,
    });

    await app.register(rateLimit, {
      global: true,
      max: config.RATE_LIMIT_MAX,
      timeWindow: '1 minute',
      // Shared across instances when Redis is configured; per-process otherwise (single instance).
      ...(opts.redis ? { redis: opts.redis, nameSpace: 'sidequest-rl:' } : {}),
      allowList: (req) => req.url === '/healthz' || req.url === '/readyz',
      errorResponseBuilder: (_req, ctx) =>
        new AppError(
          'RATE_LIMITED',
          `요청이 너무 많아요. ${Math.ceil(ctx.ttl / 1000)}초 뒤에 다시 시도해 주세요.`,
        ),
    });

    // Synchronous, so the origins are right before the first request is read.
    app.addHook('onListen', function (done) {
      const address = this.server.address();
      if (address && typeof address === 'object') adoptListeningPort(config, address.port);
      done();
    });

    app.addHook('onRequest', async (req, reply) => {
      if (!MUTATING.has(req.method)) return;
      const origin = req.headers.origin;
      const fetchSite = req.headers['sec-fetch-site'];
      // Browsers send Origin on every cross-site POST; non-browser clients (apps, curl) send none.
      const badOrigin = origin !== undefined && !config.allowedOrigins.includes(origin);
      const crossSite = origin === undefined && fetchSite === 'cross-site';
      if (badOrigin || crossSite) {
        return reply.status(403).send(failBody('BAD_ORIGIN'));
      }
    });
  },
);
