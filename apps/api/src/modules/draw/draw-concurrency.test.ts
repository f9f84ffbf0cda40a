import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import {
  drawEntries,
  events,
  openingDraws,
  reservations,
  waitlistEntries,
} from '../../db/schema/index.ts';
import * as draw from '../../test/draw.ts';
import { useTestApp } from '../../test/helper.ts';
import * as money from '../../test/reservations.ts';
import { expireOffers } from '../waitlist/index.ts';
import { runDueDraws } from './draw-runner.ts';

/**
 * The first minute's draw on two API instances at once (decision 072). On PGlite transactions
 * run one at a time; on PostgreSQL (DATABASE_URL) they race.
 */
const ctx = useTestApp();
type Person = Awaited<ReturnType<typeof money.guest>>;

const pick = <T>(xs: T[]) => xs[Math.floor(Math.random() * xs.length)] as T;
const { party } = draw;
const openingDinner = async (capacity: number, price = 0) =>
  (await draw.openingDinner(ctx, capacity, { price })).event;
const expectSeatsAccounted = (eventId: number, capacity: number) =>
  draw.expectSeatsAccounted(ctx, eventId, capacity);

async function enterTwice(apps: FastifyInstance[], eventId: number, guests: Person[]) {
  const sizes = new Map<number, number>();
  await Promise.all(
    guests.flatMap((g, i) => {
      const seats = (i % 3) + 1;
      sizes.set(g.user.id, seats);
      const payload = { eventId, ...(seats > 1 ? { seats: party(seats) } : {}) };
      // a double click: the same request twice at once, each on either instance
      return [0, 1].map(async () => {
        const res = await pick(apps).inject({
          method: 'POST',
          url: '/api/reservations',
          headers: g.agent.headers,
          payload,
        });
        expect(res.statusCode).toBe(202);
      });
    }),
  );
  return sizes;
}

/** The first minute is over by the real clock: the opening moves two minutes back. */
const closeMinute = (eventId: number) =>
  ctx.database.db
    .update(events)
    .set({ opensAt: new Date(Date.now() - 2 * 60_000) })
    .where(eq(events.id, eventId));

