import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { waitlistEntries } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/helper.ts';
import * as money from '../../test/reservations.ts';
import { expireOffers } from './offer-expiry.ts';

/**
 * Seats freed, held, claimed, declined and expired at once, by two API instances on one
 * database. On PGlite transactions run one at a time; on PostgreSQL (DATABASE_URL) they race.
 */
const ctx = useTestApp();
const HOUR = 3_600_000;
type Person = Awaited<ReturnType<typeof money.guest>>;

async function offered(eventId: number) {
  const [row] = await ctx.database.db
    .select({ n: count() })
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.eventId, eventId), eq(waitlistEntries.status, 'offered')));
  return row?.n ?? 0;
}

/** Every seat is confirmed, held for one guest or public: never more than the capacity. */
async function expectSeatsAccounted(eventId: number, capacity: number) {
  const active = await money.activeReservations(ctx.database.db, eventId);
  const held = await offered(eventId);
  const left = await money.seatsLeft(ctx.database.db, eventId);
  expect(active).toBeLessThanOrEqual(capacity);
  expect(active + held + left).toBe(capacity);
  return { active, held, left };
}

describe('the waitlist under races', () => {
  it('30 waiting, 10 random cancellations and claims racing with expiries on two instances: no seat oversold, lost or offered twice', async () => {
    const second = await buildApp({ config: ctx.config, database: ctx.database, logger: false });
    await second.ready();
    try {
      const capacity = 10;
      const host = await money.payoutReadyHost(ctx);
      const event = await money.hostedEvent(ctx, host.user.id, {
        capacity,
        dateTime: new Date(Date.now() + 7 * 24 * HOUR),
      });
      const seated: Person[] = [];
      for (let i = 0; i < capacity; i++) {
        const g = await money.guest(ctx);
        expect((await money.reserve(ctx, g.agent, { eventId: event.id })).statusCode).toBe(201);
        seated.push(g);
      }
      const waiting = await Promise.all(Array.from({ length: 30 }, () => money.guest(ctx)));
      for (const w of waiting) {
        const joined = await money.request(
          ctx,
          w.agent,
          'POST',
          `/api/events/${event.id}/waitlist`,
        );
        expect(joined.statusCode).toBe(201);
      }
      // a public guest who tries to take any seat that leaks all along
      const outsider = await money.guest(ctx);

      const apps = [ctx.app, second];
      const pick = <T>(xs: T[]) => xs[Math.floor(Math.random() * xs.length)]!;
      const cancellers = [...seated].sort(() => Math.random() - 0.5);
      let clock = Date.now();
      for (let round = 0; round < 5; round++) {
        const offeredNow = await ctx.database.db
          .select({ userId: waitlistEntries.userId })
          .from(waitlistEntries)
          .where(and(eq(waitlistEntries.eventId, event.id), eq(waitlistEntries.status, 'offered')));
        const holders = waiting.filter((w) => offeredNow.some((o) => o.userId === w.user.id));
        clock += 13 * HOUR * (round % 2);
        const at = new Date(clock);
        await Promise.all([
          // two cancellations per round, each on either instance
          ...cancellers.splice(0, 2).map(async (g) => {
            const app = pick(apps);
            const [r] = (
              await app.inject({
                method: 'GET',
                url: '/api/reservations',
                headers: g.agent.headers,
              })
            ).json();
            const res = await app.inject({
              method: 'DELETE',
              url: `/api/reservations/${r.id}`,
              headers: g.agent.headers,
            });
            expect(res.statusCode).toBe(200);
          }),
          // the guests holding offers claim (twice at once) or decline, on either instance
          ...holders.flatMap((h) =>
            Math.random() < 0.7
              ? [0, 1].map(() =>
                  pick(apps).inject({
                    method: 'POST',
                    url: `/api/events/${event.id}/waitlist/claim`,
                    headers: h.agent.headers,
                    payload: {},
                  }),
                )
              : [
                  pick(apps).inject({
                    method: 'POST',
                    url: `/api/events/${event.id}/waitlist/decline`,
                    headers: h.agent.headers,
                  }),
                ],
          ),
          // both instances sweep expired offers at the same moment
          ...apps.map((app) => expireOffers(app.deps, at)),
          money.reserve(ctx, outsider.agent, { eventId: event.id }),
        ]);
        const seats = await expectSeatsAccounted(event.id, capacity);
        // nobody waits less than a seat is free: a public seat only once the line is empty
        if (seats.left > 0) {
          const [w] = await ctx.database.db
            .select({ n: count() })
            .from(waitlistEntries)
            .where(
              and(eq(waitlistEntries.eventId, event.id), eq(waitlistEntries.status, 'waiting')),
            );
          expect(w?.n).toBe(0);
        }
      }
      expect(cancellers).toHaveLength(0);
      const outsiderSeats = (
        await money.request(ctx, outsider.agent, 'GET', '/api/reservations')
      ).json();
      expect(outsiderSeats).toHaveLength(0);
    } finally {
      await second.close();
    }
  });
});
