import { postCategories } from '../../codes/content.js';
import type { Author } from '../../contracts/lounge-records.js';
import type { ArticleCard } from '../../contracts/magazine.js';
import { articleCoverEmoji, coverBackground } from '../../format/cover.js';
import { formatDate } from '../../format/date.js';
import { escapeHtml } from '../../format/html.js';
import { PAGE_META, pageHeadHtml } from '../pages.js';
import { avatarHtml, INERT, levelIconHtml, recordOpen, SAFE_URL } from './common.js';

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
    `<nav aria-label="매거진 카테고리" class="mag-tabs"${INERT}>` +
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
