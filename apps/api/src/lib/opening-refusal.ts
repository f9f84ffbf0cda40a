import { ErrorCode, notYetOpenMessage, type OpeningDinner } from '@storytable/domain';
import { AppError } from './app-error.ts';

/**
 * Every booking path refuses a dinner that has not opened yet (domain `notYetOpenMessage`,
 * decision 071): 409 `NOT_YET_OPEN`, naming when in the dinner's zone, before anything is written.
 */
export function assertOpened(dinner: OpeningDinner, now: Date): void {
  const message = notYetOpenMessage(dinner, now);
  if (message) throw new AppError(ErrorCode.NOT_YET_OPEN, 409, message);
}
