import { type PGlite, type QueryOptions, type Transaction, types } from '@electric-sql/pglite';
import { KeptStatements } from './pglite-statements.ts';

const asText = (value: string) => value;

/**
 * The result parsers drizzle's PGlite driver passes with every query
 * (drizzle-orm/pglite/session.js): dates, times, intervals and their arrays stay text, for
 * drizzle's columns to map.
 */
export const DRIZZLE_PARSERS: Record<number, (value: string) => unknown> = {
  [types.TIMESTAMP]: asText,
  [types.TIMESTAMPTZ]: asText,
  [types.INTERVAL]: asText,
  [types.DATE]: asText,
  1231: asText, // numeric[]
  1115: asText, // timestamp[]
  1185: asText, // timestamptz[]
  1187: asText, // interval[]
  1182: asText, // date[]
};

/** A query's options without parsers that the instance already has. */
function lean(options: QueryOptions | undefined): QueryOptions | undefined {
  const parsers = options?.parsers;
  if (!parsers) return options;
  for (const oid in parsers) if (!(oid in DRIZZLE_PARSERS)) return options;
  return { ...options, parsers: undefined };
}

/**
 * The PGlite client drizzle is given, for `client`:
 * - DRIZZLE_PARSERS are set in its own table, and the copy drizzle sends with each query is
 *   dropped: PGlite merges a query's parsers into a copy of its whole parser table every time,
 *   which doubled a primary-key read's time (docs/measurements/hot-paths.md, decision 029);
 * - a query text run again goes through a statement PGlite keeps parsed (KeptStatements).
 * Both in and out of transactions.
 */
export function pgliteForDrizzle(client: PGlite): PGlite {
  // after PGlite's start, which sets its own array parsers (a creation option would be overridden)
  Object.assign(client.parsers, DRIZZLE_PARSERS);
  const kept = new KeptStatements(client);
  const query: PGlite['query'] = (sql, params, options) => kept.query(sql, params, lean(options));
  const transaction: PGlite['transaction'] = (callback) =>
    client.transaction((tx) => {
      const inTx: Transaction['query'] = (sql, params, options) =>
        kept.inTransaction(tx, sql, params, lean(options));
      // tx itself underneath: its `closed` is a live getter
      return callback(Object.create(tx, { query: { value: inTx } }) as Transaction);
    });
  return new Proxy(client, {
    get(target, property) {
      if (property === 'query') return query;
      if (property === 'transaction') return transaction;
      const value = Reflect.get(target, property, target);
      // PGlite's methods use private fields: they must run on the instance itself
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
