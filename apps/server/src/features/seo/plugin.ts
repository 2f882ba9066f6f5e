import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import { failBody } from '@sidequest/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { registerBuiltinPages } from './builtin-pages.js';
import { cacheControlFor, findStaticFile, NO_CACHE, parseRequestUrl } from './paths.js';
import { renderFirstView, renderPage } from './render.js';
import { canonicalPath, resolvePage } from './resolve.js';
import { templateSource } from './template.js';

export interface SeoPluginOptions {
  db: Db;
  config: Pick<Config, 'PUBLIC_ORIGIN' | 'WEB_DIST' | 'NODE_ENV'>;
}

/** Paths that belong to the API side: never a page, always a JSON 404 when nothing claimed them. */
const API_NAMESPACES = new Set(['api', 'socket.io', 'uploads']);
/** Build folders: a missing file there is a 404, not the SPA (a JS chunk answered with HTML breaks loudly). */
const FILE_NAMESPACES = new Set(['assets', 'locales']);

/**
 * The web build folder. `src/features/seo/` (tsx, tests) and `dist/features/seo/` (built) are
 * both four levels under `apps/`, so one relative hop serves both.
 */
export function webDistDir(config: Pick<Config, 'WEB_DIST'>): string {
  const dir = config.WEB_DIST
    ? path.resolve(config.WEB_DIST)
    : fileURLToPath(new URL('../../../../web/dist/', import.meta.url));
  return dir.replace(/[\\/]+$/, '');
}

function firstSegment(rawPath: string): string {
  const raw = rawPath.split('/')[1] ?? '';
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * Serves the web app: its static files with long or short caching, and every page route as
 * index.html with that page's title, description and og tags filled in. Also the whole app's
 * not-found handler (fp, so it is set on the root): API paths and non-GET requests get the JSON
 * failure, page paths the SPA with a 404 status.
 */
export const seoPlugin = fp(
  async (app: FastifyInstance, opts: SeoPluginOptions) => {
    const { db, config } = opts;
    const root = webDistDir(config);
    // Looked up until the folder exists, so a first build in development needs no restart.
    let realRoot: string | null = null;
    const getRealRoot = () => {
      realRoot ??= fs.existsSync(root) ? fs.realpathSync(root) : null;
      return realRoot;
    };
    const template = templateSource(root, config.NODE_ENV === 'development');
    const origin = new URL(config.PUBLIC_ORIGIN).origin;
    registerBuiltinPages();

    if (!template.built && config.NODE_ENV !== 'test') {
      app.log.warn({ webDist: root }, '웹 앱 빌드가 없어 기본 안내 페이지를 보여 줘요 (npm run build)');
    }
    // Another plugin may already have given replies a sendFile; we always pass our root explicitly.
    // preCompressed: the build leaves `x.js.br` and `x.js.gz` beside `x.js` (scripts/precompress.mjs),
    // sent as the client accepts, with Vary: Accept-Encoding; the plain file otherwise.
    if (!app.hasReplyDecorator('sendFile')) {
      await app.register(fastifyStatic, { root, serve: false, suppressWarning: true, preCompressed: true });
    }

    const jsonNotFound = (reply: FastifyReply) => reply.code(404).send(failBody('NOT_FOUND'));

    async function sendPage(
      req: FastifyRequest,
      reply: FastifyReply,
      segments: string[] | null,
      query: URLSearchParams,
    ) {
      const meta = await resolvePage({
        segments,
        query,
        db,
        origin,
        onError: (err) => req.log.error({ err }, 'page meta resolver failed'),
      });
      const path = segments ? canonicalPath(segments) : '/';
      const page = renderPage(await template.get(), meta);
      const html = renderFirstView(page, meta.kind, path, meta.status, meta.firstView?.(path));
      reply.code(meta.status).header('cache-control', NO_CACHE).type('text/html; charset=utf-8');
      if (meta.noindex) reply.header('x-robots-tag', 'noindex');
      return reply.send(html);
    }

    async function serve(req: FastifyRequest, reply: FastifyReply, allowFiles: boolean) {
      const { rawPath, segments, query } = parseRequestUrl(req.url);
      const first = firstSegment(rawPath);
      if (API_NAMESPACES.has(first)) return jsonNotFound(reply);
      const real = allowFiles && segments && segments.length > 0 ? getRealRoot() : null;
      if (real && segments) {
        const file = await findStaticFile(root, real, segments);
        // index.html is only ever sent rendered, never as the raw template.
        if (file && file !== '/index.html') {
          reply.header('cache-control', cacheControlFor(file));
          return reply.sendFile(file, root, { cacheControl: false });
        }
      }
      if (FILE_NAMESPACES.has(first)) return jsonNotFound(reply);
      return sendPage(req, reply, segments, query);
    }

    const routeOptions = { schema: { hide: true } };
    // Hashed, immutable and requested by the dozen per page: not worth a rate-limit slot.
    app.get('/assets/*', { ...routeOptions, config: { rateLimit: false } }, (req, reply) =>
      serve(req, reply, true),
    );
    app.get('/*', routeOptions, (req, reply) => serve(req, reply, true));

    app.setNotFoundHandler((req, reply) => {
      if (req.method !== 'GET' && req.method !== 'HEAD') return jsonNotFound(reply);
      // Reached when a route gives up (reply.callNotFound()); the page routes above catch the rest.
      return serve(req, reply, false);
    });
  },
  { name: 'sidequest-seo', fastify: '5.x' },
);
