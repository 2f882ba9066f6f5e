import { coverBackground, domains } from '@sidequest/shared';
import type { CSSProperties } from 'react';

/** The cover's look for a record: the same key (a record's number) always gives the same cover. */
export function coverStyle(key: string | number): CSSProperties {
  return { background: coverBackground(key) };
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
      className={['gen-cover', `gen-cover-${size}`, className ?? ''].filter(Boolean).join(' ')}
      style={coverStyle(seed)}
      aria-hidden="true"
      data-testid="generated-cover"
    >
      <span className="gen-cover-emoji">{emoji}</span>
    </span>
  );
}
