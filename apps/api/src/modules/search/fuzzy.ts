import { SEARCH_FUZZY_OPTIONS, searchWords } from '@storytable/domain';
import Fuse from 'fuse.js';
import type { SearchCandidate } from './search-repository.ts';

/**
 * Fuse.js extended-search pattern for the query: its words joined with OR (`|`). Characters
 * that would switch a word into another extended-search operator (=, ', !, ^, $, quotes, |)
 * are dropped, so every word stays a plain fuzzy term.
 */
export function orPattern(q: string): string {
  return plainWords(q).join(' | ');
}

/** The query's words as Fuse matches them: without extended-search operator characters. */
export function plainWords(q: string): string[] {
  return searchWords(q)
    .map((w) =>
      w
        .replace(/["|\\]/g, '')
        .replace(/^[=!^']+/, '')
        .replace(/\$+$/, ''),
    )
    .filter((w) => w.length > 0);
}

/** Fuse's options for one word's bitap search, case-insensitive by lower-casing both sides here. */
const BITAP_OPTIONS = {
  location: 0,
  threshold: SEARCH_FUZZY_OPTIONS.threshold,
  distance: SEARCH_FUZZY_OPTIONS.distance,
  minMatchCharLength: SEARCH_FUZZY_OPTIONS.minMatchCharLength,
  isCaseSensitive: true,
};

/** Each key's weight as Fuse uses it: divided by the sum of the weights, in the keys' order. */
const KEY_WEIGHTS = (() => {
  const keys = SEARCH_FUZZY_OPTIONS.keys;
  let total = 0;
  for (const key of keys) total += key.weight;
  return Object.fromEntries(keys.map((k) => [k.name, k.weight / total])) as Record<
    (typeof keys)[number]['name'],
    number
  >;
})();

/**
 * Fuzzy matching with the spec's options over rows that passed the filters, best match first:
 * the ids, order and matches of Fuse.js (extended search, the words OR-ed, keys title,
 * description and tags with their weights and field-length norms), computed with less work.
 * Fuse's OR takes, for each field text, the first word in query order whose bitap search
 * matches, so a field's score depends only on its text: scores are memoised per word and text
 * (fields repeat: tags, description openings), and a text is first reduced to what bitap can
 * tell apart (canonicalText). fuzzy.test.ts compares with Fuse itself.
 */
export function fuzzyMatch(
  candidates: Pick<SearchCandidate, 'id' | 'title' | 'description' | 'tags'>[],
  q: string,
  kept?: FieldScores,
): number[] {
  // the terms Fuse's extended search parses from orPattern(q), lower-cased, in order
  const words = plainWords(q.toLowerCase());
  if (!words.length) return candidates.map((c) => c.id);
  const fieldScore = fieldScorer(words, kept);
  const ranked: { id: number; idx: number; score: number }[] = [];
  candidates.forEach((c, idx) => {
    // Fuse's computeScore: the product over matched fields, in key order, of score^(weight×norm)
    let score = 1;
    let matched = false;
    const add = (text: string, weight: number) => {
      if (!text.trim()) return; // Fuse indexes no blank text
      const s = fieldScore(text.toLowerCase());
      if (s === null) return;
      matched = true;
      score *= (s === 0 ? Number.EPSILON : s) ** (weight * fieldNorm(text));
    };
    add(c.title, KEY_WEIGHTS.title);
    add(c.description, KEY_WEIGHTS.description);
    for (const tag of c.tags) add(tag, KEY_WEIGHTS.tags);
    if (matched) ranked.push({ id: c.id, idx, score });
  });
  // Fuse's default sort: score, then position
  ranked.sort((a, b) => a.score - b.score || a.idx - b.idx);
  return ranked.map((r) => r.id);
}

/**
 * A field text's score under the OR-ed words (null: no match): the first word in order that
 * matches gives it. Bitap reads a text no further than `reach`, and sees only whether each
 * character is one of the word's: every other character behaves alike (its alphabet mask is
 * empty), so one placeholder stands for them all and texts that differ only there share one
 * memoised result.
 */
function fieldScorer(words: string[], kept: FieldScores | undefined) {
  const reach =
    Math.ceil(SEARCH_FUZZY_OPTIONS.threshold * SEARCH_FUZZY_OPTIONS.distance) +
    Math.max(...words.map((w) => w.length)) +
    2;
  const perWord = words.map((word) => ({
    word,
    others: new RegExp(`[^${word.replace(/[\\\]^-]/g, '\\$&')}]`, 'g'),
    scores: new Map<string, number | null>(),
  }));
  const byText = new Map<string, number | null>();
  return (text: string): number | null => {
    const cut = text.length > reach ? text.slice(0, reach) : text;
    const known = byText.get(cut);
    if (known !== undefined) return known;
    let found: number | null = null;
    for (const w of perWord) {
      let score = kept?.get(w.word, cut);
      if (score === undefined) {
        // U+0000 is in no word and no text (every string schema refuses it)
        const canonical = cut.replace(w.others, '\u0000');
        score = w.scores.get(canonical);
        if (score === undefined) {
          const result = Fuse.match(w.word, canonical, BITAP_OPTIONS);
          score = result.isMatch ? result.score : null;
          w.scores.set(canonical, score);
        }
        kept?.set(w.word, cut, score);
      }
      if (score !== null) {
        found = score;
        break;
      }
    }
    byText.set(cut, found);
    return found;
  };
}

/** Fuse's field-length norm: 1/√(number of words), to 3 decimals. */
function fieldNorm(text: string): number {
  let words = 0;
  let inWord = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if ((code >= 9 && code <= 13) || code === 32 || code === 160) inWord = false;
    else if (!inWord) {
      words++;
      inWord = true;
    }
  }
  return Math.round(1000 / Math.max(1, words) ** 0.5) / 1000;
}

/**
 * Bitap scores kept across searches: a word's score on a text (cut to what bitap reads) never
 * changes, so no event change makes one wrong, and the texts of the soonest events come back in
 * query after query. Bounded in two generations: when the newer holds `max / 2` entries it
 * becomes the older and the older goes (a Map whose oldest entry is deleted on every insert
 * walks its deleted slots on each eviction: 8 ms more per search in a bench). A score read
 * from the older moves to the newer. One per app (app.ts, AppDeps).
 */
export class FieldScores {
  // by word, then by text: the text's hash is computed once for all the query's words (a key
  // joining word and text was a new string to build and hash on every look-up)
  #newer = new Map<string, Map<string, number | null>>();
  #older = new Map<string, Map<string, number | null>>();
  #newerSize = 0;
  #olderSize = 0;
  constructor(private readonly max = 50_000) {}

  get size() {
    return this.#newerSize + this.#olderSize;
  }

  get(word: string, text: string): number | null | undefined {
    const score = this.#newer.get(word)?.get(text);
    if (score !== undefined) return score;
    const old = this.#older.get(word)?.get(text);
    if (old !== undefined) this.#add(word, text, old);
    return old;
  }

  set(word: string, text: string, score: number | null) {
    this.#add(word, text, score);
  }

  #add(word: string, text: string, score: number | null) {
    if (this.#newerSize >= this.max / 2) {
      this.#older = this.#newer;
      this.#olderSize = this.#newerSize;
      this.#newer = new Map();
      this.#newerSize = 0;
    }
    let scores = this.#newer.get(word);
    if (!scores) {
      scores = new Map();
      this.#newer.set(word, scores);
    }
    const before = scores.size;
    scores.set(text, score);
    this.#newerSize += scores.size - before;
  }
}
