import { escapeHtml, firstViewHeadHtml, SITE_NAME } from '@sidequest/shared';

/** What one page tells crawlers and link previews. All values are plain text; rendering escapes them. */
export interface RenderMeta {
  title: string;
  description: string;
  /** Absolute URL of the preview image. */
  image: string;
  /** Absolute URL of the page (og:url, and the canonical link when the page is indexable). */
  url: string;
  /** The HTTP status the page is answered with; 4xx/5xx pages are never indexed. */
  status: number;
  /** Keep the page out of search results (login, join, search results). */
  noindex?: boolean;
  /** og:type; `website` unless the page is a profile or an article. */
  type?: 'website' | 'profile' | 'article';
}

// Tags whose attribute values may contain ">" are matched attribute by attribute.
const TAG_RE =
  /[ \t]*(?:<title\b[^>]*>[\s\S]*?<\/title\s*>|<(?:meta|link)\b(?:[^>"']|"[^"]*"|'[^']*')*>)[ \t]*(?:\r?\n)?/gi;
const ATTR_RE = /([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

function attributes(tag: string): Map<string, string> {
  const attrs = new Map<string, string>();
  const inner = tag.replace(/^\s*<[a-z]+/i, '').replace(/\/?>\s*$/, '');
  for (const m of inner.matchAll(ATTR_RE)) {
    attrs.set(m[1]!.toLowerCase(), (m[2] ?? m[3] ?? m[4] ?? '').trim());
  }
  return attrs;
}

/** Meta keys this renderer owns: the template's copies are dropped so each appears once, with our value. */
const OWNED_META = new Set([
  'description',
  'robots',
  'og:title',
  'og:description',
  'og:image',
  'og:url',
  'og:type',
  'og:site_name',
  'og:locale',
  'twitter:card',
  // Stale copies in the template would contradict the page's og values.
  'twitter:title',
  'twitter:description',
  'twitter:image',
]);

function isOwned(tag: string, dropRobots: boolean): boolean {
  const trimmed = tag.trimStart();
  if (/^<title\b/i.test(trimmed)) return true;
  const attrs = attributes(trimmed);
  if (/^<link\b/i.test(trimmed)) {
    return (attrs.get('rel') ?? '').toLowerCase().split(/\s+/).includes('canonical');
  }
  const key = (attrs.get('property') ?? attrs.get('name') ?? '').toLowerCase();
  if (key === 'robots') return dropRobots;
  return OWNED_META.has(key) || key.startsWith('og:image:');
}

/** Finds the head of the document, adding one when the template has none. */
function splitHead(html: string): { head: string; rest: string } {
  const end = /<\/head\s*>/i.exec(html);
  if (end) return { head: html.slice(0, end.index), rest: html.slice(end.index) };
  const body = /<body[\s>]/i.exec(html);
  const at = body ? body.index : 0;
  return { head: `${html.slice(0, at)}<head>\n`, rest: `</head>\n${html.slice(at)}` };
}

function metaTags(meta: RenderMeta): string[] {
  const noindex = meta.noindex === true || meta.status >= 400;
  const attr = escapeHtml;
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${attr(meta.description)}" />`,
  ];
  if (noindex) tags.push('<meta name="robots" content="noindex" />');
  else tags.push(`<link rel="canonical" href="${attr(meta.url)}" />`);
  tags.push(
    `<meta property="og:type" content="${attr(meta.type ?? 'website')}" />`,
    `<meta property="og:site_name" content="${attr(SITE_NAME)}" />`,
    '<meta property="og:locale" content="ko_KR" />',
    `<meta property="og:title" content="${attr(meta.title)}" />`,
    `<meta property="og:description" content="${attr(meta.description)}" />`,
    `<meta property="og:url" content="${attr(meta.url)}" />`,
    `<meta property="og:image" content="${attr(meta.image)}" />`,
    '<meta name="twitter:card" content="summary_large_image" />',
  );
  return tags;
}

/**
 * Returns the template with this page's title, description, canonical link, robots and
 * og/twitter tags. Tags the template already has are replaced where the first of them stood
 * (so `<meta charset>` stays first); missing ones are inserted before `</head>`.
 * Pure: no I/O, same input gives the same output.
 */
export function renderPage(template: string, meta: RenderMeta): string {
  const { head, rest } = splitHead(template);
  const dropRobots = meta.noindex === true || meta.status >= 400;
  let insertAt = -1;
  let indent = '    ';
  let removed = 0;
  const kept = head.replace(TAG_RE, (tag: string, offset: number) => {
    if (!isOwned(tag, dropRobots)) return tag;
    if (insertAt === -1) {
      insertAt = offset - removed;
      indent = /^[ \t]*/.exec(tag)![0] || indent;
    }
    removed += tag.length;
    return '';
  });
  const block = metaTags(meta)
    .map((t) => `${indent}${t}\n`)
    .join('');
  if (insertAt === -1) {
    // Before `</head>`, after the last line of the head (keeping the closing tag's own indentation).
    const lastLine = /\n([ \t]*)$/.exec(kept);
    if (lastLine) return kept.slice(0, lastLine.index + 1) + block + kept.slice(lastLine.index + 1) + rest;
    return `${kept}\n${block}${rest}`;
  }
  return kept.slice(0, insertAt) + block + kept.slice(insertAt) + rest;
}

/** Where index.html's boot skeleton takes a list page's head (apps/web/index.html). */
export const FIRST_VIEW_MARKER = '<!--first-view-->';

/**
 * Draws a page's first view in place of the template's marker: the record's head its resolver drew
 * (`markup`), or a list page's head (FIRST_VIEW_HEADS), so a first visit paints the page's largest
 * text with the header bar; other pages, and any page answered with an error status, get nothing
 * there. Pure, like renderPage.
 */
export function renderFirstView(
  html: string,
  kind: string,
  path: string,
  status: number,
  markup?: string,
): string {
  const view = status === 200 ? (markup ?? firstViewHeadHtml(kind, path)) : '';
  return html.replace(FIRST_VIEW_MARKER, () => view);
}
