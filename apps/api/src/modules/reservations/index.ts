// What other modules may use of reservations: the routes, a succeeded payment's seat, a guest's
// seats (account closure's cancellations, reviews), the pieces of a dinner's emails (reminders)
// and a reservation's confirmation (the demo seed).

export { writeAnswers, writeCompanions } from './answers-repository.ts';
export { onPaymentWebhooks } from './payment-succeeded.ts';
export { confirmationFor } from './reservation-confirmation.ts';
export { dinnerDetails } from './reservation-emails.ts';
export {
  findEventRow,
  hasActiveReservation,
  markCancelledByGuest,
  readForReservation,
} from './reservation-repository.ts';
export { reservationRoutes } from './routes.ts';
export { reserveSeat } from './tuned/reserve-seat.ts';
export { waitlistClaimRoutes } from './waitlist-claim-routes.ts';
