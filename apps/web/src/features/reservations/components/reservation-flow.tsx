import type { Event } from '@storytable/domain';
import { type ReactNode, useState } from 'react';
import { useLocation } from 'wouter';
import { CommunityGuidelinesDialog } from '@/components/community-guidelines-dialog.tsx';
import { cn } from '@/lib/cn.ts';
import { useCurrentUser } from '@/lib/current-user.ts';
import { hasActiveReservation, useReservations } from '../api/get-reservations.ts';
import { useJoinRequest } from '../hooks/use-join-request.ts';
import { useOpeningDraw } from '../hooks/use-opening-draw.ts';
import { useReservationSteps } from '../hooks/use-reservation-steps.ts';
import { useReserveSeat } from '../hooks/use-reserve-seat.ts';
import { type AnswersBody, answersBody } from '../lib/booking-answers.ts';
import { bookingBody } from '../lib/party-draft.ts';
import { reservedState } from '../lib/reserved-state.ts';
import { BookingQuestionsDialog } from './booking-questions-dialog.tsx';
import { DrawStatus } from './draw-status.tsx';
import { RequestSent } from './request-sent.tsx';
import { ReserveButton } from './reserve-button.tsx';
import { ReserveStepDialog } from './reserve-step-dialog.tsx';
import { ReservedConfirmation } from './reserved-confirmation.tsx';
import { VerifyEmailDialog } from './verify-email-dialog.tsx';

/**
 * Where reserving starts, on the card dialog and the detail page (spec section 4): Reserve, then
 * the attendee community guidelines (a checkbox is required), then the free confirmation or the
 * payment dialog. 'Already Reserved' comes from GET /api/reservations. After success the seat and
 * the reserved flag change at once and the reads refresh; `successPath` is where to go next
 * (docs/decisions/011-reservation-success-navigation.md), which confirms the seat, or nowhere:
 * the dialog closes onto a confirmation beside the button, which takes focus.
 */
export function ReservationFlow({
  event,
  onAuthDialog,
  className,
  successPath,
  heldForMe,
  heldSeats = 0,
  whenFull,
}: {
  event: Event;
  onAuthDialog?: () => void;
  className?: string;
  successPath?: string;
  /** A seat the waitlist holds for this guest: the button claims it through the same steps. */
  heldForMe?: boolean;
  /** The seats that offer holds: the party may take them all (decision 067). */
  heldSeats?: number;
  /** Shown instead of 'Sold Out' on a full dinner (the waitlist). */
  whenFull?: ReactNode;
}) {
  const { user } = useCurrentUser();
  const reservations = useReservations(user !== null);
  const [, navigate] = useLocation();
  const steps = useReservationSteps(user);
  // the seat just made here: confirmed in place, or on the page `successPath` leads to
  const [reservedId, setReservedId] = useState<number | null>(null);
  const seat = useReserveSeat(event, (reservationId) => {
    setReservedId(reservationId);
    steps.done();
    if (successPath) navigate(successPath, { state: reservedState(reservationId) });
  });
  const { step, close, refocus } = steps;
  const [answers, setAnswers] = useState<AnswersBody | undefined>(undefined);
  // a dinner that approves its guests takes a request instead of a seat (decision 068)
  const approval = event.requiresApproval;
  const request = useJoinRequest(event, user !== null && approval, steps.done);
  // the first minute after opening enters a draw, nobody pays yet (decision 072)
  const draw = useOpeningDraw(event, user !== null, steps.done);
  const asked =
    request.open !== null ? 'request' : draw.status?.status === 'entered' ? 'draw' : undefined;

  return (
    <>
      <div ref={steps.buttonBox} tabIndex={-1} className={cn('outline-none', className)}>
        <ReserveButton
          event={event}
          user={user}
          isReserved={hasActiveReservation(reservations.data, event.id)}
          isPending={seat.isPending || request.send.isPending}
          {...(asked ? { asked } : {})}
          onReserve={steps.start}
          {...(onAuthDialog ? { onAuthDialog } : {})}
          {...(heldForMe ? { heldForMe } : {})}
          {...(whenFull ? { whenFull } : {})}
        />
        {request.open ? <RequestSent eventId={event.id} request={request.open} /> : null}
        {draw.status ? <DrawStatus status={draw.status} timeZone={event.timeZone} /> : null}
        {reservedId !== null && !successPath ? (
          <div className="mt-4">
            <ReservedConfirmation reservationId={reservedId} eventTitle={event.title} />
          </div>
        ) : null}
      </div>
      {user && !user.emailVerified ? (
        <VerifyEmailDialog email={user.email} open={step === 'verify-email'} onOpenChange={close} />
      ) : null}
      <CommunityGuidelinesDialog
        audience="attendee"
        open={step === 'guidelines'}
        onOpenChange={close}
        onAccept={steps.accept}
      />
      {user ? (
        <BookingQuestionsDialog
          // a fresh form each time the step opens
          key={step === 'questions' ? 'asking' : 'idle'}
          event={{ ...event, availableSpots: event.availableSpots + heldSeats }}
          open={step === 'questions'}
          onOpenChange={close}
          onAnswered={(draft, companions) => {
            setAnswers(bookingBody(answersBody(draft), companions));
            steps.answered();
          }}
        />
      ) : null}
      {user ? (
        <ReserveStepDialog
          event={event}
          userId={user.id}
          open={step === 'reserve'}
          onOpenChange={close}
          onCloseAutoFocus={refocus}
          answers={answers}
          drawing={draw.drawing}
          onEnterDraw={() => draw.enter.mutate(answers)}
          onSendRequest={approval ? () => request.send.mutate(answers) : undefined}
          onRequestAuthorized={request.authorized}
          onReserve={(paymentIntentId) => seat.reserve(paymentIntentId, answers)}
          pending={seat.isPending || request.send.isPending}
          drawPending={draw.enter.isPending}
        />
      ) : null}
    </>
  );
}
