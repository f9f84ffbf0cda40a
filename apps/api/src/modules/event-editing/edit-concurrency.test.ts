import { and, count, countDistinct, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { reservationSeats, reservations, waitlistEntries } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/helper.ts';
import * as money from '../../test/reservations.ts';

/**
 * A host changing a dinner's capacity while guests book (with and without answers), cancel and
 * wait, on two API instances over one database. On PGlite transactions run one at a time; on
 * PostgreSQL (DATABASE_URL) they race: run this file both ways.
 */
const ctx = useTestApp();
const db = () => ctx.database.db;

async function offered(eventId: number) {
  const [row] = await db()
    .select({ n: count() })
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.eventId, eventId), eq(waitlistEntries.status, 'offered')));
  return row?.n ?? 0;
}

async function capacityOf(eventId: number) {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/events/${eventId}` });
  return res.json().capacity as number;
}

describe('editing a dinner under races', () => {
  it('capacity raised and lowered on two instances while guests book, cancel and wait: every seat accounted for', async () => {
    const second = await buildApp({ config: ctx.config, database: ctx.database, logger: false });
    await second.ready();
    try {
      const apps = [ctx.app, second];
      const host = await money.payoutReadyHost(ctx);
      const event = await money.hostedEvent(ctx, host.user.id, { capacity: 3 });
      const seated = [];
      for (let i = 0; i < 3; i++) {
        const g = await money.guest(ctx);
        expect((await money.reserve(ctx, g.agent, { eventId: event.id })).statusCode).toBe(201);
        seated.push(g);
      }
      const waiting = await Promise.all(Array.from({ length: 4 }, () => money.guest(ctx)));
      for (const w of waiting) {
        const joined = await money.request(
          ctx,
          w.agent,
          'POST',
          `/api/events/${event.id}/waitlist`,
        );
        expect(joined.statusCode).toBe(201);
      }
      const newcomers = await Promise.all(Array.from({ length: 2 }, () => money.guest(ctx)));
      const [cancelling] = await Promise.all(
        seated.slice(0, 1).map(async (g) => {
          const [r] = (await money.request(ctx, g.agent, 'GET', '/api/reservations')).json();
          return { g, id: r.id as number };
        }),
      );

      const results = await Promise.all([
        // the host raises and lowers on both instances at once; every target is at least the most
        // seats that can be taken (3 booked + 4 waiting + 2 newcomers), so each edit applies
        ...[12, 10, 11, 9].map((capacity, i) =>
          apps[i % 2]!.inject({
            method: 'PATCH',
            url: `/api/events/${event.id}`,
            headers: host.agent.headers,
            payload: { capacity },
          }),
        ),
        // a booked guest cancels, freeing a seat for the line
        apps[1]!.inject({
          method: 'DELETE',
          url: `/api/reservations/${cancelling!.id}`,
          headers: cancelling!.g.agent.headers,
        }),
        // newcomers book, half with answers (their seat row joins the reservation's transaction)
        ...newcomers.map((g, i) =>
          apps[i % 2]!.inject({
            method: 'POST',
            url: '/api/reservations',
            headers: g.agent.headers,
            payload:
              i % 2 === 0
                ? {
                    eventId: event.id,
                    dietary: { needs: ['vegetarian'], note: '' },
                    answer: 'A story',
                  }
                : { eventId: event.id },
          }),
        ),
      ]);
      for (const r of results) expect(r.statusCode, r.body).toBeLessThan(500);
      for (const r of results.slice(0, 4)) expect(r.statusCode, r.body).toBe(200);

      const capacity = await capacityOf(event.id);
      const active = await money.activeReservations(db(), event.id);
      const held = await offered(event.id);
      const left = await money.seatsLeft(db(), event.id);
      expect(active).toBeLessThanOrEqual(capacity);
      expect(active + held + left).toBe(capacity);
      // a public seat only once nobody waits
      if (left > 0) {
        const [w] = await db()
          .select({ n: count() })
          .from(waitlistEntries)
          .where(and(eq(waitlistEntries.eventId, event.id), eq(waitlistEntries.status, 'waiting')));
        expect(w?.n).toBe(0);
      }
      // every newcomer who answered and got a seat has their answers with it, nobody else does
      const booked = results.slice(5).flatMap((r, i) => (r.statusCode === 201 ? [i] : []));
      const ids = booked.map((i) => results[5 + i]!.json().reservation.id as number);
      const rows =
        ids.length === 0
          ? []
          : await db()
              .select({ id: reservationSeats.reservationId })
              .from(reservationSeats)
              .where(inArray(reservationSeats.reservationId, ids));
      expect(rows.map((r) => r.id).sort()).toEqual(
        booked
          .filter((i) => i % 2 === 0)
          .map((i) => results[5 + i]!.json().reservation.id)
          .sort(),
      );
      // nobody holds two seats
      const [people] = await db()
        .select({ n: countDistinct(reservations.userId) })
        .from(reservations)
        .where(and(eq(reservations.eventId, event.id), eq(reservations.status, true)));
      expect(people?.n).toBe(active);
    } finally {
      await second.close();
    }
  });
});
