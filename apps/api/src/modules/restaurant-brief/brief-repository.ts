import { and, asc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { events, reservations, restaurantBriefs, users } from '../../db/schema/index.ts';

const hasGuests = () =>
  sql<boolean>`exists (select 1 from ${reservations} where ${reservations.eventId} = ${events.id} and ${reservations.status})`;

/**
 * Active dinners starting in (now, horizon] with a confirmed guest and no brief yet, soonest
 * first (two instances then claim them in the same order), with their host.
 */
export function findBriefsDue(db: DbOrTx, now: Date, horizon: Date) {
  return db
    .select({ event: events, host: { id: users.id, name: users.name, email: users.email } })
    .from(events)
    .innerJoin(users, eq(users.id, events.hostId))
    .where(
      and(
        eq(events.status, true),
        gt(events.dateTime, now),
        lte(events.dateTime, horizon),
        isNull(users.deletedAt),
        hasGuests(),
        sql`not exists (select 1 from ${restaurantBriefs} where ${restaurantBriefs.eventId} = ${events.id})`,
      ),
    )
    .orderBy(asc(events.dateTime), asc(events.id));
}

/**
 * Records a dinner's brief; false when it was recorded before (by this or another instance, which
 * then sends it). A second instance waits here for the first's transaction and finds the row.
 */
export async function claimBrief(
  db: DbOrTx,
  brief: { eventId: number; headcount: number; restaurantEmail: string | null },
): Promise<boolean> {
  const rows = await db
    .insert(restaurantBriefs)
    .values(brief)
    .onConflictDoNothing()
    .returning({ eventId: restaurantBriefs.eventId });
  return rows.length === 1;
}

/** The dinner's host, date and restaurant email, and its brief if it went. */
export async function findBriefState(db: DbOrTx, eventId: number) {
  const [row] = await db
    .select({
      hostId: events.hostId,
      dateTime: events.dateTime,
      timeZone: events.timeZone,
      restaurantEmail: events.restaurantEmail,
      hasGuests: hasGuests(),
      sentAt: restaurantBriefs.sentAt,
      sentToRestaurant: restaurantBriefs.restaurantEmail,
      headcount: restaurantBriefs.headcount,
    })
    .from(events)
    .leftJoin(restaurantBriefs, eq(restaurantBriefs.eventId, events.id))
    .where(eq(events.id, eventId))
    .limit(1);
  return row;
}

export async function setRestaurantEmail(db: DbOrTx, eventId: number, email: string | null) {
  await db.update(events).set({ restaurantEmail: email }).where(eq(events.id, eventId));
}
