/**
 * Preview cutting of product-spec section 9: feed text to 120 characters, booth introductions to 100.
 * A "character" is a Unicode code point, so Hangul syllables and emoji count as one each, as a
 * reader would count them, not as the two UTF-16 units `String.length` gives an emoji.
 */

export const FEED_CUT = 120;
export const BOOTH_INTRO_CUT = 100;

export const CUT_ELLIPSIS = '…';

// Cutting happens at grapheme boundaries so a family emoji (several code points joined by ZWJ),
// a flag or a skin-tone emoji is kept whole or dropped whole, never left half-drawn.
// Intl.Segmenter exists in Node 16+ and current browsers; without it code points are the fallback.
// Made on first use: creating it loads ICU's break rules (185 ms of a page's start on a 4× slowed
// CPU in a Chromium trace), and most text never needs it (ONE_UNIT_GRAPHEMES below).
let segmenter: Intl.Segmenter | undefined;
const graphemes: ((text: string) => Iterable<string>) | null =
  typeof Intl.Segmenter === 'function'
    ? function* (text: string) {
        segmenter ??= new Intl.Segmenter('ko', { granularity: 'grapheme' });
        for (const s of segmenter.segment(text)) yield s.segment;
      }
    : null;

/**
 * Text made only of these BMP characters has one code point per grapheme (none of them joins a
 * neighbour: no combining marks, joiners, variation selectors, emoji or conjoining jamo), so it is
 * cut by UTF-16 units without the Segmenter, which costs about a tenth of a feed page's CPU.
 * ASCII, Latin, general punctuation, CJK punctuation, compatibility jamo, CJK ideographs, Hangul
 * syllables and full-width forms cover nearly every Korean post.
 */
const ONE_UNIT_GRAPHEMES =
  /^[\u0020-\u007e\u00a0-\u02ff\u2010-\u2027\u2030-\u205e\u3000-\u3029\u3030-\u303f\u3131-\u318e\u4e00-\u9fff\uac00-\ud7a3\uff01-\uff9d]*$/;

function codePointCount(text: string): number {
  let n = 0;
  for (const _ of text) n++;
  return n;
}

/**
 * Whitespace (line breaks included) collapsed to single spaces and trimmed; then, when more than
 * `max` code points remain, the longest whole-grapheme prefix of at most `max` code points plus `…`.
 * The `…` is not counted in `max`; text that fits is returned without it.
 */
export function cutText(text: string, max: number): string {
  const limit = Number.isFinite(max) ? Math.max(0, Math.floor(max)) : 0;
  const flat = text.replace(/\s+/g, ' ').trim();
  // Code points never outnumber UTF-16 units, so short text needs no counting.
  if (flat.length <= limit) return flat;
  if (ONE_UNIT_GRAPHEMES.test(flat)) return `${flat.slice(0, limit).trimEnd()}${CUT_ELLIPSIS}`;
  let count = 0;
  let end = 0;
  for (const g of graphemes ? graphemes(flat) : flat) {
    const size = graphemes ? codePointCount(g) : 1;
    if (count + size > limit) break;
    count += size;
    end += g.length;
  }
  if (end === flat.length) return flat;
  return `${flat.slice(0, end).trimEnd()}${CUT_ELLIPSIS}`;
}

export function cutFeedText(text: string): string {
  return cutText(text, FEED_CUT);
}

export function cutBoothIntro(text: string): string {
  return cutText(text, BOOTH_INTRO_CUT);
}
