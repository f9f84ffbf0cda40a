import { ErrorCode, RESERVATION_MESSAGES } from '@storytable/domain';
import { AppError } from '../../lib/app-error.ts';

/** Thrown when the dinner changed between its read and its lock: the attempt starts again. */
export class EventChanged extends Error {
  constructor() {
    super('the dinner changed since it was read');
  }
}

/** Runs the attempt again while the dinner keeps changing under it, three times in all. */
export async function whileUnchanged<T>(attempt: () => Promise<T>): Promise<T> {
  for (let tries = 1; ; tries++) {
    try {
      return await attempt();
    } catch (err) {
      if (!(err instanceof EventChanged)) throw err;
      if (tries === 3) {
        throw new AppError(ErrorCode.CONFLICT, 409, RESERVATION_MESSAGES.EVENT_CHANGED);
      }
    }
  }
}
