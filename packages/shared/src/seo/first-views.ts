import type { Banner } from '../contracts/main.js';
import { escapeHtml } from '../format/html.js';

/*
 * A record's first view: the part of a page that shows one record (an article's head, the home
 * page's first banner), drawn by the server into the first HTML in the page's global classes, so it
 * paints with the header bar instead of after the page's code and data. On a slowed phone that is
 * the page's largest paint (issue 17). `data-first-view-record` tells the web app to keep the markup
 * itself for its skeletons (apps/web/src/app/first-view.tsx): unlike a list page's head, a record has
 * no fixed words the app could draw again. `e2e/layout-shift.e2e.ts` compares the boxes of the
 * server's copy and the page's.
 */

/** Site-relative (not `//`) or http(s): the only URLs a first view links to or loads. */
const SAFE_URL = /^(?:\/(?!\/)|https?:\/\/)/i;

/** A decorative picture, or nothing for a missing or unsafe URL. */
const imageHtml = (className: string, url: string | null | undefined) =>
  url && SAFE_URL.test(url) ? `<img class="${className}" src="${escapeHtml(url)}" alt="" />` : '';

/** The record's outer box, marked as the first view of `path`. */
const recordOpen = (classes: string, path: string) =>
  `<div class="${classes}" data-first-view="${escapeHtml(path)}" data-first-view-record="">`;

/** What an article's first view shows: the head of features/magazine/article-page.tsx, for any reader. */
export interface ArticleFirstView {
  /** The page's path as requested (the web app compares it with its location). */
  path: string;
  category: string;
  categoryLabel: string;
  title: string;
  subtitle?: string | null;
  /** Site-relative (`/uploads/…`) or http(s) URL; anything else is left out. */
  cover?: string | null;
}

/**
 * A published article's head: cover, category, title and subtitle, in the global `.article-*`
 * classes of features/magazine/article-page.tsx. On a phone the title (or the cover) is the largest.
 */
export function articleFirstViewHtml(a: ArticleFirstView): string {
  return (
    recordOpen('container page-wrap article-page', a.path) +
    `<article>${imageHtml('article-cover', a.cover)}<header class="article-head">` +
    `<a class="article-category" href="/quest?category=${encodeURIComponent(a.category)}">${escapeHtml(a.categoryLabel)}</a>` +
    `<h1 class="article-title">${escapeHtml(a.title)}</h1>` +
    (a.subtitle ? `<p class="article-subtitle">${escapeHtml(a.subtitle)}</p>` : '') +
    '</header></article></div>'
  );
}

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** A banner's own background, with dark or light text chosen for contrast (WCAG relative luminance). */
export function bannerColors(bg: string | null): { background: string; color: string } | undefined {
  if (!bg || !HEX.test(bg)) return undefined;
  const full = bg.length === 4 ? `#${[...bg.slice(1)].map((c) => c + c).join('')}` : bg;
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(full.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return { background: full, color: luminance > 0.18 ? '#17191d' : '#ffffff' };
}

/** The banner's "more" line (main.json `banner.more` on the web draws the same words). */
export const BANNER_MORE_LABEL = '자세히 보기';

/** lucide's chevron-right at 16 px, as the web's icon draws it. */
const CHEVRON_RIGHT =
  '<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><path d="m9 18 6-6-6-6"></path></svg>';

/**
 * The home page's first banner slide, in its layout (the page's grid and main column), in the global
 * `.home-*` and `.banner-*` classes of features/home: on a phone its title is the home's largest text.
 * The carousel's controls are left to the app: they float over the slide and move nothing.
 */
export function homeFirstViewHtml(path: string, banner: Banner): string {
  const colors = bannerColors(banner.BANNER_BG_COLOR);
  const style = colors ? ` style="background:${colors.background};color:${colors.color}"` : '';
  const href =
    banner.BANNER_LINK_URL && SAFE_URL.test(banner.BANNER_LINK_URL) ? banner.BANNER_LINK_URL : null;
  const external = href !== null && !href.startsWith('/');
  const open = href
    ? `<a class="banner-slide" href="${escapeHtml(href)}"${external ? ' target="_blank" rel="noopener noreferrer sponsored"' : ''}${style}>`
    : `<div class="banner-slide"${style}>`;
  return (
    recordOpen('container home-page', path) +
    '<div class="home-layout"><div class="home-main"><section class="banner-carousel">' +
    `<div>${open}<div style="min-width:0">` +
    `<h2 class="banner-title">${escapeHtml(banner.BANNER_TITLE)}</h2>` +
    (banner.BANNER_SUBTITLE ? `<p class="banner-subtitle">${escapeHtml(banner.BANNER_SUBTITLE)}</p>` : '') +
    (banner.BANNER_LINK_URL ? `<span class="banner-cta">${BANNER_MORE_LABEL}${CHEVRON_RIGHT}</span>` : '') +
    `</div>${imageHtml('banner-image', banner.BANNER_IMG_URL)}${href ? '</a>' : '</div>'}</div>` +
    '</section></div></div></div>'
  );
}
