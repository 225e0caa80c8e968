import { describe, expect, it } from 'vitest';
import { ReadCache } from '../../src/db/read-cache';
import { WriteGeneration } from '../../src/db/write-generation';

/** A load that finishes when told to, counting how often it ran. */
function gatedLoad<V>(value: V) {
  const calls = { count: 0 };
  let open: () => void = () => undefined;
  const gate = new Promise<void>((r) => (open = r));
  const load = async () => {
    calls.count += 1;
    await gate;
    return value;
  };
  return { calls, load, open: () => open() };
}

const tick = () => new Promise((r) => setImmediate(r));

describe('ReadCache single flight', () => {
  it('when many readers miss the same key at once and nothing is written, then it is loaded once and all share it', async () => {
    const cache = new ReadCache<string>(new WriteGeneration(), 2_000);
    const { calls, load, open } = gatedLoad('answer');
    const readers = Array.from({ length: 50 }, () => cache.read('k', load));
    await tick();
    open();
    expect(await Promise.all(readers)).toEqual(Array(50).fill('answer'));
    expect(calls.count).toBe(1);
    expect(cache.get('k')).toBe('answer');
  });

  it('when readers miss different keys, then each key is loaded on its own', async () => {
    const cache = new ReadCache<string>(new WriteGeneration(), 2_000);
    const a = gatedLoad('a');
    const b = gatedLoad('b');
    const reads = [cache.read('alice', a.load), cache.read('bob', b.load)];
    await tick();
    a.open();
    b.open();
    expect(await Promise.all(reads)).toEqual(['a', 'b']);
    expect([a.calls.count, b.calls.count]).toEqual([1, 1]);
  });

  it('when a write begins while a load runs, then readers arriving after it load afresh and nothing is kept', async () => {
    const generation = new WriteGeneration();
    const cache = new ReadCache<string>(generation, 2_000);
    const before = gatedLoad('before the write');
    const early = cache.read('k', before.load);
    await tick();
    generation.noteStatement('update companies set name = $1');
    const after = gatedLoad('after the write');
    const late = cache.read('k', after.load);
    await tick();
    before.open();
    after.open();
    expect(await early).toBe('before the write');
    expect(await late).toBe('after the write');
    expect(after.calls.count).toBe(1);
    // The early load overlapped the write: not kept. The late one began after it and nothing was written since.
    expect(cache.get('k')).toBe('after the write');
  });

  it('when a write begins after readers joined a load, then they get its value but it is not kept', async () => {
    const generation = new WriteGeneration();
    const cache = new ReadCache<string>(generation, 2_000);
    const { calls, load, open } = gatedLoad('value');
    const leader = cache.read('k', load);
    const joined = cache.read('k', load);
    await tick();
    generation.bump();
    open();
    expect([await leader, await joined]).toEqual(['value', 'value']);
    expect(calls.count).toBe(1);
    expect(cache.get('k')).toBeUndefined();
  });

  it('when the shared load fails, then its caller sees the error and those waiting load on their own', async () => {
    const cache = new ReadCache<string>(new WriteGeneration(), 2_000);
    let fail: (err: Error) => void = () => undefined;
    const failing = cache.read('k', () => new Promise<string>((_, reject) => (fail = reject)));
    const retry = gatedLoad('second try');
    const waiting = cache.read('k', retry.load);
    await tick();
    fail(new Error('connection lost'));
    await expect(failing).rejects.toThrow('connection lost');
    await tick();
    retry.open();
    expect(await waiting).toBe('second try');
    expect(retry.calls.count).toBe(1);
  });

  it('when a key is deleted while it loads, then later readers do not wait for that load', async () => {
    const cache = new ReadCache<string>(new WriteGeneration(), 2_000);
    const first = gatedLoad('old');
    const pending = cache.read('k', first.load);
    await tick();
    cache.delete('k');
    const second = gatedLoad('new');
    const fresh = cache.read('k', second.load);
    await tick();
    first.open();
    second.open();
    expect([await pending, await fresh]).toEqual(['old', 'new']);
    expect(second.calls.count).toBe(1);
  });

  it('when the cache has no write generation, then nothing is shared or kept', async () => {
    const cache = new ReadCache<string>(undefined, 2_000);
    const { calls, load, open } = gatedLoad('v');
    const reads = [cache.read('k', load), cache.read('k', load)];
    await tick();
    open();
    expect(await Promise.all(reads)).toEqual(['v', 'v']);
    expect(calls.count).toBe(2);
    expect(cache.get('k')).toBeUndefined();
  });

  it('when `settle` is called twice, then only the first value counts', async () => {
    const cache = new ReadCache<string>(new WriteGeneration(), 2_000);
    const settle = cache.lead('k', cache.begin('k'));
    const waiting = cache.joinable('k');
    settle('first');
    settle('second');
    expect(await waiting).toBe('first');
    expect(cache.get('k')).toBe('first');
  });
});

