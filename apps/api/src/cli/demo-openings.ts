import { zonedDateAndTime, zonedDateTime } from '@storytable/domain';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { events, openingRequests, type UserRow } from '../db/schema/index.ts';

const DAY_MS = 24 * 3_600_000;

/** A wall-clock time `days` from now in `timeZone`, as an instant. */
function dayAt(days: number, time: string, timeZone: string): Date {
  const { date } = zonedDateAndTime(new Date(Date.now() + days * DAY_MS), timeZone);
  return zonedDateTime(date, time, timeZone) ?? new Date(Date.now() + days * DAY_MS);
}

/**
 * A dinner of the demo host that opens for booking at 10:00 in three days (decision 071): its
 * page shows the countdown and 'Notify me', and three demo guests have asked to be told. No
 * seat is taken, so every seat is available.
 */
export async function seedDemoOpening(tx: DbOrTx, host: UserRow, guests: UserRow[]) {
  const [model] = await tx
    .select()
    .from(events)
    .where(eq(events.hostId, host.id))
    .orderBy(asc(events.id))
    .limit(1);
  if (!model) return null;
  const { id: _id, createdAt: _c, updatedAt: _u, coverImageKey: _k, ...fields } = model;
  const [dinner] = await tx
    .insert(events)
    .values({
      ...fields,
      title: 'The Supper Club Lottery: Stories of Lucky Breaks',
      description:
        'Eight seats, one long table, and the stories of the moments luck turned a life around. ' +
        'Booking opens at a set time; requests in its first minute are drawn in random order.',
      featured: false,
      dateTime: dayAt(10, '19:00', model.timeZone),
      opensAt: dayAt(3, '10:00', model.timeZone),
      openingNotifiedAt: null,
      drawnAt: null,
      requiresApproval: false,
      capacity: 8,
      availableSpots: 8,
      revision: 0,
      materialChangeAt: null,
      cancelledAt: null,
      status: true,
    })
    .returning();
  if (!dinner) return null;
  const askers = guests.slice(0, 3);
  if (askers.length) {
    await tx
      .insert(openingRequests)
      .values(askers.map((g) => ({ eventId: dinner.id, userId: g.id })));
  }
  return dinner;
}
