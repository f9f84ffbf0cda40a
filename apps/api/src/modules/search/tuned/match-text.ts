import { SEARCH_FUZZY_OPTIONS, SEARCH_TEXT_MAX } from '@storytable/domain';
import { TwoGenerations } from '../../../lib/tuned/two-generations.ts';

/**
 * How far into a text bitap reads for a query whose longest word has `longest` characters: it
 * finds nothing past `threshold × distance` from the location (0), plus the word, plus a margin.
 * fuzzy.test.ts checks the cut against Fuse over whole texts.
 */
export function bitapReach(longest: number): number {
  return Math.ceil(SEARCH_FUZZY_OPTIONS.threshold * SEARCH_FUZZY_OPTIONS.distance) + longest + 2;
}

/** The most of a text bitap reads for any query: no word is longer than a query (the schema). */
export const READ_MAX = bitapReach(SEARCH_TEXT_MAX);

/**
 * One field text as fuzzy matching reads it (fuzzy.ts), prepared once for every search that
 * ranks it: lower-cased and cut to READ_MAX, and its field-length norm. Equal texts share one
 * (MatchTexts), so a tag held by a thousand events is scored once per word (FieldScores).
 */
export interface MatchField {
  readonly text: string;
  readonly norm: number;
  /** The search that last scored it, and what it found then (one score per field per search). */
  search: number;
  found: number | null;
}

/** An event's title, description and tags as fuzzy matching reads them, each with its key's weight. */
export interface MatchText {
  /** In Fuse's key order; blank texts left out, as Fuse indexes none. */
  readonly fields: readonly { readonly field: MatchField; readonly weight: number }[];
}

/** What a candidate's text is kept as between searches (search-repository.ts). */
export function textJson(title: string, description: string, tags: string[]): string {
  return JSON.stringify([title, description, tags]);
}

/** Each key's weight as Fuse uses it: divided by the sum of the weights. */
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
 * Candidates' texts prepared for fuzzy matching, kept between searches: by their JSON text
 * (textJson), which is all a preparation depends on, so no event change makes one wrong and a
 * text read again after the events cache was emptied is found by its content. Fields are shared
 * by their text. Both bounded in two generations. One per app (app.ts, AppDeps).
 */
export class MatchTexts {
  readonly #texts: TwoGenerations<string, MatchText>;
  readonly #fields: TwoGenerations<string, MatchField>;

  constructor(max = 10_000) {
    this.#texts = new TwoGenerations(max);
    this.#fields = new TwoGenerations(max * 2);
  }

  get size() {
    return this.#texts.size;
  }

  /** The prepared text of `json` (textJson's), parsed and prepared only when not kept. */
  fromJson(json: string): MatchText {
    let text = this.#texts.get(json);
    if (!text) {
      const [title, description, tags] = JSON.parse(json) as [string, string, string[]];
      text = this.prepare(title, description, tags);
      this.#texts.set(json, text);
    }
    return text;
  }

  prepare(title: string, description: string, tags: readonly string[]): MatchText {
    const fields: { field: MatchField; weight: number }[] = [];
    const add = (text: string, weight: number) => {
      if (text.trim()) fields.push({ field: this.#field(text), weight });
    };
    add(title, KEY_WEIGHTS.title);
    add(description, KEY_WEIGHTS.description);
    for (const tag of tags) add(tag, KEY_WEIGHTS.tags);
    return { fields };
  }

  #field(text: string): MatchField {
    let field = this.#fields.get(text);
    if (!field) {
      const lower = text.toLowerCase();
      field = {
        text: lower.length > READ_MAX ? lower.slice(0, READ_MAX) : lower,
        norm: fieldNorm(text),
        search: 0,
        found: null,
      };
      this.#fields.set(text, field);
    }
    return field;
  }
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
