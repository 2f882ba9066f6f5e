import { describe, expect, it } from 'vitest';
import { ruleFailure, ruleFieldErrors } from './form-rules.js';
import { applyAnswersSchema } from './project-team.js';

const QUESTIONS = ['어떤 역할을 맡고 싶나요?', '주에 몇 시간 쓸 수 있나요?'];
const schema = applyAnswersSchema(QUESTIONS);

describe('applyAnswersSchema', () => {
  it('keeps one trimmed answer per question, in question order', () => {
    const result = schema.safeParse({
      answers: [
        { question: QUESTIONS[1], answer: ' 10시간 ' },
        { question: QUESTIONS[0], answer: '프론트엔드' },
      ],
    });
    expect(result.data).toEqual([
      { question: QUESTIONS[0], answer: '프론트엔드' },
      { question: QUESTIONS[1], answer: '10시간' },
    ]);
  });

  it('matches an answer by position when its question text differs', () => {
    const result = schema.safeParse({
      answers: [
        { question: '바뀐 질문', answer: '디자인' },
        { question: '또 바뀐 질문', answer: '5시간' },
      ],
    });
    expect(result.data?.map((a) => a.answer)).toEqual(['디자인', '5시간']);
  });

  it('refuses an answer that still carries the question text', () => {
    const result = schema.safeParse({
      answers: [
        { question: QUESTIONS[0], answer: `${QUESTIONS[0]} 프론트엔드` },
        { question: QUESTIONS[1], answer: '10시간' },
      ],
    });
    expect(result.success).toBe(false);
    expect(ruleFailure(result.error!.issues)).toEqual({
      code: 'ANSWERS_REQUIRED',
      message: '질문마다 답을 적어 주세요. 질문 문구를 그대로 두면 보낼 수 없어요.',
      fields: { 'answers.0': '답을 적어 주세요.' },
    });
  });

  it('refuses a blank or missing answer', () => {
    const result = schema.safeParse({ answers: [{ question: QUESTIONS[0], answer: '   ' }] });
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['answers.0', 'answers.1']);
  });

  it('names only the first unanswered question to the server', () => {
    const result = schema.safeParse({ answers: [] });
    expect(ruleFailure(result.error!.issues).fields).toEqual({ 'answers.0': '답을 적어 주세요.' });
  });

  it('names every unanswered question to the form, by translation key', () => {
    const result = schema.safeParse({ answers: [] });
    expect(ruleFieldErrors(result.error!.issues, (k) => `t(${k})`)).toEqual({
      'answers.0': 't(project:team.apply.answer_required)',
      'answers.1': 't(project:team.apply.answer_required)',
    });
  });

  it('takes no answers when there are no questions', () => {
    expect(applyAnswersSchema([]).safeParse({ answers: [] }).data).toEqual([]);
  });
});
