import { describe, expect, it } from 'vitest';
import { clusterItems, timePenalty } from './cluster';

const at = (hours: number) => new Date(Date.UTC(2024, 5, 1) + hours * 3_600_000);
const item = (title: string, summary: string, hours: number) => ({ title, summary, publishedAt: at(hours) });

const recall = [
  item(
    'Tesla recalls 1.2 million Model Y over steering fault',
    'A power steering software fault affects Model Y SUVs.',
    0,
  ),
  item(
    'Tesla Model Y steering recall covers 1.2M vehicles',
    'Tesla will fix the power steering fault over the air.',
    2,
  ),
  item(
    'Over a million Tesla Model Y recalled for power steering',
    'Regulators say the Model Y power steering can fail.',
    5,
  ),
];
const unrelated = [
  item('Coffee prices hit a record as Brazil frost hurts crops', 'Arabica futures rallied on frost fears.', 1),
  item('Voyager 1 sends science data again', 'NASA engineers fixed a memory fault.', 3),
];

describe('clusterItems', () => {
  it('when rewordings of one story are mixed with unrelated items, then the story forms one cluster and the rest stay alone', () => {
    const { clusters } = clusterItems([...recall, ...unrelated]);
    expect(clusters.map((c) => [...c].sort())).toEqual(expect.arrayContaining([[0, 1, 2], [3], [4]]));
    expect(clusters).toHaveLength(3);
  });

  it('when the same input is clustered twice or in another order, then the clusters are the same', () => {
    const items = [...recall, ...unrelated];
    const first = clusterItems(items).clusters;
    expect(clusterItems(items).clusters).toEqual(first);
    const reversed = [...items].reverse();
    const again = clusterItems(reversed).clusters.map((c) => c.map((i) => items.length - 1 - i).sort());
    expect(again.sort()).toEqual(first.map((c) => [...c].sort()).sort());
  });

  it('when two similar items are weeks apart, then their similarity falls and they stay apart', () => {
    expect(timePenalty(10)).toBe(0);
    expect(timePenalty(48)).toBe(0);
    expect(timePenalty(24 * 20)).toBeGreaterThan(0);
    // These two headlines score a little over 0.7 by words alone (the unrelated items give idf its context): above
    // a 0.6 bar, below it after losing the 0.2 that three weeks apart cost.
    const options = { threshold: 0.6, pairThreshold: 0.6 };
    const near = [recall[0]!, { ...recall[1]!, publishedAt: at(6) }, ...unrelated];
    const far = [recall[0]!, { ...recall[1]!, publishedAt: at(24 * 25) }, ...unrelated];
    expect(clusterItems(near, options).clusters).toHaveLength(3);
    expect(clusterItems(far, options).clusters).toHaveLength(4);
  });

  it('when items have no content words, then each is its own cluster', () => {
    const { clusters } = clusterItems([item('The', '', 0), item('The', '', 1)]);
    expect(clusters).toHaveLength(2);
  });
});

describe('clusterItems joins what a reader sees as one story', () => {
  const story = [
    item(
      'Fire and rehire to be banned under employment rights bill',
      'Employers will no longer be able to dismiss staff and re-engage them on worse terms except in limited cases.',
      0,
    ),
    item(
      'Employment Rights Bill: what the fire and rehire ban means for employers',
      'Employment lawyers advised businesses to review how they change contracts.',
      1,
    ),
  ];
  const others = [
    item(
      'Will Smith to star in remake of action thriller',
      'The actor will produce and star in the film for Netflix.',
      2,
    ),
    item(
      'Probate delays leave families waiting months to sell homes',
      'Grants of probate are taking 16 weeks on average, holding up house sales.',
      3,
    ),
    item(
      'Private lunar lander touches down near the Moon',
      'The robotic spacecraft is the third commercial mission to reach the lunar surface.',
      4,
    ),
  ];

  it('when two tellings share rare words but no name and too few words for MinHash, then they still form one cluster', () => {
    const { clusters } = clusterItems([...story, ...others]);
    expect(clusters.map((c) => [...c].sort())).toContainEqual([0, 1]);
    // Without key-term candidates the pair is never compared.
    expect(
      clusterItems([...story, ...others], { keyTermsPerItem: 0 }).clusters.map((c) => [...c].sort()),
    ).not.toContainEqual([0, 1]);
  });

  it('when feeds end headlines with the outlet, then two stories from one outlet do not join over its name', () => {
    const withOutlet = (i: ReturnType<typeof item>, outlet: string) => ({
      ...i,
      title: `${i.title} - ${outlet}`,
      outlet,
    });
    const items = [
      withOutlet(recall[0]!, 'The Verge'),
      withOutlet(unrelated[1]!, 'The Verge'),
      withOutlet(recall[1]!, 'Reuters'),
    ];
    const clusters = clusterItems(items).clusters.map((c) => [...c].sort());
    expect(clusters).toContainEqual([0, 2]);
    expect(clusters).toContainEqual([1]);
  });
});
