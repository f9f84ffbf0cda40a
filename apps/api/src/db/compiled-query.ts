import * as drizzle from 'drizzle-orm';
import type { DbOrTx } from './client.ts';

type Query = { sql: string; params: unknown[] };
type Compiled = { query: Query; fields: unknown; joinsNotNullableMap: unknown };
/** What a select builder holds once built: its fields, and which joined tables may be null. */
type Built = {
  toSQL(): Query;
  _: { selectedFields: unknown };
};

// drizzle's own field ordering for result rows (every select's prepare uses it; not in its types)
const { orderSelectedFields } = drizzle as unknown as {
  orderSelectedFields(fields: unknown): unknown;
};

/**
 * A select, built once with `sql.placeholder`s, then run on whichever database or open
 * transaction is given: drizzle's `.prepare()` binds a statement to the database's session, so
 * inside a transaction (another pool client, or PGlite's transaction) it would build the query
 * again on every call. On PostgreSQL the name makes it a prepared statement per connection.
 * Rows are mapped as drizzle's select maps them.
 */
export function compiledSelect<Row>(
  name: string,
  build: (db: DbOrTx) => Built & PromiseLike<Row[]>,
): (db: DbOrTx, values: Record<string, unknown>) => Promise<Row[]> {
  let compiled: Compiled | undefined;
  return (db, values) => {
    if (!compiled) {
      const builder = build(db);
      compiled = {
        query: builder.toSQL(),
        fields: orderSelectedFields(builder._.selectedFields),
        joinsNotNullableMap: (builder as unknown as { joinsNotNullableMap: unknown })
          .joinsNotNullableMap,
      };
    }
    const prepared = db._.session.prepareQuery(
      compiled.query as never,
      compiled.fields as never,
      name,
      true,
    ) as unknown as {
      joinsNotNullableMap: unknown;
      execute(values: Record<string, unknown>): Promise<Row[]>;
    };
    prepared.joinsNotNullableMap = compiled.joinsNotNullableMap;
    return prepared.execute(values);
  };
}
