import { z } from 'zod';
import { seatAnswersSchema } from './booking-questions.ts';
import { eventAddressSchema } from './places.ts';
import { reservationSchema } from './reservations.ts';

/**
 * GET /api/reservations/{id}: the owner's reservation for its page (/reservations/{id}), with the
 * dinner's address while the seat is confirmed (null once cancelled).
 */
export const reservationDetailSchema = reservationSchema.extend({
  address: eventAddressSchema.nullable(),
  /** The booker's answers at booking (decision 060). */
  answers: seatAnswersSchema,
  /** Whether the answers may still change (a confirmed seat before the 48-hour window). */
  answersEditable: z.boolean(),
  /** Cents of the payment still held once companions' seats have gone (decision 067). */
  paidRemaining: z.number().int().nonnegative(),
});
export type ReservationDetail = z.infer<typeof reservationDetailSchema>;
