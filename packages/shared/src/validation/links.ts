/**
 * Link patterns of product-spec section 5: a generic URL, store links and video links.
 * All of them accept http as well as https because users paste links from many places;
 * the stored value is whatever they typed.
 */

/**
 * An http(s) link to a named host. Hosts may be Unicode (한국어.kr) or punycode.
 * Credentials (`user@host`) are refused because `https://trusted.com@evil.com` is a phishing trick,
 * and bare IPs or `localhost` are refused because such links are useless to other users.
 */
export const URL_PATTERN =
  /^https?:\/\/(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.)+(?:\p{L}{2,63}|xn--[a-z0-9-]{1,59})(?::\d{1,5})?(?:[/?#][^\s<>"]*)?$/iu;

export function isUrl(value: string): boolean {
  return URL_PATTERN.test(value);
}

/**
 * `https://play.google.com/store/apps/details?id=com.example.app`, with other query parameters
 * (`hl=ko`, `gl=KR`) allowed before or after `id`. Group 1 is the Android package name.
 */
export const PLAY_STORE_PATTERN =
  /^https?:\/\/play\.google\.com\/store\/apps\/details\?(?:[^\s#&]*&)*id=([a-zA-Z]\w*(?:\.[a-zA-Z]\w*)+)(?:&[^\s#]*)?(?:#\S*)?$/;

export function isPlayStoreUrl(value: string): boolean {
  return PLAY_STORE_PATTERN.test(value);
}

/**
 * `https://apps.apple.com/kr/app/name/id123456789` or the older `itunes.apple.com` host.
 * The country and the name segment are optional (Apple's share links sometimes drop them),
 * and the name may be raw or percent-encoded Hangul. Group 1 is the numeric app id.
 */
export const APP_STORE_PATTERN =
  /^https?:\/\/(?:apps|itunes)\.apple\.com\/(?:[a-z]{2}\/)?app\/(?:[^\s/?#]+\/)?id(\d{1,12})\/?(?:[?#]\S*)?$/i;

export function isAppStoreUrl(value: string): boolean {
  return APP_STORE_PATTERN.test(value);
}

/**
 * The five YouTube forms: watch (`www.`, `m.` or bare host; `v` may follow other parameters),
 * embed, shorts, live, and `youtu.be`. Exactly one of groups 1–3 holds the 11-character video id.
 */
export const VIDEO_URL_PATTERN =
  /^https?:\/\/(?:(?:www\.|m\.)?youtube\.com\/(?:watch\?(?:[^\s#&]*&)*v=([\w-]{11})(?:[&#]\S*)?|(?:embed|shorts|live)\/([\w-]{11})\/?(?:[?#]\S*)?)|youtu\.be\/([\w-]{11})\/?(?:[?#]\S*)?)$/;

export function isVideoUrl(value: string): boolean {
  return VIDEO_URL_PATTERN.test(value);
}

/** The 11-character YouTube video id of any of the five forms, or null when the link is not one. */
export function extractVideoId(url: string): string | null {
  const m = VIDEO_URL_PATTERN.exec(url.trim());
  if (!m) return null;
  return m[1] ?? m[2] ?? m[3] ?? null;
}

// `t=90`, `t=90s`, `t=1m30s`, `t=1h2m3s` or `start=90`, as YouTube's share menu writes them.
const START_TIME_PATTERN = /[?&#](?:t|start)=(?:(\d+)s?|(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?)(?=[&#]|$)/;

function startSeconds(url: string): number {
  const m = START_TIME_PATTERN.exec(url);
  if (!m) return 0;
  if (m[1] !== undefined) return Number(m[1]);
  return Number(m[2] ?? 0) * 3600 + Number(m[3] ?? 0) * 60 + Number(m[4] ?? 0);
}

/**
 * The embeddable player URL for a video link, or null when the link is not a YouTube video.
 * A shared start time is kept as `?start=` so a link to a moment still opens at that moment.
 */
export function toEmbedUrl(url: string): string | null {
  const id = extractVideoId(url);
  if (id === null) return null;
  const start = startSeconds(url.trim());
  return `https://www.youtube.com/embed/${id}${start > 0 ? `?start=${start}` : ''}`;
}
