import { cpuMs } from '../lib/process-cpu.ts';
import type { BenchContext, Scenario } from '../lib/types.ts';

/**
 * Words of the seeded events' titles, descriptions and categories (`npm run seed -- --events N`,
 * apps/api/src/cli/demo-events.ts), so queries find dinners as real ones would.
 */
const VOCABULARY = [
  'roman',
  'history',
  'silk',
  'road',
  'art',
  'renaissance',
  'military',
  'gold',
  'rush',
  'ancient',
  'egypt',
  'modern',
  'printing',
  'press',
  'jazz',
  'america',
  'space',
  'race',
  'leadership',
  'social',
  'change',
  'great',
  'inventions',
  'lost',
  'cities',
  'shipwrecks',
  'cold',
  'war',
  'greek',
  'philosophy',
  'medieval',
  'kitchens',
  'industrial',
  'revolution',
  'dinner',
  'conversation',
  'supper',
  'stories',
  'evening',
  'candlelit',
  'talk',
  'table',
  'plates',
  'questions',
  'relaxed',
  'curiosity',
  'intimate',
  'exploring',
  'civilizations',
  'cultural',
  'heritage',
  'innovation',
  'archaeological',
  'finds',
  'literature',
  'politics',
];

/** One slip in a word of five letters or more: two letters swapped, one dropped or doubled. */
function typo(word: string): string {
  if (word.length < 5) return word;
  const i = 1 + Math.floor(Math.random() * (word.length - 3));
  switch (Math.floor(Math.random() * 3)) {
    case 0:
      return word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
    case 1:
      return word.slice(0, i) + word.slice(i + 1);
    default:
      return word.slice(0, i) + word[i] + word.slice(i);
  }
}

/** A word no dinner holds: letters no vocabulary word is near. */
const nothing = () =>
  `zq${Array.from({ length: 4 }, () => 'vwxyz'[Math.floor(Math.random() * 5)]).join('')}`;

/**
 * A search never asked before in this run: two to four words, half of them with a typo, a third
 * with a number ('history roman 157') and a fifth with a word that matches nothing, as people type
 * them (issue 32, item 32: numbers broke PGlite's kept statements under concurrency).
 */
function distinctQueries(): () => string {
  const asked = new Set<string>();
  const pick = () => VOCABULARY[Math.floor(Math.random() * VOCABULARY.length)]!;
  return () => {
    for (;;) {
      const words = Array.from({ length: 2 + Math.floor(Math.random() * 3) }, pick);
      if (Math.random() < 0.5) words[0] = typo(words[0]!);
      if (Math.random() < 1 / 3)
        words[words.length - 1] = String(1 + Math.floor(Math.random() * 999));
      if (Math.random() < 0.2) words[1] = nothing();
      const q = words.join(' ');
      if (!asked.has(q)) {
        asked.add(q);
        return `/api/search?q=${encodeURIComponent(q)}`;
      }
    }
  };
}

/** Distinct searches against however many events were seeded, with the target for it. */
async function distinctSearches(ctx: BenchContext, seeded: number) {
  const listing = (await (await fetch(`${ctx.app.url}/api/events?page=1`)).json()) as {
    pagination: { total: number };
  };
  const upcoming = listing.pagination.total;
  // a full run seeds for its largest scenario: every scenario sees 100,000 events
  if (upcoming > seeded * 1.5) {
    ctx.note(`search (${seeded} events) skipped: ${upcoming} events seeded, see search-100k`);
    return;
  }
  const probe = distinctQueries()();
  const first = (await (await fetch(`${ctx.app.url}${probe}`)).json()) as { total?: number };
  ctx.note(`search, ${upcoming} upcoming events: ${probe} answered ${first.total ?? '?'} matches`);
  const cpuBefore = cpuMs(ctx.app.pid);
  const result = await ctx.load({
    name: `GET /api/search, a new query each time (${upcoming.toLocaleString('en-US')} upcoming events, 10 connections)`,
    path: probe,
    nextPath: distinctQueries(),
    connections: 10,
    target: { maxP99Ms: seeded > 10_000 ? 100 : 50 },
  });
  const cpuAfter = cpuMs(ctx.app.pid);
  const searches = result.rps * result.durationS;
  if (cpuBefore !== null && cpuAfter !== null && searches > 0) {
    // with 10 connections on one thread, p99 is about ten times this
    ctx.metric({
      name: `server CPU per search, ${seeded.toLocaleString('en-US')} events (less load-bound than p99)`,
      value: Math.round(((cpuAfter - cpuBefore) / searches) * 10) / 10,
      unit: 'ms',
    });
  }
}

/** Issue 9: every search a new one (several words, some with a typo), so no cache helps. */
export const search: Scenario = {
  name: 'search',
  description: 'GET /api/search with a distinct query per request (10,000 events)',
  // on its own 10,000 events when the run seeds 100,000 for others
  seed: { events: 10_000, own: true },
  run: (ctx) => distinctSearches(ctx, 10_000),
};

/** The same at 100,000 events (alone: `npm run bench -- search-100k`). */
export const search100k: Scenario = {
  name: 'search-100k',
  description: 'GET /api/search with a distinct query per request (100,000 events)',
  seed: { events: 100_000 },
  run: (ctx) => distinctSearches(ctx, 100_000),
};

/**
 * Issue 30: the same mix at 1,000,000 dinners, on PostgreSQL (no target on PGlite), on a
 * database of its own so the other scenarios keep their 100,000 (alone: `npm run bench --
 * search-1m`).
 */
export const search1m: Scenario = {
  name: 'search-1m',
  description: 'GET /api/search with a distinct query per request (1,000,000 events)',
  seed: { events: 1_000_000, alone: true },
  databases: ['postgres'],
  run: (ctx) => distinctSearches(ctx, 1_000_000),
};
