import { searchQuerySchema } from '@storytable/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, users } from '../../db/schema/index.ts';
import { createUser } from '../../platform/users/user-factory.ts';
import { createEvent, PAYOUTS_READY } from '../../test/event-factory.ts';
import { createTestApp, type TestContext } from '../../test/helper.ts';
import { deleteStartedWordEvents, optionalFilters } from './search-repository.ts';
import { rankMatches } from './search-service.ts';

const HOUR = 3_600_000;

/** Migration 0015: search_word_events follows the events' words, start and status. */
describe('the narrow word table', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const rowsOf = async (id: number) => {
    const result = (await ctx.database.db.execute(
      sql`select word from search_word_events where event_id = ${id} order by word`,
    )) as unknown as { rows: { word: string }[] };
    return result.rows.map((r) => r.word);
  };
  const found = async (q: string, filters: Record<string, unknown> = {}) =>
    (
      await rankMatches(
        ctx.database.db,
        optionalFilters(searchQuerySchema.parse({ q, ...filters })),
        q,
      )
    ).ids;

  it('holds the words of active upcoming events through edits, moves, cancellation and deletion', async () => {
    const db = ctx.database.db;
    const host = await createUser(db, { isHost: true });
    const dinner = await createEvent(db, {
      hostId: host.id,
      price: 0,
      title: 'Axolotl Evening',
      description: 'Gills.',
      tags: ['Science'],
    });
    expect(await rowsOf(dinner.id)).toEqual(['axolotl', 'evening', 'gills', 'science']);
    const past = await createEvent(db, {
      hostId: host.id,
      price: 0,
      title: 'Axolotl Past',
      dateTime: new Date(Date.now() - HOUR),
    });
    expect(await rowsOf(past.id)).toEqual([]);

    await db.update(events).set({ title: 'Salamander Evening' }).where(eq(events.id, dinner.id));
    expect(await rowsOf(dinner.id)).toEqual(['evening', 'gills', 'salamander', 'science']);
    expect(await found('salamander')).toEqual([dinner.id]);
    expect(await found('axolotl')).toEqual([]);

    // seats leave the rows alone; a move to the past and back, a cancellation, a deletion do not
    await db.update(events).set({ availableSpots: 2 }).where(eq(events.id, dinner.id));
    expect(await rowsOf(dinner.id)).toHaveLength(4);
    await db
      .update(events)
      .set({ dateTime: new Date(Date.now() - HOUR) })
      .where(eq(events.id, dinner.id));
    expect(await rowsOf(dinner.id)).toEqual([]);
    await db
      .update(events)
      .set({ dateTime: new Date(Date.now() + 48 * HOUR) })
      .where(eq(events.id, dinner.id));
    expect(await found('salamander')).toEqual([dinner.id]);
    await db.update(events).set({ status: false }).where(eq(events.id, dinner.id));
    expect(await rowsOf(dinner.id)).toEqual([]);
    expect(await found('salamander')).toEqual([]);
    await db.update(events).set({ status: true }).where(eq(events.id, dinner.id));
    expect(await found('salamander')).toEqual([dinner.id]);
    await db.delete(events).where(eq(events.id, dinner.id));
    expect(await rowsOf(dinner.id)).toEqual([]);
  });

  it('holds on-sale dinners only: a host’s payout account and a price change put paid dinners on and off', async () => {
    const db = ctx.database.db;
    // no payout account yet: the paid dinner is not on sale, the free one is
    const host = await createUser(db, { isHost: true });
    const dinner = { hostId: host.id, description: 'Scales.', tags: ['Nature'] };
    const paid = await createEvent(db, { ...dinner, price: 2500, title: 'Pangolin Supper' });
    const free = await createEvent(db, { ...dinner, price: 0, title: 'Pangolin Picnic' });
    expect(await rowsOf(paid.id)).toEqual([]);
    expect(await found('pangolin')).toEqual([free.id]);

    const setPayouts = (values: Partial<typeof users.$inferInsert>) =>
      db.update(users).set(values).where(eq(users.id, host.id));
    await setPayouts(PAYOUTS_READY);
    expect(await rowsOf(paid.id)).toEqual(['nature', 'pangolin', 'scales', 'supper']);
    expect([...(await found('pangolin'))].sort((a, b) => a - b)).toEqual([paid.id, free.id]);
    // a change that keeps the account able to take payment writes nothing twice
    await setPayouts({ stripeConnectId: 'acct_other' });
    expect(await rowsOf(paid.id)).toEqual(['nature', 'pangolin', 'scales', 'supper']);
    await setPayouts({ stripeConnectStatus: 'pending' });
    expect(await rowsOf(paid.id)).toEqual([]);
    expect(await rowsOf(free.id)).toEqual(['nature', 'pangolin', 'picnic', 'scales']);
    expect(await found('pangolin')).toEqual([free.id]);

    // the price: free is on sale whatever the account, paid only with it
    await db.update(events).set({ price: 0 }).where(eq(events.id, paid.id));
    expect(await rowsOf(paid.id)).toEqual(['nature', 'pangolin', 'scales', 'supper']);
    await db.update(events).set({ price: 1500 }).where(eq(events.id, free.id));
    expect(await rowsOf(free.id)).toEqual([]);
    // filters join the events back and see the same
    expect(await found('pangolin', { city: paid.city })).toEqual([paid.id]);
  });

  it('the hourly job drops the rows of dinners that have started, and only those', async () => {
    const db = ctx.database.db;
    const host = await createUser(db, { isHost: true });
    const dinner = { hostId: host.id, price: 0, description: 'Tusks.', tags: ['Science'] };
    const started = await createEvent(db, { ...dinner, title: 'Narwhal Night' });
    const upcoming = await createEvent(db, { ...dinner, title: 'Narwhal Noon' });
    // the first dinner's start passes (its rows were written while it was upcoming)
    await db.execute(
      sql`update search_word_events set date_time = now() - interval '1 hour' where event_id = ${started.id}`,
    );
    expect(await rowsOf(started.id)).toEqual(['narwhal', 'night', 'science', 'tusks']);

    expect(await deleteStartedWordEvents(db)).toBeGreaterThanOrEqual(4);
    expect(await rowsOf(started.id)).toEqual([]);
    expect(await rowsOf(upcoming.id)).toEqual(['narwhal', 'noon', 'science', 'tusks']);
    expect(await found('narwhal')).toEqual([upcoming.id]);
  });

  it('reads on past the events the filters refuse until the cap or the last event', async () => {
    const db = ctx.database.db;
    const host = await createUser(db, { isHost: true });
    const start = Date.now() + 24 * HOUR;
    // 300 dinners holding the word, every tenth in Fresno: the first read (64 entries and more)
    // holds few of them, so the tier reads on
    const created = [];
    for (let i = 0; i < 300; i += 1) {
      created.push(
        await createEvent(db, {
          hostId: host.id,
          price: 0,
          title: `Capybara Supper ${i}`,
          city: i % 10 === 9 ? 'Fresno' : 'Sacramento',
          dateTime: new Date(start + i * 60_000),
        }),
      );
    }
    const inFresno = created.filter((_, i) => i % 10 === 9).map((e) => e.id);
    expect([...(await found('capybara', { city: 'Fresno' }))].sort((a, b) => a - b)).toEqual(
      [...inFresno].sort((a, b) => a - b),
    );
    // without the filter: the cap (200), the soonest holders of the word
    const all = await found('capybara');
    expect(all).toHaveLength(200);
    expect([...all].sort((a, b) => a - b)).toEqual(
      created
        .slice(0, 200)
        .map((e) => e.id)
        .sort((a, b) => a - b),
    );
  });

  it('answers the soonest candidate’s start to the millisecond, across closeness groups', async () => {
    const db = ctx.database.db;
    const host = await createUser(db, { isHost: true });
    const start = Date.now() + 48 * HOUR;
    // 'okapi' and the closer group first; 'okapis' (another group) starts sooner, at a
    // fraction of a second and microseconds (a start comes back as a JSON timestamp)
    const exact = await createEvent(db, {
      hostId: host.id,
      price: 0,
      title: 'Okapi Night',
      dateTime: new Date(start + 60_000),
    });
    const close = await createEvent(db, {
      hostId: host.id,
      price: 0,
      title: 'Okapis Night',
      dateTime: new Date(start + 1),
    });
    await db.execute(
      sql`update events set date_time = date_time + interval '999 microseconds' where id = ${close.id}`,
    );
    const ranked = await rankMatches(
      db,
      optionalFilters(searchQuerySchema.parse({ q: 'okapi' })),
      'okapi',
    );
    expect([...ranked.ids].sort((a, b) => a - b)).toEqual(
      [exact.id, close.id].sort((a, b) => a - b),
    );
    expect(ranked.validUntil).toBe(start + 1);
  });
});
