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
