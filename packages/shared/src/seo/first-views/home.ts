import type { Banner } from '../../contracts/main.js';
import { escapeHtml } from '../../format/html.js';
import { type IconNode, iconHtml, imageHtml, recordOpen, SAFE_URL } from './common.js';

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

/** lucide's chevron-right, after the banner's "more" line. */
const CHEVRON_RIGHT: IconNode[] = [['path', { d: 'm9 18 6-6-6-6' }]];

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
    (banner.BANNER_LINK_URL
      ? `<span class="banner-cta">${BANNER_MORE_LABEL}${iconHtml(16, CHEVRON_RIGHT)}</span>`
      : '') +
    `</div>${imageHtml('banner-image', banner.BANNER_IMG_URL)}${href ? '</a>' : '</div>'}</div>` +
    '</section></div></div></div>'
  );
}
