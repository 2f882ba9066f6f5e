import { describe, expect, it } from 'vitest';
import { readRatio } from './read-ratio';

describe('readRatio', () => {
  it('is 0 while the body starts below the screen', () => {
    expect(readRatio({ top: 1200, height: 2000 }, 800)).toBe(0);
  });

  it('counts the part of the body above the viewport bottom', () => {
    // The body starts 200px down a 800px screen: 600 of 2000px are in view or passed.
    expect(readRatio({ top: 200, height: 2000 }, 800)).toBeCloseTo(0.3);
    // Scrolled on: the body's top is 400px above the screen.
    expect(readRatio({ top: -400, height: 2000 }, 800)).toBeCloseTo(0.6);
  });

  it('reaches exactly half when half the body has passed the bottom edge', () => {
    expect(readRatio({ top: -200, height: 2000 }, 800)).toBe(0.5);
  });

  it('clamps to 1 once the body has scrolled by', () => {
    expect(readRatio({ top: -5000, height: 2000 }, 800)).toBe(1);
  });

  it('counts a short body fully on screen as read', () => {
    expect(readRatio({ top: 100, height: 300 }, 800)).toBe(1);
  });

  it('is 0 for a body with no height', () => {
    expect(readRatio({ top: -100, height: 0 }, 800)).toBe(0);
  });
});
