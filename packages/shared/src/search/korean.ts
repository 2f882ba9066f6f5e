import { getChoseong } from 'es-hangul';

/**
 * Korean-aware search keys. Trigram indexes cannot serve 1–2 syllable terms (집, 맛집, 강남), and
 * people type 초성 (ㅅㅇㄷ) for names. So every searchable row also stores a set of "grams":
 * the character bigrams of each word, single-character words whole, every Hangul syllable on its
 * own (so a one-syllable word such as 집, 앱 or 책 is found inside 맛집, 앱을, 책방), and the bigrams
 * of each Hangul word's 초성. A query matches when the row holds all of the query's grams (GIN
 * `@>`); terms of three or more characters are then confirmed against the text (trigram index).
 */

const CHOSEONG_ONLY = /^[ㄱ-ㅎ]+$/;
const HANGUL_SYLLABLE = /[가-힣]/;
const ONE_SYLLABLE = /^[가-힣]$/;

/**
 * Whether a keyword can be searched by index: two characters or more once spaces are ignored (two
 * 초성 for a 초성 search), or one Hangul syllable. A single Latin letter, digit or 초성 would match
 * nearly everyone, so it is refused rather than answered slowly with everything.
 */
export function isSearchableKeyword(raw: string): boolean {
  const compact = normalizeSearchText(raw).replace(/\s+/g, '');
  return [...compact].length >= 2 || ONE_SYLLABLE.test(compact);
}

export function normalizeSearchText(text: string): string {
  return text.normalize('NFC').toLowerCase().replace(/\s+/g, ' ').trim();
}

function words(text: string): string[] {
  return normalizeSearchText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

function bigrams(word: string): string[] {
  const chars = [...word];
  if (chars.length === 1) return [word];
  const out: string[] = [];
  for (let i = 0; i + 1 < chars.length; i++) out.push(chars[i]! + chars[i + 1]!);
  return out;
}

/** The grams stored for a row (nickname, introduction, title ...). */
export function searchGrams(...texts: string[]): string[] {
  const grams = new Set<string>();
  for (const text of texts) {
    for (const word of words(text)) {
      for (const g of bigrams(word)) grams.add(g);
      if (HANGUL_SYLLABLE.test(word)) {
        for (const ch of word) if (HANGUL_SYLLABLE.test(ch)) grams.add(ch);
        const cho = getChoseong(word).replace(/[^ㄱ-ㅎ]/g, '');
        if (cho.length >= 2) for (const g of bigrams(cho)) grams.add(g);
      }
    }
  }
  return [...grams];
}

export function isChoseongQuery(term: string): boolean {
  return CHOSEONG_ONLY.test(term.replace(/\s+/g, ''));
}

export interface SearchQuery {
  /** The normalized term, for the trigram/ILIKE confirmation of 3+ character text terms. */
  text: string;
  /** Grams the row must all contain. Empty when the term is too short to search. */
  grams: string[];
  /** Whether a trigram (ILIKE) check should confirm adjacency: text terms of 3+ characters. */
  confirmWithText: boolean;
}

export function parseSearchQuery(raw: string): SearchQuery {
  const text = normalizeSearchText(raw);
  if (text === '') return { text, grams: [], confirmWithText: false };
  if (isChoseongQuery(text)) {
    const cho = text.replace(/\s+/g, '');
    return { text: cho, grams: cho.length >= 2 ? bigrams(cho) : [], confirmWithText: false };
  }
  const ws = words(text);
  const grams = [...new Set(ws.flatMap(bigrams))];
  return { text, grams, confirmWithText: [...text].length >= 3 && ws.length === 1 };
}
