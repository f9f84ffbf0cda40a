import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { events, type ReviewRow, reviews, users } from '../../db/schema/index.ts';

const reviewWithUser = {
  review: reviews,
  user: { id: users.id, name: users.name, profileImage: users.profileImage },
};

export type ReviewWithUser = {
  review: ReviewRow;
  user: { id: number; name: string; profileImage: string | null };
};

/** A dinner's reviews, newest first, with each reviewer's public name and picture. */
export function findEventReviews(db: DbOrTx, eventId: number): Promise<ReviewWithUser[]> {
  return db
    .select(reviewWithUser)
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(eq(reviews.eventId, eventId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
}

/**
 * Locks the host's row so that concurrent reviews of the host's dinners recompute the rating one
 * after the other (each recomputation then sees the reviews committed before it).
 */
export async function lockHost(tx: DbOrTx, hostId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, hostId)).for('update');
}

/** The guest has reviewed this dinner already. */
export async function hasReviewed(db: DbOrTx, userId: number, eventId: number): Promise<boolean> {
  const rows = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.userId, userId), eq(reviews.eventId, eventId)))
    .limit(1);
  return rows.length > 0;
}

/** One review with its reviewer and the host of its dinner, or null. */
export async function findReviewWithHost(
  db: DbOrTx,
  reviewId: number,
): Promise<(ReviewWithUser & { hostId: number }) | null> {
  const [row] = await db
    .select({ ...reviewWithUser, hostId: events.hostId })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .innerJoin(events, eq(events.id, reviews.eventId))
    .where(eq(reviews.id, reviewId))
    .limit(1);
  return row ?? null;
}

/** Sets the host's reply unless one is there already (then null): the last word on two at once. */
export async function setReviewReply(
  db: DbOrTx,
  reviewId: number,
  reply: string,
): Promise<ReviewRow | null> {
  const [row] = await db
    .update(reviews)
    .set({ reply, repliedAt: new Date() })
    .where(and(eq(reviews.id, reviewId), isNull(reviews.reply)))
    .returning();
  return row ?? null;
}

/** Inserts the review unless the guest already reviewed this dinner (then null). */
export async function insertReview(
  tx: DbOrTx,
  values: { eventId: number; userId: number; rating: number; review: string },
): Promise<ReviewRow | null> {
  const [row] = await tx.insert(reviews).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/** The host's rating (average over every review of their dinners, 1 decimal) and review count. */
export async function refreshHostRating(tx: DbOrTx, hostId: number): Promise<void> {
  await tx.execute(sql`
    UPDATE ${users} SET
      rating = agg.rating,
      review_count = agg.n
    FROM (
      SELECT round(avg(r.rating)::numeric, 1)::real AS rating, count(*)::int AS n
      FROM reviews r JOIN events e ON e.id = r.event_id
      WHERE e.host_id = ${hostId}
    ) AS agg
    WHERE ${users.id} = ${hostId}`);
}
