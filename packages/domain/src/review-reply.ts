import { z } from 'zod';
import { ErrorCode } from './errors.ts';
import { boundedText } from './text.ts';

/** A host's public answer to one review of their dinner (decision 062). */
export const REVIEW_REPLY_MAX = 1000;

export const REVIEW_REPLY_MESSAGES = {
  EMPTY: 'Write your reply first.',
  TOO_LONG: `A reply must not exceed ${REVIEW_REPLY_MAX} characters`,
  NOT_HOST: 'Only the host of this dinner can reply to its reviews.',
  ALREADY_REPLIED: 'You have already replied to this review.',
  REVIEW_NOT_FOUND: 'Review not found',
  POSTED: 'Your reply is posted.',
} as const;

/** POST /api/reviews/:id/reply body. */
export const reviewReplyInputSchema = z.object({
  reply: boundedText(4000, REVIEW_REPLY_MESSAGES.TOO_LONG, REVIEW_REPLY_MESSAGES.EMPTY)
    .trim()
    .min(1, REVIEW_REPLY_MESSAGES.EMPTY)
    .max(REVIEW_REPLY_MAX, REVIEW_REPLY_MESSAGES.TOO_LONG),
});
export type ReviewReplyInput = z.infer<typeof reviewReplyInputSchema>;

/** The reply as every review list shows it, under the review; null until the host answers. */
export const reviewReplySchema = z.object({ body: z.string(), repliedAt: z.string() });
export type ReviewReply = z.infer<typeof reviewReplySchema>;

export const REVIEW_REPLY_REFUSALS = ['not_host', 'already_replied'] as const;
export type ReviewReplyRefusal = (typeof REVIEW_REPLY_REFUSALS)[number];

export const REVIEW_REPLY_REFUSAL_ANSWERS: Record<
  ReviewReplyRefusal,
  { status: 403 | 409; code: ErrorCode; message: string }
> = {
  not_host: { status: 403, code: ErrorCode.FORBIDDEN, message: REVIEW_REPLY_MESSAGES.NOT_HOST },
  already_replied: {
    status: 409,
    code: ErrorCode.ALREADY_REPLIED,
    message: REVIEW_REPLY_MESSAGES.ALREADY_REPLIED,
  },
};

/**
 * Why a user may not reply to a review: only the dinner's own host (not an admin, the reply speaks
 * in the host's name), and once.
 */
export function whyNotReply(input: {
  userId: number;
  hostId: number;
  replied: boolean;
}): ReviewReplyRefusal | null {
  if (input.userId !== input.hostId) return 'not_host';
  if (input.replied) return 'already_replied';
  return null;
}

/** Whether the signed-in viewer is offered the reply form under a review. */
export function mayReply(viewerId: number | undefined, hostId: number, reply: ReviewReply | null) {
  return (
    viewerId !== undefined &&
    whyNotReply({ userId: viewerId, hostId, replied: reply !== null }) === null
  );
}
