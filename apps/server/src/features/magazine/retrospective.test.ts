import { magazineApi, RETROSPECTIVE_QUESTIONS, retrospectiveTemplateHtml } from '@sidequest/shared';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error.js';
import { checkRetrospective } from './articles.js';

const input = (overrides: Record<string, unknown> = {}) =>
  magazineApi.ZArticleInput.parse({
    category: '22',
    title: '회고를 써 봤어요',
    body: '',
    retro_product: '하루한줄',
    retro_start: '2026-01-01',
    retro_end: '2026-03-01',
    ...overrides,
  });
const answered = RETROSPECTIVE_QUESTIONS.map(
  (q) => `<h2>${q.heading}</h2><p>직접 적은 답이 충분히 길게 들어 있어요.</p>`,
).join('');
const codeOf = (fn: () => void) => {
  try {
    fn();
    return null;
  } catch (err) {
    return err instanceof AppError ? err.code : 'other';
  }
};

describe('checkRetrospective', () => {
  it('accepts every question answered with the product and period', () => {
    expect(codeOf(() => checkRetrospective(input(), answered))).toBeNull();
  });
  it('refuses the untouched template, a missing question, a missing product or a reversed period', () => {
    expect(codeOf(() => checkRetrospective(input(), retrospectiveTemplateHtml()))).toBe(
      'TEMPLATE_INCOMPLETE',
    );
    expect(codeOf(() => checkRetrospective(input(), answered.replace(/<h2>[^<]*<\/h2>/, '')))).toBe(
      'TEMPLATE_INCOMPLETE',
    );
    expect(codeOf(() => checkRetrospective(input({ retro_product: null }), answered))).toBe('VALIDATION');
    expect(codeOf(() => checkRetrospective(input({ retro_start: '2026-05-01' }), answered))).toBe(
      'VALIDATION',
    );
  });
});
