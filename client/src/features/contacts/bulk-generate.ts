import { BULK_CONTACT_PAUSE_MS, dedupeCaseInsensitive } from '@newsjack/shared';

export interface BulkProgress {
  /** 1-based position of the outlet being generated. */
  current: number;
  total: number;
  outlet: string;
}

export interface BulkResult {
  total: number;
  /** Outlets that gave at least one contact. */
  succeeded: number;
  contacts: number;
  failed: { outlet: string; error: unknown }[];
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * 'Generate All' (spec 02 §4): one outlet at a time with a 500 ms pause between outlets, reporting progress
 * current/total before each. A failing outlet is recorded and the loop goes on, so one unreachable outlet does
 * not cost the others. `wait` is injectable for tests.
 */
export async function generateForOutlets(
  outlets: readonly string[],
  generateOne: (outlet: string) => Promise<readonly unknown[]>,
  onProgress: (progress: BulkProgress) => void,
  wait: (ms: number) => Promise<void> = sleep,
): Promise<BulkResult> {
  const result: BulkResult = { total: outlets.length, succeeded: 0, contacts: 0, failed: [] };
  for (const [index, outlet] of outlets.entries()) {
    if (index > 0) await wait(BULK_CONTACT_PAUSE_MS);
    onProgress({ current: index + 1, total: outlets.length, outlet });
    try {
      const found = await generateOne(outlet);
      if (found.length > 0) result.succeeded += 1;
      result.contacts += found.length;
    } catch (error) {
      result.failed.push({ outlet, error });
    }
  }
  return result;
}

/** Outlets for the quick buttons: trimmed, blanks and repeats (ignoring case) dropped. */
export function uniqueOutlets(outlets: readonly string[]): string[] {
  return dedupeCaseInsensitive(outlets.map((o) => o.trim()).filter(Boolean));
}
