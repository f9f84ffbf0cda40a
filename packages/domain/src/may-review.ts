import { ATTENDANCE_MESSAGES } from './attendance.ts';
import { ErrorCode } from './errors.ts';
import { hasEventEnded, REVIEW_MESSAGES } from './reservations.ts';

/**
 * Why a user may not review a dinner, in the order they are told (decision 051): its host never,
 * then only a guest who held a confirmed seat and was not a no-show, once the dinner is over, once.
 */
export const REVIEW_REFUSALS = [
  'host',
  'not_attended',
  'no_show',
  'not_ended',
  'already_reviewed',
] as const;
export type ReviewRefusal = (typeof REVIEW_REFUSALS)[number];

/** What the API answers for each reason (POST /api/events/:id/review). */
export const REVIEW_REFUSAL_ANSWERS: Record<
  ReviewRefusal,
  { status: 400 | 403 | 409; code: ErrorCode; message: string }
> = {
  host: { status: 403, code: ErrorCode.FORBIDDEN, message: REVIEW_MESSAGES.HOST_CANNOT_REVIEW },
  not_attended: {
    status: 403,
    code: ErrorCode.NOT_ATTENDED,
    message: REVIEW_MESSAGES.NOT_ATTENDED,
  },
  no_show: { status: 403, code: ErrorCode.NO_SHOW, message: ATTENDANCE_MESSAGES.NO_SHOW_REVIEW },
  not_ended: { status: 400, code: ErrorCode.EVENT_NOT_ENDED, message: REVIEW_MESSAGES.NOT_ENDED },
  already_reviewed: {
    status: 409,
    code: ErrorCode.ALREADY_REVIEWED,
    message: REVIEW_MESSAGES.ALREADY_REVIEWED,
  },
};

export interface ReviewQuestion {
  userId: number;
  event: { hostId: number; dateTime: string | Date };
  /** The user holds a confirmed (not cancelled) reservation of this dinner. */
  attended: boolean;
  /** The host marked the seat as not come, or checked others in but not it (decision 065). */
  noShow?: boolean;
  /** The user has reviewed this dinner already. */
  reviewed: boolean;
  now?: Date;
}

/** The first reason the user may not review the dinner, or null when they may. */
export function whyNotReview({
  userId,
  event,
  attended,
  noShow = false,
  reviewed,
  now = new Date(),
}: ReviewQuestion): ReviewRefusal | null {
  if (userId === event.hostId) return 'host';
  if (!attended) return 'not_attended';
  if (noShow) return 'no_show';
  if (!hasEventEnded(event.dateTime, now)) return 'not_ended';
  if (reviewed) return 'already_reviewed';
  return null;
}
