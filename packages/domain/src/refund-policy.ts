import { z } from 'zod';
import { CANCELLATION_CUTOFF_HOURS } from './constants.ts';
import { formatDollars } from './money.ts';

/**
 * A dinner's refund policy (issue 29, decision 057): what a guest who cancels gets back. The
 * one rule every side asks is `cancellationTerms`; nothing else compares hours to a deadline.
 */
export const REFUND_POLICIES = ['flexible', 'moderate', 'strict'] as const;
export type RefundPolicy = (typeof REFUND_POLICIES)[number];
/** Today's rule and every dinner's until its host chooses another. */
export const DEFAULT_REFUND_POLICY: RefundPolicy = 'flexible';
export const refundPolicySchema = z.enum(REFUND_POLICIES, 'Please choose a refund policy');

/** Moderate refunds in full until this many days before the dinner. */
export const MODERATE_FULL_REFUND_DAYS = 7;
/** After a change of date, time or place, a guest booked before it may cancel in full this long. */
export const MATERIAL_CHANGE_REFUND_HOURS = 48;

const HOUR_MS = 3_600_000;

export const REFUND_POLICY_LABELS: Record<RefundPolicy, string> = {
  flexible: 'Flexible',
  moderate: 'Moderate',
  strict: 'Strict',
};

/** What each policy means for a paid seat, in the words every screen and email shows. */
export const REFUND_POLICY_TEXT: Record<RefundPolicy, string> = {
  flexible: `Full refund if you cancel at least ${CANCELLATION_CUTOFF_HOURS} hours before the dinner.`,
  moderate: `Full refund if you cancel at least ${MODERATE_FULL_REFUND_DAYS} days before the dinner; until ${CANCELLATION_CUTOFF_HOURS} hours before you may still cancel, without a refund.`,
  strict: `No refund when you cancel (you may cancel until ${CANCELLATION_CUTOFF_HOURS} hours before the dinner).`,
};

/** Said under every policy: what no policy can take away. */
export const HOST_CHANGE_REFUND_TEXT = `Full refund whenever the host cancels, and for ${MATERIAL_CHANGE_REFUND_HOURS} hours after the host changes the date, time or place.`;

/** A free dinner refunds nothing: only the cancellation cutoff applies. */
export const FREE_CANCELLATION_TEXT = `Cancel until ${CANCELLATION_CUTOFF_HOURS} hours before the dinner so another guest can take your seat.`;

/** The policy as one line: its name and what it means (a free dinner's has no money in it). */
export function refundPolicyLine(policy: RefundPolicy, price: number): string {
  if (price === 0) return FREE_CANCELLATION_TEXT;
  return `${REFUND_POLICY_LABELS[policy]} refund policy: ${REFUND_POLICY_TEXT[policy]}`;
}

/** The policy in a few words, for a dinner card ('Moderate refunds'; a free dinner's cutoff). */
export function refundPolicyShortLabel(policy: RefundPolicy, price: number): string {
  if (price === 0) return `Cancel up to ${CANCELLATION_CUTOFF_HOURS}h before`;
  return `${REFUND_POLICY_LABELS[policy]} refunds`;
}

/** How generous each policy is: a published dinner's policy may only become more generous. */
const GENEROSITY: Record<RefundPolicy, number> = { strict: 0, moderate: 1, flexible: 2 };

/** Whether guests who booked under `from` lose nothing when the dinner moves to `to`. */
export function isAsGenerous(to: RefundPolicy, from: RefundPolicy): boolean {
  return GENEROSITY[to] >= GENEROSITY[from];
}

/** Who ends the seat: the guest, the host (cancelling the dinner), or the guest's account closing. */
export type Canceller = 'guest' | 'host' | 'account_closure';

export interface CancellationQuestion {
  policy: RefundPolicy;
  /** When the dinner starts. */
  startsAt: Date | string;
  by: Canceller;
  /** When the seat was booked: only a guest booked before a change was promised the old dinner. */
  bookedAt?: Date | string | null;
  /** The dinner's last change of date, time, restaurant or address, if any. */
  materialChangeAt?: Date | string | null;
  now?: Date;
}

/** Why the terms are what they are, for messages and tests. */
export type CancellationBasis =
  | 'host_cancelled'
  | 'started'
  | 'material_change'
  | 'full_refund_window'
  | 'no_refund_window'
  | 'too_late';

