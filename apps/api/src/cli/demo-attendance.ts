import { and, desc, eq, lt, sql } from 'drizzle-orm';
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
