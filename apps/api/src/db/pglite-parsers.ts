import { type PGlite, type QueryOptions, type Transaction, types } from '@electric-sql/pglite';

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
 * The PGlite client drizzle is given: `client` with DRIZZLE_PARSERS set in its own table, whose
 * queries, in and out of transactions, drop the copy of those parsers drizzle sends with each.
 * PGlite merges a query's parsers into a copy of its whole parser table on every query: measured
 * on a primary-key read, 200 to 244 µs with them against 96 to 112 µs without (decision 029).
 */
export function parsersOnce(client: PGlite): PGlite {
  // after PGlite's start, which sets its own array parsers (a creation option would be overridden)
  Object.assign(client.parsers, DRIZZLE_PARSERS);
  const query: PGlite['query'] = (sql, params, options) => client.query(sql, params, lean(options));
  const transaction: PGlite['transaction'] = (callback) =>
    client.transaction((tx) => {
      // tx itself underneath: its `closed` is a live getter
      const leanTx: Transaction = Object.create(tx, {
        query: {
          value: ((sql, params, options) =>
            tx.query(sql, params, lean(options))) satisfies Transaction['query'],
        },
      });
      return callback(leanTx);
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
