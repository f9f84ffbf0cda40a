import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { events, reservations, users } from '../../db/schema/index.ts';

/** Dinners that ended this long ago still show in a feed, so a calendar keeps last week's. */
const FEED_HISTORY = sql`interval '30 days'`;

const dinnerColumns = {
  id: events.id,
  title: events.title,
  restaurantName: events.restaurantName,
  streetAddress: events.streetAddress,
  neighborhood: events.neighborhood,
  city: events.city,
  state: events.state,
  dateTime: events.dateTime,
  timeZone: events.timeZone,
  status: events.status,
  revision: events.revision,
  updatedAt: events.updatedAt,
};

/** A reservation as a calendar shows it: the seat's state and its dinner. */
function selectSeats(db: DbOrTx) {
  return db
    .select({
      reservationId: reservations.id,
      confirmed: reservations.status,
      cancelledAt: reservations.cancelledAt,
      dinner: dinnerColumns,
    })
    .from(reservations)
    .innerJoin(events, eq(events.id, reservations.eventId));
}

export async function findUserByFeedHash(db: DbOrTx, hash: string) {
  const [row] = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(and(eq(users.calendarTokenHash, hash), isNull(users.deletedAt)))
    .limit(1);
  return row ?? null;
}

export async function saveFeedVersion(
  db: DbOrTx,
  userId: number,
  version: number,
  hash: string,
): Promise<void> {
  await db
    .update(users)
    .set({ calendarFeedVersion: version, calendarTokenHash: hash })
    .where(eq(users.id, userId));
}

/**
 * A guest's seats (confirmed, and those cancelled, so a calendar drops them) at dinners from the
 * last 30 days on, soonest first.
 */
export function findSeatsForFeed(db: DbOrTx, userId: number) {
  return selectSeats(db)
    .where(and(eq(reservations.userId, userId), gt(events.dateTime, sql`now() - ${FEED_HISTORY}`)))
    .orderBy(asc(events.dateTime), asc(reservations.id));
}

/**
 * A host's dinners from `since` on: upcoming ones (cancelled too, so a subscribed calendar
 * strikes them), soonest first.
 */
export function findHostedForFeed(db: DbOrTx, hostId: number, since: 'history' | 'upcoming') {
  const from = since === 'history' ? sql`now() - ${FEED_HISTORY}` : sql`now()`;
  return db
    .select(dinnerColumns)
    .from(events)
    .where(and(eq(events.hostId, hostId), gt(events.dateTime, from)))
    .orderBy(asc(events.dateTime), asc(events.id));
}

/** A host whose public feed may be read: a host account that has not been removed. */
export async function findPublicHost(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(and(eq(users.id, id), eq(users.isHost, true), isNull(users.deletedAt)))
    .limit(1);
  return row ?? null;
}

/** One reservation of `userId` with its dinner, or null (someone else's reads as missing). */
export async function findOwnSeat(db: DbOrTx, userId: number, reservationId: number) {
  const [row] = await selectSeats(db)
    .where(and(eq(reservations.id, reservationId), eq(reservations.userId, userId)))
    .limit(1);
  return row ?? null;
}

export type FeedSeat = Awaited<ReturnType<typeof findSeatsForFeed>>[number];
