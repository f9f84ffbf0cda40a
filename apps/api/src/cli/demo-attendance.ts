import { zonedDateAndTime, zonedDateTime } from '@storytable/domain';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { events, hostNotes, noShows, reservations, type UserRow } from '../db/schema/index.ts';
import { ensureTicket } from '../modules/tickets/index.ts';

const DEMO_NOTE =
  'Thank you for steering us back to the question about the first letter we never sent. ' +
  'I went home and wrote it.';
const ZONE = 'America/Los_Angeles';
const DAY_MS = 24 * 3_600_000;

/**
 * Seven in the evening before the latest 9 AM that has passed in Sacramento: its morning after
 * is within the last 24 hours whenever the demo starts, so the thank-you sweep sends it then.
 */
function lastNightAtSeven(now = new Date()): Date {
  const today = zonedDateAndTime(now, ZONE);
  const morning =
    today.time >= '09:00'
      ? today.date
      : zonedDateAndTime(new Date(now.getTime() - DAY_MS), ZONE).date;
  const noon = zonedDateTime(morning, '12:00', ZONE);
  const at =
    noon &&
    zonedDateTime(zonedDateAndTime(new Date(noon.getTime() - DAY_MS), ZONE).date, '19:00', ZONE);
  if (!at) throw new Error('demo attendance: no 7 PM last night');
  return at;
}

/**
 * Hannah's dinner last night (decision 065): three demo guests; the last did not come and is
 * marked so, the second left her a private note, and both who came get the morning's thank-you.
 */
export async function seedDemoLastNight(tx: DbOrTx, host: UserRow, guests: UserRow[]) {
  const [model] = await tx
    .select()
    .from(events)
    .where(eq(events.hostId, host.id))
    .orderBy(asc(events.id))
    .limit(1);
  const seated = guests.slice(5, 8);
  if (!model || seated.length < 3) return;
  const { id: _id, createdAt: _c, updatedAt: _u, coverImageKey: _k, ...fields } = model;
  const [dinner] = await tx
    .insert(events)
    .values({
      ...fields,
      title: 'Last Night: Letters We Never Sent',
      featured: false,
      dateTime: lastNightAtSeven(),
      price: 0,
      capacity: 6,
      availableSpots: 6 - seated.length,
      revision: 0,
      materialChangeAt: null,
    })
    .returning();
  if (!dinner) return;
  const made = await tx
    .insert(reservations)
    .values(
      seated.map((g, k) => ({
        eventId: dinner.id,
        userId: g.id,
        status: true,
        amountPaid: 0,
        createdAt: new Date(Date.now() - (6 + k) * DAY_MS),
        confirmationSentAt: new Date(Date.now() - (6 + k) * DAY_MS),
      })),
    )
    .returning({ id: reservations.id, userId: reservations.userId });
  for (const r of made) await ensureTicket(tx, { reservationId: r.id, eventId: dinner.id });
  const [, writer, absent] = made;
  if (!writer || !absent) return;
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
