import { type EventAddress, eventAddressOf, managesDinner } from '@storytable/domain';
import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { events, reservations, type UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { EVENT_NOT_FOUND } from '../../platform/events/event-lock.ts';

export const ADDRESS_FOR_GUESTS = 'The address is shared with the dinner’s confirmed guests';

/**
 * GET /api/events/:id/address: the street address and its map link, for the dinner's host, an
 * admin, or a guest holding a confirmed seat (decision 047). Everyone else sees the
 * neighborhood and city on the page, and is told why not here.
 */
export async function eventAddress(
  deps: Pick<AppDeps, 'db'>,
  user: UserRow,
  eventId: number,
): Promise<EventAddress> {
  const [row] = await deps.db
    .select({ event: events, seat: reservations.id })
    .from(events)
    .leftJoin(
      reservations,
      and(
        eq(reservations.eventId, events.id),
        eq(reservations.userId, user.id),
        eq(reservations.status, true),
      ),
    )
    .where(eq(events.id, eventId))
    .limit(1);
  if (!row) throw AppError.notFound(EVENT_NOT_FOUND);
  const allowed = managesDinner(user, row.event) || row.seat !== null;
  if (!allowed) throw AppError.forbidden(ADDRESS_FOR_GUESTS);
  return eventAddressOf({ ...row.event, eventId: row.event.id });
}
