import { SEARCH_FUZZY_OPTIONS } from '@storytable/domain';
import Fuse from 'fuse.js';
import { describe, expect, it } from 'vitest';
import { FieldScores, fuzzyMatch, orPattern } from './fuzzy.ts';
import { MatchTexts, textJson } from './match-text.ts';

type Doc = { id: number; title: string; description: string; tags: string[] };

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
].map(([title, description, tags], i) => ({ id: i + 1, title, description, tags }) as Doc);

/** fuzzyMatch over docs prepared by `texts` (a new MatchTexts unless given), keeping `scores`. */
function matchDocs(items: Doc[], q: string, texts = new MatchTexts(), scores?: FieldScores) {
  const prepared = items.map((d) => ({
    id: d.id,
    text: texts.fromJson(textJson(d.title, d.description, d.tags)),
  }));
  return fuzzyMatch(prepared, q, scores);
}

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
    expect(matchDocs(docs, q)).toEqual(reference(q));
  });

  it('returns every candidate, in order, when the query has no usable word', () => {
    expect(matchDocs(docs, ' | ')).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('matches words only near the start of a field (location 0, distance 100)', () => {
    expect(matchDocs(docs, 'history')).not.toContain(6);
    expect(matchDocs(docs, 'history')).toEqual(expect.arrayContaining([1, 2, 5]));
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
    expect(matchDocs(longDocs, q)).toEqual(expected);
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
    // numbers, and a word whose letters are never two together in a text (wordRun)
    'zqvwxy roman 157',
    '1 history',
    '11 zqvwxy',
  ])('ranks as Fuse for %j', (q) => {
    const expected = fuse(q);
    expect(expected.length).toBeGreaterThan(0);
    expect(matchDocs(repeated, q)).toEqual(expected);
  });
});

describe('fuzzyMatch with texts and scores kept across searches', () => {
  const topics = ['Roman History', 'the Silk Road', 'Art History', 'Medieval Kitchens'];
  const items = Array.from({ length: 120 }, (_, i) => ({
    id: i + 1,
    title: `${['Stories of', 'Long Table:'][i % 2]} ${topics[i % 4]} #${i + 1}`,
    description: `An evening exploring ${topics[(i * 3) % 4]?.toLowerCase()}.`,
    tags: [['Leadership', 'Modern History', 'Art History'][i % 3] ?? ''],
  }));
  const fuse = fuseOver(items);
  const queries = ['history', 'histroy silk', 'roman art', 'kitchens history', 'leadrship', 'art'];

  it('ranks as Fuse in every later search, the texts and scores kept or not, bounds full or not', () => {
    for (const [texts, scores] of [
      [new MatchTexts(), new FieldScores()],
      [new MatchTexts(50), new FieldScores(50)],
    ] as const) {
      for (const round of [1, 2]) {
        for (const q of queries)
          expect(matchDocs(items, q, texts, scores), `${q}, round ${round}`).toEqual(fuse(q));
      }
      expect(texts.size).toBeGreaterThan(0);
      expect(scores.size).toBeGreaterThan(0);
    }
  });

  it('ranks as Fuse over a hundred distinct words on the same fields', () => {
    const texts = new MatchTexts();
    const scores = new FieldScores(200);
    // every letter dropped and every pair swapped in seven words, each in one search
    const slips = [
      'history',
      'kitchens',
      'leadership',
      'medieval',
      'candlelit',
      'civilizations',
      'revolution',
    ].flatMap((w) =>
      Array.from(w, (_, i) => [
        w.slice(0, i) + w.slice(i + 1),
        `${w.slice(0, i)}${w.slice(i + 1, i + 2)}${w[i]}${w.slice(i + 2)}`,
      ]).flat(),
    );
    const distinct = [...new Set(slips)];
    expect(distinct.length).toBeGreaterThan(100);
    for (const [i, slip] of distinct.entries()) {
      const q = `${slip} ${queries[i % queries.length]}`;
      expect(matchDocs(items, q, texts, scores), q).toEqual(fuse(q));
    }
  });

  it('keeps no score for a word no text holds two adjacent letters of', () => {
    const scores = new FieldScores();
    expect(fuse('zqvwxy')).toEqual([]);
    expect(matchDocs(items, 'zqvwxy', new MatchTexts(), scores)).toEqual([]);
    expect(scores.size).toBe(0);
    matchDocs(items, 'zqvwxy silk', new MatchTexts(), scores);
    expect(scores.size).toBeGreaterThan(0);
  });

  it('keeps at most its bounds', () => {
    const texts = new MatchTexts(50);
    const scores = new FieldScores(50);
    for (const q of queries) matchDocs(items, q, texts, scores);
    expect(texts.size).toBeGreaterThan(25);
    expect(texts.size).toBeLessThanOrEqual(50);
    expect(scores.size).toBeGreaterThan(25);
    expect(scores.size).toBeLessThanOrEqual(50);
  });
});
