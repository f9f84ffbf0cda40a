import { and, eq, ne, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { drawEntries, reservations, waitlistEntries } from '../db/schema/index.ts';
import * as money from './reservations.ts';

/** Test helpers of the first minute's draw (decision 072), for its tests and its race tests. */

type Ctx = Parameters<typeof money.payoutReadyHost>[0];
const HOUR = 3_600_000;

/** A dinner a week away that opened `sinceMs` ago, so by the real clock its minute is on. */
export async function openingDinner(
  ctx: Ctx,
  capacity: number,
  { sinceMs = 5_000, price = 0, question = null as string | null } = {},
) {
  const host = await money.payoutReadyHost(ctx);
  const event = await money.hostedEvent(ctx, host.user.id, {
    capacity,
    availableSpots: capacity,
    maxSeatsPerBooking: 3,
    price,
    question,
    questionRequired: question !== null,
    dateTime: new Date(Date.now() + 7 * 24 * HOUR),
    opensAt: new Date(Date.now() - sinceMs),
  });
  return { host, event };
}

/** A party of `n`: the booker and `n - 1` named friends. */
export const party = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    name: i === 0 ? null : `Friend ${i}`,
    dietary: { needs: [], note: null },
  }));

/**
 * Confirmed + held + available = capacity, and no party split: every open waitlist row and every
 * booking of a guest who entered the draw has the entry's seats.
 */
export async function expectSeatsAccounted(ctx: Ctx, eventId: number, capacity: number) {
  const { db } = ctx.database;
  const [confirmed] = await db
    .select({ n: sql<number>`coalesce(sum(${reservations.seats}), 0)`.mapWith(Number) })
    .from(reservations)
    .where(and(eq(reservations.eventId, eventId), eq(reservations.status, true)));
  const [held] = await db
    .select({ n: sql<number>`coalesce(sum(${waitlistEntries.seats}), 0)`.mapWith(Number) })
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.eventId, eventId), eq(waitlistEntries.status, 'offered')));
  const left = await money.seatsLeft(db, eventId);
  expect((confirmed?.n ?? 0) + (held?.n ?? 0) + left).toBe(capacity);
  const sameGuest = (t: typeof waitlistEntries | typeof reservations) =>
    and(eq(drawEntries.eventId, t.eventId), eq(drawEntries.userId, t.userId));
  const splitInLine = await db
    .select({ id: waitlistEntries.id })
    .from(waitlistEntries)
    .innerJoin(drawEntries, sameGuest(waitlistEntries))
    .where(and(eq(waitlistEntries.eventId, eventId), ne(waitlistEntries.seats, drawEntries.seats)));
  const splitBooked = await db
    .select({ id: reservations.id })
    .from(reservations)
    .innerJoin(drawEntries, sameGuest(reservations))
    .where(
      and(
        eq(reservations.eventId, eventId),
        eq(reservations.status, true),
        ne(reservations.seats, drawEntries.seats),
      ),
    );
  expect([...splitInLine, ...splitBooked]).toHaveLength(0);
  return { confirmed: confirmed?.n ?? 0, held: held?.n ?? 0, left };
}
