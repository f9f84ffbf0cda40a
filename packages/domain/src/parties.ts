import { z } from 'zod';
import { type Dietary, dietarySchema } from './booking-questions.ts';
import { boundedText } from './text.ts';

/**
 * Parties (issue 28 item 1, decision 063): one reservation holds 1 to 4 seats, the booker's first
 * and up to three companions', each named by a first name. A dinner caps seats per booking.
 */
export const MAX_PARTY_SEATS = 4;
export const DEFAULT_MAX_SEATS_PER_BOOKING = 2;
export const COMPANION_NAME_MAX = 60;

export const PARTY_MESSAGES = {
  NAME_REQUIRED: 'Please enter each companion’s first name',
  NAME_TOO_LONG: `A first name must be at most ${COMPANION_NAME_MAX} characters`,
  TOO_MANY: `A booking takes at most ${MAX_PARTY_SEATS} seats`,
  NO_SEATS: 'A booking takes at least one seat',
  MAX_RANGE: `Seats per booking must be between 1 and ${MAX_PARTY_SEATS}`,
  tooLarge: (max: number) =>
    `This dinner takes at most ${max} ${max === 1 ? 'seat' : 'seats'} per booking.`,
  notEnough: (left: number) =>
    `Only ${left} ${left === 1 ? 'seat is' : 'seats are'} left at this dinner: choose fewer seats.`,
} as const;
const M = PARTY_MESSAGES;

/** A dinner's cap on seats per booking (create and edit forms, the API). */
export const maxSeatsPerBookingSchema = z
  .number(M.MAX_RANGE)
  .int(M.MAX_RANGE)
  .min(1, M.MAX_RANGE)
  .max(MAX_PARTY_SEATS, M.MAX_RANGE);

/** One seat of a party: a companion's first name (the booker's is their account's) and needs. */
export const partySeatSchema = z.object({
  name: boundedText(COMPANION_NAME_MAX * 2, M.NAME_TOO_LONG)
    .trim()
    .max(COMPANION_NAME_MAX, M.NAME_TOO_LONG)
    .nullish()
    .transform((v) => v || null),
  dietary: dietarySchema.default({ needs: [], note: null }),
});

/** The seats of a booking, the booker's first; every companion named. */
export const partySchema = z
  .array(partySeatSchema)
  .min(1, M.NO_SEATS)
  .max(MAX_PARTY_SEATS, M.TOO_MANY)
  .superRefine((seats, ctx) => {
    seats.forEach((seat, i) => {
      if (i > 0 && !seat.name)
        ctx.addIssue({ code: 'custom', path: [i, 'name'], message: M.NAME_REQUIRED });
    });
  });

/** One seat of a parsed party. */
export type PartySeat = z.output<typeof partySeatSchema>;

/** A companion's seat as the reservation keeps it. */
export interface Companion {
  name: string;
  dietary: Dietary;
}

/** The companions of a parsed party (every seat after the booker's). */
export function companionsOf(seats: readonly PartySeat[]): Companion[] {
  return seats.slice(1).map((s) => ({ name: s.name ?? '', dietary: s.dietary }));
}

/** Why a party of `seats` cannot book a dinner before any seat is looked at, or null. */
export function partyTooLarge(maxSeatsPerBooking: number, seats: number): boolean {
  return seats > maxSeatsPerBooking;
}

/** Whether seats are left, but fewer than the party needs (a sold-out dinner says so instead). */
export function partyOutgrowsSeats(availableSeats: number, seats: number): boolean {
  return availableSeats > 0 && availableSeats < seats;
}

/** Payment metadata keys of companion `i` (1..3): Stripe's values are ≤ 500 characters each. */
export const companionMetadataKeys = (i: number) => ({
  name: `seat${i}Name`,
  needs: `seat${i}Needs`,
  note: `seat${i}Note`,
});

/** The companions as provider metadata, one key per field and seat. */
export function companionsToMetadata(companions: readonly Companion[]): Record<string, string> {
  const out: Record<string, string> = {};
  companions.forEach((c, n) => {
    const k = companionMetadataKeys(n + 1);
    out[k.name] = c.name;
    if (c.dietary.needs.length) out[k.needs] = c.dietary.needs.join(',');
    if (c.dietary.note) out[k.note] = c.dietary.note;
  });
  return out;
}

/** The companions a payment's metadata carries ([] for a seat alone), or null when bad. */
export function companionsFromMetadata(
  metadata: Record<string, string | undefined>,
): Companion[] | null {
  const seats: unknown[] = [{}];
  for (let i = 1; i < MAX_PARTY_SEATS; i++) {
    const k = companionMetadataKeys(i);
    const name = metadata[k.name];
    if (name === undefined) break;
    const needs = metadata[k.needs];
    seats.push({
      name,
      dietary: { needs: needs ? needs.split(',') : [], note: metadata[k.note] ?? null },
    });
  }
  const parsed = partySchema.safeParse(seats);
  return parsed.success ? companionsOf(parsed.data) : null;
}

/** Seats a reservation's payment paid for: the booker's and each companion's in its metadata. */
export function seatsFromMetadata(metadata: Record<string, string | undefined>): number | null {
  const companions = companionsFromMetadata(metadata);
  return companions ? companions.length + 1 : null;
}
