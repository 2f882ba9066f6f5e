import { describe, expect, it } from 'vitest';
import { skillName, skillOptionLabel, skillTags } from './skills.js';

describe('skill names', () => {
  it('shows one canonical name per technology', () => {
    expect(skillName('react')).toBe('React');
    expect(skillName('typescript')).toBe('TypeScript');
    expect(skillName('php')).toBe('PHP');
    expect(skillName('no-such-tag')).toBe('no-such-tag');
    for (const tag of skillTags.items) expect(skillName(tag.code)).not.toMatch(/^[가-힣]+$/);
  });

  it('keeps the Korean name in pickers so typing it still finds the tag', () => {
    expect(skillOptionLabel(skillTags.get('react'))).toBe('React (리액트)');
    expect(skillOptionLabel(skillTags.get('php'))).toBe('PHP');
  });
});