describe('the draw under races', () => {
  it('two instances: entries replayed, the draw runs once, each seat held once, offers expire and pass on', async () => {
    const second = await buildApp({ config: ctx.config, database: ctx.database, logger: false });
    await second.ready();
    try {
      const apps = [ctx.app, second];
      const capacity = 8;
      const event = await openingDinner(capacity);
      const guests = await Promise.all(Array.from({ length: 12 }, () => money.guest(ctx)));
      const sizes = await enterTwice(apps, event.id, guests);
      const { db } = ctx.database;
      const entries = await db.select().from(drawEntries).where(eq(drawEntries.eventId, event.id));
      expect(entries).toHaveLength(guests.length);

      await closeMinute(event.id);
      const late = await money.guest(ctx);
      const now = new Date();
      // both workers and a first-come request on each instance, at once
      const [a, b] = await Promise.all([
        runDueDraws(ctx.app.deps, now),
        runDueDraws(second.deps, now),
        ...apps.map((app) =>
          app.inject({
            method: 'POST',
            url: '/api/reservations',
            headers: late.agent.headers,
            payload: { eventId: event.id },
          }),
        ),
      ]);
      const draws = await db.select().from(openingDraws).where(eq(openingDraws.eventId, event.id));
      expect(draws).toHaveLength(1);
      expect((a as { drawn: number }).drawn + (b as { drawn: number }).drawn).toBeLessThanOrEqual(
        1,
      );
      expect(draws[0]?.entryCount).toBe(guests.length);
      let seats = await expectSeatsAccounted(event.id, capacity);
      // the late guest never jumps the drawn: whatever they took, only what no party fitted
      const drawnOffered = await db
        .select()
        .from(waitlistEntries)
        .where(eq(waitlistEntries.eventId, event.id));
      expect(drawnOffered.filter((w) => w.userId === late.user.id)).toHaveLength(0);
      expect(seats.held + seats.left + seats.confirmed).toBe(capacity);

      // every offer lapses; both sweeps at once pass the seats on in draw order
      const later = new Date(now.getTime() + 11 * 60_000);
      await Promise.all(apps.map((app) => expireOffers(app.deps, later)));
      seats = await expectSeatsAccounted(event.id, capacity);
      const holders = await db
        .select()
        .from(waitlistEntries)
        .where(and(eq(waitlistEntries.eventId, event.id), eq(waitlistEntries.status, 'offered')));
      for (const h of holders) expect(h.seats).toBe(sizes.get(h.userId));

      // the new holders claim their whole party, twice at once on both instances
      await Promise.all(
        holders.flatMap((h) => {
          const g = guests.find((x) => x.user.id === h.userId) as Person;
          const n = sizes.get(h.userId) ?? 1;
          return apps.map((app) =>
            app.inject({
              method: 'POST',
              url: `/api/events/${event.id}/waitlist/claim`,
              headers: g.agent.headers,
              payload: n > 1 ? { seats: party(n) } : {},
            }),
          );
        }),
      );
      seats = await expectSeatsAccounted(event.id, capacity);
      expect(seats.held).toBe(0);
      const booked = await db
        .select()
        .from(reservations)
        .where(and(eq(reservations.eventId, event.id), eq(reservations.status, true)));
      expect(new Set(booked.map((r) => r.userId)).size).toBe(booked.length);
    } finally {
      await second.close();
    }
  });

  it('entries racing the draw on two instances are each drawn or booked, never stranded', async () => {
    const second = await buildApp({ config: ctx.config, database: ctx.database, logger: false });
    await second.ready();
    try {
      const apps = [ctx.app, second];
      const event = await openingDinner(8);
      const guests = await Promise.all(Array.from({ length: 12 }, () => money.guest(ctx)));
      const drawAt = new Date((event.opensAt as Date).getTime() + 61_000);
      const answers = await Promise.all([
        ...apps.map((app) => runDueDraws(app.deps, drawAt)),
        ...guests.flatMap((g) =>
          [0, 1].map(() =>
            pick(apps).inject({
              method: 'POST',
              url: '/api/reservations',
              headers: g.agent.headers,
              payload: { eventId: event.id },
            }),
          ),
        ),
      ]);
      for (const res of answers.slice(2) as { statusCode: number }[]) {
        expect([200, 201, 202, 409]).toContain(res.statusCode);
      }
      // entries the workers' draw missed are drawn by the next tick; none waits after it
      await Promise.all(apps.map((app) => runDueDraws(app.deps, drawAt)));
      const { db } = ctx.database;
      const stranded = await db
        .select()
        .from(drawEntries)
        .where(and(eq(drawEntries.eventId, event.id), eq(drawEntries.status, 'entered')));
      expect(stranded).toHaveLength(0);
      expect(
        await db.select().from(openingDraws).where(eq(openingDraws.eventId, event.id)),
      ).toHaveLength(1);
      await expectSeatsAccounted(event.id, 8);
    } finally {
      await second.close();
    }
  });

  it('a winner of a paid dinner pays once: a replayed paid claim never charges twice', async () => {
    const second = await buildApp({ config: ctx.config, database: ctx.database, logger: false });
    await second.ready();
    try {
      const apps = [ctx.app, second];
      const capacity = 4;
      const event = await openingDinner(capacity, 2500);
      const guests = await Promise.all(Array.from({ length: 5 }, () => money.guest(ctx)));
      const sizes = await enterTwice(apps, event.id, guests);
      await closeMinute(event.id);
      await runDueDraws(ctx.app.deps, new Date());
      const { db } = ctx.database;
      const winners = await db
        .select()
        .from(waitlistEntries)
        .where(and(eq(waitlistEntries.eventId, event.id), eq(waitlistEntries.status, 'offered')));
      expect(winners.length).toBeGreaterThan(0);
      for (const w of winners) {
        const g = guests.find((x) => x.user.id === w.userId) as Person;
        const n = sizes.get(w.userId) ?? 1;
        const body = { eventId: event.id, ...(n > 1 ? { seats: party(n) } : {}) };
        const created = await money.createIntent(ctx, g.agent, body);
        expect(created.statusCode).toBe(200);
        const intent = created.json();
        expect((await money.confirmCard(ctx, g.agent, intent)).statusCode).toBe(200);
        const results = await Promise.all(
          apps.map((app) =>
            app.inject({
              method: 'POST',
              url: `/api/events/${event.id}/waitlist/claim`,
              headers: g.agent.headers,
              payload: { paymentIntentId: intent.paymentIntentId },
            }),
          ),
        );
        // the webhook may have made it first: then both answer 200 with the same reservation
        const codes = results.map((r) => r.statusCode);
        expect(codes.every((c) => c === 200 || c === 201)).toBe(true);
        expect(new Set(results.map((r) => r.json().reservation.id)).size).toBe(1);
      }
      const paid = await db.select().from(reservations).where(eq(reservations.eventId, event.id));
      expect(paid.filter((r) => r.status)).toHaveLength(winners.length);
      expect(new Set(paid.map((r) => r.paymentIntentId)).size).toBe(paid.length);
      expect(paid.every((r) => r.refundStatus === null)).toBe(true);
      await expectSeatsAccounted(event.id, capacity);
    } finally {
      await second.close();
    }
  });
});
