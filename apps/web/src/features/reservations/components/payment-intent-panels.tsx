import { LoaderCircle } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { paymentIntentErrorMessage } from '../api/create-payment-intent.ts';
import { PAYMENT_UI_MESSAGES } from '../lib/payment-messages.ts';
import { PaymentStatusPanel } from './payment-status-panel.tsx';

/** The payment intent is being asked for; after 5 s a hint says it is slow. */
export function PreparingPaymentPanel({ slow }: { slow: boolean }) {
  return (
    <div role="status" className="flex flex-col items-center gap-3 py-8 text-center">
      <LoaderCircle aria-hidden="true" className="size-8 animate-spin text-brand-600" />
      <p className="text-sm font-medium text-ink">{PAYMENT_UI_MESSAGES.PREPARING}</p>
      {slow ? <p className="text-sm text-muted">{PAYMENT_UI_MESSAGES.PREPARING_SLOW}</p> : null}
    </div>
  );
}

/** No card form can be shown: the payments config failed, or Stripe has no key. */
export function PaymentUnavailablePanel() {
  return (
    <PaymentStatusPanel role="alert" icon={null} title={PAYMENT_UI_MESSAGES.UNAVAILABLE_TITLE}>
      {PAYMENT_UI_MESSAGES.UNAVAILABLE}
    </PaymentStatusPanel>
  );
}

/** The intent could not be made: why, and 'Try again'. */
export function IntentErrorPanel({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div className="space-y-4">
      <p
        role="alert"
        className="rounded-xl bg-red-50 px-3.5 py-2.5 text-sm font-medium text-danger"
      >
        {paymentIntentErrorMessage(error)}
      </p>
      <Button variant="secondary" className="w-full" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
