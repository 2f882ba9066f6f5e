import { postCategories } from '../codes/content.js';
import { LEVEL_TIER_COLOURS, levelInfo } from '../codes/levels.js';
import type { Author } from '../contracts/lounge-records.js';
import type { ArticleCard } from '../contracts/magazine.js';
import type { Banner } from '../contracts/main.js';
import { avatarBackground, avatarInitials } from '../format/avatar.js';
import { articleCoverEmoji, coverBackground } from '../format/cover.js';
import { formatDate } from '../format/date.js';
import { escapeHtml } from '../format/html.js';
import { PAGE_META, pageHeadHtml } from './pages.js';

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

/** ui/avatar.tsx's Avatar (decorative): the picture, or the generated initials on their gradient. */
function avatarHtml(nickname: string, src: string | null, size: number): string {
  const picture = src && SAFE_URL.test(src);
  const style =
    `width:${size}px;height:${size}px;font-size:${Math.max(11, Math.round(size * 0.42))}px` +
    (picture ? '' : `;background:${avatarBackground(nickname)}`);
  const content = picture
    ? `<img src="${escapeHtml(src)}" alt="" loading="lazy" />`
    : escapeHtml(avatarInitials(nickname));
  return `<span class="avatar" style="${style}" aria-hidden="true" data-testid="avatar">${content}</span>`;
}

/** ui/level-icon.tsx's LevelIcon: the level's shield with its number. */
function levelIconHtml(level: number, size: number): string {
  const info = levelInfo(level);
  const [from, to] = LEVEL_TIER_COLOURS[info.tier] ?? LEVEL_TIER_COLOURS[1]!;
  const label = `레벨 ${info.level}`;
  const id = `lv-first-view-${info.level}`;
  return (
    `<svg width="${(size * 20) / 24}" height="${size}" viewBox="0 0 20 24" role="img" aria-label="${label}" ` +
    `data-testid="level-icon" data-level="${info.level}" style="flex-shrink:0;vertical-align:middle">` +
    `<title>${label}</title><defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0%" stop-color="${from}"></stop><stop offset="100%" stop-color="${to}"></stop></linearGradient></defs>` +
    `<path d="M10 0.8 19 4.2v7.1c0 5.7-3.8 10-9 11.9C4.8 21.3 1 17 1 11.3V4.2Z" fill="url(#${id})" stroke="rgb(255 255 255 / 0.55)" stroke-width="0.8"></path>` +
    (info.tier === 5
      ? '<path d="M6.5 4.6 10 3l3.5 1.6" fill="none" stroke="#fff6d6" stroke-width="1"></path>'
      : '') +
    `<text x="10" y="15.6" text-anchor="middle" font-size="${info.level >= 10 ? 8.5 : 10.5}" font-weight="800" ` +
    `font-family="Pretendard, system-ui, sans-serif" fill="#ffffff">${info.level}</text></svg>`
  );
}

/** features/magazine/author-line.tsx's AuthorLine under a card: picture, level, name and date. */
function authorLineHtml(author: Author, date: string | null): string {
  const name = author.USER_NICKNAME ?? '탈퇴한 회원';
  const nameHtml = author.USER_NICKNAME
    ? `<a class="mag-author-name" href="/people/${encodeURIComponent(author.USER_NICKNAME)}">${escapeHtml(name)}</a>`
    : `<span class="mag-author-name">${escapeHtml(name)}</span>`;
  return (
    '<div class="mag-author-line">' +
    avatarHtml(name, author.USER_IMG_URL, 24) +
    levelIconHtml(author.USER_LEVEL, 18) +
    nameHtml +
    (date
      ? `<time class="mag-date" datetime="${escapeHtml(date)}">${escapeHtml(formatDate(date))}</time>`
      : '') +
    '</div>'
  );
}

/** features/magazine/article-card.tsx's ArticleCard, as the list draws it (an h2 under the page's h1). */
export function articleCardHtml(a: ArticleCard): string {
  const cover =
    a.COVER_URL && SAFE_URL.test(a.COVER_URL)
      ? `<img src="${escapeHtml(a.COVER_URL)}" alt="" loading="lazy" />`
      : `<span class="gen-cover gen-cover-md" style="background:${coverBackground(a.QUEST_NO)}" aria-hidden="true" data-testid="generated-cover">` +
        `<span class="gen-cover-emoji">${articleCoverEmoji(a.CATEGORY)}</span></span>`;
  const tags = a.TAGS.length
    ? `<ul class="mag-tags">${a.TAGS.map(
        (tag) =>
          `<li><a class="mag-tag" href="/quest?${escapeHtml(new URLSearchParams({ tag }).toString())}">#${escapeHtml(tag)}</a></li>`,
      ).join('')}</ul>`
    : '';
  return (
    `<article class="mag-card"><div class="mag-cover" aria-hidden="true">${cover}</div>` +
    '<div class="mag-card-body">' +
    `<p class="article-category">${escapeHtml(postCategories.label(a.CATEGORY) ?? '')}</p>` +
    `<h2 class="mag-card-title"><a class="mag-card-link" href="/quest/${a.QUEST_NO}/${encodeURIComponent(a.SLUG)}">${escapeHtml(a.QUEST_TITLE)}</a></h2>` +
    (a.SUBTITLE ? `<p class="mag-card-subtitle">${escapeHtml(a.SUBTITLE)}</p>` : '') +
    (a.FEED_TEXT ? `<p class="mag-feed-text">${escapeHtml(a.FEED_TEXT)}</p>` : '') +
    tags +
    `<div class="mag-card-foot">${authorLineHtml(a.AUTHOR, a.PUBLISHED_AT)}</div>` +
    '</div></article>'
  );
}

/** The magazine's category tabs (features/magazine/category-tabs.tsx) with 전체 chosen. */
function categoryTabsHtml(): string {
  const items = [{ code: undefined, label: '전체' }, ...postCategories.items];
  return (
    '<nav aria-label="매거진 카테고리" class="mag-tabs">' +
    items
      .map(
        (item) =>
          `<button type="button" class="mag-tab" aria-pressed="${item.code === undefined}">${escapeHtml(item.label)}</button>`,
      )
      .join('') +
    '</nav>'
  );
}

/**
 * `/quest` unfiltered: its head, the category tabs and the newest article's card in the list's grid.
 * On a phone that card's opening text is the page's largest paint.
 */
export function questFirstViewHtml(path: string, first: ArticleCard): string {
  return (
    recordOpen('container page-wrap', path) +
    pageHeadHtml(PAGE_META.quest) +
    categoryTabsHtml() +
    `<ul class="mag-grid"><li>${articleCardHtml(first)}</li></ul>` +
    '</div>'
  );
}
