import { SEARCH_FUZZY_OPTIONS, searchWords } from '@storytable/domain';
import Fuse from 'fuse.js';
import { bitapReach, type MatchField, type MatchText, READ_MAX } from './match-text.ts';

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

/** Searches run so far: a field scored in this one is not scored again (MatchField.search). */
let searches = 0;

/**
 * Fuzzy matching with the spec's options over rows that passed the filters, best match first:
 * the ids, order and matches of Fuse.js (extended search, the words OR-ed, keys title,
 * description and tags with their weights and field-length norms), computed with less work.
 * Fuse's OR takes, for each field text, the first word in query order whose bitap search
 * matches, so a field's score depends only on its text: texts come prepared (MatchTexts:
 * lower-cased, cut, normed, shared by equal texts), each word's score on a field is kept
 * (FieldScores), and a text is first reduced to what bitap can tell apart (fieldScorer).
 * fuzzy.test.ts compares with Fuse itself.
 */
export function fuzzyMatch(
  candidates: { id: number; text: MatchText }[],
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
    for (const { field, weight } of c.text.fields) {
      const s = fieldScore(field);
      if (s === null) continue;
      matched = true;
      score *= (s === 0 ? Number.EPSILON : s) ** (weight * field.norm);
    }
    if (matched) ranked.push({ id: c.id, idx, score });
  });
  // Fuse's default sort: score, then position
  ranked.sort((a, b) => a.score - b.score || a.idx - b.idx);
  return ranked.map((r) => r.id);
}

/**
 * A field's score under the OR-ed words (null: no match): the first word in order that matches
 * gives it. A word's score on a field is kept in `kept`; one not kept yet is bitap's over the
 * text cut to `reach`, where bitap sees only whether each character is one of the word's: every
 * other character behaves alike (its alphabet mask is empty), so one placeholder stands for them
 * all and texts that differ only there share one result in this search. A text without a run of
 * minMatchCharLength of the word's characters cannot match (wordRun) and is not kept: numbers
 * and words that match nothing would otherwise push the vocabulary's scores out of `kept`.
 */
function fieldScorer(words: string[], kept: FieldScores | undefined) {
  const search = ++searches;
  // no schema-valid query has a longer word than READ_MAX allows for (match-text.ts)
  const reach = Math.min(READ_MAX, bitapReach(Math.max(...words.map((w) => w.length))));
  const perWord = words.map((word) => ({
    word,
    others: new RegExp(`[^${word.replace(/[\\\]^-]/g, '\\$&')}]`, 'g'),
    scores: new Map<string, number | null>(),
    hasRun: wordRun(word, BITAP_OPTIONS.minMatchCharLength),
  }));
  return (field: MatchField): number | null => {
    if (field.search === search) return field.found;
    let found: number | null = null;
    for (const w of perWord) {
      let score = kept?.get(w.word, field);
      if (score === undefined) {
        const cut = field.text.length > reach ? field.text.slice(0, reach) : field.text;
        if (w.hasRun(cut)) {
          // U+0000 is in no word and no text (every string schema refuses it)
          const canonical = cut.replace(w.others, '\u0000');
          score = w.scores.get(canonical);
          if (score === undefined) {
            const result = Fuse.match(w.word, canonical, BITAP_OPTIONS);
            score = result.isMatch ? result.score : null;
            w.scores.set(canonical, score);
          }
          kept?.set(w.word, field, score);
        } else score = null;
      }
      if (score !== null) {
        found = score;
        break;
      }
    }
    field.search = search;
    field.found = found;
    return found;
  };
}

/**
 * Whether a text holds `n` adjacent characters of `word` (UTF-16 units, as bitap reads them).
 * Fuse's match needs it: with minMatchCharLength n it refuses a match whose marked characters
 * (those of the word within the match, or an exact occurrence) form no run of n, and it refuses
 * a text equal to the word when it is shorter than n. One pass, no string built.
 */
function wordRun(word: string, n: number): (text: string) => boolean {
  const ascii = new Uint8Array(128);
  const other = new Set<number>();
  for (let i = 0; i < word.length; i++) {
    const code = word.charCodeAt(i);
    if (code < 128) ascii[code] = 1;
    else other.add(code);
  }
  return (text) => {
    let run = 0;
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i);
      if (code < 128 ? ascii[code] === 1 : other.has(code)) {
        if (++run >= n) return true;
      } else run = 0;
    }
    return false;
  };
}

/**
 * Bitap scores kept across searches, by word and field: a word's score on a text never changes,
 * so no event change makes one wrong, and the fields of the soonest events come back in query
 * after query. Bounded in two generations: when the newer holds `max / 2` entries it becomes
 * the older and the older goes (a Map whose oldest entry is deleted on every insert walks its
 * deleted slots on each eviction: docs/measurements/hot-paths.md). A score read from the older
 * moves to the newer. One per app (app.ts, AppDeps).
 */
export class FieldScores {
  // by word, then by field: a word's map is found once per field, and a field is its own key
  #newer = new Map<string, Map<MatchField, number | null>>();
  #older = new Map<string, Map<MatchField, number | null>>();
  #newerSize = 0;
  #olderSize = 0;
  constructor(private readonly max = 200_000) {}

  get size() {
    return this.#newerSize + this.#olderSize;
  }

  get(word: string, field: MatchField): number | null | undefined {
    const score = this.#newer.get(word)?.get(field);
    if (score !== undefined) return score;
    const old = this.#older.get(word)?.get(field);
    if (old !== undefined) this.#add(word, field, old);
    return old;
  }

  set(word: string, field: MatchField, score: number | null) {
    this.#add(word, field, score);
  }

  #add(word: string, field: MatchField, score: number | null) {
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
    scores.set(field, score);
    this.#newerSize += scores.size - before;
  }
}