describe('ReadCache renewal', () => {
  const setup = () => {
    const clock = { t: 0 };
    const generation = new WriteGeneration();
    const cache = new ReadCache<string>(generation, 2_000, () => clock.t);
    return { clock, generation, cache };
  };

  it('when an entry is read before three quarters of its time, then it is not loaded again', async () => {
    const { clock, cache } = setup();
    await cache.read('k', async () => 'first');
    clock.t = 1_400;
    const again = gatedLoad('second');
    expect(await cache.read('k', again.load)).toBe('first');
    expect(again.calls.count).toBe(0);
  });

  it('when an entry is older than three quarters of its time, then one reader renews it and every reader still gets the entry at once', async () => {
    const { clock, cache } = setup();
    await cache.read('k', async () => 'first');
    clock.t = 1_600;
    const renewal = gatedLoad('renewed');
    const reads = await Promise.all(Array.from({ length: 20 }, () => cache.read('k', renewal.load)));
    expect(reads).toEqual(Array(20).fill('first'));
    expect(renewal.calls.count).toBe(1);
    renewal.open();
    await tick();
    expect(cache.get('k')).toBe('renewed');
    // Renewed at 1.6 s: still good at 3 s, when the first entry would have expired.
    clock.t = 3_000;
    expect(cache.get('k')).toBe('renewed');
  });

  it('when the entry expires while its renewal runs, then readers wait for that renewal instead of loading', async () => {
    const { clock, cache } = setup();
    await cache.read('k', async () => 'first');
    clock.t = 1_600;
    const renewal = gatedLoad('renewed');
    await cache.read('k', renewal.load);
    clock.t = 2_100;
    const other = gatedLoad('other');
    const late = cache.read('k', other.load);
    await tick();
    renewal.open();
    expect(await late).toBe('renewed');
    expect(other.calls.count).toBe(0);
  });

  it('when a write begins while the renewal runs, then neither the old entry nor the renewed value is kept', async () => {
    const { clock, generation, cache } = setup();
    await cache.read('k', async () => 'first');
    clock.t = 1_600;
    const renewal = gatedLoad('renewed');
    await cache.read('k', renewal.load);
    generation.noteStatement('delete from keywords where id = $1');
    renewal.open();
    await tick();
    expect(cache.get('k')).toBeUndefined();
  });

  it('when the renewal fails, then the entry stays until it expires and a later reader renews it', async () => {
    const { clock, cache } = setup();
    await cache.read('k', async () => 'first');
    clock.t = 1_600;
    expect(await cache.read('k', () => Promise.reject(new Error('connection lost')))).toBe('first');
    await tick();
    expect(cache.get('k')).toBe('first');
    const retry = gatedLoad('renewed');
    expect(await cache.read('k', retry.load)).toBe('first');
    expect(retry.calls.count).toBe(1);
  });
});

describe('ReadCache with a value that says until when it holds', () => {
  it('when the clock passes the moment a value holds until, then it is read afresh before its time to live', async () => {
    const clock = { t: 0 };
    const cache = new ReadCache<{ v: string; until: number }>(
      new WriteGeneration(),
      60_000,
      () => clock.t,
      100,
      (value, now) => now < value.until,
    );
    await cache.read('k', async () => ({ v: 'first', until: 1_000 }));
    clock.t = 999;
    expect(cache.get('k')?.v).toBe('first');
    clock.t = 1_000;
    expect(cache.get('k')).toBeUndefined();
  });
});

describe('WriteGeneration.tables', () => {
  it('when any of its tables is written, then the view moves; writes to other tables leave it alone', () => {
    const generation = new WriteGeneration();
    const view = generation.tables(['trends', 'trend_facts']);
    const start = view.current;
    generation.noteStatement('insert into "keywords" ("term") values ($1)');
    expect(view.current).toBe(start);
    generation.noteStatement('update "trend_facts" set "mentions" = $1');
    const afterFacts = view.current;
    expect(afterFacts).not.toBe(start);
    generation.noteStatement('delete from "trends" where "id" = $1');
    expect(view.current).not.toBe(afterFacts);
  });
});
