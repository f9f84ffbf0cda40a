import type { EventsListResponse, SearchResponse } from '@storytable/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { events } from '../../db/schema/index.ts';
import { createUser } from '../../platform/users/user-factory.ts';
import { signedInUser } from '../../test/auth.ts';
import { createEvent, PAYOUTS_READY } from '../../test/event-factory.ts';
import { useTestApp } from '../../test/helper.ts';
import { get, post } from '../../test/requests.ts';

const ctx = useTestApp();
beforeEach(async () => {
  await ctx.database.db.delete(events);
});

const visit = (url: string) => ctx.app.inject({ method: 'GET', url: `${url}&t=${Date.now()}` });
const titles = (list: { title: string }[]) => list.map((e) => e.title).sort();

// Issue 10 item 4, decision 034: a paid dinner whose host cannot take payment is never offered.
describe('dinners on sale', () => {
  it('leaves paid dinners of hosts who cannot take payment out of every listing', async () => {
    const db = ctx.database.db;
    const ready = await createUser(db, { ...PAYOUTS_READY, isHost: true });
    const pending = await createUser(db, {
      isHost: true,
      stripeConnectId: 'acct_pending',
      stripeConnectStatus: 'pending',
      stripeConnectOnboardingComplete: true,
    });
    const none = await createUser(db, { isHost: true });
    await createEvent(db, { hostId: ready.id, title: 'Paid ready', price: 9000, featured: true });
    await createEvent(db, { hostId: pending.id, title: 'Paid pending', price: 20_000 });
    await createEvent(db, { hostId: none.id, title: 'Paid none', price: 4000, featured: true });
    await createEvent(db, { hostId: none.id, title: 'Free none', price: 0, capacity: 30 });

    const listing = (await visit('/api/events?page=1')).json() as EventsListResponse;
    // 'Paid ready' is featured: the carousel shows it, the grid does not again (#32.21)
    expect(titles(listing.events)).toEqual(['Free none']);
    expect(listing.pagination.total).toBe(1);
    expect(titles(listing.featured)).toEqual(['Paid ready']);

    const panel = (await visit('/api/events?search=true')).json();
    expect(titles(panel.events)).toEqual(['Free none', 'Paid ready']);
    expect(panel.ranges).toEqual({ maxPrice: 90, maxCapacity: 30 });

    const all = (await visit('/api/search?page=1')).json() as SearchResponse;
    expect(titles(all.events)).toEqual(['Free none', 'Paid ready']);
    const byWord = (await visit('/api/search?q=paid&page=1')).json() as SearchResponse;
    expect(titles(byWord.events)).toEqual(['Paid ready']);
    expect(byWord.total).toBe(1);
  });

  it('still shows the host their own, and refuses to charge for it', async () => {
    const db = ctx.database.db;
    const { user: host, agent: hostAgent } = await signedInUser(ctx.app, db, { isHost: true });
    const paid = await createEvent(db, { hostId: host.id, title: 'Mine', price: 4000 });
    const own = await get(ctx.app, hostAgent, '/api/host/events');
    expect(own.json().map((e: { title: string }) => e.title)).toEqual(['Mine']);

    const { agent: guest } = await signedInUser(ctx.app, db);
    const intent = await post(ctx.app, guest, '/api/stripe/create-payment-intent', {
      eventId: paid.id,
    });
    expect(intent.statusCode).toBe(409);
    expect(intent.json()).toMatchObject({ code: 'HOST_PAYMENT_NOT_READY' });
  });

  it('marks each event on sale or not, so a dinner reached by its link is shown but not offered', async () => {
    const db = ctx.database.db;
    const ready = await createUser(db, { ...PAYOUTS_READY, isHost: true });
    const none = await createUser(db, { isHost: true });
    const paidReady = await createEvent(db, { hostId: ready.id, price: 9000 });
    const paidNone = await createEvent(db, { hostId: none.id, price: 4000 });
    const freeNone = await createEvent(db, { hostId: none.id, price: 0 });
    const onSale = async (id: number) => (await visit(`/api/events/${id}?x=1`)).json().onSale;
    expect(await onSale(paidReady.id)).toBe(true);
    expect(await onSale(paidNone.id)).toBe(false);
    expect(await onSale(freeNone.id)).toBe(true);
    const listing = (await visit('/api/events?page=1')).json() as EventsListResponse;
    expect(listing.events.map((e) => e.onSale)).toEqual([true, true]);
  });
});
