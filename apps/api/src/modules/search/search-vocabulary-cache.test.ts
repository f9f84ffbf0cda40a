import type { SearchResponse } from '@storytable/domain';
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

const search = async (q: string) =>
  (
    (
      await ctx.app.inject({ method: 'GET', url: `/api/search?q=${encodeURIComponent(q)}` })
    ).json() as SearchResponse
  ).events.map((e) => e.id);

describe('the vocabulary kept per search word', () => {
  it('answers later searches of a word without the database, until events change', async () => {
    expect(ctx.app.deps.eventsCache.active).toBe(true);
    const host = await createUser(ctx.database.db, { ...PAYOUTS_READY, isHost: true });
    const before = await createEvent(ctx.database.db, { hostId: host.id, title: 'Plain supper' });
    await vi.waitFor(async () => expect(await search('plain')).toEqual([before.id]), {
      timeout: 3000,
      interval: 20,
    });
    // 'zorblax' is no event's word yet, and that is kept
    expect(await search('zorblax')).toEqual([]);

    await ctx.database.db.execute(sql`alter table events disable trigger events_changed_notify`);
    let silent: number;
    try {
      // the word enters the vocabulary without a notification
      silent = (await createEvent(ctx.database.db, { hostId: host.id, title: 'Zorblax night' })).id;
      await new Promise((r) => setTimeout(r, 100));
      // a new query (no answer kept) with the kept word: its vocabulary is the kept one
      expect(await search('zorblax qqqq')).toEqual([]);
    } finally {
      await ctx.database.db.execute(sql`alter table events enable trigger events_changed_notify`);
    }

    // any announced change empties it: the word is found on the next search
    await ctx.database.db
      .update(events)
      .set({ availableSpots: sql`${events.availableSpots}` })
      .where(eq(events.id, before.id));
    await vi.waitFor(async () => expect(await search('zorblax qqqq zz')).toEqual([silent]), {
      timeout: 3000,
      interval: 20,
    });
  });
});
