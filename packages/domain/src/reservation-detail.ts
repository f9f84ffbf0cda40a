import type { z } from 'zod';
import { eventAddressSchema } from './places.ts';
import { reservationSchema } from './reservations.ts';

/**
 * GET /api/reservations/{id}: the owner's reservation for its page (/reservations/{id}), with the
 * dinner's address while the seat is confirmed (null once cancelled).
 */
export const reservationDetailSchema = reservationSchema.extend({
  address: eventAddressSchema.nullable(),
});
export type ReservationDetail = z.infer<typeof reservationDetailSchema>;
