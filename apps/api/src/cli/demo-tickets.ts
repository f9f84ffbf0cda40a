import { zonedDateAndTime, zonedDateTime } from '@storytable/domain';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { events, reservations, tickets, type UserRow } from '../db/schema/index.ts';
import { ensureTicket } from '../modules/tickets/index.ts';

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
  const [model] = await tx
    .select()
    .from(events)
    .where(eq(events.hostId, host.id))
    .orderBy(asc(events.id))
    .limit(1);
  if (!model) return;
  const { id: _id, createdAt: _c, updatedAt: _u, coverImageKey: _k, ...fields } = model;
  const seated = guests.slice(0, SEATED_TONIGHT);
  const [tonight] = await tx
    .insert(events)
    .values({
      ...fields,
      title: 'Tonight: Stories Behind Family Recipes',
      featured: false,
      dateTime: tonightAtSeven(),
      price: 0,
      capacity: 8,
      availableSpots: 8 - seated.length,
      revision: 0,
      materialChangeAt: null,
    })
    .returning();
  if (!tonight) return;
  const made = await tx
    .insert(reservations)
    .values(
      seated.map((g, k) => ({
        eventId: tonight.id,
        userId: g.id,
        status: true,
        amountPaid: 0,
        createdAt: new Date(Date.now() - (5 + k) * 24 * 3600_000),
        confirmationSentAt: new Date(Date.now() - (5 + k) * 24 * 3600_000),
      })),
    )
    .returning({ id: reservations.id });
  for (const [k, r] of made.entries()) {
    await ensureTicket(tx, { reservationId: r.id, eventId: tonight.id });
    if (k < CHECKED_IN_TONIGHT)
      await tx
        .update(tickets)
        .set({ checkedInAt: tonight.dateTime })
        .where(eq(tickets.reservationId, r.id));
  }
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
