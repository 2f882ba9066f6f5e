/**
 * Korean particles chosen by the word before them ("웹 프론트엔드로", "개발으로" never).
 *
 * es-hangul's `josa` decides by the last character alone, so a quoted label ('개발'), a digit
 * or a Latin tech name would get the wrong particle. We look through closing quotes and
 * brackets to the last sound and read digits and Latin letters the way they are said aloud.
 * It is kept free of imports because the web's i18next runs it on every text at first paint.
 */

export type JosaPair =
  | '이/가'
  | '을/를'
  | '은/는'
  | '으로/로'
  | '와/과'
  | '이에요/예요'
  | '이야/야'
  | '이나/나';

/** Closing marks we look through to find the word's last sound. */
const TRAILING = /[\s'"’”)\]}>》」』.…!?]+$/u;
const HANGUL_SYLLABLE = /[가-힣]/u;

/** How each digit is read: whether it ends in a final consonant and whether that is ㄹ. */
const DIGIT_SOUND: Record<string, Sound> = {
  '0': 'batchim', // 영
  '1': 'rieul', // 일
  '2': 'open', // 이
  '3': 'batchim', // 삼
  '4': 'open', // 사
  '5': 'open', // 오
  '6': 'batchim', // 육
  '7': 'rieul', // 칠
  '8': 'rieul', // 팔
  '9': 'open', // 구
};

type Sound = 'open' | 'batchim' | 'rieul';

function soundOfLatin(word: string): Sound {
  const w = word.toLowerCase();
  // Spoken endings: -l (엘, 콘솔) ends in ㄹ; -m, -n, -ng (스트림, 파이썬, 스프링) end closed.
  if (w.endsWith('l')) return 'rieul';
  if (/(m|n)$/.test(w)) return 'batchim';
  if (w.endsWith('ng')) return 'batchim';
  return 'open';
}

/** The last sound of a word as a Korean reader says it, or null when nothing readable ends it. */
function lastSound(word: string): Sound | null {
  const core = word.replace(TRAILING, '');
  const last = core.at(-1);
  if (!last) return null;
  if (HANGUL_SYLLABLE.test(last)) {
    const jong = (last.charCodeAt(0) - 0xac00) % 28;
    if (jong === 0) return 'open';
    return jong === 8 ? 'rieul' : 'batchim';
  }
  if (/[0-9]/.test(last)) return DIGIT_SOUND[last] ?? 'open';
  if (/[A-Za-z]/.test(last)) return soundOfLatin(core.match(/[A-Za-z]+$/)?.[0] ?? last);
  return null;
}

/** The particle of `pair` that follows `word`; an unreadable ending (an emoji) keeps both, "을(를)". */
export function josaFor(word: string, pair: JosaPair): string {
  const [first, second] = pair.split('/') as [string, string];
  // Every pair is written closed/open except 와/과, which Korean grammars write the other way round.
  const [closed, open] = pair === '와/과' ? [second, first] : [first, second];
  const sound = lastSound(word);
  if (sound === null) return `${closed}(${open})`;
  if (pair === '으로/로') return sound === 'batchim' ? closed : open;
  return sound === 'open' ? open : closed;
}

/** `word` followed by the right particle: withJosa('React', '을/를') → "React를". */
export function withJosa(word: string, pair: JosaPair): string {
  return word + josaFor(word, pair);
}

/**
 * The written-out alternatives a sentence may carry after a variable ("(으)로", "을(를)", "(이)가"),
 * each mapped to the pair it stands for. The order puts the longest marks first.
 */
const MARKS: ReadonlyArray<readonly [string, JosaPair]> = [
  ['(이)에요', '이에요/예요'],
  ['(으)로', '으로/로'],
  ['을(를)', '을/를'],
  ['를(을)', '을/를'],
  ['(을)를', '을/를'],
  ['(를)을', '을/를'],
  ['이(가)', '이/가'],
  ['가(이)', '이/가'],
  ['(이)가', '이/가'],
  ['은(는)', '은/는'],
  ['는(은)', '은/는'],
  ['(은)는', '은/는'],
  ['와(과)', '와/과'],
  ['과(와)', '와/과'],
  ['(와)과', '와/과'],
  ['(이)나', '이나/나'],
  ['(이)야', '이야/야'],
];

const escapeParens = (s: string) => s.replace(/[()]/g, '\\$&');
const MARK_PATTERN = new RegExp(MARKS.map(([m]) => escapeParens(m)).join('|'), 'gu');
const MARK_PAIR = new Map(MARKS);

/**
 * Replaces every written-out alternative in a finished sentence with the particle its preceding
 * word takes: "'개발'(으)로 바뀌었어요" → "'개발'로 바뀌었어요". Used as the web's i18next
 * post-processor and on server-built texts, so templates may keep the familiar (으)로 form.
 */
export function resolveJosa(text: string): string {
  if (!text.includes('(')) return text;
  return text.replace(MARK_PATTERN, (mark, offset: number) => {
    const pair = MARK_PAIR.get(mark);
    const before = text.slice(0, offset);
    if (!pair || lastSound(before) === null) return mark;
    return josaFor(before, pair);
  });
}
