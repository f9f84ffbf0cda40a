import { and, eq, sum } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { reservationSeats, reservations } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/helper.ts';
import * as money from '../../test/reservations.ts';

/**
 * Parties racing for the last seats on two API instances over one database (decision 063). On
 * PGlite transactions run one at a time; on PostgreSQL (DATABASE_URL) they race: run both ways.
 */
const ctx = useTestApp();
const db = () => ctx.database.db;

async function confirmedSeats(eventId: number) {
  const [row] = await db()
    .select({ n: sum(reservations.seats).mapWith(Number) })
    .from(reservations)
    .where(and(eq(reservations.eventId, eventId), eq(reservations.status, true)));
  return row?.n ?? 0;
}

/** A party of `size`: the booker's seat, then named companions, one with needs. */
const partyOf = (size: number) =>
  Array.from({ length: size }, (_, i) =>
    i === 0 ? {} : { name: `Friend${i}`, dietary: { needs: i === 1 ? ['vegan'] : [] } },
  );

describe('parties racing for the last seats', () => {
  it('300 parties of 1 to 3 for 3 free seats on two instances: never more than 3, never split', async () => {
    const second = await buildApp({ config: ctx.config, database: ctx.database, logger: false });
    await second.ready();
    try {
      const apps = [ctx.app, second];
      const host = await money.payoutReadyHost(ctx);
      const capacity = 5;
      const event = await money.hostedEvent(ctx, host.user.id, {
        capacity,
        maxSeatsPerBooking: 3,
      });
      for (let i = 0; i < 2; i++) {
        const g = await money.guest(ctx);
        expect((await money.reserve(ctx, g.agent, { eventId: event.id })).statusCode).toBe(201);
      }
      expect(await money.seatsLeft(db(), event.id)).toBe(3);

      const racers = await Promise.all(
        Array.from({ length: 300 }, async (_, i) => ({
          g: await money.guest(ctx),
          size: 1 + (i % 3),
        })),
      );
      const results = await Promise.all(
        racers.map(({ g, size }, i) =>
          apps[i % 2]!.inject({
            method: 'POST',
            url: '/api/reservations',
            headers: g.agent.headers,
            payload: { eventId: event.id, seats: partyOf(size) },
          }),
        ),
      );

      const codes = new Set(results.map((r) => r.statusCode));
      expect([...codes].every((c) => c === 201 || c === 409)).toBe(true);
      for (const r of results.filter((x) => x.statusCode === 409))
        expect(['SOLD_OUT', 'NOT_ENOUGH_SEATS']).toContain(r.json().code);
      const won = results.flatMap((r, i) =>
        r.statusCode === 201
          ? [{ id: r.json().reservation.id as number, size: racers[i]!.size }]
          : [],
      );
      expect(won.length).toBeGreaterThan(0);
      const sold = won.reduce((n, w) => n + w.size, 0);
      expect(sold).toBeLessThanOrEqual(3);

      // each winning party holds exactly the seats it asked for, with a row per companion
      for (const w of won) {
        const [row] = await db().select().from(reservations).where(eq(reservations.id, w.id));
        expect(row?.seats).toBe(w.size);
        const seats = await db()
          .select()
          .from(reservationSeats)
          .where(eq(reservationSeats.reservationId, w.id));
        expect(seats.length).toBe(w.size === 1 ? 0 : w.size);
      }
      // confirmed + held (no offers here) + available = capacity
      const left = await money.seatsLeft(db(), event.id);
      expect(await confirmedSeats(event.id)).toBe(2 + sold);
      expect(2 + sold + left).toBe(capacity);
    } finally {
      await second.close();
    }
  }, 240_000);
});
