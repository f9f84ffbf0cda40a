import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { events, type NewEventRow, reservations, users } from '../../db/schema/index.ts';
import type { ChangeRecipient } from './change-emails.ts';

/** The fields an edit writes (the events_touch trigger bumps the calendars' SEQUENCE). */
export type EventChanges = Partial<
  Pick<
    NewEventRow,
    | 'title'
    | 'description'
    | 'restaurantName'
    | 'streetAddress'
    | 'neighborhood'
    | 'location'
    | 'dateTime'
    | 'capacity'
    | 'availableSpots'
    | 'price'
    | 'refundPolicy'
    | 'materialChangeAt'
    | 'question'
    | 'questionRequired'
    | 'maxSeatsPerBooking'
    | 'requiresApproval'
    | 'opensAt'
    | 'openingNotifiedAt'
  >
>;

export async function updateEvent(tx: DbOrTx, eventId: number, changes: EventChanges) {
  await tx.update(events).set(changes).where(eq(events.id, eventId));
}

/** Every guest holding a confirmed seat at the dinner, oldest booking first. */
export function findBookedGuests(tx: DbOrTx, eventId: number): Promise<ChangeRecipient[]> {
  return tx
    .select({
      name: users.name,
      email: users.email,
      reservationId: reservations.id,
      amountPaid: reservations.amountPaid,
    })
    .from(reservations)
    .innerJoin(users, eq(users.id, reservations.userId))
    .where(and(eq(reservations.eventId, eventId), eq(reservations.status, true)))
    .orderBy(asc(reservations.id));
}
