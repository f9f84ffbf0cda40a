import { and, asc, count, eq, inArray, lt, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { events, type WaitlistEntryRow, waitlistEntries } from '../../db/schema/index.ts';

const open = inArray(waitlistEntries.status, ['waiting', 'offered']);

/** The guest's open entry for the dinner (waiting or holding an offer). */
export async function findOpenEntry(
  db: DbOrTx,
  eventId: number,
  userId: number,
): Promise<WaitlistEntryRow | null> {
  const [row] = await db
    .select()
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.eventId, eventId), eq(waitlistEntries.userId, userId), open))
    .limit(1);
  return row ?? null;
}

/** Whether the guest holds a seat offered from the dinner's waitlist. */
export async function holdsOffer(db: DbOrTx, eventId: number, userId: number): Promise<boolean> {
  const entry = await findOpenEntry(db, eventId, userId);
  return entry?.status === 'offered';
}

/** 1 + how many wait ahead of this entry. */
export async function positionOf(db: DbOrTx, entry: WaitlistEntryRow): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.eventId, entry.eventId),
        eq(waitlistEntries.status, 'waiting'),
        lt(waitlistEntries.id, entry.id),
      ),
    );
  return (row?.n ?? 0) + 1;
}

/** Null when the guest already has an open entry (the unique index). */
export async function insertWaiting(
  tx: DbOrTx,
  eventId: number,
  userId: number,
  seats: number,
): Promise<WaitlistEntryRow | null> {
  const [row] = await tx
    .insert(waitlistEntries)
    .values({ eventId, userId, seats, status: 'waiting' })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/** Ends an open entry of the guest, if it is in `from`; null when there was none. */
export async function endEntry(
  tx: DbOrTx,
  where: { eventId: number; userId: number },
  from: 'waiting' | 'offered' | 'open',
  to: 'left' | 'declined' | 'claimed',
): Promise<WaitlistEntryRow | null> {
  const [row] = await tx
    .update(waitlistEntries)
    .set({ status: to, endedAt: sql`now()` })
    .where(
      and(
        eq(waitlistEntries.eventId, where.eventId),
        eq(waitlistEntries.userId, where.userId),
        from === 'open' ? open : eq(waitlistEntries.status, from),
      ),
    )
    .returning();
  return row ?? null;
}

/**
 * Offers the public seats to the first guest still waiting whose whole party fits in them (the
 * caller holds the event row lock): the entry's seats leave `available_spots` for the offer in
 * the same transaction. Entries that do not fit keep their place. Null when none fits.
 */
export async function offerToFirstFitting(
  tx: DbOrTx,
  eventId: number,
  now: Date,
  expiresAt: Date,
): Promise<WaitlistEntryRow | null> {
  const free = sql`(SELECT ${events.availableSpots} FROM ${events} WHERE ${events.id} = ${eventId})`;
  const first = sql`(SELECT ${waitlistEntries.id} FROM ${waitlistEntries} WHERE ${waitlistEntries.eventId} = ${eventId} AND ${waitlistEntries.status} = 'waiting' AND ${waitlistEntries.seats} <= ${free} ORDER BY ${waitlistEntries.id} LIMIT 1 FOR UPDATE SKIP LOCKED)`;
  const [row] = await tx
    .update(waitlistEntries)
    .set({ status: 'offered', offeredAt: now, offerExpiresAt: expiresAt })
    .where(and(eq(waitlistEntries.id, first), eq(waitlistEntries.status, 'waiting')))
    .returning();
  if (!row) return null;
  await tx
    .update(events)
    .set({ availableSpots: sql`${events.availableSpots} - ${row.seats}` })
    .where(eq(events.id, eventId));
  return row;
}

/** Gives `seats` seats to the public (never above capacity). */
export async function seatsToPublic(tx: DbOrTx, eventId: number, seats: number): Promise<void> {
  await tx
    .update(events)
    .set({ availableSpots: sql`least(${events.availableSpots} + ${seats}, ${events.capacity})` })
    .where(eq(events.id, eventId));
}

/** Offers whose time is up at `now`, oldest first. */
export function findExpiredOffers(db: DbOrTx, now: Date, limit: number) {
  return db
    .select()
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.status, 'offered'), lte(waitlistEntries.offerExpiresAt, now)))
    .orderBy(asc(waitlistEntries.offerExpiresAt))
    .limit(limit);
}

/** Expires one offer, once: null when it was claimed, declined or expired meanwhile. */
export async function expireOffer(
  tx: DbOrTx,
  id: number,
  now: Date,
): Promise<WaitlistEntryRow | null> {
  const [row] = await tx
    .update(waitlistEntries)
    .set({ status: 'expired', endedAt: sql`now()` })
    .where(
      and(
        eq(waitlistEntries.id, id),
        eq(waitlistEntries.status, 'offered'),
        lte(waitlistEntries.offerExpiresAt, now),
      ),
    )
    .returning();
  return row ?? null;
}

/** The guest's open entries at dinners that have not started, soonest first. */
export function findUserOpenEntries(db: DbOrTx, userId: number) {
  return db
    .select({ entry: waitlistEntries, event: events })
    .from(waitlistEntries)
    .innerJoin(events, eq(events.id, waitlistEntries.eventId))
    .where(and(eq(waitlistEntries.userId, userId), open, sql`${events.dateTime} > now()`))
    .orderBy(asc(events.dateTime), asc(waitlistEntries.id));
}

export async function countOpen(db: DbOrTx, eventId: number) {
  const rows = await db
    .select({ status: waitlistEntries.status, n: count() })
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.eventId, eventId), open))
    .groupBy(waitlistEntries.status);
  const of = (s: string) => rows.find((r) => r.status === s)?.n ?? 0;
  return { waiting: of('waiting'), offered: of('offered') };
}
