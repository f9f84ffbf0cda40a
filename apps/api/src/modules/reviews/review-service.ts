import {
  type CreateReviewInput,
  ErrorCode,
  hasEventEnded,
  REVIEW_MESSAGES,
  type Review,
} from '@storytable/domain';
import type { AppDeps } from '../../app-deps.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { EVENT_NOT_FOUND } from '../events/index.ts';
import { findEventRow, hasActiveReservation } from '../reservations/index.ts';
import {
  findEventReviews,
  insertReview,
  lockHost,
  type ReviewWithUser,
  refreshHostRating,
} from './review-repository.ts';

type Deps = Pick<AppDeps, 'db' | 'eventsCache' | 'eventReads'>;

export function toReview({ review, user }: ReviewWithUser): Review {
  return {
    id: review.id,
    eventId: review.eventId,
    rating: review.rating,
    review: review.review,
    reviewDate: review.createdAt.toISOString(),
    user,
  };
}

async function existingEvent(deps: Deps, eventId: number) {
  const event = await findEventRow(deps.db, eventId);
  if (!event) throw AppError.notFound(EVENT_NOT_FOUND);
  return event;
}

/** GET /api/events/:id/reviews (public), newest first. */
export async function listEventReviews(deps: Deps, eventId: number): Promise<Review[]> {
  await existingEvent(deps, eventId);
  return (await findEventReviews(deps.db, eventId)).map(toReview);
}

/**
 * POST /api/events/:id/review: a guest with a confirmed reservation, once the dinner has ended;
 * one review each. The host's rating and review count change in the same transaction.
 */
export async function submitReview(
  deps: Deps,
  user: UserRow,
  eventId: number,
  input: CreateReviewInput,
): Promise<{ message: string; review: Review }> {
  const event = await existingEvent(deps, eventId);
  if (event.hostId === user.id) throw AppError.forbidden(REVIEW_MESSAGES.HOST_CANNOT_REVIEW);
  if (!(await hasActiveReservation(deps.db, user.id, eventId))) {
    throw AppError.forbidden(REVIEW_MESSAGES.NOT_ATTENDED, ErrorCode.NOT_ATTENDED);
  }
  if (!hasEventEnded(event.dateTime)) {
    throw new AppError(ErrorCode.EVENT_NOT_ENDED, 400, REVIEW_MESSAGES.NOT_ENDED);
  }
  const row = await deps.db.transaction(async (tx) => {
    await lockHost(tx, event.hostId);
    const inserted = await insertReview(tx, {
      eventId,
      userId: user.id,
      rating: input.rating,
      review: input.review,
    });
    if (!inserted) {
      throw AppError.conflict(ErrorCode.ALREADY_REVIEWED, REVIEW_MESSAGES.ALREADY_REVIEWED);
    }
    await refreshHostRating(tx, event.hostId);
    return inserted;
  });
  // the host's rating travels with every event
  deps.eventsCache.invalidate();
  return {
    message: REVIEW_MESSAGES.CREATED,
    review: toReview({
      review: row,
      user: { id: user.id, name: user.name, profileImage: user.profileImage },
    }),
  };
}
