import {
  type CreateReviewInput,
  hasEventEnded,
  REVIEW_MESSAGES,
  REVIEW_REFUSAL_ANSWERS,
  REVIEW_REPLY_MESSAGES,
  REVIEW_REPLY_REFUSAL_ANSWERS,
  type Review,
  type ReviewRefusal,
  type ReviewReplyInput,
  type ReviewReplyRefusal,
  type ReviewResponse,
  whyNotReply,
  whyNotReview,
} from '@storytable/domain';
import type { AppDeps } from '../../app-deps.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { findSeatAttendance } from '../attendance/index.ts';
import { EVENT_NOT_FOUND } from '../events/index.ts';
import { findEventRow, hasActiveReservation } from '../reservations/index.ts';
import {
  findEventReviews,
  findReviewWithHost,
  hasReviewed,
  insertReview,
  lockHost,
  type ReviewWithUser,
  refreshHostRating,
  setReviewReply,
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
    reply:
      review.reply !== null && review.repliedAt !== null
        ? { body: review.reply, repliedAt: review.repliedAt.toISOString() }
        : null,
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

function refused(reason: ReviewRefusal): AppError {
  const { code, status, message } = REVIEW_REFUSAL_ANSWERS[reason];
  return new AppError(code, status, message);
}

/**
 * POST /api/events/:id/review, by the domain's review rule (decision 051): a guest with a
 * confirmed reservation who came (decision 065), once the dinner has ended; one review each (the insert is the last word
 * on two at once). The host's rating and review count change in the same transaction.
 */
export async function submitReview(
  deps: Deps,
  user: UserRow,
  eventId: number,
  input: CreateReviewInput,
  now = new Date(),
): Promise<ReviewResponse> {
  const event = await existingEvent(deps, eventId);
  const [attended, seat, reviewed] = await Promise.all([
    hasActiveReservation(deps.db, user.id, eventId),
    findSeatAttendance(deps.db, user.id, eventId),
    hasReviewed(deps.db, user.id, eventId),
  ]);
  const refusal = whyNotReview({
    userId: user.id,
    event,
    attended,
    noShow: hasEventEnded(event.dateTime, now) && !seat.came,
    reviewed,
    now,
  });
  if (refusal) throw refused(refusal);
  const row = await deps.db.transaction(async (tx) => {
    await lockHost(tx, event.hostId);
    const inserted = await insertReview(tx, {
      eventId,
      userId: user.id,
      rating: input.rating,
      review: input.review,
    });
    if (!inserted) throw refused('already_reviewed');
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

function replyRefused(reason: ReviewReplyRefusal): AppError {
  const { code, status, message } = REVIEW_REPLY_REFUSAL_ANSWERS[reason];
  return new AppError(code, status, message);
}

/**
 * POST /api/reviews/:id/reply (decision 062): the dinner's host answers a review once, publicly.
 * The conditional update is the last word on two replies at once.
 */
export async function replyToReview(
  deps: Deps,
  user: UserRow,
  reviewId: number,
  input: ReviewReplyInput,
): Promise<ReviewResponse> {
  const found = await findReviewWithHost(deps.db, reviewId);
  if (!found) throw AppError.notFound(REVIEW_REPLY_MESSAGES.REVIEW_NOT_FOUND);
  const refusal = whyNotReply({
    userId: user.id,
    hostId: found.hostId,
    replied: found.review.reply !== null,
  });
  if (refusal) throw replyRefused(refusal);
  const row = await setReviewReply(deps.db, reviewId, input.reply);
  if (!row) throw replyRefused('already_replied');
  return {
    message: REVIEW_REPLY_MESSAGES.POSTED,
    review: toReview({ review: row, user: found.user }),
  };
}
