import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KeptStatements } from './pglite-statements.ts';

let client: PGlite;

beforeAll(async () => {
  client = await PGlite.create();
  await client.exec(`
    create table seats (id int primary key, taken_at timestamptz, note text, tags text[]);
    insert into seats values (1, '2026-11-24 18:30:00+00', 'window', '{a,b}'), (2, null, null, '{}');
  `);
});
afterAll(async () => {
  await client.close();
});

/** The names and texts of the statements the session has prepared. */
async function prepared() {
  const { rows } = await client.query<{ name: string; statement: string }>(
    'select name, statement from pg_prepared_statements order by name',
  );
  return rows;
}

describe('KeptStatements', () => {
  it('prepares a text on its second run and answers as query() does, in both row modes', async () => {
    await client.exec('deallocate all');
    const kept = new KeptStatements(client);
    const read = 'select id, taken_at, note, tags from seats where id = $1 or note = $2';
    for (const rowMode of ['object', 'array'] as const) {
      const plain = await client.query(read, [2, 'window'], { rowMode });
      const first = await kept.query(read, [2, 'window'], { rowMode });
      const second = await kept.query(read, [2, 'window'], { rowMode });
      expect(first).toEqual(plain);
      expect(second).toEqual(plain);
    }
    expect((await prepared()).map((row) => row.statement)).toEqual([read]);
  });

  it('reports affected rows and returned rows of writes, and nothing for DDL', async () => {
    const kept = new KeptStatements(client);
    const update = 'update seats set note = $1 where id = $2';
    await kept.query(update, ['aisle', 2]);
    const result = await kept.query(update, ['aisle', 2]);
    expect(result).toMatchObject({ affectedRows: 1, rows: [] });
    const returning = 'update seats set note = note where id = $1 returning id';
    await kept.query(returning, [1]);
    expect((await kept.query(returning, [1])).rows).toEqual([{ id: 1 }]);
    await kept.query('create table if not exists spare (id int)');
    await kept.query('create table if not exists spare (id int)');
    expect((await prepared()).map((row) => row.statement)).not.toContain(
      'create table if not exists spare (id int)',
    );
  });

  it('gives PGlite’s errors, and the session goes on', async () => {
    const kept = new KeptStatements(client);
    const read = 'select id from seats where id = $1';
    await kept.query(read, [1]);
    const failed = await kept.query(read, ['one']).catch((err: unknown) => err);
    expect(failed).toMatchObject({ code: '22P02', query: read, params: ['one'] });
    expect((await kept.query(read, [1])).rows).toEqual([{ id: 1 }]);
  });

  it('runs inside a transaction, whose rollback undoes its writes', async () => {
    const kept = new KeptStatements(client);
    const update = "update seats set note = 'moved' where id = $1";
    await kept.query(update, [99]); // seen once: no such seat
    await client
      .transaction(async (tx) => {
        await kept.inTransaction(tx, update, [1]);
        expect((await tx.query('select note from seats where id = 1')).rows).toEqual([
          { note: 'moved' },
        ]);
        throw new Error('undo');
      })
      .catch(() => {});
    expect((await client.query('select note from seats where id = 1')).rows).toEqual([
      { note: 'window' },
    ]);
    const closed = await client.transaction(async (tx) => tx);
    await expect(kept.inTransaction(closed, update, [1])).rejects.toThrow('Transaction is closed');
  });

  it('waits for an open transaction instead of running inside it', async () => {
    const kept = new KeptStatements(client);
    const read = 'select note from seats where id = $1';
    await kept.query(read, [2]); // seen once
    let outside: Promise<unknown> | undefined;
    await client.transaction(async (tx) => {
      await tx.query("update seats set note = 'uncommitted' where id = 1");
      outside = kept.query(read, [1]);
      await new Promise((resolve) => setTimeout(resolve, 20));
      await tx.rollback();
    });
    expect(await outside).toMatchObject({ rows: [{ note: 'window' }] });
  });

  it('closes the least recently used statement beyond its limit', async () => {
    await client.exec('deallocate all');
    const kept = new KeptStatements(client, 2);
    const [one, two, three] = [1, 2, 3].map((n) => `select ${n} as n where $1::int = 1`) as [
      string,
      string,
      string,
    ];
    // `one` is used again after `two` is kept, so `two` is the least recently used
    for (const text of [one, one, two, two, one, three, three]) await kept.query(text, [1]);
    expect((await prepared()).map((row) => row.statement)).toEqual([one, three]);
  });

  it('parses a statement again after its table changes shape', async () => {
    await client.exec('create table shapes (id int)');
    await client.exec('insert into shapes values (1)');
    const kept = new KeptStatements(client);
    const read = 'select * from shapes where id = $1';
    await kept.query(read, [1]);
    await kept.query(read, [1]);
    await client.exec('alter table shapes add column label text');
    // PostgreSQL refuses the kept plan once (0A000), then it is parsed anew
    await expect(kept.query(read, [1])).rejects.toMatchObject({ code: '0A000' });
    expect((await kept.query(read, [1])).rows).toEqual([{ id: 1, label: null }]);
  });
});
