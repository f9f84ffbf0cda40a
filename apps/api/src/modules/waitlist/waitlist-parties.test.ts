import { describe, expect, it } from 'vitest';
import * as draw from '../../test/draw.ts';
import { useTestApp } from '../../test/helper.ts';
import * as money from '../../test/reservations.ts';
import { expireOffers } from './offer-expiry.ts';

/** The waitlist knows parties (decision 067): whole parties are offered, never split. */
const ctx = useTestApp();
const HOUR = 3_600_000;
type Person = Awaited<ReturnType<typeof money.guest>>;

const join = (p: Person, eventId: number, body?: unknown) =>
  money.request(ctx, p.agent, 'POST', `/api/events/${eventId}/waitlist`, body);
const mine = async (p: Person, eventId: number) =>
  (await money.request(ctx, p.agent, 'GET', `/api/events/${eventId}/waitlist`)).json().entry;

const expectSeatsAccounted = (eventId: number, capacity: number) =>
  draw.expectSeatsAccounted(ctx, eventId, capacity);

async function fullDinner(capacity: number) {
  const host = await money.payoutReadyHost(ctx);
  const event = await money.hostedEvent(ctx, host.user.id, {
    capacity,
    maxSeatsPerBooking: 3,
    dateTime: new Date(Date.now() + 7 * 24 * HOUR),
  });
  const seated: { p: Person; id: number }[] = [];
  for (let i = 0; i < capacity; i++) {
    const p = await money.guest(ctx);
    const res = await money.reserve(ctx, p.agent, { eventId: event.id });
    expect(res.statusCode).toBe(201);
    seated.push({ p, id: res.json().reservation.id });
  }
  return { event, seated };
}

const cancel = async ({ p, id }: { p: Person; id: number }) =>
  expect((await money.request(ctx, p.agent, 'DELETE', `/api/reservations/${id}`)).statusCode).toBe(
    200,
  );

describe('joining with a party', () => {
  it('waits while fewer seats are left than the party, up to the dinner’s cap', async () => {
    const { event, seated } = await fullDinner(3);
    await cancel(seated[0]!);
    await cancel(seated[1]!);
    const g = await money.guest(ctx);
    expect((await join(g, event.id, { seats: 2 })).statusCode).toBe(409);
    const big = await join(g, event.id, { seats: 4 });
    expect(big.statusCode).toBe(400);
    expect(big.json()).toMatchObject({ code: 'PARTY_TOO_LARGE', error: expect.any(String) });
    for (const seats of [0, 1.5, 'two', 5]) {
      expect((await join(g, event.id, { seats })).statusCode, String(seats)).toBe(400);
    }
    const ok = await join(g, event.id, { seats: 3 });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().entry).toMatchObject({ status: 'waiting', position: 1, seats: 3 });
  });
});

describe('freed seats and parties', () => {
  it('skip a party that does not fit for one behind it; the party keeps its place and gets the next two', async () => {
    const { event, seated } = await fullDinner(3);
    const pair = await money.guest(ctx);
    const solo = await money.guest(ctx);
    expect((await join(pair, event.id, { seats: 2 })).statusCode).toBe(201);
    expect((await join(solo, event.id)).statusCode).toBe(201);

    await cancel(seated[0]!);
    expect(await mine(solo, event.id)).toMatchObject({ status: 'offered', seats: 1 });
    expect(await mine(pair, event.id)).toMatchObject({ status: 'waiting', position: 1 });
    expect(await expectSeatsAccounted(event.id, 3)).toEqual({ confirmed: 2, held: 1, left: 0 });

    // one seat is not two: it waits in public, the pair keeps its place
    await cancel(seated[1]!);
    expect(await mine(pair, event.id)).toMatchObject({ status: 'waiting', position: 1 });
    expect(await expectSeatsAccounted(event.id, 3)).toEqual({ confirmed: 1, held: 1, left: 1 });

    await cancel(seated[2]!);
    expect(await mine(pair, event.id)).toMatchObject({ status: 'offered', seats: 2 });
    expect(await expectSeatsAccounted(event.id, 3)).toEqual({ confirmed: 0, held: 3, left: 0 });

    // claiming books the whole party, its companion named as at booking
    const claim = await money.request(
      ctx,
      pair.agent,
      'POST',
      `/api/events/${event.id}/waitlist/claim`,
      {
        seats: [{}, { name: 'Rui' }],
      },
    );
    expect(claim.statusCode).toBe(201);
    expect(claim.json().reservation.seats).toBe(2);
    expect(await expectSeatsAccounted(event.id, 3)).toEqual({ confirmed: 2, held: 1, left: 0 });
  });

  it('hands a companion’s freed seat to the first party that fits', async () => {
    const host = await money.payoutReadyHost(ctx);
    const event = await money.hostedEvent(ctx, host.user.id, {
      capacity: 3,
      maxSeatsPerBooking: 3,
      dateTime: new Date(Date.now() + 7 * 24 * HOUR),
    });
    const booker = await money.guest(ctx);
    const made = await money.reserve(ctx, booker.agent, {
      eventId: event.id,
      seats: [{}, { name: 'Rui' }, { name: 'Ines' }],
    });
    expect(made.statusCode).toBe(201);
    const pair = await money.guest(ctx);
    const solo = await money.guest(ctx);
    expect((await join(pair, event.id, { seats: 2 })).statusCode).toBe(201);
    expect((await join(solo, event.id)).statusCode).toBe(201);
    const id = made.json().reservation.id;
    const res = await money.request(ctx, booker.agent, 'DELETE', `/api/reservations/${id}/seats/2`);
    expect(res.statusCode).toBe(200);
    expect(await mine(solo, event.id)).toMatchObject({ status: 'offered' });
    expect(await mine(pair, event.id)).toMatchObject({ status: 'waiting' });
    expect(await expectSeatsAccounted(event.id, 3)).toEqual({ confirmed: 2, held: 1, left: 0 });
  });

  it('returns a party’s held seats whole when its offer expires or is declined', async () => {
    const { event, seated } = await fullDinner(2);
    const pair = await money.guest(ctx);
    const next = await money.guest(ctx);
    expect((await join(pair, event.id, { seats: 2 })).statusCode).toBe(201);
    expect((await join(next, event.id, { seats: 2 })).statusCode).toBe(201);
    await cancel(seated[0]!);
    await cancel(seated[1]!);
    expect(await mine(pair, event.id)).toMatchObject({ status: 'offered', seats: 2 });
    const offer = await mine(pair, event.id);
    await expireOffers(ctx.app.deps, new Date(new Date(offer.offerExpiresAt).getTime() + 1000));
    expect(await mine(next, event.id)).toMatchObject({ status: 'offered', seats: 2 });
    expect(await expectSeatsAccounted(event.id, 2)).toEqual({ confirmed: 0, held: 2, left: 0 });
    const declined = await money.request(
      ctx,
      next.agent,
      'POST',
      `/api/events/${event.id}/waitlist/decline`,
    );
    expect(declined.statusCode).toBe(200);
    expect(await expectSeatsAccounted(event.id, 2)).toEqual({ confirmed: 0, held: 0, left: 2 });
  });
});
