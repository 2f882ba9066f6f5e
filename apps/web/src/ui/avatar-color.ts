/**
 * Generated avatars: initials on a colour derived from the nickname, so the same person has
 * the same colour everywhere. Every colour carries white text at AA contrast (≥ 4.7:1).
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
