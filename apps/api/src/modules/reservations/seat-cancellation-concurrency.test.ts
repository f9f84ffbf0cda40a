import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import {
  reservationSeats,
  reservations,
  seatCancellations,
  simulatedRefunds,
  waitlistEntries,
} from '../../db/schema/index.ts';
import { useTestApp } from '../../test/helper.ts';
import * as money from '../../test/reservations.ts';

/**
 * Companions' seats cancelled at once, twice each, with whole cancellations, bookings and waiting
 * parties, on two API instances over one database (decision 067). On PGlite transactions run one
 * at a time; on PostgreSQL (DATABASE_URL) they race: run both ways.
 */
const ctx = useTestApp();
const db = () => ctx.database.db;
const DAY = 24 * 3_600_000;
const partyOf = (size: number) =>
  Array.from({ length: size }, (_, i) => (i === 0 ? {} : { name: `Friend${i}` }));

/** Confirmed party seats + seats held by offers + public seats = capacity; offers hold whole parties. */
async function expectSeatsAccounted(eventId: number, capacity: number) {
  const [confirmed] = await db()
    .select({ n: sql<number>`coalesce(sum(${reservations.seats}), 0)`.mapWith(Number) })
    .from(reservations)
    .where(and(eq(reservations.eventId, eventId), eq(reservations.status, true)));
  const [held] = await db()
    .select({ n: sql<number>`coalesce(sum(${waitlistEntries.seats}), 0)`.mapWith(Number) })
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.eventId, eventId), eq(waitlistEntries.status, 'offered')));
  const left = await money.seatsLeft(db(), eventId);
  expect((confirmed?.n ?? 0) + (held?.n ?? 0) + left).toBe(capacity);
  // every confirmed party has a row per seat it holds (companions named at booking)
  const active = await db()
    .select()
    .from(reservations)
    .where(and(eq(reservations.eventId, eventId), eq(reservations.status, true)));
  for (const r of active) {
    const rows = await db()
      .select()
      .from(reservationSeats)
      .where(eq(reservationSeats.reservationId, r.id));
    if (rows.length > 0) expect(rows.length).toBe(r.seats);
  }
}

async function twoInstances() {
  const second = await buildApp({ config: ctx.config, database: ctx.database, logger: false });
  await second.ready();
  return { apps: [ctx.app, second], close: () => second.close() };
}

