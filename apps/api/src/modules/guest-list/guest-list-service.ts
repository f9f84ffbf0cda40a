import {
  confirmedSeatsOf,
  dietaryTotals,
  everySeat,
  GUEST_LIST_MESSAGES,
  type GuestList,
  type GuestListGuest,
  type GuestListWaiting,
  managesDinner,
} from '@storytable/domain';
import type { AppDeps } from '../../app-deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { EVENT_NOT_FOUND } from '../events/index.ts';
import {
  findConfirmedGuests,
  findGuestListEvent,
  findOpenWaitlist,
} from './guest-list-repository.ts';

type SeatRow = Awaited<ReturnType<typeof findConfirmedGuests>>[number];

/** A reservation per guest, its seat rows folded in: the booker's needs, then the companions. */
function asGuests(rows: readonly SeatRow[]): GuestListGuest[] {
  const out = new Map<number, GuestListGuest>();
  for (const { needs, note, position, seatName, ...g } of rows) {
    const guest = out.get(g.reservationId) ?? {
      ...g,
      bookedAt: g.bookedAt.toISOString(),
      dietary: { needs: [], note: null },
      companions: [],
    };
    const dietary = { needs: needs ?? [], note: note ?? null };
    if (position !== null && position > 0) guest.companions.push({ name: seatName ?? '', dietary });
    else guest.dietary = dietary;
    out.set(g.reservationId, guest);
  }
  return [...out.values()];
}

/**
 * A dinner's confirmed guests and the seats they hold, as the guest list counts them, for a
 * caller that has already decided who may read them (the restaurant brief, decision 058).
 */
export async function confirmedTable(
  db: DbOrTx,
  eventId: number,
): Promise<{
  guests: GuestListGuest[];
  confirmedSeats: number;
  dietaryTotals: GuestList['dietaryTotals'];
}> {
  const guests = asGuests(await findConfirmedGuests(db, eventId));
  return {
    guests,
    confirmedSeats: confirmedSeatsOf(guests),
    dietaryTotals: dietaryTotals(everySeat(guests)),
  };
}

/**
 * GET /api/events/:id/guests: the dinner's confirmed guests and its waitlist, for its host and
 * admins only (decision 053). Both lists are read in one snapshot, so the totals match the rows.
 */
export async function guestList(
  deps: Pick<AppDeps, 'db'>,
  user: UserRow,
  eventId: number,
): Promise<GuestList> {
  const event = await findGuestListEvent(deps.db, eventId);
  if (!event) throw AppError.notFound(EVENT_NOT_FOUND);
  if (!managesDinner(user, event)) throw AppError.forbidden(GUEST_LIST_MESSAGES.NOT_YOUR_EVENT);
  const [confirmed, line] = await deps.db.transaction(
    (tx) => Promise.all([findConfirmedGuests(tx, eventId), findOpenWaitlist(tx, eventId)]),
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  const guests = asGuests(confirmed);
  let waiting = 0;
  const waitlist = line.map(
    (w): GuestListWaiting => ({
      name: w.name,
      profileImage: w.profileImage,
      status: w.status === 'offered' ? 'offered' : 'waiting',
      position: w.status === 'waiting' ? ++waiting : null,
      joinedAt: w.joinedAt.toISOString(),
    }),
  );
  return {
    eventId: event.id,
    title: event.title,
    dateTime: event.dateTime.toISOString(),
    timeZone: event.timeZone,
    capacity: event.capacity,
    confirmedSeats: confirmedSeatsOf(guests),
    question: event.question,
    dietaryTotals: dietaryTotals(everySeat(guests)),
    guests,
    waitlist,
  };
}
