import {
  FREE_CANCELLATION_TEXT,
  REFUND_POLICIES,
  REFUND_POLICY_LABELS,
  REFUND_POLICY_TEXT,
} from '@storytable/domain';
import { useId } from 'react';
import type { EventFormApi } from '../lib/event-form-values.ts';

/**
 * The host's refund policy for this dinner (decision 057): one radio per preset with what it
 * means to a guest, in the words guests read before they pay. A free dinner has no money to
 * refund, so guests see only the cutoff.
 */
export function RefundPolicyField({ form, isFree }: { form: EventFormApi; isFree: boolean }) {
  const id = useId();
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-ink">Refund policy</legend>
      {isFree ? (
        <p className="text-sm text-muted">Free dinner: guests read “{FREE_CANCELLATION_TEXT}”</p>
      ) : null}
      <div className="grid gap-3 sm:grid-cols-3">
        {REFUND_POLICIES.map((policy) => (
          <label
            key={policy}
            htmlFor={`${id}-${policy}`}
            className="flex cursor-pointer items-start gap-3 rounded-xl border border-line p-3 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
          >
            <input
              id={`${id}-${policy}`}
              type="radio"
              value={policy}
              aria-labelledby={`${id}-${policy}-name`}
              aria-describedby={`${id}-${policy}-text`}
              className="mt-1 size-4 accent-brand-600"
              {...form.register('refundPolicy')}
            />
            <span>
              <span id={`${id}-${policy}-name`} className="block font-medium text-ink">
                {REFUND_POLICY_LABELS[policy]}
              </span>
              <span id={`${id}-${policy}-text`} className="block text-muted">
                {REFUND_POLICY_TEXT[policy]}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
