import { setFlagsFromString } from 'node:v8';

/**
 * How far V8 may let the JavaScript heap grow past what its last full collection found alive, in percent.
 *
 * V8 picks that factor itself, between 1.1 and 4 (4 on a machine with a few GB of memory), and it only looks again
 * at the next full collection. A discovery cycle of 20,000 items has ~170 MB alive while it clusters; the full
 * collection that happens there let the heap grow to ~2.7 times that, so the garbage of the rest of the cycle (and
 * of the next cycle) piled up to ~500 MB of heap before anything was collected: peak RSS 850 MB over the bench's
 * two cycles (docs/decisions/0030-bounded-heap-growth-for-discovery.md). 20% means a full collection after each
 * ~35 MB of promoted objects at that size; it caps nothing (a bigger window still runs, only collected more
 * often), unlike `--max-old-space-size`, which would crash the server instead.
 */
export const HEAP_GROWING_PERCENT = 20;

/**
 * Sets the factor for this process. Called first thing by the server's entry (and the discovery benchmark, which
 * measures the cycle as the server runs it). The flag is read at every full collection, so setting it after start
 * takes effect from the next one; the benchmark fails if it stops doing so.
 */
export function limitHeapGrowth(): void {
  setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}
