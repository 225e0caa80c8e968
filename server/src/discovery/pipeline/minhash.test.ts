import { describe, expect, it } from 'vitest';
import { fnv1a32, seedList } from '../../text/hash';
import { estimateJaccard, forEachBucketPair, lshBuckets, lshThreshold, minhashSignature } from './minhash';

const hashes = (words: string[]) => Uint32Array.from(words.map(fnv1a32));
const words = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${i}`);

describe('MinHash and LSH', () => {
  const seeds = seedList(7, 256);

  it('when two sets overlap by half, then the signature estimate is close to their Jaccard similarity of 1/3', () => {
    const a = hashes([...words('shared', 50), ...words('a', 50)]);
    const b = hashes([...words('shared', 50), ...words('b', 50)]);
    expect(estimateJaccard(minhashSignature(a, seeds), minhashSignature(b, seeds))).toBeCloseTo(1 / 3, 1);
  });

  it('when the seed is the same, then signatures are identical; when it differs, then they differ', () => {
    const set = hashes(words('w', 20));
    expect(minhashSignature(set, seedList(7, 16))).toEqual(minhashSignature(set, seedList(7, 16)));
    expect(minhashSignature(set, seedList(8, 16))).not.toEqual(minhashSignature(set, seedList(7, 16)));
  });

  it('when items are near-duplicates, then they share a bucket, and an unrelated item does not', () => {
    const sig = (w: string[]) => minhashSignature(hashes(w), seedList(3, 48));
    const base = words('story', 20);
    const signatures = [sig(base), sig([...base.slice(0, 18), 'x', 'y']), sig(words('other', 20))];
    const buckets = lshBuckets(signatures, 24, 2);
    expect(buckets.some((b) => b.includes(0) && b.includes(1))).toBe(true);
    expect(buckets.some((b) => b.includes(2))).toBe(false);
    expect(lshThreshold(24, 2)).toBeCloseTo(0.204, 3);
  });

  it('when a bucket is larger than the window, then each member is paired only with its next neighbours', () => {
    const pairs: string[] = [];
    forEachBucketPair([10, 11, 12, 13], 2, (a, b) => pairs.push(`${a}-${b}`));
    expect(pairs).toEqual(['10-11', '10-12', '11-12', '11-13', '12-13']);
  });
});
