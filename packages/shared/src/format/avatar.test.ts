import { describe, expect, it } from 'vitest';
import { AVATAR_COLORS, avatarBackground, avatarColor, avatarInitials } from './avatar.js';

describe('generated avatars', () => {
  it('uses one Hangul syllable or up to two Latin initials', () => {
    expect(avatarInitials('김메이커')).toBe('김');
    expect(avatarInitials('maker_kim')).toBe('MK');
    expect(avatarInitials('sidequest')).toBe('S');
    expect(avatarInitials('  ')).toBe('?');
  });

  it('derives a stable colour from the nickname', () => {
    expect(avatarColor('김메이커')).toBe(avatarColor('김메이커'));
    expect(AVATAR_COLORS).toContain(avatarColor('maker_kim'));
    const spread = new Set(['가', '나', '다', '라', '마', '바', '사', '아', '자', '차'].map(avatarColor));
    expect(spread.size).toBeGreaterThan(3);
  });
});

describe('the default picture', () => {
  it('is a gradient of two different palette colours, stable per nickname', () => {
    const bg = avatarBackground('데모메이커');
    expect(bg).toBe(avatarBackground('데모메이커'));
    const colours = bg.match(/#[0-9a-f]{6}/g) ?? [];
    expect(colours).toHaveLength(2);
    expect(colours[0]).not.toBe(colours[1]);
    for (const c of colours) expect(AVATAR_COLORS).toContain(c);
    const names = ['가람', '나래', '다온', '라온', '마루', '바다', '사랑', '아라', '자람', '차오름'];
    expect(new Set(names.map(avatarBackground)).size).toBeGreaterThanOrEqual(8);
  });
});