describe('companions’ seats cancelled in a race', () => {
  it('paid parties: each seat refunded once, the whole refund only what is left', async () => {
    const { apps, close } = await twoInstances();
    try {
      const host = await money.payoutReadyHost(ctx);
      const capacity = 9;
      const event = await money.hostedEvent(ctx, host.user.id, {
        capacity,
        price: 2500,
        maxSeatsPerBooking: 3,
        dateTime: new Date(Date.now() + 5 * DAY),
      });
      const parties = [];
      for (let i = 0; i < 3; i++) {
        const g = await money.guest(ctx);
        const created = await money.createIntent(ctx, g.agent, {
          eventId: event.id,
          seats: partyOf(3),
        });
        const intent = created.json() as { paymentIntentId: string; clientSecret: string };
        expect((await money.confirmCard(ctx, g.agent, intent)).statusCode).toBe(200);
        const made = await money.reserve(ctx, g.agent, {
          eventId: event.id,
          paymentIntentId: intent.paymentIntentId,
        });
        parties.push({ g, id: made.json().reservation.id as number, pi: intent.paymentIntentId });
      }
      const waiting = await Promise.all(
        [1, 2, 1, 2].map(async (seats) => {
          const g = await money.guest(ctx);
          const res = await money.request(
            ctx,
            g.agent,
            'POST',
            `/api/events/${event.id}/waitlist`,
            {
              seats,
            },
          );
          expect(res.statusCode).toBe(201);
          return g;
        }),
      );
      expect(waiting).toHaveLength(4);

      const calls = parties.flatMap((p, n) => [
        ...[1, 2, 1, 2].map((position, i) =>
          apps[i % 2]!.inject({
            method: 'DELETE',
            url: `/api/reservations/${p.id}/seats/${position}`,
            headers: p.g.agent.headers,
          }),
        ),
        // the last party also cancels as a whole, racing its companions' cancellations
        ...(n === 2
          ? [
              apps[1]!.inject({
                method: 'DELETE',
                url: `/api/reservations/${p.id}`,
                headers: p.g.agent.headers,
              }),
            ]
          : []),
      ]);
      const results = await Promise.all(calls);
      for (const r of results) expect([200, 400, 409], r.body).toContain(r.statusCode);

      await expectSeatsAccounted(event.id, capacity);
      const total = 7755;
      for (const [n, p] of parties.entries()) {
        const refunds = await db()
          .select()
          .from(simulatedRefunds)
          .where(eq(simulatedRefunds.paymentIntentId, p.pi));
        const cancelled = await db()
          .select()
          .from(seatCancellations)
          .where(eq(seatCancellations.reservationId, p.id));
        // one refund per companion's seat cancelled, and one for the rest if it all went
        const whole = n === 2 ? 1 : 0;
        expect(refunds.length).toBe(cancelled.length + whole);
        const refunded = refunds.reduce((s, r) => s + r.amount, 0);
        if (whole) expect(refunded).toBe(total);
        else expect(refunded).toBe(cancelled.reduce((s, c) => s + c.share, 0));
        expect(refunded).toBeLessThanOrEqual(total);
        if (!whole) expect(cancelled.map((c) => c.position).sort()).toEqual([1, 2]);
      }
    } finally {
      await close();
    }
  }, 240_000);

  it('free parties: cancels racing with bookings never oversell or split a party', async () => {
    const { apps, close } = await twoInstances();
    try {
      const host = await money.payoutReadyHost(ctx);
      const capacity = 6;
      const event = await money.hostedEvent(ctx, host.user.id, {
        capacity,
        maxSeatsPerBooking: 3,
        dateTime: new Date(Date.now() + 5 * DAY),
      });
      const parties = [];
      for (let i = 0; i < 2; i++) {
        const g = await money.guest(ctx);
        const made = await money.reserve(ctx, g.agent, { eventId: event.id, seats: partyOf(3) });
        expect(made.statusCode).toBe(201);
        parties.push({ g, id: made.json().reservation.id as number });
      }
      const outsiders = await Promise.all(
        Array.from({ length: 20 }, async (_, i) => ({
          g: await money.guest(ctx),
          size: 1 + (i % 2),
        })),
      );
      const cancels = parties.flatMap((p) =>
        [1, 2, 2, 1].map((position, i) =>
          apps[i % 2]!.inject({
            method: 'DELETE',
            url: `/api/reservations/${p.id}/seats/${position}`,
            headers: p.g.agent.headers,
          }),
        ),
      );
      const bookings = outsiders.map(({ g, size }, i) =>
        apps[i % 2]!.inject({
          method: 'POST',
          url: '/api/reservations',
          headers: g.agent.headers,
          payload: { eventId: event.id, seats: partyOf(size) },
        }),
      );
      const [cancelled, booked] = await Promise.all([Promise.all(cancels), Promise.all(bookings)]);
      expect(cancelled.filter((r) => r.statusCode === 200)).toHaveLength(4);
      expect(cancelled.filter((r) => r.statusCode === 409)).toHaveLength(4);
      const sold = booked.reduce(
        (n, r, i) => n + (r.statusCode === 201 ? outsiders[i]!.size : 0),
        0,
      );
      expect(sold).toBeLessThanOrEqual(4);
      for (const r of booked) expect([201, 409]).toContain(r.statusCode);
      await expectSeatsAccounted(event.id, capacity);
    } finally {
      await close();
    }
  }, 240_000);
});
