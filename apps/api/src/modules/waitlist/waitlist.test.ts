import { formatEventWhen } from '@storytable/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { events, waitlistEntries } from '../../db/schema/index.ts';
import { createUser } from '../../platform/users/user-factory.ts';
import { agentFor } from '../../test/auth.ts';
import { useTestAppWithMail } from '../../test/helper.ts';
import * as money from '../../test/reservations.ts';
import { expireOffers } from './offer-expiry.ts';
import { releaseSeat } from './seat-release.ts';

const { ctx, sink } = useTestAppWithMail();
const HOUR = 3_600_000;
type Person = Awaited<ReturnType<typeof money.guest>>;

const join = (p: Person, eventId: number) =>
  money.request(ctx, p.agent, 'POST', `/api/events/${eventId}/waitlist`);
const mine = async (p: Person, eventId: number) =>
  (await money.request(ctx, p.agent, 'GET', `/api/events/${eventId}/waitlist`)).json().entry;
const claim = (p: Person, eventId: number, body: unknown = {}) =>
  money.request(ctx, p.agent, 'POST', `/api/events/${eventId}/waitlist/claim`, body);

async function cancelSeat(p: Person) {
  const [reservation] = (await money.request(ctx, p.agent, 'GET', '/api/reservations')).json();
  const res = await money.request(ctx, p.agent, 'DELETE', `/api/reservations/${reservation.id}`);
  expect(res.statusCode).toBe(200);
}

/** A full dinner: `capacity` guests seated (paid dinners through the card). */
async function fullDinner(capacity: number, overrides: { price?: number; startsIn?: number } = {}) {
  const host = await money.payoutReadyHost(ctx);
  const price = overrides.price ?? 0;
  const event = await money.hostedEvent(ctx, host.user.id, {
    capacity,
    price,
    dateTime: new Date(Date.now() + (overrides.startsIn ?? 7 * 24 * HOUR)),
  });
  const seated: Person[] = [];
  for (let i = 0; i < capacity; i++) {
    const g = await money.guest(ctx);
    const body =
      price > 0
        ? { eventId: event.id, paymentIntentId: await money.pay(ctx, g.agent, event.id) }
        : { eventId: event.id };
    expect((await money.reserve(ctx, g.agent, body)).statusCode).toBeLessThan(300);
    seated.push(g);
  }
  return { host, event, seated };
}

async function mailTo(to: string, subject: string) {
  await ctx.app.deps.mailer.delivery!.flush();
  return sink.to(to).filter((m) => m.subject.includes(subject));
}

describe('joining the waitlist', () => {
  it('refuses a dinner with seats, its host, an admin, an unverified guest, a seated guest, twice, and unknown dinners', async () => {
    const { host, event, seated } = await fullDinner(1);
    const open = await money.hostedEvent(ctx, host.user.id, { capacity: 4 });
    const g = await money.guest(ctx);
    expect((await join(g, open.id)).json()).toMatchObject({
      code: 'CONFLICT',
      message: 'This dinner still has seats: reserve one instead.',
    });
    expect((await join(host, event.id)).statusCode).toBe(403);
    const admin = await agentFor(
      ctx.app,
      ctx.database.db,
      await createUser(ctx.database.db, { isAdmin: true }),
    );
    expect((await join({ agent: admin } as Person, event.id)).json().message).toBe(
      'Admins cannot join a waitlist.',
    );
    const unverified = await agentFor(
      ctx.app,
      ctx.database.db,
      await createUser(ctx.database.db, { emailVerified: false }),
    );
    expect((await join({ agent: unverified } as Person, event.id)).json().code).toBe(
      'EMAIL_NOT_VERIFIED',
    );
    expect((await join(seated[0]!, event.id)).json().code).toBe('ALREADY_RESERVED');
    expect((await join(g, event.id)).statusCode).toBe(201);
    expect((await join(g, event.id)).json().message).toBe(
      'You are already on the waitlist for this dinner.',
    );
    expect((await join(g, 2_000_000_000)).statusCode).toBe(404);
    expect(await mailTo(g.user.email, "You're on the waitlist")).toHaveLength(1);
  });

  it('closes when the 48-hour cancellation window starts, and for a cancelled dinner', async () => {
    const soon = await fullDinner(1, { startsIn: 47 * HOUR });
    const g = await money.guest(ctx);
    expect((await join(g, soon.event.id)).json().message).toBe(
      'The waitlist closes 48 hours before the dinner starts.',
    );
    const later = await fullDinner(1);
    await ctx.database.db
      .update(events)
      .set({ status: false })
      .where(eq(events.id, later.event.id));
    expect((await join(g, later.event.id)).json().code).toBe('EVENT_UNAVAILABLE');
  });
});

