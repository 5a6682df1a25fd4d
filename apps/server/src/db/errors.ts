/** True when PostgreSQL (or PGlite) reports a unique-constraint violation, possibly wrapped by drizzle. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const pgErr = e as { code?: string; constraint?: string; message?: string };
    if (pgErr.code === '23505') {
      return !constraint || pgErr.constraint === constraint || (pgErr.message ?? '').includes(constraint);
    }
  }
  return false;
}

/**
 * True for PostgreSQL's class 22 "data exception" (invalid text representation, datetime field
 * out of range, character not in repertoire, numeric value out of range…), possibly wrapped by
 * drizzle: the database refused a value that came from outside.
 */
export function isDataException(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return true;
  }
  return false;
}
