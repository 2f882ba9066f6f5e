import { describe, expect, it } from 'vitest';
import { recruitingLabel, slotStatus } from './recruit.js';

describe('recruitingLabel', () => {
  it('labels open and closed recruiting', () => {
    expect(recruitingLabel(true)).toBe('[모집중]');
    expect(recruitingLabel(false)).toBe('[모집완료]');
  });
});

describe('slotStatus', () => {
  it('is open while seats are left', () => {
    expect(slotStatus({ jobLabel: '프론트엔드', filled: 0, total: 1 })).toBe('[모집중] 프론트엔드 0/1');
    expect(slotStatus({ jobLabel: '백엔드', filled: 1, total: 3 })).toBe('[모집중] 백엔드 1/3');
  });

  it('is complete when full', () => {
    expect(slotStatus({ jobLabel: '프론트엔드', filled: 1, total: 1 })).toBe('[모집완료] 프론트엔드 1/1');
  });

  it('follows the slot flag when given', () => {
    expect(slotStatus({ jobLabel: '디자이너', filled: 0, total: 2, isOpen: false })).toBe(
      '[모집완료] 디자이너 0/2',
    );
    expect(slotStatus({ jobLabel: '기획자', filled: 2, total: 2, isOpen: true })).toBe('[모집중] 기획자 2/2');
  });
});
