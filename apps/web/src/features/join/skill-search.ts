import { skillTags } from '@sidequest/shared';

export type SkillTag = (typeof skillTags.items)[number];

const CHOSEONG = 'ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ';
const SYLLABLE_FIRST = 0xac00;
const SYLLABLE_LAST = 0xd7a3;
/** Syllables per initial consonant: 21 vowels × 28 finals. */
const PER_INITIAL = 588;
const CHOSEONG_ONLY = /^[ㄱ-ㅎ]+$/;

/** The 초성 of each Hangul syllable; other characters stay as they are (리액트 → ㄹㅇㅌ). */
export function toChoseong(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    out +=
      code >= SYLLABLE_FIRST && code <= SYLLABLE_LAST
        ? CHOSEONG[Math.floor((code - SYLLABLE_FIRST) / PER_INITIAL)]
        : ch;
  }
  return out;
}

const squash = (s: string) =>
  s
    .normalize('NFC')
    .toLowerCase()
    .replace(/[\s.\-_/]/g, '');

/**
 * Skill tags matching what the member typed: Korean or English label, the code, or 초성
 * (ㄹㅇㅌ finds 리액트). Tags whose label starts with the term come first.
 */
export function searchSkills(term: string, tags: readonly SkillTag[] = skillTags.items): SkillTag[] {
  const q = squash(term);
  if (q === '') return [...tags];
  const cho = CHOSEONG_ONLY.test(q);
  const scored: { tag: SkillTag; rank: number; i: number }[] = [];
  tags.forEach((tag, i) => {
    const keys = [squash(tag.label), squash(tag.englishLabel), tag.code];
    const haystack = cho ? [toChoseong(squash(tag.label))] : keys;
    if (haystack.some((k) => k.startsWith(q))) scored.push({ tag, rank: 0, i });
    else if (haystack.some((k) => k.includes(q))) scored.push({ tag, rank: 1, i });
  });
  return scored.sort((a, b) => a.rank - b.rank || a.i - b.i).map((s) => s.tag);
}
