import { type Event, PAYMENT_MESSAGES } from '@storytable/domain';
import { type ReactNode, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { CommunityGuidelinesDialog } from '@/components/community-guidelines-dialog.tsx';
import { cn } from '@/lib/cn.ts';
import { useCurrentUser } from '@/lib/current-user.ts';
import { toast } from '@/lib/toast.ts';
import { hasActiveReservation, useReservations } from '../api/get-reservations.ts';
import { useReserveSeat } from '../hooks/use-reserve-seat.ts';
import { PAYMENT_UI_MESSAGES } from '../lib/payment-messages.ts';
import { FreeReservationDialog } from './free-reservation-dialog.tsx';
import { PaymentDialog } from './payment-dialog.tsx';
import { ReserveButton } from './reserve-button.tsx';
import { VerifyEmailDialog } from './verify-email-dialog.tsx';

type Step = 'idle' | 'verify-email' | 'guidelines' | 'reserve';

/**
 * Where reserving starts, on the card dialog and the detail page (spec section 4): Reserve, then
 * the attendee community guidelines (a checkbox is required), then the free confirmation or the
 * payment dialog. 'Already Reserved' comes from GET /api/reservations. After success the seat and
 * the reserved flag change at once and the reads refresh; `successPath` is where to go next
 * (docs/decisions/011-reservation-success-navigation.md), or nowhere: the dialog just closes.
 */
export function ReservationFlow({
  event,
  onAuthDialog,
  className,
  successPath,
  heldForMe,
  whenFull,
}: {
  event: Event;
  onAuthDialog?: () => void;
  className?: string;
  successPath?: string;
  /** A seat the waitlist holds for this guest: the button claims it through the same steps. */
  heldForMe?: boolean;
  /** Shown instead of 'Sold Out' on a full dinner (the waitlist). */
  whenFull?: ReactNode;
}) {
  const { user } = useCurrentUser();
  const reservations = useReservations(user !== null);
  const [step, setStep] = useState<Step>('idle');
  const [, navigate] = useLocation();
  const buttonBox = useRef<HTMLDivElement>(null);
  const seat = useReserveSeat(event, () => {
    setStep('idle');
    if (successPath) navigate(successPath);
  });
  const paid = event.price > 0;

  const accept = () => {
    if (!user) {
      setStep('idle');
      toast({
        variant: 'destructive',
        title: PAYMENT_UI_MESSAGES.INIT_FAILED_TITLE,
        description: PAYMENT_MESSAGES.AUTH_REQUIRED,
      });
      return;
    }
    setStep('reserve');
  };

  // None of the dialogs has a trigger (they follow one another), so focus goes back by hand: to
  // the reserve button, or to its box once the button is disabled ('Already Reserved').
  const focusReserve = () => {
    const box = buttonBox.current;
    (box?.querySelector<HTMLButtonElement>('button:not(:disabled)') ?? box)?.focus();
  };
  const refocus = (e: globalThis.Event) => {
    e.preventDefault();
    focusReserve();
  };
  const close = (open: boolean) => {
    if (open) return;
    setStep('idle');
    if (step === 'guidelines' || step === 'verify-email') requestAnimationFrame(focusReserve);
  };

  return (
    <>
      <div ref={buttonBox} tabIndex={-1} className={cn('outline-none', className)}>
        <ReserveButton
          event={event}
          user={user}
          isReserved={hasActiveReservation(reservations.data, event.id)}
          isPending={seat.isPending}
          onReserve={() => setStep(user?.emailVerified === false ? 'verify-email' : 'guidelines')}
          {...(onAuthDialog ? { onAuthDialog } : {})}
          {...(heldForMe ? { heldForMe } : {})}
          {...(whenFull ? { whenFull } : {})}
        />
      </div>
      {user && !user.emailVerified ? (
        <VerifyEmailDialog email={user.email} open={step === 'verify-email'} onOpenChange={close} />
      ) : null}
      <CommunityGuidelinesDialog
        audience="attendee"
        open={step === 'guidelines'}
        onOpenChange={close}
        onAccept={accept}
      />
      {!user ? null : paid ? (
        <PaymentDialog
          event={event}
          userId={user.id}
          open={step === 'reserve'}
          onOpenChange={close}
          onPaid={(paymentIntentId) => seat.reserve(paymentIntentId)}
          onCloseAutoFocus={refocus}
        />
      ) : (
        <FreeReservationDialog
          event={event}
          open={step === 'reserve'}
          onOpenChange={close}
          onConfirm={() => void seat.reserve()}
          pending={seat.isPending}
          onCloseAutoFocus={refocus}
        />
      )}
    </>
  );
}
