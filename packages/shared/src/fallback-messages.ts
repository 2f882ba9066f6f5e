/**
 * The messages the browser shows for a failure that did not come with one (no network, a proxy's
 * page, a bare 401 or 429). Apart from the catalogue so the API client, on every page, does not
 * carry all of it (~5 KiB gzip).
 */
export const FALLBACK_MESSAGES = {
  E001: '로그인이 필요해요. 로그인한 뒤 다시 시도해 주세요.',
  E004: '요청을 처리하는 중에 문제가 생겼어요. 잠시 후 다시 시도해 주세요.',
  RATE_LIMITED: '요청이 너무 많아요. 잠시 후 다시 시도해 주세요.',
} as const;
