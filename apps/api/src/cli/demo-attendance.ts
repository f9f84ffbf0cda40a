import { and, asc, desc, eq, lt, sql } from 'drizzle-orm';
import { dinnerEnded } from '../db/attended.ts';
import type { DbOrTx } from '../db/client.ts';
import {
  events,
  hostNotes,
  noShows,
  reservations,
  reviews,
  type UserRow,
} from '../db/schema/index.ts';
import { ensureTicket } from '../modules/tickets/index.ts';

const DEMO_NOTE =
  'Thank you for steering us back to the question about the first recipe we learned. ' +
  'I went home and called my grandmother for hers.';

/**
 * Hannah's latest past dinner with guests (decision 065): one guest who did not come, marked by
 * her (one who wrote no review, and not the demo guest login), and a private note from one who did.
 */
export async function seedDemoAttendance(tx: DbOrTx, host: UserRow, demoGuest: UserRow) {
  const [dinner] = await tx
    .select({ id: events.id })
    .from(events)
    .where(
      and(
        eq(events.hostId, host.id),
        eq(events.status, true),
        dinnerEnded(),
        lt(events.dateTime, sql`now() - interval '1 day'`),
        sql`(select count(*) from ${reservations} where ${reservations.eventId} = ${events.id} and ${reservations.status}) >= 3`,
      ),
    )
    .orderBy(desc(events.dateTime))
    .limit(1);
  if (!dinner) return;
  const seats = await tx
    .select({ id: reservations.id, userId: reservations.userId, reviewed: reviews.id })
    .from(reservations)
    .leftJoin(
      reviews,
      and(eq(reviews.eventId, reservations.eventId), eq(reviews.userId, reservations.userId)),
    )
    .where(and(eq(reservations.eventId, dinner.id), eq(reservations.status, true)))
    .orderBy(desc(reservations.id));
  const absent = seats.find((s) => s.reviewed === null && s.userId !== demoGuest.id);
  const writer = seats.find((s) => s !== absent && s.userId !== demoGuest.id);
  if (!absent || !writer) return;
  await tx.insert(noShows).values({ reservationId: absent.id, eventId: dinner.id });
  await tx.insert(hostNotes).values({ eventId: dinner.id, userId: writer.userId, note: DEMO_NOTE });
}

const SEATED_EARLIER = 4;
const EARLIER_HOURS_AGO = 3;

/**
 * Hannah's dinner that ended an hour ago (decision 065): four demo guests, none checked in, so
 * table mode offers the no-show marks on any day the demo starts. The demo guest login is not one.
 */
export async function seedDemoEarlierToday(tx: DbOrTx, host: UserRow, guests: UserRow[]) {
  const [model] = await tx
    .select()
    .from(events)
    .where(eq(events.hostId, host.id))
    .orderBy(asc(events.id))
    .limit(1);
  const seated = guests.slice(-SEATED_EARLIER);
  if (!model || seated.length < SEATED_EARLIER) return;
  const { id: _id, createdAt: _c, updatedAt: _u, coverImageKey: _k, ...fields } = model;
  const [earlier] = await tx
    .insert(events)
    .values({
      ...fields,
      title: 'Earlier Today: Letters We Never Sent',
      featured: false,
      dateTime: new Date(Date.now() - EARLIER_HOURS_AGO * 3_600_000),
      price: 0,
      capacity: 8,
      availableSpots: 8 - seated.length,
      revision: 0,
      materialChangeAt: null,
    })
    .returning();
  if (!earlier) return;
  const made = await tx
    .insert(reservations)
    .values(
      seated.map((g, k) => ({
        eventId: earlier.id,
        userId: g.id,
        status: true,
        amountPaid: 0,
        createdAt: new Date(Date.now() - (3 + k) * 24 * 3600_000),
        confirmationSentAt: new Date(Date.now() - (3 + k) * 24 * 3600_000),
      })),
    )
    .returning({ id: reservations.id });
  for (const r of made) await ensureTicket(tx, { reservationId: r.id, eventId: earlier.id });
}
