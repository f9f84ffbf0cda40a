import { describe, expect, it } from 'vitest';
import {
  type CancellationQuestion,
  cancellationOutcomeText,
  cancellationTerms,
  isAsGenerous,
  REFUND_POLICIES,
  type RefundPolicy,
  refundCents,
  refundPolicyLine,
  refundPolicyShortLabel,
} from './refund-policy.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const start = new Date('2026-12-20T03:30:00Z');
/** The clock `h` hours before the dinner starts. */
const before = (h: number) => new Date(start.getTime() - h * HOUR);

const ask = (policy: RefundPolicy, hoursBefore: number, more: Partial<CancellationQuestion> = {}) =>
  cancellationTerms({ policy, startsAt: start, by: 'guest', now: before(hoursBefore), ...more });
const summary = (t: ReturnType<typeof cancellationTerms>) => [t.allowed, t.refundFraction, t.basis];

describe('cancellationTerms: a guest cancels', () => {
  it.each([
    // policy, hours before the dinner, allowed, refunded share, why
    ['flexible', 30 * 24, true, 1, 'full_refund_window'],
    ['flexible', 48, true, 1, 'full_refund_window'],
    ['flexible', 47.99, false, 0, 'too_late'],
    ['moderate', 7 * 24, true, 1, 'full_refund_window'],
    ['moderate', 7 * 24 - 0.01, true, 0, 'no_refund_window'],
    ['moderate', 48, true, 0, 'no_refund_window'],
    ['moderate', 47.99, false, 0, 'too_late'],
    ['strict', 30 * 24, true, 0, 'no_refund_window'],
    ['strict', 48, true, 0, 'no_refund_window'],
    ['strict', 47.99, false, 0, 'too_late'],
    ['strict', 0, false, 0, 'started'],
    ['flexible', -1, false, 0, 'started'],
  ] as const)(
    '%s, %s hours ahead: allowed %s, refund %s (%s)',
    (policy, h, allowed, share, basis) => {
      expect(summary(ask(policy, h))).toEqual([allowed, share, basis]);
    },
  );

  it('says until when each window lasts', () => {
    const moderate = ask('moderate', 10 * 24);
    expect(moderate.fullRefundUntil).toEqual(new Date(start.getTime() - 7 * DAY));
    expect(moderate.cancelUntil).toEqual(before(48));
    expect(ask('strict', 10 * 24).fullRefundUntil).toBeNull();
    expect(ask('flexible', 10).cancelUntil).toBeNull();
  });
});

describe('cancellationTerms: after a change of date, time or place', () => {
  const changedAt = before(60);
  it('refunds in full for 48 hours whatever the policy or the cutoff says', () => {
    for (const policy of REFUND_POLICIES) {
      const bookedAt = before(30 * 24);
      const inWindow = ask(policy, 20, { materialChangeAt: changedAt, bookedAt });
      expect(summary(inWindow)).toEqual([true, 1, 'material_change']);
      expect(inWindow.fullRefundUntil).toEqual(before(12));
      expect(inWindow.cancelUntil).toEqual(before(12));
      // 48 hours after the change the policy is back in charge (and here the cutoff has passed)
      expect(summary(ask(policy, 11.99, { materialChangeAt: changedAt, bookedAt }))).toEqual([
        false,
        0,
        'too_late',
      ]);
    }
  });

  it('ends with the dinner when it starts sooner than 48 hours after the change', () => {
    const late = before(10);
    expect(summary(ask('strict', 0.5, { materialChangeAt: late }))).toEqual([
      true,
      1,
      'material_change',
    ]);
    expect(summary(ask('strict', 0, { materialChangeAt: late }))).toEqual([false, 0, 'started']);
  });

  it('is no promise to a guest who booked after the change', () => {
    const bookedAt = before(59);
    expect(summary(ask('strict', 55, { materialChangeAt: changedAt, bookedAt }))).toEqual([
      true,
      0,
      'no_refund_window',
    ]);
    expect(summary(ask('flexible', 20, { materialChangeAt: changedAt, bookedAt }))).toEqual([
      false,
      0,
      'too_late',
    ]);
  });
});

describe('cancellationTerms: the host, and an account closing', () => {
  it('refunds everyone in full when the host cancels, whatever the policy', () => {
    for (const policy of REFUND_POLICIES) {
      const t = cancellationTerms({ policy, startsAt: start, by: 'host', now: before(1) });
      expect(summary(t)).toEqual([true, 1, 'host_cancelled']);
    }
  });

  it('ends a closing account’s seats, refunded as the guest’s own cancellation would be', () => {
    const close = (policy: RefundPolicy, h: number) =>
      summary(
        cancellationTerms({ policy, startsAt: start, by: 'account_closure', now: before(h) }),
      );
    expect(close('flexible', 72)).toEqual([true, 1, 'full_refund_window']);
    expect(close('flexible', 24)).toEqual([true, 0, 'too_late']);
    expect(close('moderate', 72)).toEqual([true, 0, 'no_refund_window']);
    expect(close('strict', 30 * 24)).toEqual([true, 0, 'no_refund_window']);
  });
});

describe('refunds and wording', () => {
  it('refunds all or nothing of what was paid', () => {
    expect(refundCents(4_666, { refundFraction: 1 })).toBe(4_666);
    expect(refundCents(4_666, { refundFraction: 0 })).toBe(0);
  });

  it('tells the cancel dialog what comes back', () => {
    expect(cancellationOutcomeText({ refundFraction: 1 }, 4_666, 'flexible')).toBe(
      'You will get $46.66 back on the card you paid with.',
    );
    expect(cancellationOutcomeText({ refundFraction: 0 }, 4_666, 'moderate')).toBe(
      'Under this dinner’s Moderate refund policy, you will get nothing back of the $46.66 you paid.',
    );
    expect(cancellationOutcomeText({ refundFraction: 0 }, 0, 'strict')).toBe(
      'Your seat is free, so there is nothing to refund.',
    );
  });

  it('lets a published dinner move only to a policy as generous', () => {
    expect(isAsGenerous('flexible', 'strict')).toBe(true);
    expect(isAsGenerous('moderate', 'moderate')).toBe(true);
    expect(isAsGenerous('strict', 'moderate')).toBe(false);
    expect(isAsGenerous('moderate', 'flexible')).toBe(false);
  });

  it('labels a card in a few words', () => {
    expect(refundPolicyShortLabel('strict', 4500)).toBe('Strict refunds');
    expect(refundPolicyShortLabel('strict', 0)).toBe('Cancel up to 48h before');
  });

  it('names the policy of a paid dinner and only the cutoff of a free one', () => {
    expect(refundPolicyLine('moderate', 4500)).toBe(
      'Moderate refund policy: Full refund if you cancel at least 7 days before the dinner; until 48 hours before you may still cancel, without a refund.',
    );
    expect(refundPolicyLine('strict', 0)).toBe(
      'Cancel until 48 hours before the dinner so another guest can take your seat.',
    );
  });
});
