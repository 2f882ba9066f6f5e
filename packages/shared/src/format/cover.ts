import { nicknameHash } from './avatar.js';

/**
 * Soft two-stop backgrounds for covers. Only an emoji sits on them (no text), so they are
 * chosen to look good together with the brand violet rather than for text contrast.
 */
export const COVER_GRADIENTS = [
  ['#e7e0ff', '#b9a8ff'], // lavender
  ['#dbeafe', '#93c5fd'], // sky
  ['#ccfbf1', '#5eead4'], // mint
  ['#ffedd5', '#fdba74'], // apricot
  ['#fce7f3', '#f9a8d4'], // blossom
  ['#ecfccb', '#bef264'], // lime
  ['#fef3c7', '#fcd34d'], // honey
  ['#e0f2fe', '#a5b4fc'], // dusk
] as const;

/**
 * A generated cover's CSS background for a record: the same key (a record's number) always gives the
 * same cover. The web's GeneratedCover and the server's first view of /quest (seo/first-views/) both
 * draw it.
 */
export function coverBackground(key: string | number): string {
  const h = nicknameHash(String(key));
  const [from, to] = COVER_GRADIENTS[h % COVER_GRADIENTS.length] ?? COVER_GRADIENTS[0];
  // Two translucent discs placed by the hash make each cover of one colour still differ.
  const x = 10 + (Math.floor(h / 8) % 80);
  const y = 10 + (Math.floor(h / 640) % 80);
  return [
    `radial-gradient(circle at ${x}% ${y}%, rgb(255 255 255 / 0.55) 0 18%, transparent 18.5%)`,
    `radial-gradient(circle at ${100 - x}% ${100 - y}%, rgb(255 255 255 / 0.3) 0 28%, transparent 28.5%)`,
    `linear-gradient(${135 + (h % 4) * 30}deg, ${from}, ${to})`,
  ].join(', ');
}

/** A cover-less article's emoji, by its magazine category (the catalogue has no emoji of its own). */
const ARTICLE_EMOJI: Record<string, string> = {
  '08': '🧭',
  '09': '❓',
  '11': '🚧',
  '12': '📣',
  '13': '📦',
  '14': '🚀',
  '21': '📝',
  '22': '🔍',
  '23': '📢',
  '24': '🏆',
};

export function articleCoverEmoji(category: string | null | undefined): string {
  return (category && ARTICLE_EMOJI[category]) || '📖';
}
