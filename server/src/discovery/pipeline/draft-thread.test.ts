import { afterAll, describe, expect, it } from 'vitest';
import { FIXTURE_NOW, labelledItems } from '../../../test/fixtures/clustering';
import { testSemanticEngine, testStoryLexicon } from '../../../test/helpers/semantic';
import type { OfflineSemanticEngine } from '../../semantic';
import { buildTrendDrafts } from './build-drafts';
import { DraftThread } from './draft-thread';

const items = labelledItems.map((i, n) => ({ ...i, url: `https://news.example/${n}` }));
const thread = new DraftThread();
afterAll(() => thread.close());

describe('the clustering worker', () => {
  it('when a window is drafted in the worker, then the drafts are those the server thread would make', async () => {
    const vectors = await (testSemanticEngine() as OfflineSemanticEngine).wordVectors();
    const inWorker = await thread.draft({ items, options: { now: FIXTURE_NOW }, vectors });
    const here = buildTrendDrafts(items, { now: FIXTURE_NOW }, [], undefined, await testStoryLexicon());
    expect(inWorker.clusters).toEqual(here.clusters);
    expect(inWorker.drafts.map((d) => [d.members, d.timeframe, d.metrics.mentions, d.relatedKeywords])).toEqual(
      here.drafts.map((d) => [d.members, d.timeframe, d.metrics.mentions, d.relatedKeywords]),
    );
    expect(inWorker.drafts[0]!.firstSeenAt).toBeInstanceOf(Date);
  });

  it('when a window of at least releaseAfterItems is drafted, then the worker ends with the job and the next job starts a new one; after a smaller one it stays up', async () => {
    const releasing = new DraftThread({ releaseAfterItems: 20 });
    try {
      const small = await releasing.draft({ items: items.slice(0, 19), options: { now: FIXTURE_NOW } });
      expect(small.stats.items).toBe(19);
      expect(releasing.running).toBe(true);
      const big = await releasing.draft({ items, options: { now: FIXTURE_NOW } });
      expect(big.clusters).toEqual(buildTrendDrafts(items, { now: FIXTURE_NOW }).clusters);
      expect(releasing.running).toBe(false);
      const again = await releasing.draft({ items: items.slice(0, 20), options: { now: FIXTURE_NOW } });
      expect(again.stats.items).toBe(20);
    } finally {
      await releasing.close();
    }
  });

  it('when the worker is closed while a job runs, then that job fails and the next one runs on a new worker', async () => {
    const running = thread.draft({ items, options: { now: FIXTURE_NOW } });
    await thread.close();
    await expect(running).rejects.toThrow(/clustering worker stopped/);
    const again = await thread.draft({ items: items.slice(0, 20), options: { now: FIXTURE_NOW } });
    expect(again.stats.items).toBe(20);
  });
});
