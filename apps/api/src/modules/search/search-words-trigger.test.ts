import { searchQuerySchema } from '@storytable/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../db/schema/index.ts';
import { createUser } from '../../platform/users/user-factory.ts';
import { createEvent } from '../../test/event-factory.ts';
import { createTestApp, type TestContext } from '../../test/helper.ts';
import { optionalFilters } from './search-repository.ts';
import { rankMatches } from './search-service.ts';

/** Migration 0013: events.search_words follows edits of the title, description and tags only. */
describe('search words after an event edit', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const wordsOf = async (id: number) => {
    const result = (await ctx.database.db.execute(
      sql`select search_words as words from events where id = ${id}`,
    )) as unknown as { rows: { words: string[] }[] };
    return [...(result.rows[0]?.words ?? [])].sort();
  };
  const found = async (q: string) =>
    (await rankMatches(ctx.database.db, optionalFilters(searchQuerySchema.parse({ q })), q)).ids;

  it('recomputes the words when the title, description or tags change, and finds by them', async () => {
    const db = ctx.database.db;
    const host = await createUser(db, { isHost: true });
    const dinner = await createEvent(db, {
      hostId: host.id,
      price: 0,
      title: 'Quokka Stories',
      description: 'Marsupials at dinner.',
      tags: ['Natural History'],
    });
    expect(await wordsOf(dinner.id)).toEqual([
      'at',
      'dinner',
      'history',
      'marsupials',
      'natural',
      'quokka',
      'stories',
    ]);
    expect(await found('quokka')).toEqual([dinner.id]);

    await db
      .update(events)
      .set({ title: 'Wombat Tales', description: 'Burrows and bark.', tags: ['Local Lore'] })
      .where(eq(events.id, dinner.id));
    expect(await wordsOf(dinner.id)).toEqual([
      'and',
      'bark',
      'burrows',
      'local',
      'lore',
      'tales',
      'wombat',
    ]);
    expect(await found('wombat')).toEqual([dinner.id]);
    expect(await found('burrows')).toEqual([dinner.id]);
    expect(await found('quokka')).toEqual([]);
  });

  it('does not recompute the words when only seats or the status change', async () => {
    const db = ctx.database.db;
    const host = await createUser(db, { isHost: true });
    const dinner = await createEvent(db, { hostId: host.id, price: 0, title: 'Platypus Night' });
    // a marker no recomputation would give: it stays until a searched column really changes
    await db.execute(sql`update events set search_words = '{marker}' where id = ${dinner.id}`);
    await db
      .update(events)
      .set({ availableSpots: 3, status: true, title: 'Platypus Night' })
      .where(eq(events.id, dinner.id));
    expect(await wordsOf(dinner.id)).toEqual(['marker']);
    await db.update(events).set({ title: 'Echidna Night' }).where(eq(events.id, dinner.id));
    expect(await wordsOf(dinner.id)).toContain('echidna');
    expect(await found('echidna')).toEqual([dinner.id]);
  });
});
