import { z } from 'zod';
import { addRuleIssue } from './form-rules.js';

/**
 * The apply body's answers checked against the leader's questions, for the dialog and the server
 * alike: every question gets an answer, matched by question text (or by position), trimmed. The
 * seed asks applicants to replace the questions with answers, so an answer that still carries the
 * question text unchanged (or nothing at all) is not an answer yet. Parses `{ answers }` into the
 * answers to store, one per question in question order; issues sit at `answers.{i}`.
 */
export function applyAnswersSchema(questions: readonly string[]) {
  // Lengths and characters are the contract's business; this is only the rule.
  const ZGiven = z.array(z.object({ question: z.string(), answer: z.string() }));
  return z.object({ answers: ZGiven }).transform(({ answers: given }, ctx) =>
    questions.map((question, i) => {
      const q = question.trim();
      const entry = given.find((g) => g.question.trim() === q) ?? given[i];
      const answer = (entry?.answer ?? '').trim();
      if (answer === '' || (q !== '' && answer.includes(q))) {
        addRuleIssue(ctx, {
          path: ['answers', i],
          message: '답을 적어 주세요.',
          code: 'ANSWERS_REQUIRED',
          i18n: 'project:team.apply.answer_required',
        });
      }
      return { question: q, answer };
    }),
  );
}
