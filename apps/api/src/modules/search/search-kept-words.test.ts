import type { SearchResponse } from '@storytable/domain';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { events } from '../../db/schema/index.ts';
import { createUser } from '../../platform/users/user-factory.ts';
import { createEvent, PAYOUTS_READY } from '../../test/event-factory.ts';
import { useTestApp } from '../../test/helper.ts';
import { notificationsHeard } from '../../test/notices.ts';
import { EVENTS_CHANGED_CHANNEL } from '../events/events-cache.ts';

const ctx = useTestApp();
beforeAll(() => {
  // the test harness reads through the caches (config.readCaches off); this switches it on
  ctx.app.deps.eventsCache.serve = true;
});

const search = async (q: string) =>
  (
    (
      await ctx.app.inject({ method: 'GET', url: `/api/search?${new URLSearchParams({ q })}` })
    ).json() as SearchResponse
  ).events
    .map((e) => e.id)
    .sort((a, b) => a - b);

const until = (check: () => Promise<void>) => vi.waitFor(check, { timeout: 3000, interval: 20 });

/**
 * Every change notified so far has emptied what is kept; then `q`, a query not asked before,
 * keeps its words again (a notice arriving after a search would empty them).
 */
async function keptAgain(q: string, expected: number[]) {
  await notificationsHeard(ctx.database.db, EVENTS_CHANGED_CHANNEL, ctx.app.deps.eventsCache);
  expect(await search(q)).toEqual(expected);
}

/** A dinner created while events notify no one: the kept words do not hear of it. */
async function silentDinner(hostId: number, title: string, then: () => Promise<void>) {
  await ctx.database.db.execute(sql`alter table events disable trigger events_changed_notify`);
  try {
    await createEvent(ctx.database.db, { hostId, title });
    await new Promise((r) => setTimeout(r, 100));
    await then();
  } finally {
    await ctx.database.db.execute(sql`alter table events enable trigger events_changed_notify`);
  }
}

/** Any announced change to events empties what is kept, on every instance. */
const announceChange = (eventId: number) =>
  ctx.database.db
    .update(events)
    .set({ availableSpots: sql`${events.availableSpots}` })
    .where(eq(events.id, eventId));

const idOf = async (title: string) =>
  (await ctx.database.db.select({ id: events.id }).from(events).where(eq(events.title, title)))[0]!
    .id;

describe('what search keeps per word', () => {
  it('answers later searches of a word from its kept vocabulary, until events change', async () => {
    expect(ctx.app.deps.eventsCache.active).toBe(true);
    const host = await createUser(ctx.database.db, { ...PAYOUTS_READY, isHost: true });
    const before = await createEvent(ctx.database.db, { hostId: host.id, title: 'Plain supper' });
    await until(async () => expect(await search('plain')).toEqual([before.id]));
    // 'zorblax' is no event's word yet, and that is kept
    await keptAgain('zorblax', []);
    // the word enters the vocabulary silently: a new query (no answer kept) with the kept word
    // reads the kept vocabulary
    await silentDinner(host.id, 'Zorblax night', async () =>
      expect(await search('zorblax qqqq')).toEqual([]),
    );
    await announceChange(before.id);
    const silent = await idOf('Zorblax night');
    await until(async () => expect(await search('zorblax qqqq zz')).toEqual([silent]));
  });

  it('answers a new search of kept words without reading their events, until events change', async () => {
    const host = await createUser(ctx.database.db, { ...PAYOUTS_READY, isHost: true });
    const first = await createEvent(ctx.database.db, { hostId: host.id, title: 'Quince tasting' });
    await until(async () => expect(await search('quince')).toEqual([first.id]));
    await keptAgain('quince zz', [first.id]);
    await silentDinner(host.id, 'Quince jam', async () => {
      // the kept list of 'quince' does not hold the new dinner
      expect(await search('quince qqqq')).toEqual([first.id]);
      // with a filter the database is read, and finds it
      const filtered = await ctx.app.inject({
        method: 'GET',
        url: '/api/search?q=quince&maxPrice=1000',
      });
      expect((filtered.json() as SearchResponse).events).toHaveLength(2);
    });
    await announceChange(first.id);
    const silent = await idOf('Quince jam');
    await until(async () =>
      expect(await search('quince qqqq zz')).toEqual([first.id, silent].sort((a, b) => a - b)),
    );
  });

  it("keeps a number's many words as one list, until events change", async () => {
    const host = await createUser(ctx.database.db, { ...PAYOUTS_READY, isHost: true });
    // '310' is held by ten numbered words: more than are read as lists of their own
    const numbered = [];
    for (let n = 3100; n < 3110; n += 1)
      numbered.push(
        await createEvent(ctx.database.db, { hostId: host.id, title: `Tasting #${n}` }),
      );
    const ids = numbered.map((e) => e.id).sort((a, b) => a - b);
    await until(async () => expect(await search('310')).toEqual(ids));
    await keptAgain('310 zz', ids);
    await silentDinner(host.id, 'Second tasting #3105', async () => {
      // the kept list of the number's words does not hold the new dinner
      expect(await search('310 qqqq')).toEqual(ids);
      const filtered = await ctx.app.inject({
        method: 'GET',
        url: '/api/search?q=310&maxPrice=1000',
      });
      expect((filtered.json() as SearchResponse).events).toHaveLength(11);
    });
    await announceChange(ids[0]!);
    const silent = await idOf('Second tasting #3105');
    await until(async () =>
      expect(await search('310 qqqq zz')).toEqual([...ids, silent].sort((a, b) => a - b)),
    );
  });
});
