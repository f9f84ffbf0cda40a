import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/helper.ts';
import * as money from '../../test/reservations.ts';

/**
 * Races on the seat count. On PGlite transactions run one at a time; on PostgreSQL (DATABASE_URL)
 * they truly race over a pool of 20 connections: run this file both ways.
 */
const ctx = useTestApp();

const guests = (n: number) => Promise.all(Array.from({ length: n }, () => money.guest(ctx)));

async function expectNoDrift(eventId: number, capacity: number) {
  const active = await money.activeReservations(ctx.database.db, eventId);
  expect(active).toBeLessThanOrEqual(capacity);
  expect(await money.seatsLeft(ctx.database.db, eventId)).toBe(capacity - active);
  return active;
}

describe('concurrent reservations', () => {
  it('50 guests at once for 3 seats: exactly 3 reservations, 47 told it is sold out', async () => {
    const host = await money.payoutReadyHost(ctx);
    const event = await money.hostedEvent(ctx, host.user.id, { capacity: 3 });
    const people = await guests(50);
    const results = await Promise.all(
      people.map((p) => money.reserve(ctx, p.agent, { eventId: event.id })),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(3);
    expect(codes.filter((c) => c === 409)).toHaveLength(47);
    for (const r of results.filter((x) => x.statusCode === 409)) {
      expect(r.json()).toMatchObject({
        code: 'SOLD_OUT',
        message: 'Sorry, this event is sold out.',
      });
    }
    expect(await money.seatsLeft(ctx.database.db, event.id)).toBe(0);
    expect(await money.activeReservations(ctx.database.db, event.id)).toBe(3);
  });

  it('one guest clicking ten times at once holds one seat', async () => {
    const host = await money.payoutReadyHost(ctx);
    const event = await money.hostedEvent(ctx, host.user.id, { capacity: 5 });
    const g = await money.guest(ctx);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => money.reserve(ctx, g.agent, { eventId: event.id })),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409).map((r) => r.json().code)).toEqual(
      Array(9).fill('ALREADY_RESERVED'),
    );
    expect(await money.seatsLeft(ctx.database.db, event.id)).toBe(4);
  });

  it('20 guests cancelling (twice at once) and re-reserving at the same time never drift the count', async () => {
    const host = await money.payoutReadyHost(ctx);
    const capacity = 20;
    const event = await money.hostedEvent(ctx, host.user.id, { capacity });
    const people = await guests(20);
    const first = await Promise.all(
      people.map((p) => money.reserve(ctx, p.agent, { eventId: event.id })),
    );
    expect(first.every((r) => r.statusCode === 201)).toBe(true);
    expect(await money.seatsLeft(ctx.database.db, event.id)).toBe(0);

    const cycles = await Promise.all(
      people.map(async (p, i) => {
        const id = first[i]?.json().reservation.id;
        const cancels = await Promise.all([
          money.request(ctx, p.agent, 'DELETE', `/api/reservations/${id}`),
          money.request(ctx, p.agent, 'DELETE', `/api/reservations/${id}`),
        ]);
        const again = await money.reserve(ctx, p.agent, { eventId: event.id });
        return { cancels: cancels.map((c) => c.statusCode).sort(), again: again.statusCode };
      }),
    );
    for (const c of cycles) {
      expect(c.cancels).toEqual([200, 409]);
      expect(c.again).toBe(201);
    }
    expect(await expectNoDrift(event.id, capacity)).toBe(20);
  });

  it('12 seats, 12 holders cycling while 8 newcomers push in: the count stays exact', async () => {
    const host = await money.payoutReadyHost(ctx);
    const capacity = 12;
    const event = await money.hostedEvent(ctx, host.user.id, { capacity });
    const holders = await guests(12);
    const newcomers = await guests(8);
    const made = await Promise.all(
      holders.map((p) => money.reserve(ctx, p.agent, { eventId: event.id })),
    );
    await Promise.all([
      ...holders.map(async (p, i) => {
        let id = made[i]?.json().reservation.id;
        for (let round = 0; round < 2; round++) {
          await money.request(ctx, p.agent, 'DELETE', `/api/reservations/${id}`);
          const again = await money.reserve(ctx, p.agent, { eventId: event.id });
          if (again.statusCode !== 201) return;
          id = again.json().reservation.id;
        }
      }),
      ...newcomers.map(async (p) => {
        for (let attempt = 0; attempt < 3; attempt++) {
          const res = await money.reserve(ctx, p.agent, { eventId: event.id });
          expect([201, 409]).toContain(res.statusCode);
          if (res.statusCode === 201) return;
        }
      }),
    ]);
    expect(await expectNoDrift(event.id, capacity)).toBeGreaterThan(0);
  });

  it('one payment sent five times at once (and by its webhook) makes one reservation', async () => {
    const host = await money.payoutReadyHost(ctx);
    const event = await money.hostedEvent(ctx, host.user.id, { price: 3000, capacity: 4 });
    const g = await money.guest(ctx);
    const webhooks = money.holdWebhooks(ctx);
    let pi: string;
    try {
      pi = await money.pay(ctx, g.agent, event.id);
    } catch (err) {
      await webhooks.release();
      throw err;
    }
    // the held webhook is delivered while the five browser calls run
    const [, ...results] = await Promise.all([
      webhooks.release(),
      ...Array.from({ length: 5 }, () =>
        money.reserve(ctx, g.agent, { eventId: event.id, paymentIntentId: pi }),
      ),
    ]);
    const ids = new Set(results.map((r) => r.json().reservation?.id));
    expect(ids.size).toBe(1);
    expect(results.every((r) => r.statusCode === 200 || r.statusCode === 201)).toBe(true);
    expect(results.filter((r) => r.statusCode === 201).length).toBeLessThanOrEqual(1);
    expect(await money.reservationRows(ctx.database.db, event.id)).toHaveLength(1);
    expect(await money.seatsLeft(ctx.database.db, event.id)).toBe(3);
  });
});
