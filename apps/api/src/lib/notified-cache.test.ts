import { describe, expect, it } from 'vitest';
import { NotifiedCache } from './notified-cache.ts';

const keyOf = (id: number) => `item:${id}`;

/** A cache that serves (as it does once its instance hears change notifications). */
function listeningCache() {
  const cache = new NotifiedCache<string>({
    maxAgeMs: 60_000,
    maxWeight: 1024,
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
