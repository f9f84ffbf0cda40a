import { DRAW_WINDOW_MS } from '@storytable/domain';
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { compiledSelect } from '../../db/compiled-query.ts';
import {
  type DrawEntryRow,
  type DrawRequest,
  drawEntries,
  events,
  openingDraws,
  users,
  waitlistEntries,
} from '../../db/schema/index.ts';

/** The guest's entry in the dinner's draw, or null. */
export async function findEntry(
  db: DbOrTx,
  eventId: number,
  userId: number,
): Promise<DrawEntryRow | null> {
  const [row] = await db
    .select()
    .from(drawEntries)
    .where(and(eq(drawEntries.eventId, eventId), eq(drawEntries.userId, userId)))
    .limit(1);
  return row ?? null;
}

/** `enter_draw`'s answer: 'drawn' means the claim came first (the request books first-come). */
export type EntryOutcome = 'entered' | 'drawn' | 'gone';

const callEnterDraw = compiledSelect('draw_enter', (db) =>
  db
    .select({ outcome: sql<EntryOutcome>`outcome` })
    .from(
      sql`enter_draw(${sql.placeholder('eventId')}, ${sql.placeholder('userId')}, ${sql.placeholder('seats')}, ${sql.placeholder('request')})`,
    ),
);

/**
 * The entry, once per guest and dinner, in one call of the database's `enter_draw` (migration
 * 0040): under the dinner's shared row lock, a replay keeps its first entry (even once drawn)
 * and writes nothing; a request after the draw's claim enters nothing.
 */
export async function enterDraw(
  db: DbOrTx,
  values: { eventId: number; userId: number; seats: number; request: DrawRequest },
): Promise<EntryOutcome> {
  const [row] = await callEnterDraw(db, { ...values, request: JSON.stringify(values.request) });
  if (!row) throw new Error('enter_draw returned no row');
  return row.outcome;
}

/**
 * Claims the dinner's draw: false when another instance (or an earlier run) has it. The dinner
 * is marked drawn with it, so bookings after the minute stop asking (`drawIfDue`).
 */
export async function claimDraw(
  tx: DbOrTx,
  eventId: number,
  ranAt: Date,
  seed: string,
): Promise<boolean> {
  const rows = await tx
    .insert(openingDraws)
    .values({ eventId, ranAt, seed, entryCount: 0, drawOrder: [] })
    .onConflictDoNothing()
    .returning({ eventId: openingDraws.eventId });
  await tx.update(events).set({ drawnAt: ranAt }).where(eq(events.id, eventId));
  return rows.length > 0;
}

export async function recordOrder(tx: DbOrTx, eventId: number, order: number[]): Promise<void> {
  await tx
    .update(openingDraws)
    .set({ entryCount: order.length, drawOrder: order })
    .where(eq(openingDraws.eventId, eventId));
}

/** The entries still waiting for the dinner's draw, with their guests' names and addresses. */
export function enteredEntries(tx: DbOrTx, eventId: number) {
  return tx
    .select({ entry: drawEntries, name: users.name, email: users.email })
    .from(drawEntries)
    .innerJoin(users, eq(users.id, drawEntries.userId))
    .where(and(eq(drawEntries.eventId, eventId), eq(drawEntries.status, 'entered')));
}

/** Dinners whose first minute is over at `now` with entries not yet drawn. */
export async function dueDraws(db: DbOrTx, now: Date, limit: number): Promise<number[]> {
  const closedBy = new Date(now.getTime() - DRAW_WINDOW_MS);
  const rows = await db
    .selectDistinct({ eventId: drawEntries.eventId })
    .from(drawEntries)
    .innerJoin(events, eq(events.id, drawEntries.eventId))
    .where(and(eq(drawEntries.status, 'entered'), lte(events.opensAt, closedBy)))
    .orderBy(asc(drawEntries.eventId))
    .limit(limit);
  return rows.map((r) => r.eventId);
}

export async function setOutcome(
  tx: DbOrTx,
  id: number,
  outcome: Pick<DrawEntryRow, 'status' | 'drawPosition' | 'waitlistPosition' | 'offerExpiresAt'>,
): Promise<void> {
  await tx.update(drawEntries).set(outcome).where(eq(drawEntries.id, id));
}

/**
 * The draw's winners and line, as the waitlist's own rows (decision 067): an offer holds its
 * party's seats out of `available_spots` until claimed or expired; ids follow draw order, so the
 * line's order is the draw's. The caller holds the event row lock.
 */
export async function insertLine(
  tx: DbOrTx,
  eventId: number,
  rows: {
    userId: number;
    seats: number;
    offer: { at: Date; expiresAt: Date } | null;
  }[],
): Promise<void> {
  if (rows.length === 0) return;
  const written = await tx
    .insert(waitlistEntries)
    .values(
      rows.map(({ userId, seats, offer }) => ({
        eventId,
        userId,
        seats,
        status: offer ? ('offered' as const) : ('waiting' as const),
        offeredAt: offer?.at ?? null,
        offerExpiresAt: offer?.expiresAt ?? null,
      })),
    )
    .onConflictDoNothing()
    .returning({ seats: waitlistEntries.seats, status: waitlistEntries.status });
  // only offers actually written hold seats
  const held = written.reduce((sum, r) => sum + (r.status === 'offered' ? r.seats : 0), 0);
  if (held > 0) {
    await tx
      .update(events)
      .set({ availableSpots: sql`${events.availableSpots} - ${held}` })
      .where(eq(events.id, eventId));
  }
}
