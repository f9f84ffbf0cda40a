import { and, asc, count, desc, eq, gt, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { events, reviews, users } from '../../db/schema/index.ts';
import type { EventWithHost } from '../events/index.ts';
import { hostColumns, onSale } from '../events/index.ts';
import type { ReviewWithUser } from '../reviews/index.ts';

/**
 * A host's active dinners on one side of now (events_host_idx: host_id, date_time): upcoming ones
 * soonest first and only those on sale, as the listing shows them (decision 034); past ones most
 * recent first. Cancelled dinners are in neither.
 */
export function findHostActiveEvents(
  db: DbOrTx,
  hostId: number,
  side: 'upcoming' | 'past',
  limit: number,
): Promise<EventWithHost[]> {
  const upcoming = side === 'upcoming';
  return db
    .select({ event: events, host: hostColumns })
    .from(events)
    .innerJoin(users, eq(users.id, events.hostId))
    .where(
      and(
        eq(events.hostId, hostId),
        eq(events.status, true),
        upcoming ? and(gt(events.dateTime, sql`now()`), onSale) : lte(events.dateTime, sql`now()`),
      ),
    )
    .orderBy(
      ...(upcoming
        ? [asc(events.dateTime), asc(events.id)]
        : [desc(events.dateTime), desc(events.id)]),
    )
    .limit(limit);
}

export type ReceivedReview = ReviewWithUser & {
  event: { id: number; title: string; dateTime: Date; timeZone: string };
};

/** How many reviews the host's dinners received (the number their rating is the average of). */
export async function countHostReviews(db: DbOrTx, hostId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(reviews)
    .innerJoin(events, eq(events.id, reviews.eventId))
    .where(eq(events.hostId, hostId));
  return row?.n ?? 0;
}

/** One page of the reviews of the host's dinners, newest first, with reviewer and dinner. */
export function findHostReviews(
  db: DbOrTx,
  hostId: number,
  { limit, offset }: { limit: number; offset: number },
): Promise<ReceivedReview[]> {
  return db
    .select({
      review: reviews,
      user: { id: users.id, name: users.name, profileImage: users.profileImage },
      event: {
        id: events.id,
        title: events.title,
        dateTime: events.dateTime,
        timeZone: events.timeZone,
      },
    })
    .from(reviews)
    .innerJoin(events, eq(events.id, reviews.eventId))
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(eq(events.hostId, hostId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit)
    .offset(offset);
}
