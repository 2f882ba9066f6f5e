import { LEVEL_TIER_COLOURS, levelInfo } from '../../codes/levels.js';
import { avatarBackground, avatarInitials } from '../../format/avatar.js';
import { escapeHtml } from '../../format/html.js';

/*
 * A record's first view: the part of a page that shows one record (an article's head, the home
 * page's first banner), drawn by the server into the first HTML in the page's global classes, so it
 * paints with the header bar instead of after the page's code and data. On a slowed phone that is
 * the page's largest paint (issue 17). `data-first-view-record` tells the web app to keep the markup
 * itself for its skeletons (apps/web/src/app/first-view.tsx): unlike a list page's head, a record has
 * no fixed words the app could draw again. `e2e/layout-shift.e2e.ts` compares the boxes of the
 * server's copy and the page's.
 */

/**
 * On a copy's controls that only the app can work (tabs, chips, 글쓰기): until the app draws its own,
 * they take no taps and are not offered to assistive technology, so a tap is never lost on a button
 * that does nothing yet (it falls on nothing, and a journey waits for the app's). Links stay links.
 */
export const INERT = ' inert=""';

/** Site-relative (not `//`) or http(s): the only URLs a first view links to or loads. */
export const SAFE_URL = /^(?:\/(?!\/)|https?:\/\/)/i;

/** A decorative picture, or nothing for a missing or unsafe URL. */
export const imageHtml = (className: string, url: string | null | undefined) =>
  url && SAFE_URL.test(url) ? `<img class="${className}" src="${escapeHtml(url)}" alt="" />` : '';

/** The record's outer box, marked as the first view of `path`. */
export const recordOpen = (classes: string, path: string) =>
  `<div class="${classes}" data-first-view="${escapeHtml(path)}" data-first-view-record="">`;

/** ui/avatar.tsx's Avatar (decorative): the picture, or the generated initials on their gradient. */
export function avatarHtml(nickname: string, src: string | null, size: number): string {
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
export function levelIconHtml(level: number, size: number): string {
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

/** One element of a lucide icon: its tag and attributes, as lucide's own icon data lists them. */
export type IconNode = readonly [tag: string, attrs: Readonly<Record<string, string>>];

/** A lucide icon as lucide-react draws it (decorative), from the icon's data. */
export function iconHtml(size: number, nodes: readonly IconNode[]): string {
  const parts = nodes.map(
    ([tag, attrs]) =>
      `<${tag} ${Object.entries(attrs)
        .map(([k, v]) => `${k}="${v}"`)
        .join(' ')}></${tag}>`,
  );
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 24 24" fill="none" ` +
    `stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true">${parts.join('')}</svg>`
  );
}
