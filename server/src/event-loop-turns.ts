/**
 * Long CPU work on the server's thread, cut into turns of the event loop so requests keep being answered. PGlite runs
 * every statement on this thread too, so a discovery cycle's phases yield between batches of rows as well.
 */

/**
 * Lets timers, sockets and other requests run between two batches of a long write or read. PGlite's promises
 * settle as microtasks, so without it a 20,000-item phase held the event loop for seconds at a stretch; one turn of
 * the loop costs well under a millisecond.
 */
export const yieldToEventLoop = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/**
 * CPU work between two turns of the event loop (see mapInTurns). Under load a slice's wall time is several times
 * its CPU time (garbage collection and the clustering worker share the machine's cores), so it is kept small.
 */
const TURN_MS = 15;

/**
 * `items.map(fn)`, letting the event loop turn whenever the work has held it for TURN_MS: scoring a cycle's
 * thousands of trends for each company in one synchronous pass held every request for up to 700 ms.
 */
export async function mapInTurns<T, R>(items: readonly T[], fn: (item: T, index: number) => R): Promise<R[]> {
  const out: R[] = new Array<R>(items.length);
  let since = performance.now();
  for (let i = 0; i < items.length; i += 1) {
    out[i] = fn(items[i]!, i);
    if (performance.now() - since > TURN_MS) {
      await yieldToEventLoop();
      since = performance.now();
    }
  }
  return out;
}
