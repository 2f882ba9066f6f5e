import { MAGAZINE_LIMITS } from '@sidequest/shared';

/** The characters that end a tag while typing: a comma (half or full width) or whitespace. */
const SEPARATORS = /[,，\s]+/u;

/** One typed tag as the server accepts it: no leading #, no spaces or commas, at most 20 characters. */
export function cleanTag(raw: string): string {
  return raw.replace(/#/g, '').trim().slice(0, MAGAZINE_LIMITS.tagMax);
}

/**
 * Adds what was typed (possibly several, "리액트, 회고") to the tags: cleaned, without duplicates
 * (case-insensitive), up to the limit. Returns the new list and whether something was dropped for
 * the limit.
 */
export function addTags(tags: readonly string[], typed: string): { tags: string[]; overflow: boolean } {
  const out = [...tags];
  const seen = new Set(tags.map((t) => t.toLowerCase()));
  let overflow = false;
  for (const part of typed.split(SEPARATORS)) {
    const tag = cleanTag(part);
    if (!tag || seen.has(tag.toLowerCase())) continue;
    if (out.length >= MAGAZINE_LIMITS.tagsMax) {
      overflow = true;
      break;
    }
    seen.add(tag.toLowerCase());
    out.push(tag);
  }
  return { tags: out, overflow };
}

/** Whether the text typed so far ends with a separator, so the tag before it is complete. */
export function endsTag(typed: string): boolean {
  return /[,，]$/u.test(typed);
}
