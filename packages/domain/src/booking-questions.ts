import { z } from 'zod';
import { boundedText } from './text.ts';
import { beforeCancellationWindow } from './waitlist-rules.ts';

/**
 * Questions at booking (issue 28 item 2, decision 060): each seat's dietary needs from a fixed
 * list plus a short note, and the host's own question, answered once per reservation.
 */
export const DIETARY_NEEDS = [
  'vegetarian',
  'vegan',
  'pescatarian',
  'gluten_free',
  'dairy_free',
  'nut_allergy',
  'shellfish_allergy',
  'halal',
  'kosher',
] as const;
export type DietaryNeed = (typeof DIETARY_NEEDS)[number];

export const DIETARY_LABELS: Record<DietaryNeed, string> = {
  vegetarian: 'Vegetarian',
  vegan: 'Vegan',
  pescatarian: 'Pescatarian',
  gluten_free: 'Gluten-free',
  dairy_free: 'Dairy-free',
  nut_allergy: 'Nut allergy',
  shellfish_allergy: 'Shellfish allergy',
  halal: 'Halal',
  kosher: 'Kosher',
};

export const DIETARY_NOTE_MAX = 200;
export const HOST_QUESTION_MAX = 200;
export const ANSWER_MAX = 300;

export const BOOKING_QUESTION_MESSAGES = {
  UNKNOWN_NEED: 'Choose dietary needs from the list',
  NOTE_TOO_LONG: `The dietary note must be at most ${DIETARY_NOTE_MAX} characters`,
  QUESTION_TOO_LONG: `The question must be at most ${HOST_QUESTION_MAX} characters`,
  ANSWER_TOO_LONG: `Your answer must be at most ${ANSWER_MAX} characters`,
  ANSWER_REQUIRED: 'Please answer the host’s question to book this dinner.',
  NOT_EDITABLE: 'Answers can no longer be changed: the dinner starts in less than 48 hours.',
  NOT_CONFIRMED: 'Only a confirmed reservation’s answers can be changed.',
  SAVED: 'Your answers have been saved.',
} as const;
const M = BOOKING_QUESTION_MESSAGES;

export const dietaryNeedSchema = z.enum(DIETARY_NEEDS, M.UNKNOWN_NEED);

/** One seat's dietary needs: each need at most once, and an optional note ('' is none). */
export const dietarySchema = z.object({
  needs: z
    .array(dietaryNeedSchema)
    .max(DIETARY_NEEDS.length)
    .default([])
    .transform((needs) => DIETARY_NEEDS.filter((n) => needs.includes(n))),
  note: boundedText(DIETARY_NOTE_MAX * 2, M.NOTE_TOO_LONG)
    .trim()
    .max(DIETARY_NOTE_MAX, M.NOTE_TOO_LONG)
    .nullish()
    .transform((v) => v || null),
});
export type Dietary = z.output<typeof dietarySchema>;

/** The answer to the host's question ('' is none). */
export const answerSchema = boundedText(ANSWER_MAX * 2, M.ANSWER_TOO_LONG)
  .trim()
  .max(ANSWER_MAX, M.ANSWER_TOO_LONG)
  .nullish()
  .transform((v) => v || null);

/** The host's question on a dinner ('' is none). */
export const hostQuestionSchema = boundedText(HOST_QUESTION_MAX * 2, M.QUESTION_TOO_LONG)
  .trim()
  .max(HOST_QUESTION_MAX, M.QUESTION_TOO_LONG)
  .nullish()
  .transform((v) => v || null);

/** What a reservation answered: the booker's seat's needs and the answer to the host. */
export const seatAnswersSchema = z.object({
  /** The seats in order, the booker's first (one today; parties add entries). */
  seats: z.array(
    z.object({
      /** The seat's place in the party as booked: 0 the booker, companions keep theirs (decision 067). */
      position: z.number().int().min(0).max(3),
      name: z.string(),
      dietary: z.object({ needs: z.array(dietaryNeedSchema), note: z.string().nullable() }),
    }),
  ),
  answer: z.string().nullable(),
});
export type SeatAnswers = z.infer<typeof seatAnswersSchema>;

/** PUT /api/reservations/{id}/answers */
export const updateAnswersSchema = z.object({
  dietary: dietarySchema.default({ needs: [], note: null }),
  answer: answerSchema,
});

export const updateAnswersResponseSchema = seatAnswersSchema.extend({ message: z.string() });

/** Whether a booking must carry an answer it lacks. */
export function missingRequiredAnswer(
  event: { question: string | null; questionRequired: boolean },
  answer: string | null | undefined,
): boolean {
  return event.question !== null && event.questionRequired && !answer;
}

/** Answers may change until the 48-hour window opens, when the waitlist closes too. */
export function answersEditable(dateTime: string | Date, now: Date = new Date()): boolean {
  return beforeCancellationWindow(dateTime, now);
}

/** 'Vegetarian, Nut allergy (no peanuts)', or 'None' for a seat with no needs. */
export function dietaryLine(dietary: { needs: readonly DietaryNeed[]; note: string | null }) {
  const needs = dietary.needs.map((n) => DIETARY_LABELS[n]).join(', ');
  if (dietary.note) return needs ? `${needs} (${dietary.note})` : dietary.note;
  return needs || 'None';
}

/** Seats per dietary need, in the list's order, needs nobody has left out. */
export function dietaryTotals(
  seats: readonly { dietary: { needs: readonly DietaryNeed[] } }[],
): { need: DietaryNeed; label: string; seats: number }[] {
  return DIETARY_NEEDS.map((need) => ({
    need,
    label: DIETARY_LABELS[need],
    seats: seats.filter((s) => s.dietary.needs.includes(need)).length,
  })).filter((t) => t.seats > 0);
}

/** Payment metadata keys that carry a paid booking's answers to the reservation it makes. */
export const ANSWER_METADATA = {
  needs: 'dietaryNeeds',
  note: 'dietaryNote',
  answer: 'answer',
} as const;

/** The answers as provider metadata (values of at most 500 characters). */
export function answersToMetadata(dietary: Dietary, answer: string | null): Record<string, string> {
  const out: Record<string, string> = {};
  if (dietary.needs.length) out[ANSWER_METADATA.needs] = dietary.needs.join(',');
  if (dietary.note) out[ANSWER_METADATA.note] = dietary.note;
  if (answer) out[ANSWER_METADATA.answer] = answer;
  return out;
}

/** The answers a payment's metadata carries, or null when it carries none or bad ones. */
export function answersFromMetadata(
  metadata: Record<string, string | undefined>,
): { dietary: Dietary; answer: string | null } | null {
  const needs = metadata[ANSWER_METADATA.needs];
  const note = metadata[ANSWER_METADATA.note];
  const answer = metadata[ANSWER_METADATA.answer];
  if (needs === undefined && note === undefined && answer === undefined) return null;
  const parsed = updateAnswersSchema.safeParse({
    dietary: { needs: needs ? needs.split(',') : [], note: note ?? null },
    answer: answer ?? null,
  });
  return parsed.success ? parsed.data : null;
}

/** 'Vegetarian: 2, Nut allergy: 1', or 'None noted' (the restaurant brief, decision 058). */
export function dietaryTotalsLine(totals: readonly { label: string; seats: number }[]): string {
  return totals.length ? totals.map((t) => `${t.label}: ${t.seats}`).join(', ') : 'None noted';
}
