import {
  answersEditable,
  ErrorCode,
  BOOKING_QUESTION_MESSAGES as M,
  missingRequiredAnswer,
  RESERVATION_MESSAGES,
  type SeatAnswers,
  type updateAnswersSchema,
} from '@storytable/domain';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  type BookingAnswers,
  lockForAnswers,
  readAnswers,
  writeAnswers,
} from './answers-repository.ts';
import { findEventRow } from './reservation-repository.ts';

/** A booking that leaves out the answer its dinner requires is refused before anything is taken. */
export function assertAnswered(
  event: { question: string | null; questionRequired: boolean },
  answer: string | null | undefined,
): void {
  if (missingRequiredAnswer(event, answer))
    throw new AppError(ErrorCode.ANSWER_REQUIRED, 400, M.ANSWER_REQUIRED);
}

/** The booking's answers from its body (a party's first seat is the booker's), or null. */
export function answersOf(input: {
  dietary?: BookingAnswers['dietary'] | undefined;
  answer?: string | null | undefined;
  seats?: readonly { dietary: BookingAnswers['dietary'] }[] | undefined;
}): BookingAnswers | null {
  const dietary = input.seats?.[0]?.dietary ?? input.dietary;
  if (dietary === undefined && input.answer === undefined) return null;
  return { dietary: dietary ?? { needs: [], note: null }, answer: input.answer ?? null };
}

/**
 * PUT /api/reservations/:id/answers: the owner changes their seat's answers while it is confirmed
 * and the 48-hour window has not opened. Anyone else, host and admins included, finds no such
 * reservation: answers are the guest's own words (decision 060).
 */
export async function updateAnswers(
  deps: Pick<AppDeps, 'db'>,
  user: UserRow,
  id: number,
  input: z.output<typeof updateAnswersSchema>,
): Promise<SeatAnswers & { message: string }> {
  const answers = await deps.db.transaction(async (tx) => {
    const row = await lockForAnswers(tx, id);
    if (!row || row.userId !== user.id) throw AppError.notFound(RESERVATION_MESSAGES.NOT_FOUND);
    if (!row.status) throw AppError.conflict(ErrorCode.ANSWERS_LOCKED, M.NOT_CONFIRMED);
    const event = await findEventRow(tx, row.eventId);
    if (!event) throw AppError.notFound(RESERVATION_MESSAGES.NOT_FOUND);
    if (!answersEditable(event.dateTime))
      throw AppError.conflict(ErrorCode.ANSWERS_LOCKED, M.NOT_EDITABLE);
    assertAnswered(event, input.answer);
    await writeAnswers(tx, id, input);
    return (await readAnswers(tx, [id])).get(id);
  });
  if (!answers) throw new Error('answers written but not read back');
  return { message: M.SAVED, ...answers };
}
