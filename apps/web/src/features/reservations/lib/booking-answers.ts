import {
  ANSWER_MAX,
  DIETARY_NOTE_MAX,
  type DietaryNeed,
  type Event,
  BOOKING_QUESTION_MESSAGES as M,
  missingRequiredAnswer,
} from '@storytable/domain';

/** The questions step as the inputs hold it (decision 060). */
export interface AnswersDraft {
  needs: DietaryNeed[];
  note: string;
  answer: string;
}

export const EMPTY_ANSWERS: AnswersDraft = { needs: [], note: '', answer: '' };

/** What the API takes beside `{eventId}`: the booker's seat's needs and the answer. */
export interface AnswersBody {
  dietary: { needs: DietaryNeed[]; note: string | null };
  answer: string | null;
  /** A party's seats, the booker's first (decision 063); absent for a seat alone. */
  seats?: { name: string | null; dietary: { needs: DietaryNeed[]; note: string | null } }[];
}

/** The body's answers; undefined when nothing was answered, so the body stays `{eventId}`. */
export function answersBody(draft: AnswersDraft): AnswersBody | undefined {
  const note = draft.note.trim() || null;
  const answer = draft.answer.trim() || null;
  if (draft.needs.length === 0 && !note && !answer) return undefined;
  return { dietary: { needs: draft.needs, note }, answer };
}

/** The messages to show by field, empty when the draft may be sent (the server checks again). */
export function answersErrors(
  event: Pick<Event, 'question' | 'questionRequired'>,
  draft: AnswersDraft,
): { note?: string; answer?: string } {
  const errors: { note?: string; answer?: string } = {};
  if (draft.note.trim().length > DIETARY_NOTE_MAX) errors.note = M.NOTE_TOO_LONG;
  if (draft.answer.trim().length > ANSWER_MAX) errors.answer = M.ANSWER_TOO_LONG;
  else if (missingRequiredAnswer(event, draft.answer.trim())) errors.answer = M.ANSWER_REQUIRED;
  return errors;
}

export function toggleNeed(needs: DietaryNeed[], need: DietaryNeed, on: boolean): DietaryNeed[] {
  return on ? [...needs.filter((n) => n !== need), need] : needs.filter((n) => n !== need);
}
