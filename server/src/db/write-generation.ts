/**
 * A counter per opened database that moves on every write made through it, so short-lived read caches (sessions,
 * the signed-in user, dashboard answers: see http/read-cache.ts) can tell that what they hold may be out of date
 * without knowing which table a write touched. It moves when a data-changing statement is sent (drizzle's query
 * hook sees every statement, in transactions too) and again when a transaction ends, so a read that ran while a
 * write was in flight is never kept. Writes made by another process (a second instance on the same PostgreSQL)
 * are not seen here: the caches bound that by a short time to live.
 */
export class WriteGeneration {
  private value = 0;

  get current(): number {
    return this.value;
  }

  bump(): void {
    this.value += 1;
  }

  /** Called with each statement's text before it runs. */
  noteStatement(text: string): void {
    if (!isReadOnly(text)) this.bump();
  }
}

/** A SELECT (or a WITH that only selects) changes nothing; anything else may. Advisory-lock calls are SELECTs. */
export function isReadOnly(text: string): boolean {
  const head = text.trimStart().slice(0, 6).toLowerCase();
  if (head === 'select') return true;
  if (head.startsWith('with')) return !/\b(insert|update|delete)\b/i.test(text);
  return false;
}
