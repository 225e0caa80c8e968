import { describe, expect, it } from 'vitest';
import { fnv1a32 } from '../../text/hash';
import { buildFeatures } from './features';
import { buildStorySignals, shareActorName } from './story-similarity';

/** Rare names per item, as buildStorySignals keeps them (hashes, sorted, in one array). */
function namesOf(items: readonly string[][]) {
  const start = new Int32Array(items.length + 1);
  const hashes: number[] = [];
  items.forEach((names, i) => {
    hashes.push(...Uint32Array.from(names.map((n) => fnv1a32(n))).sort());
    start[i + 1] = hashes.length;
  });
  return { hashes: Uint32Array.from(hashes), start };
}

describe('shareActorName', () => {
  const names = namesOf([['skyvale', 'december'], ['skyvale'], ['alcora', 'december'], ['spain'], ['skyvale', 'thanksgiving'], []]);

  it('when an item of each cluster carries the same rare name, then they share an actor', () => {
    expect(shareActorName(names, [0, 1], [3, 4])).toBe(true);
  });

  it('when the clusters share only a month or a feast, then they share no actor', () => {
    expect(shareActorName(names, [0, 1], [2, 3])).toBe(false);
  });

  it('when a cluster names no one, then it shares no actor', () => {
    expect(shareActorName(names, [5], [0, 1])).toBe(false);
    expect(shareActorName(names, [0, 1], [5])).toBe(false);
  });
});

const doc = (title: string, summary: string) => ({ title, summary, publishedAt: new Date('2026-12-10T09:00:00Z') });

function sharesName(a: ReturnType<typeof doc>, b: ReturnType<typeof doc>): boolean {
  const docs = [a, b, doc('Council approves new cycle lanes', 'The scheme runs along the river.'), doc('Bakery chain opens ten shops', 'It plans more next year.')];
  const features = buildFeatures(docs, 40);
  const signals = buildStorySignals(features, docs.map((d) => `${d.title}. ${d.summary}`), undefined, 60);
  return shareActorName(signals.names, [0], [1]);
}

describe('the rare names two reports share', () => {
  it('when two reports name a group or a product whose name holds a digit (NOVA8), then they share a name', () => {
    expect(
      sharesName(
        doc('K-pop group NOVA8 to go on hiatus for military service', 'The eight members will enlist from January, their agency said.'),
        doc('NOVA8 announces group break in handwritten letters to fans', 'Each member wrote to fans about the pause.'),
      ),
    ).toBe(true);
  });

  it('when two reports share only a figure or a year, then they share no name', () => {
    expect(
      sharesName(
        doc('Port of Antwerp dockworkers strike over automation in 2027', 'Unions said 400 jobs were at risk.'),
        doc('Chipmaker delays Arizona plant to 2027', 'Volume production will start later than planned, it said of 400 hires.'),
      ),
    ).toBe(false);
  });
});
