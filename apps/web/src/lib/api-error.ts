/**
 * A failed call, whatever the cause: the server's coded failure (`{ result: 'fail', code,
 * message, fields }`), a reply that is not our JSON, or no reply at all (network → E004).
 * `message` is always Korean and fit to show to the user.
 */
export class ApiError extends Error {
  readonly code: string;
  /** HTTP status; 0 when no response arrived. */
  readonly status: number;
  /** Per-field Korean messages, keyed by the body's field names. */
  readonly fields: Record<string, string>;

  constructor(code: string, message: string, status: number, fields: Record<string, string> = {}) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.fields = fields;
  }

  get isNetwork(): boolean {
    return this.status === 0;
  }

  get isUnauthorized(): boolean {
    return this.code === 'E001';
  }
}

export function isApiError(err: unknown): err is ApiError {
  return err instanceof ApiError;
}
