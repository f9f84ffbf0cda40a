import { ErrorCode, type Event, managesDinner } from '@storytable/domain';
import type { AppDeps } from '../../app-deps.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { EVENT_NOT_FOUND, lockEvent } from '../../platform/events/event-lock.ts';
import { settleEventCancellation } from '../payments/index.ts';
import { cancelDinnerAndSeats } from './dinner-cancellation-repository.ts';
import { toEvent } from './event-serializer.ts';

export const CANCEL_FORBIDDEN = 'Only the host of this event or an admin can cancel it';
export const CANCEL_STARTED = 'This dinner has already started and can no longer be cancelled.';

export interface CancelEventResult {
  event: Event;
  /** false when the event was already cancelled: nothing changed this time. */
  changed: boolean;
  /** Confirmed reservations this call cancelled, and of those the paid ones owed a refund. */
  reservationsCancelled: number;
  refundsStarted: number;
}

/**
 * The one place an event is cancelled (DELETE /api/events/:id, and any later caller), with the
 * reservations it cancels and refunds: the host of the event or an admin marks it inactive.
 * Idempotent. The row is locked for the whole transaction, in which every reservation is
 * cancelled too, so no seat can be taken meanwhile; refunds and guest emails follow the commit
 * (docs/decisions/010-reservations-and-refunds.md).
 */
export async function cancelEvent(
  deps: Pick<
    AppDeps,
    'db' | 'payments' | 'mailer' | 'config' | 'eventsCache' | 'eventReads' | 'log' | 'metrics'
  >,
  eventId: number,
  actor: UserRow,
): Promise<CancelEventResult> {
  const done = await deps.db.transaction(async (tx) => {
    const event = await lockEvent(tx, eventId);
    if (!event) throw AppError.notFound(EVENT_NOT_FOUND);
    if (!managesDinner(actor, event)) throw AppError.forbidden(CANCEL_FORBIDDEN);
    if (!event.status) return null;
    // guests would be refunded after attending and could no longer review (audit finding 10)
    if (event.dateTime.getTime() <= Date.now()) {
      throw AppError.conflict(ErrorCode.EVENT_PAST, CANCEL_STARTED);
    }
    // every reservation is cancelled here (seats back; refunds and guest emails marked owed)...
    return cancelDinnerAndSeats(tx, event);
  });
  const changed = done !== null;
  if (changed) deps.eventsCache.invalidate();
  // ...and settled after the commit, never twice; a re-run finishes what a crash left owed
  await settleEventCancellation(deps, eventId, deps.log);
  const found = await deps.eventReads.withHost(eventId);
  if (!found) throw AppError.notFound(EVENT_NOT_FOUND);
  return {
    event: toEvent(found),
    changed,
    reservationsCancelled: done?.cancelled ?? 0,
    refundsStarted: done?.refunds ?? 0,
  };
}
