/**
 * Generated avatars: initials on a gradient derived from the nickname, so the same person has
 * the same picture everywhere and two members rarely share one. Every colour carries white text
 * at AA contrast (≥ 4.7:1), so the initials read on any point of the gradient.
 */
export const AVATAR_COLORS = [
  '#6c4cf5', // violet (brand)
  '#1f66c9', // blue
  '#0f7b6c', // teal
  '#c2410c', // burnt orange
  '#be185d', // raspberry
  '#4d7c0f', // olive green
  '#7c3aed', // purple
  '#b45309', // amber
  '#0e7490', // cyan
  '#9f1239', // wine
] as const;

/** FNV-1a over UTF-16 code units: stable across browsers and sessions. */
export function nicknameHash(nickname: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < nickname.length; i++) {
    h ^= nickname.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export function avatarColor(nickname: string): string {
  return AVATAR_COLORS[nicknameHash(nickname) % AVATAR_COLORS.length] as string;
}

const ANGLES = [135, 160, 200, 225] as const;

/**
 * The default picture: the nickname's colour flowing into a second palette colour (never the
 * same one), at one of four angles, with a soft highlight — 10 × 9 × 4 looks, by nickname.
 */
export function avatarBackground(nickname: string): string {
  const h = nicknameHash(nickname);
  const n = AVATAR_COLORS.length;
  const first = h % n;
  const second = (first + 1 + (Math.floor(h / n) % (n - 1))) % n;
  const angle = ANGLES[Math.floor(h / (n * (n - 1))) % ANGLES.length];
  return [
    'radial-gradient(circle at 30% 25%, rgb(255 255 255 / 0.28), transparent 55%)',
    `linear-gradient(${angle}deg, ${AVATAR_COLORS[first]}, ${AVATAR_COLORS[second]})`,
  ].join(', ');
}

const HANGUL = /[가-힣]/;

/**
 * One Hangul syllable (the way Korean apps show names: 김, 민), otherwise up to two Latin
 * letters or digits taken from word starts (maker_kim → MK, sidequest → S).
 */
export function avatarInitials(nickname: string): string {
  const name = nickname.trim();
  if (!name) return '?';
  const firstHangul = [...name].find((ch) => HANGUL.test(ch));
  if (firstHangul && HANGUL.test(name[0] ?? '')) return firstHangul;
  const words = name.split(/[\s_\-.]+/).filter(Boolean);
  const letters = words.map((w) => w[0] ?? '').join('');
  const out = (letters.length >= 2 ? letters.slice(0, 2) : (name[0] ?? '?')).toUpperCase();
  return out;
}
