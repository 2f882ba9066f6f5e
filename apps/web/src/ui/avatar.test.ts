import { describe, expect, it } from 'vitest';
import { AVATAR_COLORS, avatarColor, avatarInitials } from './avatar-color';

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
