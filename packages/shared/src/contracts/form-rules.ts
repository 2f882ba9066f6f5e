import type { z } from 'zod';
import { ERRORS, type ErrorCode } from '../errors.js';

/**
 * Form rules that the web checks before sending and the server checks again, written once as zod
 * refinements. Each issue carries what both sides need: the server's error code and summary, the
 * Korean field message the server sends, and the i18n key the web shows instead when it has one.
 */
export interface RuleParams {
  code: ErrorCode;
  /** The fail body's message; the catalogue's message for `code` when absent. */
  summary?: string;
  /** The web's translation key for the field message (`ns:key`); the web falls back to `message`. */
  i18n?: string;
  /**
   * Issues reported together: "fill in every required field" names all missing fields at once,
   * while any other refusal names only the first problem, as a sequence of checks would.
   */
  together?: boolean;
}

export interface RuleIssue extends RuleParams {
  path: (string | number)[];
  message: string;
}

/** Adds one rule issue to a refinement or transform context. */
export function addRuleIssue(ctx: z.RefinementCtx, issue: RuleIssue): void {
  const { path, message, ...params } = issue;
  ctx.addIssue({ code: 'custom', path, message, params });
}

type Issue = z.core.$ZodIssue;

const paramsOf = (issue: Issue): Partial<RuleParams> =>
  issue.code === 'custom' ? ((issue.params ?? {}) as Partial<RuleParams>) : {};

const fieldOf = (issue: Issue) => issue.path.map(String).join('.') || '_';

export interface RuleFailure {
  code: ErrorCode;
  message: string;
  fields: Record<string, string>;
}

/**
 * What the server answers for a refused form: the first issue's code and summary, with the field
 * messages of every issue reported together with it, or of the first issue alone.
 */
export function ruleFailure(issues: readonly Issue[]): RuleFailure {
  const first = issues[0];
  const head = first ? paramsOf(first) : {};
  const code = head.code ?? 'VALIDATION';
  const fields: Record<string, string> = {};
  const reported = head.together
    ? issues.filter((i) => {
        const p = paramsOf(i);
        return p.together && p.code === head.code && p.summary === head.summary;
      })
    : issues.slice(0, 1);
  for (const issue of reported) fields[fieldOf(issue)] ??= issue.message;
  return { code, message: head.summary ?? ERRORS[code].message, fields };
}

/**
 * What the web shows next to its fields: every issue at once, the first per field, through the
 * i18n key when the issue has one (`translate` is i18next's `t`).
 */
export function ruleFieldErrors(
  issues: readonly Issue[],
  translate: (key: string) => string,
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = paramsOf(issue).i18n;
    fields[fieldOf(issue)] ??= key ? translate(key) : issue.message;
  }
  return fields;
}
