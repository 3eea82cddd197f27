import { describe, expect, it } from 'vitest';
import { VersionedCache } from './versioned-cache';

function counter() {
  let calls = 0;
  const compute = (value: string) => async () => {
    calls += 1;
    return value;
  };
  return { compute, calls: () => calls };
}

describe('VersionedCache', () => {
  it('serves a key again at the same version, and never at another', async () => {
    const cache = new VersionedCache<string>(10);
    const c = counter();
    expect(await cache.get('k', 1, c.compute('a'))).toBe('a');
    expect(await cache.get('k', 1, c.compute('b'))).toBe('a');
    expect(c.calls()).toBe(1);
    expect(await cache.get('k', 2, c.compute('c'))).toBe('c');
    expect(c.calls()).toBe(2);
    // A request that read the older version computes for itself and keeps nothing.
    expect(await cache.get('k', 1, c.compute('old'))).toBe('old');
    expect(await cache.get('k', 2, c.compute('d'))).toBe('c');
  });

  it('computes only the keys it does not hold, all in one call, and keeps them', async () => {
    const cache = new VersionedCache<number>(10);
    const asked: string[][] = [];
    const lengths = async (missing: string[]) => {
      asked.push(missing);
      return new Map(missing.map((key) => [key, key.length]));
    };
    expect([...(await cache.getMany(['ab', 'abc'], 1, lengths))]).toEqual([
      ['ab', 2],
      ['abc', 3],
    ]);
    expect(await cache.getMany(['abc', 'abcd', 'abcd'], 1, lengths)).toEqual(
      new Map([
        ['abc', 3],
        ['abcd', 4],
      ]),
    );
    expect(asked).toEqual([['ab', 'abc'], ['abcd']]);
    // Another version holds nothing of the first.
    await cache.getMany(['ab'], 2, lengths);
    expect(asked.at(-1)).toEqual(['ab']);
  });

  it('peeks at held values without computing, and keeps values put at its version', async () => {
    const cache = new VersionedCache<number>(10);
    await cache.get('held', 1, async () => 1);
    expect(cache.peek(['held', 'other'], 1)).toEqual(new Map([['held', 1]]));
    cache.put(new Map([['other', 2]]), 1);
    expect(cache.peek(['held', 'other'], 1)).toEqual(
      new Map([
        ['held', 1],
        ['other', 2],
      ]),
    );
    // Put at an older version than the cache has seen is dropped; nothing is held at a newer one.
    expect(cache.peek(['held'], 2)).toEqual(new Map());
    cache.put(new Map([['late', 3]]), 1);
    expect(cache.peek(['late'], 2)).toEqual(new Map());
  });

  it('drops the least recently used entry beyond its capacity', async () => {
    const cache = new VersionedCache<string>(2);
    const c = counter();
    await cache.get('a', 1, c.compute('a'));
    await cache.get('b', 1, c.compute('b'));
    await cache.get('a', 1, c.compute('a2')); // a is now the most recent
    await cache.get('c', 1, c.compute('c'));
    expect(cache.size).toBe(2);
    expect(await cache.get('a', 1, c.compute('a3'))).toBe('a');
    expect(await cache.get('b', 1, c.compute('b2'))).toBe('b2');
  });

  it('bounds the weight held when entries weigh their size', async () => {
    const cache = new VersionedCache<string>(10, (value) => value.length);
    const c = counter();
    await cache.get('a', 1, c.compute('aaaa'));
    await cache.get('b', 1, c.compute('bbbb'));
    expect(cache.weight).toBe(8);
    await cache.get('c', 1, c.compute('cccccc'));
    // 14 > 10: the oldest goes, and only as many as needed.
    expect(cache.weight).toBe(10);
    expect(await cache.get('b', 1, c.compute('b2'))).toBe('bbbb');
    expect(await cache.get('a', 1, c.compute('a2'))).toBe('a2');
    await cache.get('k', 2, c.compute('k'));
    expect(cache.weight).toBe(1);
  });

  it('computes once for concurrent requests of one key, and not at all after a failure', async () => {
    const cache = new VersionedCache<string>(10);
    let calls = 0;
    let release: (v: string) => void = () => {};
    const slow = () => {
      calls += 1;
      return new Promise<string>((resolve) => {
        release = resolve;
      });
    };
    const all = Promise.all([cache.get('k', 1, slow), cache.get('k', 1, slow)]);
    release('shared');
    expect(await all).toEqual(['shared', 'shared']);
    expect(calls).toBe(1);

    await expect(
      cache.get('x', 1, async () => {
        throw new Error('database down');
      }),
    ).rejects.toThrow('database down');
    expect(await cache.get('x', 1, async () => 'recovered')).toBe('recovered');
  });
});
