import { describe, expect, it } from 'vitest';
import { mergeWordLists } from './word-event-lists.ts';

const NOW = 1_000;
/** A list of [id, start] pairs, flattened as kept. */
const list = (...pairs: [number, number][]) => pairs.flat();
const ids = (hits: { id: number }[] | null) => hits?.map((h) => h.id) ?? null;

describe('merging a tier from its words kept lists', () => {
  it('merges whole lists soonest first, each event once, without those taken or started', () => {
    const a = list([1, 2_000], [2, 3_000], [9, 900]);
    const b = list([2, 3_000], [3, 2_500], [4, 3_000]);
    const merged = mergeWordLists([a, b], 4, new Set([4]), 10, NOW);
    // 9 started before NOW; 4 is taken; 2 is in both; ties on start go by id
    expect(ids(merged)).toEqual([1, 3, 2]);
    expect(merged?.[0]?.dateTime).toEqual(new Date(2_000));
    expect(ids(mergeWordLists([a, b], 4, new Set(), 2, NOW))).toEqual([1, 3]);
  });

  it('counts only the events up to the earliest end of a cut list', () => {
    // `cut` and `early` were read to their length (2): events after their last may be missing
    const cut = list([1, 2_000], [2, 4_000]);
    const early = list([6, 2_500], [7, 3_500]);
    const whole = list([3, 3_000]);
    expect(ids(mergeWordLists([cut, whole], 2, new Set(), 3, NOW))).toEqual([1, 3, 2]);
    expect(ids(mergeWordLists([cut, whole], 2, new Set(), 4, NOW))).toBeNull();
    // 2 starts after `early` ends: it is not known to be the next
    expect(ids(mergeWordLists([cut, early, whole], 2, new Set(), 4, NOW))).toEqual([1, 6, 3, 7]);
    expect(ids(mergeWordLists([cut, early, whole], 2, new Set(), 5, NOW))).toBeNull();
    // the end is (start, id): an event at the same start with a lower id is known
    const tie = list([5, 4_000]);
    expect(ids(mergeWordLists([cut, tie], 2, new Set(), 3, NOW))).toBeNull();
    expect(ids(mergeWordLists([cut, list([0, 4_000])], 2, new Set(), 3, NOW))).toEqual([1, 0, 2]);
  });

  it('asks the database when started or taken events leave a cut list short', () => {
    const cut = list([1, 900], [2, 2_000]);
    expect(mergeWordLists([cut], 2, new Set(), 2, NOW)).toBeNull();
    expect(mergeWordLists([cut], 2, new Set([2]), 1, NOW)).toBeNull();
    // whole lists always know: fewer than asked is every event they hold
    expect(ids(mergeWordLists([list([2, 2_000])], 2, new Set(), 2, NOW))).toEqual([2]);
    expect(ids(mergeWordLists([], 2, new Set(), 2, NOW))).toEqual([]);
  });
});
