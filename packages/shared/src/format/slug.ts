import { htmlToText } from './html.js';

/** The slug used when a title has nothing left after cleaning (only emoji or punctuation). */
export const QUEST_SLUG_FALLBACK = 'quest';

// A tag, a comment or an entity. Titles should already be plain; this only catches editor output
// that slipped through, so `&amp;` never turns into a slug segment `amp`.
const LOOKS_LIKE_HTML = /<\/?[a-zA-Z][^>]*>|<!--|&(?:#\d+|#[xX][0-9a-fA-F]+|[a-zA-Z]+);/;

// Whitespace and dashes separate words; everything that is not a letter, a digit or a combining
// mark of a letter (punctuation, symbols, emoji, variation selectors) is removed.
const SEPARATORS = /[\s\p{Pd}]+/gu;
const REMOVED = /[^\p{L}\p{Mn}\p{Mc}\p{N}\s\p{Pd}]|[\uFE00-\uFE0F\u{E0100}-\u{E01EF}]/gu;

/**
 * The article name segment of a quest URL: `'사이드 프로젝트, 어떻게 시작할까?'` →
 * `'사이드-프로젝트-어떻게-시작할까'`. Hangul is kept as is (the URL layer percent-encodes it),
 * Latin is lowercased, and an empty result falls back to `quest`. Give it the plain title; HTML is
 * converted to text first. Not unique: the id in `/quest/{id}/{name}` identifies the quest.
 */
export function questSlug(title: string): string {
  const plain = LOOKS_LIKE_HTML.test(title) ? htmlToText(title) : title;
  const slug = plain
    .normalize('NFC')
    .toLowerCase()
    .replace(REMOVED, '')
    .replace(SEPARATORS, '-')
    .replace(/^-+|-+$/g, '');
  return slug === '' ? QUEST_SLUG_FALLBACK : slug;
}
