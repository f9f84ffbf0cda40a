import { CONTACT_EMAIL } from '@storytable/domain';
import { CircleAlert, CircleCheck, Clock, LoaderCircle } from 'lucide-react';
import { PAYMENT_UI_MESSAGES } from '../lib/payment-messages.ts';
import { CloseButton, PaymentStatusPanel } from './payment-status-panel.tsx';

/** The provider is still processing the card: the guest hears by email. */
export function PaymentProcessingPanel() {
  return (
    <>
      <PaymentStatusPanel
        icon={<Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />}
        title="Payment processing"
      >
        {PAYMENT_UI_MESSAGES.PROCESSING}
      </PaymentStatusPanel>
      <CloseButton />
    </>
  );
}

/** The card succeeded and the seat is being made. */
export function PaymentSucceededPanel() {
  return (
    <PaymentStatusPanel
      icon={<CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />}
      title={PAYMENT_UI_MESSAGES.SUCCEEDED}
    >
      <span className="flex items-center gap-2">
        <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
        {PAYMENT_UI_MESSAGES.CONFIRMING}
      </span>
    </PaymentStatusPanel>
  );
}

/** The card was charged but no seat could be made: whom to write to. */
export function ReservationFailedPanel() {
  return (
    <>
      <PaymentStatusPanel
        role="alert"
        icon={<CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger" />}
        title={PAYMENT_UI_MESSAGES.RESERVATION_AFTER_PAYMENT_FAILED_TITLE}
      >
        Your seat could not be confirmed. Please contact support at{' '}
        <a className="font-medium text-brand-700 underline" href={`mailto:${CONTACT_EMAIL}`}>
          {CONTACT_EMAIL}
        </a>{' '}
        and we will sort it out.
      </PaymentStatusPanel>
      <CloseButton />
    </>
  );
}
