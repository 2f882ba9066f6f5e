import { loungePostTags } from '../../codes/content.js';
import type { LoungePost } from '../../contracts/lounge-records.js';
import { formatDateTime, relativeTime } from '../../format/date.js';
import { escapeHtml } from '../../format/html.js';
import { PAGE_META, pageHeadHtml } from '../pages.js';
import { avatarHtml, INERT, type IconNode, iconHtml, levelIconHtml, recordOpen } from './common.js';

/**
 * The lounge feed's words the first view draws (lounge.json's `feed.*` and `card.*` on the web;
 * apps/web/src/features/lounge/feed-first-view.test.tsx holds the two to the same markup).
 */
export const LOUNGE_FIRST_VIEW_WORDS = {
  write: '글쓰기',
  tabsLabel: '피드 종류',
  tabAll: '전체',
  tabFollowing: '팔로잉',
  tagsLabel: '말머리',
  tagAll: '전체',
  listLabel: '라운지 글 목록',
  withdrawn: '탈퇴한 회원',
  edited: '수정됨',
  heading: '님의 글',
  headingWithdrawn: '탈퇴한 회원의 글',
} as const;

const W = LOUNGE_FIRST_VIEW_WORDS;

/** lucide's pen-line, the 글쓰기 button's icon. */
const PEN_LINE: IconNode[] = [
  ['path', { d: 'M13 21h8' }],
  [
    'path',
    {
      d: 'M21.174 6.812a1 1 0 0 0-3.986-3.987L3.842 16.174a2 2 0 0 0-.5.83l-1.321 4.352a.5.5 0 0 0 .623.622l4.353-1.32a2 2 0 0 0 .83-.497z',
    },
  ],
];

/** What the first view shows of a post: what every reader sees, nothing of the viewer's own. */
export type LoungeFirstPost = Pick<
  LoungePost,
  'POST_NO' | 'AUTHOR' | 'CREATE_TIME' | 'UPDATED' | 'POST_TAG' | 'FEED_TEXT' | 'IS_CUT' | 'BODY_HTML'
>;

/**
 * The id the card's parts share (React's useId on the web, one fixed id here). The copy carries no
 * data-testid of the page's: a journey waiting for a card or a tab finds the app's, not this one.
 */
const CARD_ID = 'first-view-post';

/** features/lounge/author-line.tsx's AuthorLine of a card, without the follow button (the viewer's). */
export function loungeAuthorHtml(post: LoungeFirstPost, now = Date.now()): string {
  const name = post.AUTHOR.USER_NICKNAME;
  const shown = name ?? W.withdrawn;
  const nameHtml = name
    ? `<a class="lounge-nickname" href="/people/${encodeURIComponent(name)}">${escapeHtml(name)}</a>` +
      levelIconHtml(post.AUTHOR.USER_LEVEL, 18)
    : `<span class="lounge-withdrawn">${escapeHtml(shown)}</span>`;
  return (
    '<div class="lounge-author">' +
    avatarHtml(shown, post.AUTHOR.USER_IMG_URL, 40) +
    '<div class="lounge-author-text">' +
    `<div class="lounge-author-name">${nameHtml}</div>` +
    `<p class="lounge-meta"><time datetime="${escapeHtml(post.CREATE_TIME)}" title="${escapeHtml(formatDateTime(post.CREATE_TIME))}">` +
    `${escapeHtml(relativeTime(post.CREATE_TIME, now))}</time>` +
    (post.UPDATED ? `<span class="lounge-edited">· ${W.edited}</span>` : '') +
    '</p></div></div>'
  );
}

/**
 * features/lounge/post-card.tsx's PostCard as far as its opening words: the hidden heading, the
 * author line, the tag and the text. The ⋯ menu, follow, reactions and counts are the app's:
 * they are buttons that need it, and some depend on who looks.
 */
export function loungePostHtml(post: LoungeFirstPost, now = Date.now()): string {
  const tag = loungePostTags.items.find((t) => t.code === post.POST_TAG);
  const name = post.AUTHOR.USER_NICKNAME;
  // A cut post shows its plain opening (펼치기 is the app's); a short one its whole body, as the
  // server sanitized it on saving (the same HTML the feed's answer carries to the app's Prose).
  const body = post.IS_CUT
    ? `<p class="lounge-feed-text" id="${CARD_ID}-body">${escapeHtml(post.FEED_TEXT)}</p>`
    : `<div><div id="${CARD_ID}-body" class="prose">${post.BODY_HTML}</div></div>`;
  return (
    `<article class="lounge-card" aria-labelledby="${CARD_ID}-by" data-post-no="${post.POST_NO}">` +
    `<h2 class="visually-hidden">${name ? `${escapeHtml(name)}${W.heading}` : W.headingWithdrawn}</h2>` +
    `<header class="lounge-card-head"><div id="${CARD_ID}-by" class="lounge-card-author">${loungeAuthorHtml(post, now)}</div></header>` +
    (tag
      ? `<a class="lounge-tag" href="/lounge?tag=${tag.code}"><span aria-hidden="true">${tag.emoji}</span>${escapeHtml(tag.label)}</a>`
      : '') +
    `<div class="lounge-body">${body}</div>` +
    '</article>'
  );
}

/** The feed's 전체 / 팔로잉 tabs and tag chips (features/lounge/feed-controls.tsx), 전체 chosen. */
export function loungeControlsHtml(): string {
  const chip = (pressed: boolean, inner: string) =>
    `<button type="button" class="lounge-tag-chip" aria-pressed="${pressed}">${inner}</button>`;
  return (
    `<div class="lounge-controls"${INERT}>` +
    `<div role="tablist" aria-label="${W.tabsLabel}" class="lounge-tabs">` +
    `<button type="button" role="tab" aria-selected="true" class="lounge-tab">${W.tabAll}</button>` +
    `<button type="button" role="tab" aria-selected="false" class="lounge-tab">${W.tabFollowing}</button>` +
    '</div>' +
    `<div role="group" aria-label="${W.tagsLabel}" class="lounge-tags">` +
    chip(true, W.tagAll) +
    loungePostTags.items
      .map((t) => chip(false, `<span aria-hidden="true">${t.emoji}</span>${escapeHtml(t.label)}`))
      .join('') +
    '</div></div>'
  );
}

/** The lounge's 글쓰기 button (ui/button.tsx's primary Button with its icon). */
export function loungeWriteHtml(): string {
  return `<button type="button" class="btn btn-primary btn-md"${INERT}><span class="btn-label">${iconHtml(16, PEN_LINE)}${W.write}</span></button>`;
}

/**
 * `/lounge` unfiltered: its head with 글쓰기, the tabs and tag chips, and the newest post's card
 * opening. On a phone that post's text is the page's largest paint.
 */
export function loungeFirstViewHtml(path: string, first: LoungeFirstPost, now = Date.now()): string {
  return (
    recordOpen('container page-wrap page-narrow', path) +
    pageHeadHtml(PAGE_META.lounge, false, loungeWriteHtml()) +
    loungeControlsHtml() +
    `<div role="tabpanel" aria-label="${W.tabAll}"><ul class="lounge-list" aria-label="${W.listLabel}">` +
    `<li>${loungePostHtml(first, now)}</li></ul></div>` +
    '</div>'
  );
}
