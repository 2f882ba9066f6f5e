import { describe, expect, it } from 'vitest';
import { LEVELS, levelForExp, levelInfo, levelProgress, MAX_LEVEL, nextLevel } from './levels.js';

describe('levels', () => {
  it('has ten levels with rising thresholds, starting at 0', () => {
    expect(LEVELS.map((l) => l.minExp)).toEqual([0, 100, 300, 600, 1000, 1500, 2200, 3000, 4000, 5500]);
    expect(LEVELS.map((l) => l.level)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(MAX_LEVEL).toBe(10);
    for (const l of LEVELS) expect(l.name).toMatch(/[가-힣]/);
    expect(new Set(LEVELS.map((l) => l.name)).size).toBe(10);
  });

  it('finds the level on and around each threshold', () => {
    expect(levelForExp(0).level).toBe(1);
    expect(levelForExp(99).level).toBe(1);
    expect(levelForExp(100).level).toBe(2);
    expect(levelForExp(299).level).toBe(2);
    expect(levelForExp(300).level).toBe(3);
    expect(levelForExp(2199).level).toBe(6);
    expect(levelForExp(2200).level).toBe(7);
    expect(levelForExp(5499).level).toBe(9);
    expect(levelForExp(5500).level).toBe(10);
    expect(levelForExp(1_000_000).level).toBe(10);
  });

  it('treats missing, negative and odd exp as 0', () => {
    for (const v of [null, undefined, -50, Number.NaN, Number.NEGATIVE_INFINITY]) {
      expect(levelForExp(v).level).toBe(1);
    }
    expect(levelForExp(100.9).level).toBe(2);
  });

  it('names the next level, none at the top', () => {
    expect(nextLevel(0)?.level).toBe(2);
    expect(nextLevel(150)?.minExp).toBe(300);
    expect(nextLevel(5500)).toBeNull();
  });

  it('reports progress towards the next level', () => {
    expect(levelProgress(0)).toMatchObject({ remaining: 100, percent: 0 });
    expect(levelProgress(200)).toMatchObject({ remaining: 100, percent: 50 });
    expect(levelProgress(9999)).toMatchObject({ next: null, remaining: 0, percent: 100 });
  });

  it('clamps level numbers', () => {
    expect(levelInfo(0).level).toBe(1);
    expect(levelInfo(11).level).toBe(10);
    expect(levelInfo(4).name).toBe(LEVELS[3]!.name);
  });
});
