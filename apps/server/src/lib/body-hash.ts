import { createHash } from 'node:crypto';
import { normalizeSearchText, PROJECT_POST_SECTIONS } from '@sidequest/shared';

/**
 * Hash of a post's normalised plain text, for noticing the same body posted again (product-spec 5).
 * Lounge posts and recruiting posts share it, so a recruiting post pasted into the lounge matches
 * too: the recruiting template's headings and placeholders drop out, spacing, punctuation and case
 * do not count.
 */
export function bodyHash(plainText: string): string {
  let text = plainText;
  for (const s of PROJECT_POST_SECTIONS) text = text.replace(s.heading, '').replace(s.placeholder, '');
  const key = normalizeSearchText(text)
    .replace(/[\s\p{P}]/gu, '')
    .toLowerCase();
  return createHash('sha256').update(key).digest('hex');
}
