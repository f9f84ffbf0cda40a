import { type CurrentUser, PAYMENT_MESSAGES } from '@storytable/domain';
import { useRef, useState } from 'react';
import { toast } from '@/lib/toast.ts';
import { PAYMENT_UI_MESSAGES } from '../lib/payment-messages.ts';

type ReservationStep = 'idle' | 'verify-email' | 'guidelines' | 'questions' | 'reserve';

/**
 * The steps of reserving (spec section 4): Reserve opens the guidelines (or, for an unverified
 * email, the verify-email dialog); accepting them asks the booking questions, then opens the
 * free or paid dialog. None of the
 * dialogs has a trigger (they follow one another), so focus goes back by hand: to the
 * confirmation of a seat just made, else the reserve button, else its box (`buttonBox`).
 */
export function useReservationSteps(user: Pick<CurrentUser, 'emailVerified'> | null) {
  const [step, setStep] = useState<ReservationStep>('idle');
  const buttonBox = useRef<HTMLDivElement>(null);

  const focusReserve = () => {
    const box = buttonBox.current;
    (
      box?.querySelector<HTMLElement>('[data-reserved-confirmation]') ??
      box?.querySelector<HTMLButtonElement>('button:not(:disabled)') ??
      box
    )?.focus();
  };

  return {
    step,
    buttonBox,
    start: () => setStep(user?.emailVerified === false ? 'verify-email' : 'guidelines'),
    /** The guidelines were accepted: on to paying or confirming, for a signed-in guest. */
    accept: () => {
      if (!user) {
        setStep('idle');
        toast({
          variant: 'destructive',
          title: PAYMENT_UI_MESSAGES.INIT_FAILED_TITLE,
          description: PAYMENT_MESSAGES.AUTH_REQUIRED,
        });
        return;
      }
      setStep('questions');
    },
    /** The booking questions were answered (decision 060): on to paying or confirming. */
    answered: () => setStep('reserve'),
    /** A dialog's onOpenChange: closing any of them ends the steps. */
    close: (open: boolean) => {
      if (open) return;
      setStep('idle');
      if (step !== 'reserve') requestAnimationFrame(focusReserve);
    },
    /** The last dialog's onCloseAutoFocus. */
    refocus: (e: globalThis.Event) => {
      e.preventDefault();
      focusReserve();
    },
    done: () => setStep('idle'),
  };
}
