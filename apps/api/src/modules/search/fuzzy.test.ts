import { SEARCH_FUZZY_OPTIONS } from '@storytable/domain';
import Fuse from 'fuse.js';
import { describe, expect, it } from 'vitest';
import { FieldScores, fuzzyMatch, orPattern } from './fuzzy.ts';

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

/** Fuse exactly as the spec configures it over `items`: the ids it finds for `q`, in its order. */
function fuseOver<T extends { id: number }>(items: T[]) {
  const fuse = new Fuse(items, {
    ...SEARCH_FUZZY_OPTIONS,
    keys: [...SEARCH_FUZZY_OPTIONS.keys],
    useExtendedSearch: true,
  });
  return (q: string) => fuse.search(orPattern(q)).map((r) => r.item.id);
}

/** Fuse over the docs above, case-insensitive by Fuse's own default. */
const reference = fuseOver(docs);

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

describe('fuzzyMatch over long fields', () => {
  // deterministic word soup: fields of every length, words at every offset, some very long
  let seed = 11;
  const next = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
  const lexicon = [
    'history',
    'histories',
    'roman',
    'romance',
    'leadership',
    'kitchens',
    'art',
    'war',
    'candlelit',
    'supper',
    'archaeological',
    'counterrevolutionaries',
    'a',
    'of',
    'the',
  ];
  const words = (n: number) =>
    Array.from({ length: n }, () => lexicon[Math.floor(next() * lexicon.length)]).join(' ');
  const longDocs = Array.from({ length: 300 }, (_, i) => ({
    id: i + 1,
    title: words(1 + Math.floor(next() * 8)),
    description: words(1 + Math.floor(next() * 40)),
    tags: [words(1 + Math.floor(next() * 3))],
  }));
  const fullFuse = fuseOver(longDocs);

  it.each([
    'history',
    'histroy kitchens',
    'leadrship art war',
    'supper candlelit romance',
    'archaeologicl',
    'counterrevolutionariez',
    'counterrevolutionaries and archaeological histories of the roman kitchens',
    'of',
    'xx history',
  ])('ranks as Fuse over the whole fields for %j', (q) => {
    const expected = fullFuse(q);
    expect(expected.length).toBeGreaterThan(0);
    expect(fuzzyMatch(longDocs, q)).toEqual(expected);
  });
});

describe('fuzzyMatch over texts that repeat or differ only outside the query words', () => {
  // numbered titles, repeated descriptions and tags: the shapes memoised scores are shared by
  const topics = ['Roman History', 'the Silk Road', 'Art History', 'Medieval Kitchens'];
  const repeated = Array.from({ length: 240 }, (_, i) => ({
    id: i + 1,
    title: `${['Stories of', 'A Supper About', 'Long Table:'][i % 3]} ${topics[i % 4]} #${i + 1}`,
    description: `${['Bring your curiosity:', 'An intimate evening exploring'][i % 2]} ${topics[(i * 3) % 4]?.toLowerCase()}, and more.`,
    tags: i % 5 === 0 ? ['Art History', '  '] : [['Leadership', 'Modern History'][i % 2] ?? ''],
  }));
  const fuse = fuseOver(repeated);

  it.each([
    'history',
    'histroy 12',
    'roman #1',
    'his-tory ro]man art',
    'Kitchen SILK',
    'stories1 supper',
    'aboutthesilkroadandmedievalkitchens history',
  ])('ranks as Fuse for %j', (q) => {
    const expected = fuse(q);
    expect(expected.length).toBeGreaterThan(0);
    expect(fuzzyMatch(repeated, q)).toEqual(expected);
  });
});

describe('fuzzyMatch with scores kept across searches', () => {
  const topics = ['Roman History', 'the Silk Road', 'Art History', 'Medieval Kitchens'];
  const items = Array.from({ length: 120 }, (_, i) => ({
    id: i + 1,
    title: `${['Stories of', 'Long Table:'][i % 2]} ${topics[i % 4]} #${i + 1}`,
    description: `An evening exploring ${topics[(i * 3) % 4]?.toLowerCase()}.`,
    tags: [['Leadership', 'Modern History', 'Art History'][i % 3] ?? ''],
  }));
  const fuse = fuseOver(items);
  const queries = ['history', 'histroy silk', 'roman art', 'kitchens history', 'leadrship', 'art'];

  it('ranks as Fuse in every later search, the map full or not', () => {
    for (const kept of [new FieldScores(), new FieldScores(50)]) {
      for (const round of [1, 2]) {
        for (const q of queries)
          expect(fuzzyMatch(items, q, kept), `${q}, round ${round}`).toEqual(fuse(q));
      }
      expect(kept.size).toBeGreaterThan(0);
    }
  });

  it('keeps at most its bound', () => {
    const kept = new FieldScores(50);
    for (const q of queries) fuzzyMatch(items, q, kept);
    expect(kept.size).toBeGreaterThan(25);
    expect(kept.size).toBeLessThanOrEqual(50);
  });
});
