import { cpus } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';

/** Busy and total CPU time summed over every core since boot (ms). */
function cpuTimes(): { busy: number; total: number } {
  let busy = 0;
  let total = 0;
  for (const { times } of cpus()) {
    const all = times.user + times.nice + times.sys + times.irq + times.idle;
    total += all;
    busy += all - times.idle;
  }
  return { busy, total };
}

/** The share of the machine's CPU that was busy over the next `ms` milliseconds (0–1). */
export async function busyShare(ms = 500): Promise<number> {
  const before = cpuTimes();
  await sleep(ms);
  const after = cpuTimes();
  const total = after.total - before.total;
  return total > 0 ? (after.busy - before.busy) / total : 0;
}

/**
 * Waits until the machine is quiet: two half-second windows in a row with at most `maxBusy` of its CPU in use, or
 * `timeoutMs` has passed. Returns the busy share of the last window, to print beside the figure it preceded.
 *
 * Why: a measurement that scales the main thread's observed time (Lighthouse's simulated 4× CPU) charges the page
 * for every other process on a small machine — the app's own start-up work (the word-vector file it builds on a
 * fresh data directory, the jobs an onboarding queues) would be scored as the page's blocking time.
 */
export async function waitForQuietMachine(maxBusy = 0.15, timeoutMs = 90_000): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  let quietWindows = 0;
  let last = 1;
  while (Date.now() < deadline && quietWindows < 2) {
    last = await busyShare();
    quietWindows = last <= maxBusy ? quietWindows + 1 : 0;
  }
  return last;
}
