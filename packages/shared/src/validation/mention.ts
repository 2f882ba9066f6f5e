/**
 * The mention token of product-spec section 5: `@` followed by a nickname in brackets, `@[메이커김]`.
 * The brackets make the end of a nickname unambiguous in Korean text, where a particle follows
 * without a space (`@[메이커김]님`).
 */

// A nickname inside the brackets: no brackets, no line breaks, no spaces at either end, at most 50
// characters. The cap keeps scans of long posts linear and is far above any real nickname.
const NICKNAME = '[^\\[\\]\\s](?:[^\\[\\]\\r\\n]{0,48}[^\\[\\]\\s])?';

/** One whole token, e.g. for checking a value picked from the mention list. Group 1 is the nickname. */
export const MENTION_PATTERN = new RegExp(`^@\\[(${NICKNAME})\\]$`, 'u');

/**
 * Global variant for scanning text. Use it with `matchAll` or `replace`, which do not touch its
 * `lastIndex`; calling `exec` or `test` on it directly carries state between calls.
 */
export const MENTION_SCAN_PATTERN = new RegExp(`@\\[(${NICKNAME})\\]`, 'gu');

export function isMentionToken(value: string): boolean {
  return MENTION_PATTERN.test(value);
}

/** The nicknames mentioned in a text, each once, in order of first appearance. */
export function extractMentions(text: string): string[] {
  const seen = new Set<string>();
  for (const m of text.matchAll(MENTION_SCAN_PATTERN)) {
    if (m[1] !== undefined) seen.add(m[1]);
  }
  return [...seen];
}

/**
 * The token for a nickname. Throws when the nickname could not be read back by extractMentions
 * (empty, brackets, line breaks, surrounding spaces, too long), so a broken token never gets stored.
 */
export function mentionToken(nickname: string): string {
  const token = `@[${nickname}]`;
  if (!MENTION_PATTERN.test(token)) {
    throw new RangeError(`Nickname cannot be mentioned: ${JSON.stringify(nickname)}`);
  }
  return token;
}
