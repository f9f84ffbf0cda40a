import { tz } from '@date-fns/tz';
import { format } from 'date-fns/format';
import { z } from 'zod';
import { dietaryLine, dietaryNeedSchema } from './booking-questions.ts';
import { formatEventDate, formatEventTime } from './format.ts';

/**
 * GET /api/events/{id}/guests: the host's guest list (decision 053). Names are the ones the
 * product shows publicly; guests' email addresses are never part of it.
 */
const seatDietarySchema = z.object({
  needs: z.array(dietaryNeedSchema),
  note: z.string().nullable(),
});

export const GUEST_LIST_MESSAGES = {
  NOT_YOUR_EVENT: 'Only the host of this event or an admin can see its guest list.',
} as const;

export const guestListGuestSchema = z.object({
  reservationId: z.number().int(),
  name: z.string(),
  profileImage: z.string().nullable(),
  /** Seats this booking holds, the booker's and the companions' (decision 063). */
  seats: z.number().int().positive(),
  bookedAt: z.string(),
  /** The booker's seat's dietary needs (decision 060). */
  dietary: seatDietarySchema,
  /** The party's other seats, each a first name and its needs (decision 063). */
  companions: z.array(z.object({ name: z.string(), dietary: seatDietarySchema })),
  /** The answer to the dinner's question, null when none was given. */
  answer: z.string().nullable(),
});
export type GuestListGuest = z.infer<typeof guestListGuestSchema>;

export const guestListWaitingSchema = z.object({
  name: z.string(),
  profileImage: z.string().nullable(),
  /** 1 for the first in line; null while the guest holds an offered seat. */
  position: z.number().int().positive().nullable(),
  status: z.enum(['waiting', 'offered']),
  joinedAt: z.string(),
});
export type GuestListWaiting = z.infer<typeof guestListWaitingSchema>;

export const guestListSchema = z
  .object({
    eventId: z.number().int(),
    title: z.string(),
    dateTime: z.string(),
    timeZone: z.string(),
    capacity: z.number().int(),
    /** The seats the confirmed guests hold (the sum of their `seats`). */
    confirmedSeats: z.number().int().nonnegative(),
    /** The dinner's own question, null for none. */
    question: z.string().nullable(),
    /** Confirmed seats per dietary need, needs nobody has left out (`dietaryTotals`). */
    dietaryTotals: z.array(
      z.object({ need: dietaryNeedSchema, label: z.string(), seats: z.number().int() }),
    ),
    guests: z.array(guestListGuestSchema),
    waitlist: z.array(guestListWaitingSchema),
  })
  .describe('The guest list; with `Accept: text/csv`, a CSV file of the confirmed guests.');
export type GuestList = z.infer<typeof guestListSchema>;

/** The seats the confirmed guests hold: the list's total, whatever a party's size. */
export function confirmedSeatsOf(guests: Pick<GuestListGuest, 'seats'>[]): number {
  return guests.reduce((sum, g) => sum + g.seats, 0);
}

/** Every confirmed seat, companions' included: what dietary totals count. */
export function everySeat(
  guests: readonly Pick<GuestListGuest, 'dietary' | 'companions'>[],
): { dietary: GuestListGuest['dietary'] }[] {
  return guests.flatMap((g) => [{ dietary: g.dietary }, ...g.companions]);
}

/**
 * One CSV field, quoted, with quotes doubled; a value a spreadsheet would read as a formula
 * (= + - @, tab or carriage return first) gets a leading apostrophe (OWASP CSV injection).
 */
export function csvField(value: string | number): string {
  const text = String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}

export const GUEST_LIST_CSV_HEADER = [
  'Name',
  'Seats',
  'Booked at',
  'Reservation',
  'Dietary needs',
  'Answer',
] as const;

/**
 * The confirmed guests as CSV (RFC 4180, CRLF), times in the dinner's own zone: a row per seat,
 * the booker's carrying the party's seats and a companion's naming who they came with.
 */
export function guestListCsv(list: GuestList): string {
  const rows = list.guests.flatMap((g) => {
    const booked = `${formatEventDate(g.bookedAt, list.timeZone)} ${formatEventTime(g.bookedAt, list.timeZone)}`;
    return [
      [g.name, g.seats, booked, g.reservationId, dietaryLine(g.dietary), g.answer ?? ''],
      ...g.companions.map((c) => [
        `${c.name} (with ${g.name})`,
        '',
        booked,
        g.reservationId,
        dietaryLine(c.dietary),
        '',
      ]),
    ];
  });
  return [GUEST_LIST_CSV_HEADER, ...rows].map((r) => r.map(csvField).join(',')).join('\r\n');
}

/** 'guests-supper-club-2026-12-05.csv': the dinner's title and local date, ASCII only. */
export function guestListFilename(list: Pick<GuestList, 'title' | 'dateTime' | 'timeZone'>) {
  const slug = list.title
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  const day = format(list.dateTime, 'yyyy-MM-dd', { in: tz(list.timeZone) });
  return `guests-${slug || 'dinner'}-${day}.csv`;
}
