import { convertHangulToQwerty, convertQwertyToHangul } from 'es-hangul';
import { isChoseongQuery, normalizeSearchText, parseSearchQuery, type SearchQuery } from './korean.js';
import { techTermOf } from './tech-aliases.js';

/**
 * The one search's reading of what a person typed (korean.ts holds the keys it is matched
 * against). Each word of the query becomes a few alternatives, any of which may match:
 *
 * - the word without a trailing particle (리액트를 → 리액트, 서울에서 → 서울), so a particle never
 *   breaks a match; the stem keeps two syllables or more (사과, 아이 stay whole);
 * - the word as typed on the other 두벌식 layout: `fldorxm` → 리액트 (Latin that spells complete
 *   Hangul syllables), `ㄱㄷㅁㅊㅅ` → react (jamo that spell Latin letters);
 * - every name of a technology the word names (리액트 ↔ React ↔ reactjs, tech-aliases.ts).
 *
 * The words are ANDed, a word's alternatives ORed. Caps keep a query's SQL small.
 */
export interface OneSearchPlan {
  words: SearchQuery[][];
}

export const ONE_SEARCH_MAX_WORDS = 4;
export const ONE_SEARCH_MAX_ALTERNATIVES = 8;

/** Particles, longest first so 에서 wins over 서 and 으로 over 로. */
const PARTICLES = ['에서', '으로', '은', '는', '이', '가', '을', '를', '의', '에', '로', '와', '과', '도'];
const SYLLABLES = /^[가-힣]+$/;
const HAS_JAMO = /[ㄱ-ㅣ]/;
const LATIN = /^[a-z]+$/;

/** The word without one trailing particle, when two syllables or more remain. */
export function stripParticle(word: string): string {
  if (!SYLLABLES.test(word)) return word;
  for (const p of PARTICLES) {
    if (word.endsWith(p) && word.length - p.length >= 2) return word.slice(0, -p.length);
  }
  return word;
}

/** What the word would be on the other keyboard layout, when that reads as a word; else null. */
export function otherLayout(word: string): string | null {
  if (LATIN.test(word)) {
    const hangul = convertQwertyToHangul(word);
    return SYLLABLES.test(hangul) && hangul.length >= 2 ? hangul : null;
  }
  // Whole syllables are Korean as meant; only jamo typed on the wrong layout reads as Latin, and
  // only as a word with a vowel in it (ㄱㄷㅁㅊㅅ → react; ㄱㄱㅂ → rrq is a 초성 search, not a word).
  if (HAS_JAMO.test(word)) {
    const latin = convertHangulToQwerty(word);
    return LATIN.test(latin) && latin.length >= 2 && /[aeiou]/.test(latin) ? latin : null;
  }
  return null;
}

function alternativesOf(word: string): string[] {
  const texts = new Set<string>();
  const add = (t: string) => {
    const stem = stripParticle(t);
    texts.add(stem);
    for (const name of techTermOf(stem)?.names ?? []) texts.add(normalizeSearchText(name));
  };
  // A 초성 word is searched as 초성 too (ㅅㅇㄷ); a word of other jamo only as the other layout.
  if (!HAS_JAMO.test(word) || isChoseongQuery(word)) add(word);
  const other = otherLayout(word);
  if (other) add(other);
  // A text that contains another alternative finds nothing that one does not (reactjs ⊂ react).
  const all = [...texts];
  return all.filter(
    (t) => isChoseongQuery(t) || !all.some((u) => u !== t && !isChoseongQuery(u) && t.includes(u)),
  );
}

export function planOneSearch(raw: string): OneSearchPlan {
  const words = normalizeSearchText(raw).split(' ').filter(Boolean).slice(0, ONE_SEARCH_MAX_WORDS);
  const plan: SearchQuery[][] = [];
  for (const word of words) {
    const alts = alternativesOf(word)
      .map((t) => parseSearchQuery(t))
      .filter((q) => q.grams.length > 0)
      .slice(0, ONE_SEARCH_MAX_ALTERNATIVES);
    if (alts.length > 0) plan.push(alts);
  }
  return { words: plan };
}
