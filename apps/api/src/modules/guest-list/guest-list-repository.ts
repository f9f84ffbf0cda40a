import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  events,
  reservationSeats,
  reservations,
  users,
  waitlistEntries,
} from '../../db/schema/index.ts';

/** The dinner's facts the guest list heads with, and its host for the permission check. */
export async function findGuestListEvent(db: DbOrTx, eventId: number) {
  const [row] = await db
    .select({
      id: events.id,
      hostId: events.hostId,
      title: events.title,
      dateTime: events.dateTime,
      timeZone: events.timeZone,
      capacity: events.capacity,
      question: events.question,
    })
    .from(events)
    .where(eq(events.id, eventId))
    .limit(1);
  return row;
}

/** Confirmed reservations, first booked first: the public name and photo, never the email. */
export function findConfirmedGuests(db: DbOrTx, eventId: number) {
  return (
    db
      .select({
        reservationId: reservations.id,
        name: users.name,
        profileImage: users.profileImage,
        bookedAt: reservations.createdAt,
        seats: reservations.seats,
        answer: reservations.answer,
        position: reservationSeats.position,
        seatName: reservationSeats.name,
        needs: reservationSeats.dietary,
        note: reservationSeats.dietaryNote,
      })
      .from(reservations)
      .innerJoin(users, eq(users.id, reservations.userId))
      // every seat of the party (decisions 060 and 063): a row per seat written, none for no needs
      .leftJoin(reservationSeats, eq(reservationSeats.reservationId, reservations.id))
      .where(and(eq(reservations.eventId, eventId), eq(reservations.status, true)))
      .orderBy(asc(reservations.createdAt), asc(reservations.id), asc(reservationSeats.position))
  );
}

/** Open waitlist entries in line order (the entry's id is its place, decision 030). */
export function findOpenWaitlist(db: DbOrTx, eventId: number) {
  return db
    .select({
      id: waitlistEntries.id,
      status: waitlistEntries.status,
      name: users.name,
      profileImage: users.profileImage,
      joinedAt: waitlistEntries.createdAt,
    })
    .from(waitlistEntries)
    .innerJoin(users, eq(users.id, waitlistEntries.userId))
    .where(
      and(
        eq(waitlistEntries.eventId, eventId),
        inArray(waitlistEntries.status, ['waiting', 'offered']),
      ),
    )
    .orderBy(asc(waitlistEntries.id));
}
