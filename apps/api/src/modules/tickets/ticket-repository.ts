import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { checkIns, events, reservations, tickets, users } from '../../db/schema/index.ts';
import { uniqueViolation } from '../../db/unique-violation.ts';
import { newTicket } from './ticket-codes.ts';

const TICKET_INDEXES = new Set(['tickets_event_code_idx', 'tickets_token_idx']);

/** A ticket code (or token) another seat drew first: the caller draws again. */
export function isTicketClash(err: unknown): boolean {
  return TICKET_INDEXES.has(uniqueViolation(err) ?? '');
}

/**
 * The seat's ticket, made now if the seat was confirmed before tickets existed (decision 061).
 * A code another seat of the dinner already has is drawn again.
 */
export async function ensureTicket(
  db: DbOrTx,
  seat: { reservationId: number; eventId: number },
): Promise<{ token: string; code: string; checkedInAt: Date | null }> {
  for (let tries = 0; ; tries++) {
    const [found] = await db
      .select({ token: tickets.token, code: tickets.code, checkedInAt: tickets.checkedInAt })
      .from(tickets)
      .where(eq(tickets.reservationId, seat.reservationId))
      .limit(1);
    if (found) return found;
    try {
      // a savepoint, so a refused code leaves the caller's transaction usable
      await db.transaction(async (tx) => {
        await tx
          .insert(tickets)
          .values({ ...seat, ...newTicket() })
          .onConflictDoNothing({ target: tickets.reservationId });
      });
    } catch (err) {
      if (tries >= 3 || !isTicketClash(err)) throw err;
    }
  }
}

/** The reservation a ticket belongs to, with its owner and whether it is still confirmed. */
export async function findSeat(db: DbOrTx, reservationId: number) {
  const [row] = await db
    .select({
      reservationId: reservations.id,
      eventId: reservations.eventId,
      userId: reservations.userId,
      status: reservations.status,
      name: users.name,
    })
    .from(reservations)
    .innerJoin(users, eq(users.id, reservations.userId))
    .where(eq(reservations.id, reservationId))
    .limit(1);
  return row ?? null;
}

/** The seat a ticket's code (per dinner) or QR token names, or null. */
export async function findSeatByTicket(
  db: DbOrTx,
  eventId: number,
  by: { code: string } | { token: string },
): Promise<number | null> {
  const [row] = await db
    .select({ reservationId: tickets.reservationId })
    .from(tickets)
    .where(
      'code' in by
        ? and(eq(tickets.eventId, eventId), eq(tickets.code, by.code))
        : and(eq(tickets.eventId, eventId), eq(tickets.token, by.token)),
    )
    .limit(1);
  return row?.reservationId ?? null;
}

/** The dinner's facts check-in needs, and its host for the permission check. */
export async function findCheckInEvent(db: DbOrTx, eventId: number) {
  const [row] = await db
    .select({
      id: events.id,
      hostId: events.hostId,
      title: events.title,
      dateTime: events.dateTime,
      timeZone: events.timeZone,
    })
    .from(events)
    .where(eq(events.id, eventId))
    .limit(1);
  return row ?? null;
}

/** Records a device's check-in once: false when this clientId was recorded before. */
export async function recordCheckIn(
  db: DbOrTx,
  row: { clientId: string; eventId: number; reservationId: number; checkedIn: boolean },
): Promise<boolean> {
  const inserted = await db
    .insert(checkIns)
    .values(row)
    .onConflictDoNothing({ target: checkIns.clientId })
    .returning({ clientId: checkIns.clientId });
  return inserted.length > 0;
}

/** Checks the seat in (keeping the first time) or out; its ticket exists. */
export async function setCheckedIn(db: DbOrTx, reservationId: number, checkedIn: boolean) {
  const [row] = await db
    .update(tickets)
    .set({
      checkedInAt: checkedIn ? sql`coalesce(${tickets.checkedInAt}, now())` : null,
    })
    .where(eq(tickets.reservationId, reservationId))
    .returning({ checkedInAt: tickets.checkedInAt });
  return row?.checkedInAt ?? null;
}

/** The confirmed seats of a dinner with their check-in time, first booked first. */
export function findTableSeats(db: DbOrTx, eventId: number) {
  return db
    .select({
      reservationId: reservations.id,
      name: users.name,
      profileImage: users.profileImage,
      checkedInAt: tickets.checkedInAt,
      seats: reservations.seats,
    })
    .from(reservations)
    .innerJoin(users, eq(users.id, reservations.userId))
    .leftJoin(tickets, eq(tickets.reservationId, reservations.id))
    .where(and(eq(reservations.eventId, eventId), eq(reservations.status, true)))
    .orderBy(asc(reservations.createdAt), asc(reservations.id));
}
