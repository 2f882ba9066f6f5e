/** Pure helpers of the lounge screens: attachments, poll percentages, the reply counter, the URL tag. */
import {
  LOUNGE_LIMITS,
  type LoungePost,
  type LoungePostTagCode,
  loungePostTags,
  type Poll,
  formatNumber,
} from '@sidequest/shared';

export interface AttachmentItem {
  url: string;
  name: string;
  kind: 'image' | 'document';
}

const IMAGE_EXT = /\.(png|jpe?g|gif|webp|avif|bmp)$/i;

/** Whether an attachment is a picture (shown as a thumbnail) rather than a file to download. */
export function isImageAttachment(url: string, name: string): boolean {
  const path = url.split(/[?#]/)[0] ?? '';
  return IMAGE_EXT.test(path) || IMAGE_EXT.test(name);
}

type AttachmentFields = Pick<
  LoungePost,
  | 'FEED_ATTACHMENT_URL1'
  | 'FEED_ATTACHMENT_NAME1'
  | 'FEED_ATTACHMENT_URL2'
  | 'FEED_ATTACHMENT_NAME2'
  | 'FEED_ATTACHMENT_URL3'
  | 'FEED_ATTACHMENT_NAME3'
  | 'FEED_ATTACHMENT_URL4'
  | 'FEED_ATTACHMENT_NAME4'
  | 'FEED_ATTACHMENT_URL5'
  | 'FEED_ATTACHMENT_NAME5'
>;

/** The seed's five numbered slots as a list, in order, skipping empty slots. */
export function attachmentsOf(post: AttachmentFields): AttachmentItem[] {
  const out: AttachmentItem[] = [];
  for (const i of [1, 2, 3, 4, 5] as const) {
    const url = post[`FEED_ATTACHMENT_URL${i}`];
    if (!url) continue;
    const name = post[`FEED_ATTACHMENT_NAME${i}`] || url.split('/').pop() || url;
    out.push({ url, name, kind: isImageAttachment(url, name) ? 'image' : 'document' });
  }
  return out;
}

/**
 * Whole percentages per option that add up to exactly 100 (largest remainder), so three options
 * with one vote each read 34 / 33 / 33 rather than 33 / 33 / 33. No votes: all zero.
 */
export function pollPercents(counts: readonly number[]): number[] {
  const total = counts.reduce((a, b) => a + b, 0);
  if (total === 0) return counts.map(() => 0);
  const raw = counts.map((c) => (c * 100) / total);
  const floors = raw.map(Math.floor);
  let left = 100 - floors.reduce((a, b) => a + b, 0);
  const order = raw
    .map((r, i) => ({ i, rest: r - Math.floor(r) }))
    .sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    floors[i] = (floors[i] ?? 0) + 1;
    left -= 1;
  }
  return floors;
}

/** Whether the poll shows its bars (the viewer voted, or it ended) rather than the choices. */
export function showsResults(poll: Poll): boolean {
  return poll.RESULTS_VISIBLE || poll.CLOSED;
}

/** `n / 1,000` under the reply box, and whether it is over the limit. */
export function replyCounter(text: string, max: number = LOUNGE_LIMITS.replyMax) {
  const n = [...text].length;
  return {
    text: `${formatNumber(n)} / ${formatNumber(max)}`,
    over: n > max,
    empty: text.trim() === '',
  };
}

/** The `?tag=` of the feed URL, kept only when it is a real lounge tag. */
export function tagFromParam(value: string | null): LoungePostTagCode | undefined {
  return loungePostTags.has(value) ? value : undefined;
}

/** The post's own address, for 링크 복사 and shares. */
export function postUrl(postNo: number, origin: string = globalThis.location?.origin ?? ''): string {
  return `${origin}/lounge/${postNo}`;
}
