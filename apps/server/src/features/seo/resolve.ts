import { PAGE_META, type PageKind, SITE_NAME } from '@sidequest/shared';
import type { Db } from '../../db/client.js';
import type { RenderMeta } from './render.js';

/** Page kinds of the shared catalogue, plus the pages the seed does not list. */
export type SeoKind = PageKind | 'join' | 'login' | 'not_found' | 'unavailable';

/** What a resolver says about a page; anything left out comes from the kind's generic meta. */
export interface PageInfo {
  kind: SeoKind;
  title?: string;
  description?: string;
  /** Absolute (`https://…`) or site-relative (`/uploads/…`) image; the site's default when absent. */
  image?: string | null;
  /** Path (and query, if it matters) of the canonical URL; defaults to the request path without query. */
  path?: string;
  noindex?: boolean;
  /** HTTP status; 200 unless said otherwise. */
  status?: number;
  type?: RenderMeta['type'];
  /**
   * The page's first view, drawn into the first HTML for `path` (the requested one) when the page
   * answers 200: a record's head, such as an article's (`articleFirstViewHtml`, @sidequest/shared).
   */
  firstView?: (path: string) => string;
}

/**
 * Turns the params of a matched route into page meta. `null` means the record does not exist:
 * the page answers 404 with the not-found title (the SPA shows its own 404 screen).
 */
export type PageResolver = (
  params: Record<string, string>,
  query: URLSearchParams,
  db: Db,
) => PageInfo | null | Promise<PageInfo | null>;

type Part = { literal: string } | { param: string };

interface Route {
  pattern: string;
  parts: Part[];
  resolver: PageResolver;
}

function compile(pattern: string): Part[] {
  if (!pattern.startsWith('/')) throw new Error(`page pattern must start with "/": ${pattern}`);
  const raw = pattern
    .slice(1)
    .split('/')
    .filter((s, i, all) => s !== '' || i < all.length - 1);
  return raw.map((s) => {
    if (s === '') throw new Error(`page pattern has an empty segment: ${pattern}`);
    if (s.startsWith(':')) {
      const param = s.slice(1);
      if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(param)) throw new Error(`bad page pattern param: ${pattern}`);
      return { param };
    }
    return { literal: s };
  });
}

/** A set of page routes; `/people/:nickname` style patterns, one segment per `:param`. */
export class PageRegistry {
  private readonly routes = new Map<string, Route>();

  /** Adds (or replaces) the resolver for a pattern; returns a function that removes it again. */
  register(pattern: string, resolver: PageResolver): () => void {
    const route: Route = { pattern, parts: compile(pattern), resolver };
    this.routes.set(pattern, route);
    return () => {
      if (this.routes.get(pattern) === route) this.routes.delete(pattern);
    };
  }

  *candidates(segments: string[]): Generator<{ route: Route; params: Record<string, string> }> {
    for (const route of this.routes.values()) {
      if (route.parts.length !== segments.length) continue;
      const params: Record<string, string> = {};
      let ok = true;
      route.parts.forEach((part, i) => {
        const seg = segments[i]!;
        if ('literal' in part) ok &&= part.literal === seg;
        else params[part.param] = seg;
      });
      if (ok) yield { route, params };
    }
  }
}

/** Literal segments beat params, earliest position first: `/project/new` wins over `/project/:id`. */
function moreSpecific(a: Route, b: Route): boolean {
  for (let i = 0; i < a.parts.length; i++) {
    const la = 'literal' in a.parts[i]!;
    const lb = 'literal' in b.parts[i]!;
    if (la !== lb) return la;
  }
  return false;
}

/** Routes features register; they win over the built-in ones on the same pattern. */
const featurePages = new PageRegistry();
/** This feature's own routes (static pages, profiles, generic detail pages). */
export const builtinPages = new PageRegistry();

/**
 * Lets a feature give its web route real meta, e.g. the project feature:
 *
 * ```ts
 * registerPageResolver('/project/:id', async ({ id }, _query, db) => {
 *   const p = await findProject(db, Number(id));
 *   return p ? { kind: 'project_detail', title: pageTitle('project_detail', { name: p.name }), image: p.imgUrl } : null;
 * });
 * ```
 *
 * Registering the same pattern again replaces the resolver, so calling it from a plugin that
 * is built once per app (tests build many) is harmless. Returns an unregister function.
 */
