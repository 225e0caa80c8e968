import { describe, expect, it } from 'vitest';
import { assignClusterKeys } from './cluster-keys';

const fingerprints = ['f0', 'f1', 'f2', 'f3', 'f4', 'f5'];

describe('assignClusterKeys', () => {
  it('when a cluster holds most items of a stored trend, then it continues that trend and key', () => {
    const keys = assignClusterKeys([[0, 1, 2], [3, 4]], [7, 7, null, 9, null], fingerprints, [
      { id: 7, clusterKey: 'k-seven' },
      { id: 9, clusterKey: 'k-nine' },
    ]);
    expect(keys).toEqual([
      { key: 'k-seven', existingId: 7 },
      { key: 'k-nine', existingId: 9 },
    ]);
  });

  it('when two clusters split one stored trend, then the larger share keeps it and the other gets a new key', () => {
    const keys = assignClusterKeys([[0], [1, 2, 3]], [7, 7, 7, 7], fingerprints, [{ id: 7, clusterKey: 'k-seven' }]);
    expect(keys[1]).toEqual({ key: 'k-seven', existingId: 7 });
    expect(keys[0]!.existingId).toBeNull();
    expect(keys[0]!.key).not.toBe('k-seven');
  });

  it('when a new cluster is keyed, then the key comes from its earliest item and is the same next time', () => {
    const first = assignClusterKeys([[2, 3]], [null, null, null, null], fingerprints, []);
    const grown = assignClusterKeys([[2, 3, 4]], [null, null, null, null, null], fingerprints, []);
    expect(grown[0]!.key).toBe(first[0]!.key);
    // A story that comes back after its trend went stale reuses the stored row with that key.
    expect(assignClusterKeys([[2, 5]], [], fingerprints, [{ id: 3, clusterKey: first[0]!.key }])[0]).toEqual({ key: first[0]!.key, existingId: 3 });
  });
});
