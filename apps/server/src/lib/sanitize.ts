import { toEmbedUrl } from '@sidequest/shared';
import sanitizeHtml from 'sanitize-html';
import { isValidStorageKey, LOCAL_URL_PREFIX } from './storage/index.js';

/**
 * The one allow-list for user HTML (project introductions, lounge posts, magazine articles): what
 * the editor can produce (headings, lists, emphasis, links, quotes, code) and pictures from our own
 * uploads only. Everything else — script, style, event handlers, javascript: links, a picture on
 * another site (a tracking pixel: every reader's browser would call that site) — is dropped on the
 * server whatever the client sent. The editor turns a pasted outside picture into our upload
 * first (`GET /api/proxy`), so a writer does not lose it. Iframes exist only when a caller allows them,
 * and then only as the YouTube player for the seed's video links (rewritten to the embed address).
 */
export interface RichHtmlOptions {
  /** Keep `<iframe>`s whose src is a YouTube video link (watch, embed, shorts, live, youtu.be). */
  videoIframes?: boolean;
}

const BASE_TAGS = [
  'h2',
  'h3',
  'h4',
  'p',
  'br',
  'hr',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'code',
  'pre',
  'blockquote',
  'ul',
  'ol',
  'li',
  'a',
  'img',
];

let objectStorageBase: string | null = null;

/**
 * Pictures in object storage (S3_PUBLIC_URL or the bucket's address) count as ours too. Set once
 * at start-up by the upload routes, which know the storage; unset, only `/uploads/` passes.
 */
export function trustUploadBase(base: string | null): void {
  objectStorageBase = base ? base.replace(/\/+$/, '') : null;
}

/** Our own uploads only: a storage key the server made, under /uploads/ or the storage base. */
export function isOwnImage(src: string): boolean {
  if (src.startsWith(LOCAL_URL_PREFIX)) return isValidStorageKey(src.slice(LOCAL_URL_PREFIX.length));
  if (objectStorageBase && src.startsWith(`${objectStorageBase}/`))
    return isValidStorageKey(src.slice(objectStorageBase.length + 1));
  return false;
}

function optionsFor(opts: RichHtmlOptions): sanitizeHtml.IOptions {
  const videos = opts.videoIframes === true;
  return {
    allowedTags: videos ? [...BASE_TAGS, 'iframe'] : BASE_TAGS,
    allowedAttributes: {
      a: ['href', 'rel', 'target'],
      img: ['src', 'alt'],
      ol: ['start'],
      ...(videos ? { iframe: ['src', 'title', 'allowfullscreen', 'allow', 'frameborder'] } : {}),
    },
    allowedSchemes: ['https', 'http', 'mailto'],
    // http only for an object-storage base on plain http (MinIO in development); isOwnImage decides.
    allowedSchemesByTag: { img: ['https', 'http'], iframe: ['https'] },
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    transformTags: {
      // `h1` would compete with the page title; it becomes a section heading instead.
      h1: 'h2',
      a: (tagName, attribs) => ({
        tagName,
        attribs: {
          ...(attribs.href ? { href: attribs.href } : {}),
          rel: 'noopener noreferrer nofollow',
          target: '_blank',
        },
      }),
      // Whatever src came in, only the player address built from a recognised video id goes out.
      iframe: (tagName, attribs) => {
        const embed = toEmbedUrl(attribs.src ?? '');
        const out: sanitizeHtml.Attributes = embed
          ? {
              src: embed,
              title: 'YouTube 동영상',
              allow: 'encrypted-media; picture-in-picture',
              allowfullscreen: '',
              frameborder: '0',
            }
          : {};
        return { tagName, attribs: out };
      },
    },
    exclusiveFilter: (frame) =>
      (frame.tag === 'img' && !isOwnImage(frame.attribs.src ?? '')) ||
      (frame.tag === 'iframe' && !frame.attribs.src),
  };
}

const BASIC = optionsFor({});
const WITH_VIDEOS = optionsFor({ videoIframes: true });

export function sanitizeRichHtml(html: string, opts: RichHtmlOptions = {}): string {
  // Relative /uploads/ paths have no scheme, so sanitize-html keeps them; the filter above decides.
  return sanitizeHtml(html, opts.videoIframes ? WITH_VIDEOS : BASIC).trim();
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Plain text as HTML: escaped, line breaks kept. For replies, which are plain text. */
export function textToHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!).replace(/\r?\n/g, '<br>');
}
