import { describe, expect, it } from 'vitest';
import { MessageChannel } from 'node:worker_threads';
import { fromWire, toWire } from './wire-vectors';

const vectors = {
  dims: 2,
  words: ['harbour', 'ferry', 'café'],
  ranks: Uint32Array.from([0, 1, 2]),
  scales: Float32Array.from([0.5, 0.25, 1]),
  values: Int8Array.from([1, -2, 3, -4, 5, -6]),
};

describe('word vectors on their way to the clustering worker', () => {
  it('when the vectors are put in their wire form, then their arrays are in shared memory and they read back the same', async () => {
    let turns = 0;
    const wire = await toWire(vectors, async () => void (turns += 1));
    for (const a of [wire.ranks, wire.scales, wire.values]) expect(a.buffer).toBeInstanceOf(SharedArrayBuffer);
    expect(turns).toBeGreaterThan(0);
    const back = fromWire(structuredClone(wire));
    expect(back.words).toEqual(vectors.words);
    expect([...back.ranks]).toEqual([...vectors.ranks]);
    expect([...back.scales]).toEqual([...vectors.scales]);
    expect([...back.values]).toEqual([...vectors.values]);
    expect(back.dims).toBe(2);
  });

  it('when the wire form is posted, then the receiver shares the values instead of holding a copy', async () => {
    const wire = await toWire(vectors, async () => {});
    const { port1, port2 } = new MessageChannel();
    const received = new Promise<typeof wire>((resolve) => port2.once('message', resolve));
    port1.postMessage(wire);
    const got = await received;
    wire.values[0] = 99;
    expect(got.values[0]).toBe(99);
    port1.close();
    port2.close();
  });

  it('when there are no words, then none come back', async () => {
    const empty = { dims: 2, words: [], ranks: new Uint32Array(0), scales: new Float32Array(0), values: new Int8Array(0) };
    expect(fromWire(await toWire(empty, async () => {})).words).toEqual([]);
  });
});