export interface CancellationTerms {
  /** Whether the guest may cancel now (a host's cancellation and an account closure always end it). */
  allowed: boolean;
  /** The share of what was paid that goes back: all of it or nothing (no preset refunds part). */
  refundFraction: 0 | 1;
  basis: CancellationBasis;
  /** Until when a cancellation is refunded in full, when that is still ahead. */
  fullRefundUntil: Date | null;
  /** Until when the guest may cancel at all, when that is still ahead. */
  cancelUntil: Date | null;
}

const at = (d: Date | string) => new Date(d).getTime();

/**
 * What cancelling a seat means now: may the guest cancel, and what share comes back. The host
 * cancelling refunds in full; a guest booked before a change of date, time or place may cancel
 * with a full refund for 48 hours after it, whatever the policy or cutoff; otherwise the policy
 * decides before the cutoff (48 hours) and nobody cancels after it. An account closing ends its
 * seats whatever the time, refunded as the guest's own cancellation would be, else not at all.
 */
export function cancellationTerms(q: CancellationQuestion): CancellationTerms {
  const now = (q.now ?? new Date()).getTime();
  const start = at(q.startsAt);
  const cutoff = start - CANCELLATION_CUTOFF_HOURS * HOUR_MS;
  const terms = (
    allowed: boolean,
    refundFraction: 0 | 1,
    basis: CancellationBasis,
    fullUntil: number | null,
  ): CancellationTerms => ({
    allowed: allowed || q.by !== 'guest',
    refundFraction,
    basis,
    fullRefundUntil: fullUntil !== null && fullUntil >= now ? new Date(fullUntil) : null,
    cancelUntil:
      allowed && q.by === 'guest' ? new Date(Math.max(cutoff, fullUntil ?? cutoff)) : null,
  });

  if (q.by === 'host') return terms(true, 1, 'host_cancelled', null);
  if (now >= start) return terms(false, 0, 'started', null);

  const changedAt = q.materialChangeAt ? at(q.materialChangeAt) : null;
  const bookedBeforeChange =
    changedAt !== null &&
    (q.bookedAt === undefined || q.bookedAt === null || at(q.bookedAt) < changedAt);
  const changeWindowEnd =
    changedAt !== null && bookedBeforeChange
      ? Math.min(changedAt + MATERIAL_CHANGE_REFUND_HOURS * HOUR_MS, start)
      : null;
  if (changeWindowEnd !== null && now < changeWindowEnd)
    return terms(true, 1, 'material_change', changeWindowEnd);

  if (now > cutoff) return terms(false, 0, 'too_late', null);
  const fullUntil = fullRefundDeadline(q.policy, start, cutoff);
  if (fullUntil !== null && now <= fullUntil)
    return terms(true, 1, 'full_refund_window', fullUntil);
  return terms(true, 0, 'no_refund_window', null);
}

/** The last instant a policy refunds a guest's cancellation in full (null: never). */
function fullRefundDeadline(policy: RefundPolicy, start: number, cutoff: number): number | null {
  switch (policy) {
    case 'flexible':
      return cutoff;
    case 'moderate':
      return start - MODERATE_FULL_REFUND_DAYS * 24 * HOUR_MS;
    case 'strict':
      return null;
  }
}

/** The cents refunded of `paid` cents under these terms (the fee goes back with the price). */
export function refundCents(
  paid: number,
  terms: Pick<CancellationTerms, 'refundFraction'>,
): number {
  return Math.round(paid * terms.refundFraction);
}

/**
 * What a guest who cancels now gets back, in the words of the cancel dialog: the refund and where
 * it goes, a free seat's nothing, or no refund under the dinner's policy.
 */
export function cancellationOutcomeText(
  terms: Pick<CancellationTerms, 'refundFraction'>,
  paid: number,
  policy: RefundPolicy,
): string {
  if (paid === 0) return 'Your seat is free, so there is nothing to refund.';
  const cents = refundCents(paid, terms);
  if (cents > 0) return `You will get ${formatDollars(cents)} back on the card you paid with.`;
  return `Under this dinner’s ${REFUND_POLICY_LABELS[policy]} refund policy, you will get nothing back of the ${formatDollars(paid)} you paid.`;
}
