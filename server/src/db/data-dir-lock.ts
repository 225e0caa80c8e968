import { linkSync, readFileSync, renameSync, statSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The lock file beside the embedded database, in DATA_DIR. */
export const DATA_DIR_LOCK_FILE = 'pglite.lock';
/** How often the owner marks its lock as alive (the file's modification time). */
export const LOCK_HEARTBEAT_MS = 10_000;
/** A lock not marked for this long is left over by a process that is gone (or cannot be checked: another host). */
export const LOCK_STALE_MS = 60_000;

type Owner = { pid: number; host: string };

export class DataDirInUseError extends Error {
  override readonly name = 'DataDirInUseError';
  constructor(
    readonly dataDir: string,
    readonly owner: Owner | undefined,
  ) {
    const by = owner ? ` by another Newsjack server (process ${owner.pid} on ${owner.host})` : '';
    super(
      `The data directory ${dataDir} is in use${by}. The embedded database serves one server process; ` +
        'to run more than one server, use PostgreSQL (set DATABASE_URL).',
    );
  }
}

// Locks this process holds, so a second open of the same directory here is refused too (it would be a second
// PGlite on the same files), while a lock file naming this pid but not held here is a previous life's (containers
// start the server as the same pid every time).
const held = new Set<string>();

function readOwner(file: string): Owner | undefined {
  try {
    const [pid, host] = readFileSync(file, 'utf8').trim().split(/\s+/);
    return Number.isInteger(Number(pid)) && host ? { pid: Number(pid), host } : undefined;
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Whether the lock's owner is gone. On this host its pid tells (dead, or this very pid without the lock held here);
 * a live pid that stopped marking the lock for LOCK_STALE_MS is a reused pid. Another host (a container sharing the
 * volume) cannot be asked, so only the heartbeat tells.
 */
function isStale(file: string, owner: Owner | undefined): boolean {
  let markedAgo: number;
  try {
    markedAgo = Date.now() - statSync(file).mtimeMs;
  } catch {
    return true;
  }
  // Never half-written (created whole by a link), so a file that names nobody was not made by a server.
  if (markedAgo > LOCK_STALE_MS || !owner) return true;
  if (owner.host !== os.hostname()) return false;
  if (owner.pid === process.pid) return !held.has(file);
  return !isAlive(owner.pid);
}

/** Creates the lock file naming this process, atomically: fails with EEXIST when there is one. */
function create(file: string): void {
  const temp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
  writeFileSync(temp, `${process.pid} ${os.hostname()}\n`);
  try {
    linkSync(temp, file);
  } finally {
    unlinkSync(temp);
  }
}

/**
 * Moves a stale lock aside. Two processes may judge the same lock stale at once: the one that renames second may
 * move the first one's fresh lock, so what was moved is checked and a live lock is put back (and this one refused).
 */
function takeOver(file: string, judged: Owner | undefined): boolean {
  const aside = `${file}.stale.${process.pid}`;
  try {
    renameSync(file, aside);
  } catch {
    return true; // gone already: try to create it again
  }
  const moved = readOwner(aside);
  const same = moved?.pid === judged?.pid && moved?.host === judged?.host;
  if (!same) {
    try {
      linkSync(aside, file);
    } catch {
      // Someone holds the path again; either way the directory is taken.
    }
    unlinkSync(aside);
    return false;
  }
  unlinkSync(aside);
  return true;
}

/**
 * Locks an embedded database's data directory for this process: a second server on the same DATA_DIR would open
 * the same files with a second PGlite, each seeing only its own writes and losing some at restart. The lock file
 * names the owner (`<pid> <host>`) and is marked alive every LOCK_HEARTBEAT_MS; a lock whose owner is gone is
 * taken over. Throws DataDirInUseError when the directory is taken. `release()` removes the lock (at close).
 */
export function lockDataDir(dataDir: string): { release: () => void } {
  const file = path.join(dataDir, DATA_DIR_LOCK_FILE);
  for (let attempt = 0; ; attempt++) {
    try {
      create(file);
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const owner = readOwner(file);
      if (attempt >= 3 || !isStale(file, owner) || !takeOver(file, owner)) throw new DataDirInUseError(dataDir, owner);
    }
  }
  held.add(file);
  const heartbeat = setInterval(() => {
    try {
      const now = new Date();
      utimesSync(file, now, now);
    } catch {
      // Removed by hand: the next start creates it again.
    }
  }, LOCK_HEARTBEAT_MS);
  heartbeat.unref();
  return {
    release: () => {
      clearInterval(heartbeat);
      if (!held.delete(file)) return;
      const owner = readOwner(file);
      if (owner?.pid === process.pid && owner.host === os.hostname()) unlinkSync(file);
    },
  };
}
