import type { DiscoveryService } from '../../discovery/discovery.service';

export const SEARCH_FAILED_MESSAGE = 'The trend search could not read any news source. Please try again later.';
export const THEME_FAILED_MESSAGE = 'Failed to load trends for this theme';

/** How one keyword search cycle went, as the search answers need it. */
export type SearchRun = {
  /** 'skipped': a cycle for the company was already running; stored trends answer, nothing new was saved. */
  status: 'succeeded' | 'failed' | 'skipped';
  /** The user-facing reason when no news could be read. */
  error?: string;
  /** Taken before the cycle: every trend the cycle writes has updatedAt at or after it. */
  startedAt: Date;
};

/** One personal discovery cycle restricted to these keywords (the search the Keywords screen asks for). */
export async function runSearchCycle(
  discovery: Pick<DiscoveryService, 'runPersonalCycle'>,
  now: () => Date,
  input: { companyId: number; userId: string; terms: string[] },
): Promise<SearchRun> {
  const startedAt = now();
  const summary = await discovery.runPersonalCycle({
    companyId: input.companyId,
    userId: input.userId,
    trigger: 'keyword',
    keywords: input.terms,
  });
  return summary.status === 'failed'
    ? { status: 'failed', error: SEARCH_FAILED_MESSAGE, startedAt }
    : { status: summary.status, startedAt };
}

/** The matches this run created or updated (what the screens report as "saved to your trends database"). */
export function savedByRun(
  run: SearchRun,
  matches: ReadonlyArray<{ trend: { id: number }; updatedAt: Date }>,
): number[] {
  if (run.status !== 'succeeded') return [];
  return matches.filter((m) => m.updatedAt.getTime() >= run.startedAt.getTime()).map((m) => m.trend.id);
}
