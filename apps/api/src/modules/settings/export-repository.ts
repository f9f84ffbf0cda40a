import { asc, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  events,
  follows,
  newsletterSubscribers,
  reservations,
  reviews,
  sessions,
  users,
} from '../../db/schema/index.ts';

/** Everything held about one user, for GET /api/user/export-data. */
export async function readUserData(db: DbOrTx, user: { id: number; email: string }) {
  const [seats, hosted, written, following, subscribed, active] = await Promise.all([
    db
      .select({ reservation: reservations, eventTitle: events.title, eventDate: events.dateTime })
      .from(reservations)
      .innerJoin(events, eq(events.id, reservations.eventId))
      .where(eq(reservations.userId, user.id))
      .orderBy(desc(reservations.createdAt)),
    db
      .select({ id: events.id, title: events.title, date: events.dateTime, active: events.status })
      .from(events)
      .where(eq(events.hostId, user.id))
      .orderBy(desc(events.dateTime)),
    db
      .select({
        eventId: reviews.eventId,
        rating: reviews.rating,
        text: reviews.review,
        date: reviews.createdAt,
      })
      .from(reviews)
      .where(eq(reviews.userId, user.id))
      .orderBy(desc(reviews.createdAt)),
    db
      .select({ hostId: follows.hostId, name: users.name })
      .from(follows)
      .innerJoin(users, eq(users.id, follows.hostId))
      .where(eq(follows.followerId, user.id))
      .orderBy(asc(users.name)),
    db
      .select({ n: sql<number>`1` })
      .from(newsletterSubscribers)
      .where(sql`lower(${newsletterSubscribers.email}) = lower(${user.email})`)
      .limit(1),
    db
      .select({ createdAt: sessions.createdAt, expiresAt: sessions.expiresAt })
      .from(sessions)
      .where(eq(sessions.userId, user.id))
      .orderBy(desc(sessions.createdAt)),
  ]);
  return { seats, hosted, written, following, subscribed: subscribed.length > 0, active };
}
