import {
  COMPANION_NAME_MAX,
  DIETARY_NOTE_MAX,
  type DietaryNeed,
  PARTY_MESSAGES as M,
  priceOfSeats,
  BOOKING_QUESTION_MESSAGES as Q,
  type SeatsPrice,
} from '@storytable/domain';
import type { AnswersBody } from './booking-answers.ts';

/** A companion's seat as the booking dialog's inputs hold it (decision 063). */
export interface CompanionDraft {
  name: string;
  needs: DietaryNeed[];
  note: string;
}

export const EMPTY_COMPANION: CompanionDraft = { name: '', needs: [], note: '' };

/** The companions list resized to a party of `seats`, keeping what was typed for the rest. */
export function resizeParty(companions: CompanionDraft[], seats: number): CompanionDraft[] {
  const wanted = Math.max(0, seats - 1);
  return Array.from({ length: wanted }, (_, i) => companions[i] ?? EMPTY_COMPANION);
}

/** Each companion's messages by field, empty when the party may be sent (the server checks again). */
export function partyErrors(companions: CompanionDraft[]): { name?: string; note?: string }[] {
  return companions.map((c) => {
    const errors: { name?: string; note?: string } = {};
    const name = c.name.trim();
    if (!name) errors.name = M.NAME_REQUIRED;
    else if (name.length > COMPANION_NAME_MAX) errors.name = M.NAME_TOO_LONG;
    if (c.note.trim().length > DIETARY_NOTE_MAX) errors.note = Q.NOTE_TOO_LONG;
    return errors;
  });
}

export const hasPartyErrors = (errors: { name?: string; note?: string }[]) =>
  errors.some((e) => e.name || e.note);

/** What a party of `seats` costs: per seat, with the fee on the total (the domain's rule). */
export const partyPrice = (price: number, seats: number): SeatsPrice => priceOfSeats(price, seats);

/** The booking body: a party adds `seats` (booker first); a seat alone stays as before. */
export function bookingBody(
  answers: AnswersBody | undefined,
  companions: CompanionDraft[],
): AnswersBody | undefined {
  if (companions.length === 0) return answers;
  const booker = answers?.dietary ?? { needs: [], note: null };
  return {
    dietary: booker,
    answer: answers?.answer ?? null,
    seats: [
      { name: null, dietary: booker },
      ...companions.map((c) => ({
        name: c.name.trim(),
        dietary: { needs: c.needs, note: c.note.trim() || null },
      })),
    ],
  };
}
