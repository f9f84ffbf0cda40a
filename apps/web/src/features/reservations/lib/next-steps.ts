import {
  CANCELLATION_CUTOFF_HOURS,
  formatDollars,
  formatEventLongDate,
  formatEventTime,
  guestCancellationTerms,
  hasEventEnded,
  parseDecimalId,
  REFUND_POLICY_TEXT,
  type ReservationDetail,
} from '@storytable/domain';

/** What the reservation's page says comes next: steps, or one line once it is over. */
export type NextSteps =
  | { kind: 'steps'; steps: string[] }
  | { kind: 'cancelled'; text: string }
  | { kind: 'past'; text: string };

export function nextSteps(reservation: ReservationDetail, now = new Date()): NextSteps {
  const { event } = reservation;
  const paid = reservation.amountPaid > 0;
  if (!reservation.status) {
    const amount = formatDollars(reservation.amountPaid);
    const refund = !paid
      ? ''
      : reservation.refundStatus === null
        ? ` Your payment of ${amount} was not refunded, as the dinner’s refund policy says.`
        : ` Your payment of ${amount} is refunded to your card.`;
    return { kind: 'cancelled', text: `This reservation was cancelled.${refund}` };
  }
  if (hasEventEnded(event.dateTime, now)) {
    return {
      kind: 'past',
      text: `This dinner took place on ${formatEventLongDate(event.dateTime, event.timeZone)}. How was it?`,
    };
  }
  return {
    kind: 'steps',
    steps: [
      'Your confirmation email is on its way, with the dinner attached for your calendar.',
      'A day before, we send a reminder with the time and the address.',
      guestCancellationTerms(event, reservation.createdAt, now).allowed
        ? `Plans change? Cancel from your profile up to ${CANCELLATION_CUTOFF_HOURS} hours before the dinner, so someone else can take your seat.${paid ? ` ${REFUND_POLICY_TEXT[event.refundPolicy]}` : ''}`
        : `Cancellations closed ${CANCELLATION_CUTOFF_HOURS} hours before the dinner. If something comes up, please let your host know.`,
      `On the night, ask for ${event.host.name}’s table at ${event.restaurantName}. The conversation starts at ${formatEventTime(event.dateTime, event.timeZone)}.`,
    ],
  };
}

/** The id of /reservations/{id}, in the domain's one grammar for ids, or null. */
export function parseReservationId(raw: string | undefined): number | null {
  return parseDecimalId(raw);
}
