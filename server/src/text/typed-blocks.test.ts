import { describe, expect, it } from 'vitest';
import { TypedBlocks } from './typed-blocks';

describe('TypedBlocks', () => {
  it('when arrays of mixed kinds are carved, then each is aligned for its kind and holds its own numbers', () => {
    const blocks = new TypedBlocks(64);
    const a = blocks.int32(3);
    const b = blocks.float64(2);
    const c = blocks.uint32(1);
    a.set([1, -2, 3]);
    b.set([0.1, 2.5]);
    c.set([4_000_000_000]);
    expect(b.byteOffset % 8).toBe(0);
    expect([...a]).toEqual([1, -2, 3]);
    expect([...b]).toEqual([0.1, 2.5]);
    expect([...c]).toEqual([4_000_000_000]);
  });

  it('when an array does not fit what is left of a block, then it starts a new block, and one bigger than a block gets its own', () => {
    const blocks = new TypedBlocks(16);
    const first = blocks.int32(3);
    const second = blocks.int32(2);
    const big = blocks.float64(10);
    expect(second.buffer).not.toBe(first.buffer);
    expect(big.length).toBe(10);
    expect(big.buffer.byteLength).toBe(80);
    expect(blocks.int32(0).length).toBe(0);
  });
});
