/**
 * A counter per opened database that moves on every write made through it, so short-lived read caches (sessions,
 * the signed-in user, dashboard answers: see db/read-cache.ts) can tell that what they hold may be out of date. It
 * moves when a data-changing statement is sent (drizzle's query hook sees every statement, in transactions too) and
 * again when a transaction ends, so a read that ran while a write was in flight is never kept. Each table written
 * by a plain INSERT, UPDATE or DELETE also has its own counter (`table(name)`), for a cache that depends on one
 * table only; a statement whose table is not plain to see moves every table's. Writes made by another process
 * (a second instance on the same PostgreSQL) are not seen here: the caches bound that by a short time to live.
 */
export class WriteGeneration {
  private value = 0;
  private readonly tables = new Map<string, { current: number }>();
  /** Moves with every statement whose table is not known, so every table counter includes it. */
  private unknown = 0;

  get current(): number {
    return this.value;
  }

  /** A counter that moves only with writes to `name` (and with writes whose table is unknown). */
  table(name: string): { readonly current: number } {
    let counter = this.tables.get(name);
    if (!counter) {
      counter = { current: 0 };
      this.tables.set(name, counter);
    }
    const own = counter;
    return {
      get current() {
        return own.current;
      },
    };
  }

  /** Something may have changed anywhere (a transaction ended, a statement of unknown target). */
  bump(): void {
    this.value += 1;
    this.unknown += 1;
    for (const counter of this.tables.values()) counter.current += 1;
  }

  /** Called with each statement's text before it runs. */
  noteStatement(text: string): void {
    if (isReadOnly(text)) return;
    const table = writtenTable(text);
    if (table === undefined) {
      this.bump();
      return;
    }
    this.value += 1;
    const counter = this.tables.get(table);
    if (counter) counter.current += 1;
  }
}

/** A SELECT (or a WITH that only selects) changes nothing; anything else may. Advisory-lock calls are SELECTs. */
export function isReadOnly(text: string): boolean {
  const head = text.trimStart().slice(0, 6).toLowerCase();
  if (head === 'select') return true;
  if (head.startsWith('with')) return !/\b(insert|update|delete)\b/i.test(text);
  return false;
}

/** The table of a plain `insert into t`, `update t`, `delete from t` (as drizzle writes them), else undefined. */
export function writtenTable(text: string): string | undefined {
  return /^\s*(?:insert\s+into|update|delete\s+from)\s+"?([a-z_][a-z0-9_]*)"?[\s(]/i.exec(text)?.[1]?.toLowerCase();
}
