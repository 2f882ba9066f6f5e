import type { BodyOf, profileApi } from '@sidequest/shared';
import { isApiError } from '../../lib/api';

export type Errors = Record<string, string>;
export type ResumeBody = BodyOf<typeof profileApi.makeResume>;

/** Form state holds plain strings; the server checks every code against its catalogue. */
export const asBody = (body: Record<string, unknown>) => body as ResumeBody;

/** Field messages from a failed save, and the message for the form as a whole. */
export function failure(err: unknown): { fields: Errors; message: string } {
  if (isApiError(err)) return { fields: err.fields, message: err.message };
  return { fields: {}, message: String(err) };
}
