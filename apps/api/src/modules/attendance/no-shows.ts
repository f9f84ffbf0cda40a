import {
  ATTENDANCE_MESSAGES,
  ErrorCode,
  isNoShowOpen,
  managesDinner,
  type NoShowsInput,
  type NoShowsResponse,
} from '@storytable/domain';
import type { AppDeps } from '../../app-deps.ts';
import { findNoShowIds } from '../../db/attended.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { EVENT_NOT_FOUND } from '../events/index.ts';
import { findDinner, findSeats, markNoShows, unmarkNoShows } from './attendance-repository.ts';

/**
 * POST /api/events/:id/no-shows (decision 065): the dinner's host (or an admin, as check-in)
 * marks confirmed, unchecked seats as not come, or undoes it, from the dinner's end until 24
 * hours after. Marking what is marked changes nothing; one transaction for all the seats.
 */
export async function setNoShows(
  deps: Pick<AppDeps, 'db'>,
  user: UserRow,
  eventId: number,
  input: NoShowsInput,
  now = new Date(),
): Promise<NoShowsResponse> {
  const event = await findDinner(deps.db, eventId);
  if (!event) throw AppError.notFound(EVENT_NOT_FOUND);
  if (!managesDinner(user, event)) throw AppError.forbidden(ATTENDANCE_MESSAGES.NOT_YOUR_EVENT);
  if (!event.status || !isNoShowOpen(event.dateTime, now))
    throw new AppError(ErrorCode.NO_SHOW_CLOSED, 409, ATTENDANCE_MESSAGES.NO_SHOW_CLOSED);
  const ids = [...new Set(input.reservationIds)];
  return deps.db.transaction(async (tx) => {
    const seats = await findSeats(tx, eventId, ids);
    if (seats.length !== ids.length || seats.some((s) => !s.status))
      throw new AppError(ErrorCode.TICKET_UNKNOWN, 404, ATTENDANCE_MESSAGES.NOT_A_SEAT);
    if (input.noShow) {
      if (seats.some((s) => s.checkedInAt !== null))
        throw AppError.conflict(ErrorCode.CHECKED_IN, ATTENDANCE_MESSAGES.CHECKED_IN);
      await markNoShows(tx, eventId, ids);
    } else {
      await unmarkNoShows(tx, eventId, ids);
    }
    return {
      message: input.noShow ? ATTENDANCE_MESSAGES.MARKED : ATTENDANCE_MESSAGES.UNMARKED,
      noShows: await findNoShowIds(tx, eventId),
    };
  });
}
