import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { addRuleIssue, ruleFailure, ruleFieldErrors } from './form-rules.js';

const ZPair = z.object({ a: z.string(), b: z.string() }).superRefine((v, ctx) => {
  if (!v.a)
    addRuleIssue(ctx, { path: ['a'], message: 'A를 적어 주세요.', code: 'VALIDATION', together: true });
  if (!v.b)
    addRuleIssue(ctx, { path: ['b'], message: 'B를 적어 주세요.', code: 'VALIDATION', together: true });
  if (v.a && v.a === v.b) {
    addRuleIssue(ctx, { path: ['b'], message: '달라야 해요.', code: 'INVALID_JOB', summary: '같아요.' });
  }
});
const issuesOf = (value: unknown) => ZPair.safeParse(value).error!.issues;

describe('ruleFailure', () => {
  it('names every issue reported together', () => {
    expect(ruleFailure(issuesOf({ a: '', b: '' }))).toEqual({
      code: 'VALIDATION',
      message: '입력한 내용을 다시 확인해 주세요.',
      fields: { a: 'A를 적어 주세요.', b: 'B를 적어 주세요.' },
    });
  });

  it('carries the summary and code of a single rule', () => {
    expect(ruleFailure(issuesOf({ a: 'x', b: 'x' }))).toEqual({
      code: 'INVALID_JOB',
      message: '같아요.',
      fields: { b: '달라야 해요.' },
    });
  });

  it('answers VALIDATION for a plain zod issue', () => {
    expect(ruleFailure(issuesOf({ a: 1, b: 'x' }))).toMatchObject({
      code: 'VALIDATION',
      fields: { a: expect.any(String) },
    });
  });
});

describe('ruleFieldErrors', () => {
  it('keeps the message of an issue without a translation key', () => {
    expect(ruleFieldErrors(issuesOf({ a: '', b: 'y' }), () => 'translated')).toEqual({
      a: 'A를 적어 주세요.',
    });
  });
});
