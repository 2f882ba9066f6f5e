/**
 * Reserved nicknames: names that would let a member pass for the operator (운영자, 관리자,
 * 사이드퀘스트 공식, admin, staff …). The format rule (2–12 characters) lives with the auth
 * contract; this file only answers "could readers mistake this name for us?".
 *
 * Both sides are folded before comparing, so look-alike spellings meet their original:
 * NFKC (full-width ａｄｍｉｎ, 𝐚𝐝𝐦𝐢𝐧), lower case, accents dropped, Cyrillic/Greek look-alike
 * letters to Latin, digits that read as letters (0→o, 1→i, 3→e …), l and | to i, rn to m.
 * Digits and `_` at the ends are ignored (admin123, _운영자_). Hangul jamo look-alikes are out of
 * scope.
 *
 * Two kinds of reserved words:
 * - "strong" words are refused anywhere inside a name (시간관리자, sidequest_fan): nobody types
 *   운영자 or the brand by accident.
 * - "plain" words are refused when they stand as a part of their own — the whole name, or a
 *   part cut off by `_`, a digit or a change between Hangul and Latin letters — or when a part is
 *   made only of reserved words and small modifiers (the_admin, superadmin, 공식매니저). Inside
 *   an ordinary word they are fine: adminton, ecosystem, 김매니저, 수학공식.
 */

/** Refused wherever they appear. Kept distinctive so that innocent words do not contain them. */
const STRONG_WORDS = [
  '사이드퀘스트',
  '싸이드퀘스트',
  '사이드퀘',
  'sidequest',
  '운영자',
  '운영팀',
  '운영진',
  '관리자',
  '관리팀',
  '고객센터',
  '고객지원팀',
  'administrator',
];

/** Refused as a part of their own, or combined only with other reserved words and modifiers. */
const PLAIN_WORDS = [
  'admin',
  'official',
  'staff',
  'manager',
  'system',
  'root',
  'operator',
  'moderator',
  'support',
  'helpdesk',
  'webmaster',
  'sysadmin',
  'sysop',
  'superuser',
  '운영',
  '관리',
  '공식',
  '매니저',
  '스태프',
  '스탭',
  '어드민',
  '오피셜',
  '시스템',
  '고객지원',
  '상담원',
  '사퀘',
];

/** Words that only make a reserved word sound more official; never reserved on their own. */
const MODIFIERS = [
  'the',
  'real',
  'team',
  'super',
  'head',
  'chief',
  'main',
  'sq',
  'kr',
  'korea',
  '팀',
  '진짜',
  '본사',
  '담당',
  '대표',
  '총괄',
  '센터',
];

/** Cyrillic and Greek letters (lower case) that look like Latin ones. */
const LOOK_ALIKES: Record<string, string> = {
  а: 'a',
  в: 'b',
  е: 'e',
  ё: 'e',
  г: 'r',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  п: 'n',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  ь: 'b',
  ѕ: 's',
  і: 'i',
  ї: 'i',
  ј: 'j',
  һ: 'h',
  ԁ: 'd',
  ԛ: 'q',
  ԝ: 'w',
  ӏ: 'i',
  α: 'a',
  β: 'b',
  γ: 'y',
  ε: 'e',
  ζ: 'z',
  η: 'n',
  ι: 'i',
  κ: 'k',
  μ: 'u',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
  ω: 'w',
  ı: 'i',
  ɑ: 'a',
  ɡ: 'g',
};

/** Digits that read as letters; other digits separate parts. */
const DIGIT_LETTERS: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '8': 'b',
  '9': 'g',
};

/** Anything that is not a letter (after folding) separates parts: `_`, spaces, dots, leftover digits. */
const SEPARATOR = /[^\p{L}]+/gu;
const EDGE_NOISE = /^[\s_\-.·\d]+|[\s_\-.·\d]+$/gu;

/** Case, width, accents and look-alike letters, leaving digits and separators in place. */
function foldLetters(text: string): string {
  const plain = text
    .normalize('NFKC')
    .toLowerCase()
    .normalize('NFKD')
    // Only combining accents: Hangul syllables decompose too and are put back together below.
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC');
  let out = '';
  for (const ch of plain) out += LOOK_ALIKES[ch] ?? ch;
  return out.replace(/[l|]/g, 'i').replace(/rn/g, 'm').replace(/vv/g, 'w');
}

function foldDigits(text: string): string {
  return text.replace(/[0-9]/g, (d) => DIGIT_LETTERS[d] ?? ' ');
}

/** A reserved word itself, folded the same way as a nickname. */
function foldWord(word: string): string {
  return foldDigits(foldLetters(word)).replace(SEPARATOR, '');
}

const STRONG = STRONG_WORDS.map(foldWord);
const PLAIN = new Set(PLAIN_WORDS.map(foldWord));
const PIECES = [...new Set([...STRONG, ...PLAIN, ...MODIFIERS.map(foldWord)])];
const RESERVED_PIECES = new Set([...STRONG, ...PLAIN]);

/** Whether `part` is made only of reserved words and modifiers, with at least one reserved word. */
function isComposedOfReserved(part: string): boolean {
  if (part === '') return false;
  // best[i]: the prefix of length i can be cut into pieces; true when one of them is reserved.
  const best: (boolean | undefined)[] = new Array(part.length + 1);
  best[0] = false;
  for (let i = 0; i < part.length; i++) {
    const sofar = best[i];
    if (sofar === undefined) continue;
    for (const piece of PIECES) {
      if (!part.startsWith(piece, i)) continue;
      const next = sofar || RESERVED_PIECES.has(piece);
      const end = i + piece.length;
      if (best[end] !== true) best[end] = next;
    }
  }
  return best[part.length] === true;
}

/** Parts of a folded name: cut at separators and wherever Hangul meets Latin (admin김 → admin, 김). */
function parts(folded: string): string[] {
  return folded
    .replace(/(\p{Script=Hangul})(?=[a-z])|([a-z])(?=\p{Script=Hangul})/gu, '$1$2 ')
    .split(SEPARATOR)
    .filter(Boolean);
}

function reservedVariant(folded: string): boolean {
  const compact = folded.replace(SEPARATOR, '');
  if (compact === '') return false;
  if (STRONG.some((w) => compact.includes(w))) return true;
  if (isComposedOfReserved(compact)) return true;
  return parts(folded).some((p) => PLAIN.has(p) || isComposedOfReserved(p));
}

/**
 * Whether a nickname could be taken for the operator or the service itself. Case-insensitive and
 * look-alike-insensitive; see the file comment for exactly what counts.
 */
export function isReservedNickname(nickname: string): boolean {
  const letters = foldLetters(nickname.trim());
  // Digits at the ends are either a number tacked on (admin123) or a letter in disguise (0fficial):
  // both readings are checked.
  const stripped = foldDigits(letters.replace(EDGE_NOISE, ''));
  const disguised = foldDigits(letters).replace(EDGE_NOISE, '');
  return reservedVariant(stripped) || reservedVariant(disguised);
}
