import { ERRORS, type ErrorCode } from '@sidequest/shared';

/** A failure with a catalogue code. Services throw it; the error plugin turns it into the fail body. */
export class AppError extends Error {
  readonly status: number;
  /** Fastify plugins (rate limit) read `statusCode` from what they throw. */
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message ?? ERRORS[code].message);
    this.status = ERRORS[code].status;
    this.statusCode = this.status;
  }
}

export const fail = (code: ErrorCode, message?: string, fields?: Record<string, string>) =>
  new AppError(code, message, fields);
