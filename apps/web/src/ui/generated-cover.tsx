import { domains } from '@sidequest/shared';
import type { CSSProperties } from 'react';
import { nicknameHash } from './avatar-color';
import styles from './generated-cover.module.css';

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

/** The cover's look for a record: the same key (a record's number) always gives the same cover. */
export function coverStyle(key: string | number): CSSProperties {
  const h = nicknameHash(String(key));
  const [from, to] = COVER_GRADIENTS[h % COVER_GRADIENTS.length] ?? COVER_GRADIENTS[0];
  // Two translucent discs placed by the hash make each cover of one colour still differ.
  const x = 10 + (Math.floor(h / 8) % 80);
  const y = 10 + (Math.floor(h / 640) % 80);
  return {
    background: [
      `radial-gradient(circle at ${x}% ${y}%, rgb(255 255 255 / 0.55) 0 18%, transparent 18.5%)`,
      `radial-gradient(circle at ${100 - x}% ${100 - y}%, rgb(255 255 255 / 0.3) 0 28%, transparent 28.5%)`,
      `linear-gradient(${135 + (h % 4) * 30}deg, ${from}, ${to})`,
    ].join(', '),
  };
}

/** A domain's emoji (reference 3.1) for a generated cover; 🧩 when the record has none. */
export function domainEmoji(code: string | null | undefined): string {
  return domains.has(code) ? domains.get(code).emoji : '🧩';
}

export interface GeneratedCoverProps {
  /** What makes the cover stable, usually the record's number. */
  seed: string | number;
  /** The record's emoji (a domain's from reference 3.1, a magazine category's). */
  emoji: string;
  /** The emoji's size; the cover itself fills its box. */
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

/**
 * A cover for a record without a picture: a gradient by its number and its emoji, so a list of
 * new projects, booths and articles reads as content rather than grey boxes. Decorative.
 */
export function GeneratedCover({ seed, emoji, size = 'md', className }: GeneratedCoverProps) {
  return (
    <span
      className={[styles.cover, styles[size], className ?? ''].filter(Boolean).join(' ')}
      style={coverStyle(seed)}
      aria-hidden="true"
      data-testid="generated-cover"
    >
      <span className={styles.emoji}>{emoji}</span>
    </span>
  );
}
