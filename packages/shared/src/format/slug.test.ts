import { describe, expect, it } from 'vitest';
import { questSlug } from './slug.js';

describe('questSlug', () => {
  it.each([
    ['사이드 프로젝트, 어떻게 시작할까?', '사이드-프로젝트-어떻게-시작할까'],
    ['React + Node.js로 MVP 만들기 🚀', 'react-nodejs로-mvp-만들기'],
    ['[인터뷰] 1인 개발자의 2026년 회고!!', '인터뷰-1인-개발자의-2026년-회고'],
    ['  앞뒤   공백  ', '앞뒤-공백'],
    ['e-commerce 시작하기', 'e-commerce-시작하기'],
    ['기획 — 디자인 – 개발', '기획-디자인-개발'],
    ['"따옴표"와 \'작은따옴표\'', '따옴표와-작은따옴표'],
    ['Café 창업기', 'café-창업기'],
    ['Cafe\u0301 창업기', 'café-창업기'], // decomposed é is composed first
    ['LAUNCH Day', 'launch-day'],
  ])('%j → %j', (title, slug) => {
    expect(questSlug(title)).toBe(slug);
  });

  it('falls back to quest when nothing is left', () => {
    expect(questSlug('')).toBe('quest');
    expect(questSlug('?!...')).toBe('quest');
    expect(questSlug('🚀🎉')).toBe('quest');
    expect(questSlug('1️⃣')).toBe('1');
  });

  it('reads HTML as text first', () => {
    expect(questSlug('<p>R&amp;D <b>팀</b> 이야기</p>')).toBe('rd-팀-이야기');
    expect(questSlug('Tom &amp; Jerry')).toBe('tom-jerry');
  });

  it('leaves a plain title with < alone', () => {
    expect(questSlug('1 < 2 인가요')).toBe('1-2-인가요');
  });
});
