import { PGlite, type QueryOptions, types } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRIZZLE_PARSERS, pgliteForDrizzle } from './pglite-client.ts';

let client: PGlite;
/** The options each query reached PGlite with. */
const received: (QueryOptions | undefined)[] = [];

beforeAll(async () => {
  client = await PGlite.create();
  const query = client.query.bind(client);
  client.query = ((text, params, options) => {
    received.push(options);
    return query(text, params, options);
  }) as PGlite['query'];
  await client.exec(`create table stamps (id int primary key, at timestamptz not null)`);
  await client.exec(`insert into stamps values (1, '2026-11-24 18:30:00+00')`);
});
afterAll(async () => {
  await client.close();
});

describe('pgliteForDrizzle', () => {
  it('drops the parsers PGlite already has, keeping the rest of the options', async () => {
    const lean = pgliteForDrizzle(client);
    received.length = 0;
    await lean.query('select 1', [], { rowMode: 'array', parsers: { ...DRIZZLE_PARSERS } });
    expect(received).toEqual([{ rowMode: 'array', parsers: undefined }]);
  });

  it('keeps parsers PGlite was not created with, in and out of transactions', async () => {
    const lean = pgliteForDrizzle(client);
    const int4 = { parsers: { [types.INT4]: (value: string) => `int ${value}` } };
    expect((await lean.query<{ n: string }>('select 1::int4 as n', [], int4)).rows).toEqual([
      { n: 'int 1' },
    ]);
    const inTx = await lean.transaction((tx) => tx.query<{ n: string }>('select 2 as n', [], int4));
    expect(inTx.rows).toEqual([{ n: 'int 2' }]);
  });

  it('answers drizzle as PGlite with drizzle’s parsers per query does', async () => {
    const db = drizzle({ client: pgliteForDrizzle(client) });
    const plain = drizzle({ client: await PGlite.create() });
    await plain.execute(sql`create table stamps (id int primary key, at timestamptz not null)`);
    await plain.execute(sql`insert into stamps values (1, '2026-11-24 18:30:00+00')`);
    const read = sql`select id, at, interval '1 day' as span, array[at] as ats from stamps`;
    const lean = await db.execute(read);
    expect(lean.rows).toEqual((await plain.execute(read)).rows);
    // text, for drizzle's columns to map
    expect(lean.rows[0]).toMatchObject({ at: '2026-11-24 18:30:00+00', span: '1 day' });
    // run again, in and out of a transaction, through the statement PGlite now keeps
    const inTx = await db.transaction((tx) => tx.execute(read));
    expect(inTx.rows).toEqual(lean.rows);
    expect((await db.execute(read)).rows).toEqual(lean.rows);
    const kept = await client.query<{ statement: string }>(
      'select statement from pg_prepared_statements',
    );
    expect(kept.rows.map((row) => row.statement)).toContain(
      "select id, at, interval '1 day' as span, array[at] as ats from stamps",
    );
    await plain.$client.close();
  });
});