describe('a freed seat', () => {
  it('is held for the first guest waiting, hidden from the public, and claimed through reserving', async () => {
    const { host, event, seated } = await fullDinner(2);
    const [a, b, outsider] = [
      await money.guest(ctx),
      await money.guest(ctx),
      await money.guest(ctx),
    ];
    expect((await join(a, event.id)).json().entry).toMatchObject({
      status: 'waiting',
      position: 1,
    });
    expect((await join(b, event.id)).json().entry).toMatchObject({ position: 2 });

    await cancelSeat(seated[0]!);
    expect(await mine(a, event.id)).toMatchObject({ status: 'offered', position: null });
    expect(await mine(b, event.id)).toMatchObject({ status: 'waiting', position: 1 });
    expect(await money.seatsLeft(ctx.database.db, event.id)).toBe(0);
    expect((await money.reserve(ctx, outsider.agent, { eventId: event.id })).json().code).toBe(
      'SOLD_OUT',
    );
    const [offer] = await mailTo(a.user.email, 'A seat is yours to claim');
    expect(offer?.text).toContain(`/events/${event.id}?claim=1`);

    const count = await money.request(
      ctx,
      host.agent,
      'GET',
      `/api/events/${event.id}/waitlist/count`,
    );
    expect(count.json()).toEqual({ waiting: 1, offered: 1 });
    const lists = (await money.request(ctx, a.agent, 'GET', '/api/waitlists')).json();
    expect(lists).toMatchObject([
      { eventId: event.id, status: 'offered', eventTitle: event.title },
    ]);

    expect((await claim(b, event.id)).json().code).toBe('SOLD_OUT');
    expect((await claim(a, event.id)).statusCode).toBe(201);
    expect(await mine(a, event.id)).toBeNull();
    expect(await money.activeReservations(ctx.database.db, event.id)).toBe(2);
    expect(await money.seatsLeft(ctx.database.db, event.id)).toBe(0);
  });

  it('passes on when declined, and returns to the public when the last guest leaves', async () => {
    const { event, seated } = await fullDinner(1);
    const [a, b] = [await money.guest(ctx), await money.guest(ctx)];
    await join(a, event.id);
    await join(b, event.id);
    expect(
      (await money.request(ctx, a.agent, 'POST', `/api/events/${event.id}/waitlist/decline`)).json()
        .code,
    ).toBe('NOT_FOUND');
    await cancelSeat(seated[0]!);
    const declined = await money.request(
      ctx,
      a.agent,
      'POST',
      `/api/events/${event.id}/waitlist/decline`,
    );
    expect(declined.statusCode).toBe(200);
    expect(await mine(b, event.id)).toMatchObject({ status: 'offered' });
    expect(await money.seatsLeft(ctx.database.db, event.id)).toBe(0);
    expect(
      (await money.request(ctx, b.agent, 'DELETE', `/api/events/${event.id}/waitlist`)).statusCode,
    ).toBe(200);
    expect(await money.seatsLeft(ctx.database.db, event.id)).toBe(1);
    expect(
      (await money.request(ctx, b.agent, 'DELETE', `/api/events/${event.id}/waitlist`)).statusCode,
    ).toBe(404);
  });

  it('passes on when the guest holding it is removed; a removed account waits for nothing', async () => {
    const { event, seated } = await fullDinner(1);
    const [a, b] = [await money.guest(ctx), await money.guest(ctx)];
    await join(a, event.id);
    await join(b, event.id);
    await cancelSeat(seated[0]!);
    expect(await mine(a, event.id)).toMatchObject({ status: 'offered' });
    const admin = await createUser(ctx.database.db, { isAdmin: true });
    const adminAgent = await agentFor(ctx.app, ctx.database.db, admin);
    const removed = await money.request(ctx, adminAgent, 'DELETE', `/api/admin/users/${a.user.id}`);
    expect(removed.statusCode).toBe(200);
    expect(await mine(b, event.id)).toMatchObject({ status: 'offered' });
    const [left] = await ctx.database.db
      .select({ status: waitlistEntries.status })
      .from(waitlistEntries)
      .where(and(eq(waitlistEntries.eventId, event.id), eq(waitlistEntries.userId, a.user.id)));
    expect(left?.status).toBe('left');
    expect(await money.seatsLeft(ctx.database.db, event.id)).toBe(0);
    // b gives it up: no open offer is left behind for the tests that sweep every offer
    const declined = await money.request(
      ctx,
      b.agent,
      'POST',
      `/api/events/${event.id}/waitlist/decline`,
    );
    expect(declined.statusCode).toBe(200);
  });

  it('expires on a controlled clock: the guest is told, the next gets it, then the public', async () => {
    const { event, seated } = await fullDinner(1);
    const [a, b] = [await money.guest(ctx), await money.guest(ctx)];
    await join(a, event.id);
    await join(b, event.id);
    await cancelSeat(seated[0]!);
    const offered = await mine(a, event.id);
    const expiresAt = new Date(offered.offerExpiresAt).getTime();
    // 12 hours for a dinner a week away
    expect(expiresAt - Date.now()).toBeGreaterThan(11.9 * HOUR);
    expect(expiresAt - Date.now()).toBeLessThanOrEqual(12 * HOUR);

    expect(await expireOffers(ctx.app.deps, new Date(expiresAt - 1000))).toEqual({
      expired: 0,
      toPublic: 0,
    });
    const later = new Date(expiresAt + 1000);
    expect(await expireOffers(ctx.app.deps, later)).toEqual({ expired: 1, toPublic: 0 });
    expect(await expireOffers(ctx.app.deps, later)).toEqual({ expired: 0, toPublic: 0 });
    expect(await mine(a, event.id)).toBeNull();
    expect(await mine(b, event.id)).toMatchObject({ status: 'offered' });
    expect(await mailTo(a.user.email, 'Your seat offer has expired')).toHaveLength(1);
    expect((await claim(a, event.id)).json().code).toBe('SOLD_OUT');

    expect(await expireOffers(ctx.app.deps, new Date(later.getTime() + 13 * HOUR))).toEqual({
      expired: 1,
      toPublic: 1,
    });
    expect(await money.seatsLeft(ctx.database.db, event.id)).toBe(1);
  });

  it("emails the offer's deadline in the dinner's zone, with its abbreviation (#32.16)", async () => {
    const { event, seated } = await fullDinner(1);
    const a = await money.guest(ctx);
    await join(a, event.id);
    await cancelSeat(seated[0]!);
    const offered = await mine(a, event.id);
    // by subject: the joining email and the offer leave the outbox in either order
    const offers = await mailTo(a.user.email, 'A seat is yours to claim');
    expect(offers).toHaveLength(1);
    const offer = offers[0]!;
    const deadline = formatEventWhen(offered.offerExpiresAt, event.timeZone);
    expect(deadline).toMatch(/ at \d{1,2}:\d{2} [AP]M P[SD]T$/);
    expect(offer.text).toContain(`Claim it before ${deadline};`);
    expect(offer.text).toContain(`on ${formatEventWhen(event.dateTime, event.timeZone)}`);
  });

  it('of a paid dinner is claimed by paying, with the held seat', async () => {
    const { event, seated } = await fullDinner(1, { price: 2500 });
    const a = await money.guest(ctx);
    await join(a, event.id);
    // nobody can even start paying while the dinner is full
    expect((await money.createIntent(ctx, a.agent, { eventId: event.id })).statusCode).toBe(409);
    await cancelSeat(seated[0]!);
    const paymentIntentId = await money.pay(ctx, a.agent, event.id);
    expect((await claim(a, event.id)).json().code).toBe('PAYMENT_REQUIRED');
    expect((await claim(a, event.id, { paymentIntentId })).statusCode).toBeLessThan(300);
    expect(await money.activeReservations(ctx.database.db, event.id)).toBe(1);
    expect(await money.seatsLeft(ctx.database.db, event.id)).toBe(0);
    const [entry] = await ctx.database.db
      .select()
      .from(waitlistEntries)
      .where(and(eq(waitlistEntries.eventId, event.id), eq(waitlistEntries.userId, a.user.id)));
    expect(entry?.status).toBe('claimed');
  });

  it('is still offered 50 hours ahead, never in the last two hours before the dinner', async () => {
    const { event, seated } = await fullDinner(1, { startsIn: 50 * HOUR });
    const a = await money.guest(ctx);
    await join(a, event.id);
    // cancelling is still allowed 50 hours ahead; the offer lasts 12 hours
    await cancelSeat(seated[0]!);
    expect((await mine(a, event.id)).status).toBe('offered');
    const host = await money.payoutReadyHost(ctx);
    const soon = await money.hostedEvent(ctx, host.user.id, { capacity: 1 });
    // a seat freed an hour before (as by account removal): straight to the public
    await ctx.database.db
      .update(events)
      .set({ dateTime: new Date(Date.now() + HOUR), availableSpots: 0 })
      .where(eq(events.id, soon.id));
    await ctx.database.db
      .insert(waitlistEntries)
      .values({ eventId: soon.id, userId: a.user.id, status: 'waiting' });
    const result = await ctx.database.db.transaction((tx) =>
      releaseSeat(ctx.app.deps, tx, soon.id),
    );
    expect(result).toBe('public');
    expect(await money.seatsLeft(ctx.database.db, soon.id)).toBe(1);
  });
});
