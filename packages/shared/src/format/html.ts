/**
 * HTML to plain text without a DOM, so the server (feed previews, notifications, slugs) and the
 * browser share one result. The output is text: it may contain `<` again after decoding `&lt;`,
 * so it must be rendered as text, never put back into innerHTML.
 */

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  // A plain space rather than U+00A0: the text is for previews and slugs, where a no-break space
  // would only be a look-alike that string checks miss.
  nbsp: ' ',
};

// One pass over all entities, so `&amp;lt;` becomes `&lt;` and not `<`.
const ENTITY = /&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|(amp|lt|gt|quot|apos|nbsp));/g;

function fromCodePoint(cp: number): string {
  // NUL, surrogates and values past Unicode cannot be a character; HTML shows U+FFFD for them.
  if (cp === 0 || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) return '\uFFFD';
  return String.fromCodePoint(cp);
}

export function decodeEntities(text: string): string {
  return text.replace(ENTITY, (whole, dec?: string, hex?: string, name?: string) => {
    if (dec !== undefined) return fromCodePoint(Number.parseInt(dec, 10));
    if (hex !== undefined) return fromCodePoint(Number.parseInt(hex, 16));
    return (name !== undefined ? NAMED_ENTITIES[name] : undefined) ?? whole;
  });
}

const COMMENT = /<!--[\s\S]*?(?:-->|$)/g;
// Script and style bodies are code, not text; an unclosed one runs to the end like in a browser.
const RAW_TEXT_ELEMENT = /<(script|style|template)\b[^>]*>[\s\S]*?(?:<\/\1\s*>|$)/gi;
const LINE_BREAK =
  /<br\b[^>]*>|<\/(?:p|div|li|h[1-6]|blockquote|pre|tr|table|ul|ol|section|article|header|footer)\s*>/gi;
// A tag starts with a letter (or `/` and a letter); attribute values may contain `>` inside quotes.
// A lone `<` as in `a < b` is text and stays.
const TAG = /<\/?[a-zA-Z][^\s/>]*(?:[^>"']|"[^"]*"|'[^']*')*>/g;
const DECLARATION = /<[!?][^>]*>/g;

/**
 * Tags stripped, `<br>` and the ends of block elements turned into line breaks, source whitespace
 * collapsed as a browser would, at most one blank line kept, entities decoded, ends trimmed.
 */
export function htmlToText(html: string): string {
  const stripped = html
    .replace(COMMENT, '')
    .replace(RAW_TEXT_ELEMENT, '')
    .replace(/\s+/g, ' ')
    .replace(LINE_BREAK, '\n')
    .replace(TAG, '')
    .replace(DECLARATION, '');
  return decodeEntities(stripped)
    .replace(/[ \t]*\n[ \t]*/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for an HTML text node or a quoted attribute value (pages, mails, templates). */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}
