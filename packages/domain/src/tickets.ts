import { tz } from '@date-fns/tz';
import { startOfDay } from 'date-fns/startOfDay';
import { z } from 'zod';
import { eventEndsAt } from './reservations.ts';
import { bodyId } from './text.ts';
import {
  normalizeTicketCode,
  TICKET_CODE_ALPHABET,
  TICKET_CODE_LENGTH,
  ticketTokenFromScan,
} from './ticket-rules.ts';

/** Check-in is open from the dinner's day (in its zone) until 24 hours after it ends. */
export function checkInWindow(dateTime: string | Date, timeZone: string) {
  const opens = startOfDay(new Date(dateTime), { in: tz(timeZone) });
  const closes = new Date(eventEndsAt(dateTime).getTime() + 24 * 3600_000);
  return { opens: new Date(opens.getTime()), closes };
}

export function isCheckInOpen(
  dateTime: string | Date,
  timeZone: string,
  now: Date = new Date(),
): boolean {
  const { opens, closes } = checkInWindow(dateTime, timeZone);
  return now >= opens && now < closes;
}

/** GET /api/reservations/{id}/ticket. */
export const ticketSchema = z.object({
  code: z.string(),
  /** An SVG image of the QR code, which holds `storytable-ticket:{token}`. */
  qr: z.string(),
});
export type Ticket = z.infer<typeof ticketSchema>;

const codeSchema = z
  .string('Invalid ticket code')
  .max(32, 'Invalid ticket code')
  .transform(normalizeTicketCode)
  .refine(
    (v) => v.length === TICKET_CODE_LENGTH && [...v].every((c) => TICKET_CODE_ALPHABET.includes(c)),
    'Invalid ticket code',
  );
const tokenSchema = z
  .string('Invalid ticket')
  .max(200, 'Invalid ticket')
  .transform((v) => ticketTokenFromScan(v) ?? '')
  .refine((v) => v !== '', 'Invalid ticket');

/**
 * POST /api/events/{id}/check-ins: one seat by its reservation id (a tap), its ticket's code
 * (typed) or its QR (scanned); `clientId` is made on the device, so a replay counts once.
 */
export const checkInSchema = z
  .object({
    clientId: z.uuid('Invalid client id'),
    reservationId: bodyId('Invalid reservation id').optional(),
    code: codeSchema.optional(),
    qr: tokenSchema.optional(),
    checkedIn: z.boolean('checkedIn must be true or false').default(true),
  })
  .strict()
  .refine(
    (v) => [v.reservationId, v.code, v.qr].filter((x) => x !== undefined).length === 1,
    'Give exactly one of reservationId, code or qr',
  );

export const checkInResponseSchema = z.object({
  message: z.string(),
  reservationId: z.number().int(),
  name: z.string(),
  checkedIn: z.boolean(),
  checkedInAt: z.string().nullable(),
  /** false: this clientId had been sent before, and nothing changed now. */
  applied: z.boolean(),
});
export type CheckInResponse = z.infer<typeof checkInResponseSchema>;

/** GET /api/events/{id}/check-ins: table mode's list. */
export const tableSeatSchema = z.object({
  reservationId: z.number().int(),
  name: z.string(),
  profileImage: z.string().nullable(),
  checkedInAt: z.string().nullable(),
  /** The host marked this seat as not come (decision 065). */
  noShow: z.boolean(),
  /** The party this one ticket admits, the booker's seat included (decision 063). */
  seats: z.number().int().positive(),
});
export const tableSchema = z.object({
  eventId: z.number().int(),
  title: z.string(),
  dateTime: z.string(),
  timeZone: z.string(),
  open: z.boolean(),
  /** No-shows may be marked now: from the dinner's end until 24 hours after. */
  noShowOpen: z.boolean(),
  seats: z.array(tableSeatSchema),
});
export type TableSeat = z.infer<typeof tableSeatSchema>;

export type Table = z.infer<typeof tableSchema>;
