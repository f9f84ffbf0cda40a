import { TZDate } from '@date-fns/tz';
import { z } from 'zod';
import { NO_SHOW_WINDOW_HOURS } from './no-show-hours.ts';
import { eventEndsAt } from './reservations.ts';
import { bodyId, boundedText } from './text.ts';

/**
 * Who came to a dinner (decision 065). A confirmed seat at a dinner that has ended counts as
 * attended unless the host marked it a no-show, or the host used check-in for the dinner and
 * this seat was never checked in. A host who never checked anyone in is trusted, as before.
 */
export interface SeatAttendance {
  /** The seat is confirmed (not cancelled) at an active dinner. */
  confirmed: boolean;
  ended: boolean;
  /** Any seat of this dinner is checked in. */
  checkInUsed: boolean;
  checkedIn: boolean;
  markedNoShow: boolean;
}

export function seatAttended(seat: SeatAttendance): boolean {
  if (!seat.confirmed || !seat.ended || seat.markedNoShow) return false;
  return seat.checkInUsed ? seat.checkedIn : true;
}

/** A confirmed seat at an ended dinner that did not count as attended. */
export function isNoShow(seat: SeatAttendance): boolean {
  return seat.confirmed && seat.ended && !seatAttended(seat);
}

/** No-shows are marked from the dinner's end (start + its duration) until 24 hours later. */
export function noShowWindow(dateTime: string | Date) {
  const opens = eventEndsAt(dateTime);
  return { opens, closes: new Date(opens.getTime() + NO_SHOW_WINDOW_HOURS * 3_600_000) };
}

export function isNoShowOpen(dateTime: string | Date, now: Date = new Date()): boolean {
  const { opens, closes } = noShowWindow(dateTime);
  return now >= opens && now < closes;
}

/** The thank-you goes at this hour of the morning after, in the dinner's zone. */
export const THANK_YOU_HOUR = 9;

/** 9 AM of the day after the dinner's day, in its zone. */
export function morningAfter(dateTime: string | Date, timeZone: string): Date {
  const local = new TZDate(new Date(dateTime).getTime(), timeZone);
  const y = local.getFullYear();
  const m = local.getMonth();
  return new Date(new TZDate(y, m, local.getDate() + 1, THANK_YOU_HOUR, 0, 0, timeZone).getTime());
}

export const ATTENDANCE_MESSAGES = {
  NOT_YOUR_EVENT: 'Only the host of this dinner can mark who did not come.',
  NO_SHOW_CLOSED: 'No-shows can be marked from the end of the dinner until 24 hours after it.',
  NOT_A_SEAT: 'One of these seats is not a confirmed seat at this dinner.',
  CHECKED_IN: 'A guest who was checked in cannot be marked as a no-show.',
  MARKED: 'Marked as not come',
  UNMARKED: 'No-show undone',
  NO_SHOW_REVIEW: 'You were marked as not attending this dinner, so you cannot review it.',
  NOTE_NOT_ATTENDED: 'Only a guest who came to this dinner can leave its host a note.',
  NOTE_EXISTS: 'You have already left the host a note for this dinner.',
  NOTE_SENT: 'Your note is on its way to the host. Only they will read it.',
  NOTES_NOT_YOURS: 'Only the host of this dinner can read its guests’ notes.',
  NOTE_REQUIRED: 'Please write a note',
  NOTE_TOO_LONG: 'A note must not exceed 1000 characters',
} as const;

/**
 * POST /api/events/{id}/no-shows: marks these seats as not come (or undoes it with
 * `noShow: false`). Marking again what is marked changes nothing.
 */
export const noShowsSchema = z
  .object({
    reservationIds: z
      .array(bodyId('Invalid reservation id'), 'reservationIds must be a list of seats')
      .min(1, 'Give at least one reservation id')
      .max(100, 'Give at most 100 reservation ids'),
    noShow: z.boolean('noShow must be true or false').default(true),
  })
  .strict();
export type NoShowsInput = z.output<typeof noShowsSchema>;

export const noShowsResponseSchema = z.object({
  message: z.string(),
  /** Every seat of the dinner now marked as not come. */
  noShows: z.array(z.number().int()),
});
export type NoShowsResponse = z.infer<typeof noShowsResponseSchema>;

export const HOST_NOTE_MAX = 1000;

/** POST /api/events/{id}/notes: a guest who came writes to the host, once, privately. */
export const hostNoteSchema = z
  .object({
    note: boundedText(
      HOST_NOTE_MAX,
      ATTENDANCE_MESSAGES.NOTE_TOO_LONG,
      ATTENDANCE_MESSAGES.NOTE_REQUIRED,
    )
      .transform((v) => v.trim())
      .refine((v) => v.length > 0, ATTENDANCE_MESSAGES.NOTE_REQUIRED),
  })
  .strict();
export type HostNoteInput = z.output<typeof hostNoteSchema>;

export const hostNoteEntrySchema = z.object({
  guest: z.object({ id: z.number().int(), name: z.string() }),
  note: z.string(),
  createdAt: z.string(),
});
export type HostNoteEntry = z.infer<typeof hostNoteEntrySchema>;

export const hostNoteResponseSchema = z.object({
  message: z.string(),
  note: hostNoteEntrySchema,
});

/** GET /api/events/{id}/notes: the host's notes from this dinner's guests, newest first. */
export const hostNotesSchema = z.array(hostNoteEntrySchema);
