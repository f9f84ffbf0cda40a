import { SEARCH_FUZZY_OPTIONS } from '@storytable/domain';
import Fuse from 'fuse.js';
import { describe, expect, it } from 'vitest';
import { fuzzyMatch, orPattern } from './fuzzy.ts';

const docs = [
  ['History of Rome', 'Roman HISTORY over a four-course dinner.', ['Ancient Civilizations']],
  ['Pirates and Privateers', 'Sea stories from the Caribbean.', ['Modern History']],
  ['Leadership Lessons From Shackleton', 'Leadership under impossible conditions.', ['Leadership']],
  ['Tech & Innovation: Where AI Came From', 'From Ada Lovelace to today.', ['Tech & Innovation']],
  ['Art History After Dark', 'Why were the Impressionists so scandalous?', ['Art History']],
  [
    'Dinner',
    'A very long description that only mentions history after more than forty characters.',
    ['Social Impact'],
  ],
].map(
  ([title, description, tags], i) =>
    ({ id: i + 1, title, description, tags }) as {
      id: number;
      title: string;
      description: string;
      tags: string[];
    },
);

/** Fuse exactly as the spec configures it, case-insensitive by Fuse's own default. */
function reference(q: string) {
  const fuse = new Fuse(docs, {
    ...SEARCH_FUZZY_OPTIONS,
    keys: [...SEARCH_FUZZY_OPTIONS.keys],
    useExtendedSearch: true,
  });
  return fuse.search(orPattern(q)).map((r) => r.item.id);
}

describe('fuzzyMatch', () => {
  it.each([
    'history',
    'HISTORY',
    'histroy',
    'rome pirates',
    'Leadrship',
    'ai',
    'tech innovation',
    'x',
    'impressionists',
    'zzzz',
  ])('gives the same matches, in the same order, as Fuse with the spec options for %j', (q) => {
    expect(fuzzyMatch(docs, q)).toEqual(reference(q));
  });

  it('returns every candidate, in order, when the query has no usable word', () => {
    expect(fuzzyMatch(docs, ' | ')).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('matches words only near the start of a field (location 0, distance 100)', () => {
    expect(fuzzyMatch(docs, 'history')).not.toContain(6);
    expect(fuzzyMatch(docs, 'history')).toEqual(expect.arrayContaining([1, 2, 5]));
  });
});
