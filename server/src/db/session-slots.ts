/**
 * A counting semaphore with a bounded, first-come wait: how many dedicated connections long-held locks may take
 * from a pool at once (see client.ts, lockSessionBudget). A waiter that is not served in time gets `false` and
 * leaves the queue, so nothing waits forever.
 */
export class SessionSlots {
  private free: number;
  private readonly waiters: Array<(granted: boolean) => void> = [];

  constructor(readonly size: number) {
    this.free = size;
  }

  /** Resolves true with a slot taken, or false after `waitMs` without one. */
  acquire(waitMs: number): Promise<boolean> {
    if (this.free > 0) {
      this.free -= 1;
      return Promise.resolve(true);
    }
    if (waitMs <= 0) return Promise.resolve(false);
    return new Promise((resolve) => {
      const waiter = (granted: boolean) => {
        clearTimeout(timer);
        resolve(granted);
      };
      const timer = setTimeout(() => {
        const i = this.waiters.indexOf(waiter);
        if (i >= 0) this.waiters.splice(i, 1);
        resolve(false);
      }, waitMs);
      timer.unref?.();
      this.waiters.push(waiter);
    });
  }

  /** Hands the slot to the longest waiter, or frees it. */
  release(): void {
    const next = this.waiters.shift();
    if (next) next(true);
    else this.free = Math.min(this.size, this.free + 1);
  }

  get waiting(): number {
    return this.waiters.length;
  }
}
