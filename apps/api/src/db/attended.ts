import { EVENT_DURATION_HOURS } from '@storytable/domain';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from './client.ts';
import { events, noShows, reservations, tickets } from './schema/index.ts';

// The domain's `seatAttended` (decision 065) as SQL over `reservations` joined to `events`, for
// every query that counts who came: one fragment, so they all count alike.

const checkedIn = sql`exists (select 1 from ${tickets} where ${tickets.reservationId} = ${reservations.id} and ${tickets.checkedInAt} is not null)`;
const checkInUsed = sql`exists (select 1 from ${tickets} where ${tickets.eventId} = ${reservations.eventId} and ${tickets.checkedInAt} is not null)`;
const markedNoShow = sql`exists (select 1 from ${noShows} where ${noShows.reservationId} = ${reservations.id})`;

/** The seat was not marked, and was checked in or the host never checked anyone in. */
export const seatCame: SQL = sql`(not ${markedNoShow} and (${checkedIn} or not ${checkInUsed}))`;

/** The dinner has ended by `now` (the database's clock unless given). */
export function dinnerEnded(now?: Date): SQL {
  const at = now ? sql`${now.toISOString()}::timestamptz` : sql`now()`;
  return sql`${events.dateTime} + make_interval(hours => ${EVENT_DURATION_HOURS}) <= ${at}`;
}

/** A confirmed seat at an active dinner that has ended, whose guest came. */
export function attendedSeat(now?: Date): SQL {
  return and(
    eq(reservations.status, true),
    eq(events.status, true),
    dinnerEnded(now),
    seatCame,
  ) as SQL;
}

/** A confirmed seat at a dinner that has ended by `now`, whose guest did not come. */
export function noShowSeat(now?: Date): SQL {
  return sql`(${reservations.status} and ${dinnerEnded(now)} and not ${seatCame})`;
}

/** The dinner's seats marked as not come, by reservation id. */
export async function findNoShowIds(db: DbOrTx, eventId: number): Promise<number[]> {
  const rows = await db
    .select({ id: noShows.reservationId })
    .from(noShows)
    .where(eq(noShows.eventId, eventId))
    .orderBy(asc(noShows.reservationId));
  return rows.map((r) => r.id);
}
