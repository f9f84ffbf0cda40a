import { RESERVE_REFUSAL_ANSWERS, type ReserveRefusal } from '@storytable/domain';
import { AppError } from './app-error.ts';

/** The API's answer to a reason a user may not reserve (domain `RESERVE_REFUSAL_ANSWERS`). */
export function refusalError(reason: ReserveRefusal): AppError {
  const { code, status, message } = RESERVE_REFUSAL_ANSWERS[reason];
  return new AppError(code, status, message);
}
