import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { COVER_GRADIENTS } from '@sidequest/shared';
import { coverStyle, GeneratedCover } from './generated-cover';

afterEach(cleanup);

describe('generated covers', () => {
  it('are stable per record and spread over the palette', () => {
    expect(coverStyle(17)).toEqual(coverStyle(17));
    const looks = new Set(Array.from({ length: 40 }, (_, i) => String(coverStyle(i + 1).background)));
    expect(looks.size).toBe(40);
    const gradients = new Set(
      Array.from({ length: 40 }, (_, i) => String(coverStyle(i + 1).background).match(/#[0-9a-f]{6}/)?.[0]),
    );
    expect(gradients.size).toBeGreaterThanOrEqual(COVER_GRADIENTS.length - 2);
  });

  it('show the emoji and stay out of the accessibility tree', () => {
    render(<GeneratedCover seed={3} emoji="🚀" />);
    const cover = screen.getByTestId('generated-cover');
    expect(cover.getAttribute('aria-hidden')).toBe('true');
    expect(cover.textContent).toBe('🚀');
  });
});
