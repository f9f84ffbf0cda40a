import { z } from 'zod';
import { formatDollars } from './money.ts';
import { MAX_PARTY_SEATS } from './parties.ts';
import {
  type CancellationTerms,
  REFUND_POLICY_LABELS,
  type RefundPolicy,
  refundCents,
} from './refund-policy.ts';
import { pathId } from './text.ts';

/**
 * Cancelling one companion's seat (issue 28 item 3, decision 067). A companion keeps the position
 * it was booked at (1..3); the booker's (0) goes only with the whole reservation.
 */
export const PARTY_SEAT_MESSAGES = {
  POSITION: `A companion's seat is numbered 1 to ${MAX_PARTY_SEATS - 1}: the booker's seat goes by cancelling the whole reservation`,
  NO_SUCH_SEAT: 'This reservation has no companion in that seat.',
  ALREADY_CANCELLED: 'This companion’s seat has already been cancelled.',
  CANCELLED: 'The companion’s seat has been cancelled.',
  CANCELLED_REFUNDED: 'The companion’s seat has been cancelled and its share will be refunded.',
  CANCELLED_NOT_REFUNDED:
    'The companion’s seat has been cancelled. Under this dinner’s refund policy, no refund is due.',
} as const;

const M = PARTY_SEAT_MESSAGES;

/** DELETE /api/reservations/:id/seats/:position */
export const seatParamsSchema = z.object({
  id: pathId('Invalid reservation id'),
  position: pathId(M.POSITION).refine((p) => p >= 1 && p < MAX_PARTY_SEATS, M.POSITION),
});

export const cancelSeatResponseSchema = z.object({
  message: z.string(),
  /** The seats the reservation holds now. */
  seats: z.number().int().min(1).max(MAX_PARTY_SEATS),
  /** Cents refunded for this seat (0: free, or the policy refunds nothing). */
  refundAmount: z.number().int().nonnegative(),
  refundProcessed: z.boolean(),
});
export type CancelSeatResponse = z.infer<typeof cancelSeatResponseSchema>;

/**
 * One seat's share of what is still paid for a party of `seats`: the floor of an equal split, so
 * the booker's seat keeps the odd cents and the shares of every seat sum to the amount exactly
 * (the last seat's share is what remains, taken by cancelling the whole reservation).
 */
export function seatShareCents(remainingPaid: number, seats: number): number {
  if (seats < 2) return remainingPaid;
  return Math.floor(remainingPaid / seats);
}

/** What cancelling one companion's seat refunds now: its share under the dinner's terms. */
export function seatRefundCents(
  remainingPaid: number,
  seats: number,
  terms: Pick<CancellationTerms, 'refundFraction'>,
): number {
  return refundCents(seatShareCents(remainingPaid, seats), terms);
}

/** What cancelling one companion's seat gives back, in the words of its confirm dialog. */
export function seatCancellationOutcomeText(
  terms: Pick<CancellationTerms, 'refundFraction'>,
  paidRemaining: number,
  seats: number,
  policy: RefundPolicy,
): string {
  if (paidRemaining === 0) return 'The seat is free, so there is nothing to refund.';
  const share = seatShareCents(paidRemaining, seats);
  const cents = seatRefundCents(paidRemaining, seats, terms);
  if (cents > 0)
    return `You will get ${formatDollars(cents)} back on the card you paid with: the seat’s share, fee included.`;
  return `Under this dinner’s ${REFUND_POLICY_LABELS[policy]} refund policy, you will get nothing back of the seat’s ${formatDollars(share)}.`;
}
