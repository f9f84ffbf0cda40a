import { type SearchResponse, searchResponseSchema } from '@storytable/domain';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { events } from '../../db/schema/index.ts';
import { createUser } from '../../platform/users/user-factory.ts';
import { createEvent, PAYOUTS_READY } from '../../test/event-factory.ts';
import { useTestApp } from '../../test/helper.ts';

const ctx = useTestApp();
beforeAll(() => {
  // the test harness reads through the caches (config.readCaches off); this switches it on
  ctx.app.deps.eventsCache.serve = true;
});

const get = async (url: string) => (await ctx.app.inject({ method: 'GET', url })).body;

/** The page's events come from the entries the event page keeps (eventsJsonByIds). */
describe("the search page's events from the events cache", () => {
  it('answers the JSON the schema gives, with current seats and texts after changes', async () => {
    expect(ctx.app.deps.eventsCache.active).toBe(true);
    const db = ctx.database.db;
    const host = await createUser(db, { ...PAYOUTS_READY, isHost: true });
    const dinner = await createEvent(db, { hostId: host.id, title: 'Nightjar supper' });
    const other = await createEvent(db, { hostId: host.id, title: 'Nightjar breakfast' });
    // the event page keeps the first; the search reads the other one and keeps it too
    await vi.waitFor(
      async () => expect(JSON.parse(await get(`/api/events/${dinner.id}`)).id).toBe(dinner.id),
      {
        timeout: 3000,
        interval: 20,
      },
    );
    const body = await get('/api/search?q=nightjar');
    expect(JSON.stringify(searchResponseSchema.parse(JSON.parse(body)))).toBe(body);
    const answer = JSON.parse(body) as SearchResponse;
    expect(answer.events.map((e) => e.id).sort()).toEqual([dinner.id, other.id].sort());
    expect(JSON.stringify(answer.events.find((e) => e.id === dinner.id))).toBe(
      await get(`/api/events/${dinner.id}`),
    );

    // a seat taken and a title edited elsewhere: the notification empties every kept event
    await db
      .update(events)
      .set({ availableSpots: sql`${events.availableSpots} - 1`, title: 'Nightjar dinner' })
      .where(eq(events.id, other.id));
    await vi.waitFor(
      async () => {
        const after = JSON.parse(await get('/api/search?q=nightjar&page=1')) as SearchResponse;
        const seen = after.events.find((e) => e.id === other.id);
        expect(seen?.availableSpots).toBe(other.availableSpots - 1);
        expect(seen?.title).toBe('Nightjar dinner');
      },
      { timeout: 3000, interval: 20 },
    );
  });
});
