import { zonedDateAndTime, zonedDateTime } from '@storytable/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { reservations, tickets, type UserRow } from '../db/schema/index.ts';
import { ensureTicket } from '../modules/tickets/index.ts';
import { seatDemoDinner } from './demo-dinner.ts';

const ZONE = 'America/Los_Angeles';
const SEATED_TONIGHT = 6;
const CHECKED_IN_TONIGHT = 3;

/** Seven tonight in Sacramento: before then it is upcoming, after it table mode is still open. */
function tonightAtSeven(): Date {
  const { date: today } = zonedDateAndTime(new Date(), ZONE);
  const at = zonedDateTime(today, '19:00', ZONE);
  if (!at) throw new Error('demo tickets: no 7 PM today');
  return at;
}

/**
 * Hannah's dinner tonight (decision 061): six demo guests with tickets, half of them already
 * checked in, so table mode has something to show on any day the demo starts.
 */
export async function seedDemoTonight(tx: DbOrTx, host: UserRow, guests: UserRow[]) {
  const made = await seatDemoDinner(tx, host, {
    title: 'Tonight: Stories Behind Family Recipes',
    dateTime: tonightAtSeven(),
    capacity: 8,
    guests: guests.slice(0, SEATED_TONIGHT),
    bookedDaysAgo: 5,
  });
  if (!made) return;
  for (const r of made.seated.slice(0, CHECKED_IN_TONIGHT))
    await tx
      .update(tickets)
      .set({ checkedInAt: made.dinner.dateTime })
      .where(eq(tickets.reservationId, r.id));
}

/** Every confirmed demo seat gets its ticket, as reserve_seat gives real ones. */
export async function seedDemoTickets(tx: DbOrTx) {
  const seats = await tx
    .select({ reservationId: reservations.id, eventId: reservations.eventId })
    .from(reservations)
    .leftJoin(tickets, eq(tickets.reservationId, reservations.id))
    .where(and(eq(reservations.status, true), isNull(tickets.reservationId)));
  for (const seat of seats) await ensureTicket(tx, seat);
}
