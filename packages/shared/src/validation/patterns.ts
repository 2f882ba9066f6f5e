/**
 * The seed's validation patterns (product-spec section 5).
 * Keep each pattern here once; contracts, server services and web forms all import them.
 * Link patterns live in links.ts, file rules in files.ts and the mention token in mention.ts.
 */

/** Letters or digits with optional single -, _ or . separators, an @ part, and a 2–8 letter TLD. */
export const EMAIL_PATTERN =
  /^[0-9a-zA-Z]([-_.]?[0-9a-zA-Z])*@[0-9a-zA-Z]([-_.]?[0-9a-zA-Z])*\.[a-zA-Z]{2,8}$/;

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

/**
 * The part before `@` when the form asks for it separately from a domain picker.
 * Looser than EMAIL_PATTERN on purpose (the seed allows `%` and `+`); capped at 64, the RFC 5321 limit.
 */
export const EMAIL_LOCAL_PART_PATTERN = /^[a-zA-Z0-9._%+-]{1,64}$/;

export function isEmailLocalPart(value: string): boolean {
  return EMAIL_LOCAL_PART_PATTERN.test(value);
}

/** Alphanumeric start, then alphanumerics or hyphens (the seed does not restrict case). */
export const SLUG_PATTERN = /^[a-zA-Z0-9][a-zA-Z0-9-]*$/;

export function isSlug(value: string): boolean {
  return SLUG_PATTERN.test(value);
}
