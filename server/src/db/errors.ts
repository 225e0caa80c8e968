/** Postgres error code of the failure, looking through drizzle's DrizzleQueryError wrapper (which keeps it in `cause`). */
export function pgErrorCode(err: unknown): string | undefined {
  for (
    let e: unknown = err, depth = 0;
    e && typeof e === 'object' && depth < 4;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** A unique constraint or unique index refused the write (SQLSTATE 23505). */
export const isUniqueViolation = (err: unknown): boolean => pgErrorCode(err) === '23505';
