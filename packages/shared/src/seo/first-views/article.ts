import { escapeHtml } from '../../format/html.js';
import { imageHtml, recordOpen } from './common.js';

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