export function registerPageResolver(pattern: string, resolver: PageResolver): () => void {
  return featurePages.register(pattern, resolver);
}

export function matchPage(segments: string[]): { route: Route; params: Record<string, string> } | null {
  let best: { route: Route; params: Record<string, string> } | null = null;
  for (const registry of [featurePages, builtinPages]) {
    for (const c of registry.candidates(segments)) {
      if (!best || moreSpecific(c.route, best.route)) best = c;
    }
  }
  return best;
}

export const DEFAULT_OG_IMAGE = '/og-default.png';

const EXTRA_META: Record<Exclude<SeoKind, PageKind>, { title: string; description: string }> = {
  join: {
    title: `회원가입 | ${SITE_NAME}`,
    description: '사이드퀘스트에 가입하고 함께 사이드 프로젝트를 할 메이커를 만나 보세요.',
  },
  login: {
    title: `로그인 | ${SITE_NAME}`,
    description: '사이드퀘스트에 로그인하고 프로젝트, 라운지, 채팅을 이어서 이용해 보세요.',
  },
  not_found: {
    title: `페이지를 찾을 수 없어요 | ${SITE_NAME}`,
    description: '주소가 바뀌었거나 사라진 페이지예요. 주소를 다시 확인해 주세요.',
  },
  unavailable: {
    title: SITE_NAME,
    description: '잠시 후 다시 시도해 주세요.',
  },
};

export function genericMeta(kind: SeoKind): { title: string; description: string } {
  return kind in EXTRA_META ? EXTRA_META[kind as keyof typeof EXTRA_META] : PAGE_META[kind as PageKind];
}

export const NOT_FOUND_PAGE: PageInfo = { kind: 'not_found', status: 404, noindex: true };

function absoluteUrl(origin: string, value: string | null | undefined): string | null {
  if (!value) return null;
  if (/^https?:\/\//i.test(value)) return value;
  if (value.startsWith('/') && !value.startsWith('//')) return origin + value;
  return null;
}

export function canonicalPath(segments: string[]): string {
  return `/${segments.map(encodeURIComponent).join('/')}`;
}

export interface ResolvedPage extends RenderMeta {
  kind: SeoKind;
  noindex: boolean;
  firstView?: (path: string) => string;
}

/** Fills a resolver's answer with the kind's defaults and makes every URL absolute. */
export function toRenderMeta(info: PageInfo, origin: string, requestPath: string): ResolvedPage {
  const base = genericMeta(info.kind);
  const status = info.status ?? 200;
  const meta: ResolvedPage = {
    kind: info.kind,
    title: info.title ?? base.title,
    description: info.description ?? base.description,
    image: absoluteUrl(origin, info.image) ?? origin + DEFAULT_OG_IMAGE,
    url: origin + (info.path ?? requestPath),
    status,
    noindex: info.noindex === true || status >= 400,
  };
  if (info.type) meta.type = info.type;
  if (info.firstView) meta.firstView = info.firstView;
  return meta;
}

export interface ResolveInput {
  /** Decoded path segments (null when the path could not be decoded; answered as not found). */
  segments: string[] | null;
  query: URLSearchParams;
  db: Db;
  /** PUBLIC_ORIGIN without a trailing slash. */
  origin: string;
  onError?: (err: unknown) => void;
}

/** The meta and status for a GET of a web page path. */
export async function resolvePage(input: ResolveInput): Promise<ResolvedPage> {
  const { segments, query, db, origin } = input;
  if (!segments) return toRenderMeta(NOT_FOUND_PAGE, origin, '/');
  const path = canonicalPath(segments);
  const match = matchPage(segments);
  if (!match) return toRenderMeta(NOT_FOUND_PAGE, origin, path);
  let info: PageInfo | null;
  try {
    info = await match.route.resolver(match.params, query, db);
  } catch (err) {
    // The SPA still works (and shows its own error state); crawlers are told to come back later.
    input.onError?.(err);
    info = { kind: 'unavailable', status: 503, noindex: true };
  }
  return toRenderMeta(info ?? NOT_FOUND_PAGE, origin, path);
}
