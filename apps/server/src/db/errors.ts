interface PgErrorLike {
  code?: string;
  constraint?: string;
  cause?: { code?: string; constraint?: string };
}

/**
 * A Postgres unique violation (23505), optionally on one named constraint: the race past a
 * pre-check. Drizzle wraps the driver's error, so the code is read from `cause` when it has one.
 */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  const e = err as PgErrorLike | null | undefined;
  const pgErr = e?.cause?.code ? e.cause : e;
  return pgErr?.code === '23505' && (constraint === undefined || pgErr.constraint === constraint);
}
