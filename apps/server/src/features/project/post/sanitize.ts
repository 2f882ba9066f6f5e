import sanitizeHtml from 'sanitize-html';

/**
 * The introduction's allow-list: what the editor can produce (headings, lists, emphasis, links,
 * quotes, code) and pictures from our own uploads or https. Everything else — script, style,
 * event handlers, javascript: links, iframes — is dropped on the server whatever the client sent.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
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
  ],
  allowedAttributes: { a: ['href', 'rel', 'target'], img: ['src', 'alt'], ol: ['start'] },
  allowedSchemes: ['https', 'http', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // `h1` would compete with the page title; it becomes a section heading instead.
  transformTags: {
    h1: 'h2',
    a: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...(attribs.href ? { href: attribs.href } : {}),
        rel: 'noopener noreferrer nofollow',
        target: '_blank',
      },
    }),
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !isAllowedImage(frame.attribs.src ?? ''),
};

/** Our own uploads (a relative /uploads/ path) or any https picture. */
function isAllowedImage(src: string): boolean {
  return /^\/uploads\/[\w./-]+$/.test(src) || /^https:\/\//i.test(src);
}

export function sanitizeIntroduction(html: string): string {
  // Relative /uploads/ paths have no scheme, so sanitize-html keeps them; the filter above decides.
  return sanitizeHtml(html, OPTIONS).trim();
}
