import { describe, expect, it } from 'vitest';
import { NotifiedCache } from './notified-cache.ts';

const keyOf = (id: number) => `item:${id}`;

/** A cache that serves (as it does once its instance hears change notifications). */
function listeningCache({ maxAgeMs = 60_000, maxWeight = 1024 } = {}) {
  const cache = new NotifiedCache<string>({
    maxAgeMs,
    maxWeight,
    weigh: (value) => value.length,
  });
  cache.setListening(true);
  return cache;
}

/** A buildMany that records what it was asked for and knows the ids in `known`. */
function recordingBuild(known: number[]) {
  const asked: number[][] = [];
  const build = async (missing: number[]) => {
    asked.push(missing);
    return new Map(missing.filter((id) => known.includes(id)).map((id) => [id, `value ${id}`]));
  };
  return { asked, build };
}

describe('NotifiedCache.getMany', () => {
  it('builds only the missing items, in one call, and answers in the order asked', async () => {
    const cache = listeningCache();
    const { asked, build } = recordingBuild([1, 2, 3]);
    expect(await cache.getMany([2, 1], keyOf, build)).toEqual(['value 2', 'value 1']);
    expect(await cache.getMany([3, 1, 2], keyOf, build)).toEqual(['value 3', 'value 1', 'value 2']);
    expect(asked).toEqual([[2, 1], [3]]);
    // what getMany kept, get serves without building
    expect(await cache.get(keyOf(3), () => Promise.reject(new Error('built again')))).toBe(
      'value 3',
    );
  });

  it('builds an item asked for twice once', async () => {
    const cache = listeningCache();
    const { asked, build } = recordingBuild([1, 2]);
    expect(await cache.getMany([1, 2, 1], keyOf, build)).toEqual(['value 1', 'value 2', 'value 1']);
    expect(asked).toEqual([[1, 2]]);
  });

  it('answers undefined for what the build did not find, and keeps nothing for it', async () => {
    const cache = listeningCache();
    const { asked, build } = recordingBuild([1]);
    expect(await cache.getMany([1, 9], keyOf, build)).toEqual(['value 1', undefined]);
    expect(await cache.getMany([1, 9], keyOf, build)).toEqual(['value 1', undefined]);
    expect(asked).toEqual([[1, 9], [9]]);
  });

  it('shares a build under way with concurrent calls, getMany and get alike', async () => {
    const cache = listeningCache();
    const { asked, build } = recordingBuild([1, 2, 3]);
    const [first, second, single] = await Promise.all([
      cache.getMany([1, 2], keyOf, build),
      cache.getMany([2, 3], keyOf, build),
      cache.get(keyOf(1), () => Promise.reject(new Error('built again'))),
    ]);
    expect(first).toEqual(['value 1', 'value 2']);
    expect(second).toEqual(['value 2', 'value 3']);
    expect(single).toBe('value 1');
    expect(asked).toEqual([[1, 2], [3]]);
  });

  it('lets get build what a concurrent getMany did not find', async () => {
    const cache = listeningCache();
    const { build } = recordingBuild([]);
    const [many, single] = await Promise.all([
      cache.getMany([5], keyOf, build),
      cache.get(keyOf(5), async () => ({ value: 'built by get' })),
    ]);
    expect(many).toEqual([undefined]);
    expect(single).toBe('built by get');
  });

  it('keeps nothing read while a change landed', async () => {
    const cache = listeningCache();
    const { asked, build } = recordingBuild([1]);
    const reading = cache.getMany([1], keyOf, build);
    cache.notified('events changed');
    expect(await reading).toEqual(['value 1']);
    await cache.getMany([1], keyOf, build);
    expect(asked).toEqual([[1], [1]]);
  });

  it('builds every item each time while it may not serve', async () => {
    const cache = listeningCache();
    cache.serve = false;
    const { asked, build } = recordingBuild([1, 2]);
    expect(await cache.getMany([1, 2, 1], keyOf, build)).toEqual(['value 1', 'value 2', 'value 1']);
    await cache.getMany([1], keyOf, build);
    expect(asked).toEqual([[1, 2], [1]]);
  });
});

describe('NotifiedCache keeping', () => {
  const value = (key: string) => async () => ({ value: key.padEnd(10) });
  const kept = (cache: NotifiedCache<string>, key: string) => cache.peek(key) !== undefined;

  it('lets the least recently used entries go first when it is full', async () => {
    // ten entries of weight 10 fill it
    const cache = listeningCache({ maxWeight: 100 });
    for (let i = 0; i < 10; i++) await cache.get(`a${i}`, value(`a${i}`));
    // a0 was stored first, and is read again: a1 is now the least recently used
    expect(kept(cache, 'a0')).toBe(true);
    await cache.get('b0', value('b0'));
    expect(kept(cache, 'a1')).toBe(false);
    expect(kept(cache, 'a0')).toBe(true);
    await cache.getMany(
      ['a2'],
      (key) => key,
      async () => new Map(),
    );
    await cache.get('b1', value('b1'));
    await cache.get('b2', value('b2'));
    expect(kept(cache, 'a3')).toBe(false);
    expect(kept(cache, 'a4')).toBe(false);
    expect(['a0', 'a2', 'b0', 'b1', 'b2'].every((key) => kept(cache, key))).toBe(true);
  });

  it('builds again what has grown older than its age limit', async () => {
    const cache = listeningCache({ maxAgeMs: 20 });
    const { asked, build } = recordingBuild([1]);
    await cache.getMany([1], keyOf, build);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(cache.peek(keyOf(1))).toBeUndefined();
    await cache.getMany([1], keyOf, build);
    expect(asked).toEqual([[1], [1]]);
  });
});
