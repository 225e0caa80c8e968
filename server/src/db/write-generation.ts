import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Whose request a write is made in: set for a signed-in, non-admin user's request while it is open (auth/session.ts).
 * A write to one of USER_OWNED_TABLES made in such a request changes only that user's rows, so it moves only that
 * user's counters; every other write (background work, discovery, admin requests, sign-up, anything after the
 * response went out, any table others read) moves the shared ones, which every reader sees.
 */
export type WriterScope = { readonly userId: string; open: boolean };
const writers = new AsyncLocalStorage<WriterScope>();

/** Runs `fn` (and everything it starts) as `scope`'s request; writes count as that user's while `scope.open`. */
export function runAsWriter<T>(scope: WriterScope, fn: () => T): T {
  return writers.run(scope, fn);
}

/**
 * Tables whose every row belongs to one user and is read only in that user's answers (the dashboard's reads, the
 * signed-in user, the active company), and which a non-admin user's request writes only for that user (their
 * profile, credits, companies, keywords, bookmarks, angles, pitches, onboarding). Admin requests are not scoped, so an
 * admin's change to another account moves the shared counters. A table others read (trends, contacts, sessions,
 * settings) must not be listed: a user's write there has to reach every reader at once.
 */
export const USER_OWNED_TABLES: ReadonlySet<string> = new Set([
  'users',
  'company_profiles',
  'keywords',
  'saved_items',
  'story_angles',
  'pitches',
  'credit_ledger',
  'onboarding_progress',
]);

/** The counter a cache compares: it moved iff something its reads depend on may have been written. */
export type Counter = { readonly current: number };

/** What one write moved, kept by a transaction to move it again when the transaction ends. */
type Mark = { table: string | undefined; userId: string | undefined };
/** The writes of a transaction under way (db/client.ts wraps `db.transaction`). */
const transactions = new AsyncLocalStorage<Mark[]>();

/** Statements that open, close or mark a transaction: its end moves the counters its writes moved. */
const TRANSACTION_CONTROL = /^\s*(begin|commit|rollback|savepoint|release|start\s+transaction|end)\b/i;

const inc = <K>(map: Map<K, number>, key: K) => map.set(key, (map.get(key) ?? 0) + 1);

/**
 * A counter per opened database that moves on every write made through it, so short-lived read caches (sessions,
 * the signed-in user, the active company, dashboard answers: see db/read-cache.ts) can tell that what they hold may
 * be out of date. It moves when a data-changing statement is sent (drizzle's query hook sees every statement, in
 * transactions too) and again when a transaction ends (with the same counters its writes moved), so a read that ran
 * while a write was in flight is never kept. Writes made by another process (a second instance on the same
 * PostgreSQL) are not seen here: the caches bound that by a short time to live.
 *
 * Views: `current` (every write), `table(name)` (every write to one table; `tables(names)` to any of several), `forUser(id)` (what one user's answers
 * can depend on: every shared write and that user's own), `tableForUser(name, id)` (the same, for one table). A write
 * whose table is not plain to see (a CTE, a truncate) moves every view.
 */
export class WriteGeneration {
  private value = 0;
  /** Writes of unknown target: every view includes them. */
  private everything = 0;
  /** Writes not attributed to one user (every forUser view includes them). */
  private shared = 0;
  private readonly byTable = new Map<string, number>();
  private readonly sharedByTable = new Map<string, number>();
  private readonly byUser = new Map<string, number>();
  private readonly byUserTable = new Map<string, number>();

  get current(): number {
    return this.value;
  }

  /** A counter that moves only with writes to `name` (and with writes whose table is unknown). */
  table(name: string): Counter {
    return this.view(() => this.everything + (this.byTable.get(name) ?? 0));
  }

  /**
   * A counter that moves with writes to any of `names`: what a value read from those tables declares it depends on
   * (e.g. the trends list, which no user's own write changes).
   */
  tables(names: readonly string[]): Counter {
    const views = names.map((name) => this.table(name));
    return this.view(() => views.reduce((sum, view) => sum + view.current, 0));
  }

  /** Moves with every write except other users' writes to their own rows (see USER_OWNED_TABLES). */
  forUser(userId: string): Counter {
    return this.view(() => this.shared + (this.byUser.get(userId) ?? 0));
  }

  /** As forUser, for the writes to one table. */
  tableForUser(name: string, userId: string): Counter {
    return this.view(
      () => this.everything + (this.sharedByTable.get(name) ?? 0) + (this.byUserTable.get(`${userId} ${name}`) ?? 0),
    );
  }

  private view(read: () => number): Counter {
    return {
      get current() {
        return read();
      },
    };
  }

  /** Something may have changed anywhere (a statement of unknown target). */
  bump(): void {
    this.move({ table: undefined, userId: undefined });
  }

  /** Called with each statement's text before it runs. */
  noteStatement(text: string): void {
    if (isReadOnly(text)) return;
    const marks = transactions.getStore();
    // Inside a tracked transaction its end moves what its writes moved; outside one, such a statement is unknown.
    if (marks && TRANSACTION_CONTROL.test(text)) return;
    const table = writtenTable(text);
    const writer = writers.getStore();
    const mark: Mark = {
      table,
      userId: table && writer?.open && USER_OWNED_TABLES.has(table) ? writer.userId : undefined,
    };
    this.move(mark);
    marks?.push(mark);
  }

  /** Runs a transaction, then moves again every counter its writes moved (once each). */
  async inTransaction<T>(run: () => Promise<T>): Promise<T> {
    const marks: Mark[] = [];
    try {
      return await transactions.run(marks, run);
    } finally {
      const seen = new Set<string>();
      for (const mark of marks) {
        const key = `${mark.table ?? '*'} ${mark.userId ?? '*'}`;
        if (seen.has(key)) continue;
        seen.add(key);
        this.move(mark);
      }
    }
  }

  private move({ table, userId }: Mark): void {
    this.value += 1;
    if (table === undefined) {
      this.everything += 1;
      this.shared += 1;
      return;
    }
    inc(this.byTable, table);
    if (userId === undefined) {
      this.shared += 1;
      inc(this.sharedByTable, table);
    } else {
      inc(this.byUser, userId);
      inc(this.byUserTable, `${userId} ${table}`);
    }
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
