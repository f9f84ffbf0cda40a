import type { checkInSchema } from '@storytable/domain';
import {
  type CheckInResponse,
  ErrorCode,
  isCheckInOpen,
  isNoShowOpen,
  managesDinner,
  type Table,
  TICKET_MESSAGES,
} from '@storytable/domain';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { findNoShowIds } from '../../db/attended.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { EVENT_NOT_FOUND } from '../events/index.ts';
import {
  ensureTicket,
  findCheckInEvent,
  findSeat,
  findSeatByTicket,
  findTableSeats,
  recordCheckIn,
  setCheckedIn,
} from './ticket-repository.ts';

type CheckIn = z.output<typeof checkInSchema>;

/** The dinner, for its host or an admin only (as the guest list). */
async function hostsDinner(db: DbOrTx, user: UserRow, eventId: number) {
  const event = await findCheckInEvent(db, eventId);
  if (!event) throw AppError.notFound(EVENT_NOT_FOUND);
  if (!managesDinner(user, event)) throw AppError.forbidden(TICKET_MESSAGES.NOT_YOUR_EVENT);
  return event;
}

/** GET /api/events/:id/check-ins: table mode's confirmed seats and who is checked in. */
export async function dinnerTable(
  deps: Pick<AppDeps, 'db'>,
  user: UserRow,
  eventId: number,
  now = new Date(),
): Promise<Table> {
  const event = await hostsDinner(deps.db, user, eventId);
  const [seats, noShows] = await Promise.all([
    findTableSeats(deps.db, eventId),
    findNoShowIds(deps.db, eventId),
  ]);
  const marked = new Set(noShows);
  return {
    eventId: event.id,
    title: event.title,
    dateTime: event.dateTime.toISOString(),
    timeZone: event.timeZone,
    open: isCheckInOpen(event.dateTime, event.timeZone, now),
    noShowOpen: isNoShowOpen(event.dateTime, now),
    seats: seats.map((s) => ({
      ...s,
      checkedInAt: s.checkedInAt?.toISOString() ?? null,
      noShow: marked.has(s.reservationId),
    })),
  };
}

/**
 * POST /api/events/:id/check-ins: checks a seat in (or out) by its reservation, typed code or
 * scanned QR, from the dinner's day until 24 hours after it. The device's `clientId` is recorded
 * in the same transaction, so a replay (or the same one twice at once) changes nothing.
 */
export async function checkIn(
  deps: Pick<AppDeps, 'db'>,
  user: UserRow,
  eventId: number,
  input: CheckIn,
  now = new Date(),
): Promise<CheckInResponse> {
  const event = await hostsDinner(deps.db, user, eventId);
  if (!isCheckInOpen(event.dateTime, event.timeZone, now))
    throw new AppError(ErrorCode.CHECK_IN_CLOSED, 409, TICKET_MESSAGES.CLOSED);
  return deps.db.transaction(async (tx) => {
    const reservationId = await seatOf(tx, eventId, input);
    const seat = reservationId === null ? null : await findSeat(tx, reservationId);
    if (!seat || seat.eventId !== eventId)
      throw new AppError(ErrorCode.TICKET_UNKNOWN, 404, TICKET_MESSAGES.UNKNOWN);
    if (!seat.status) throw new AppError(ErrorCode.TICKET_VOID, 409, TICKET_MESSAGES.VOID);
    const checkedIn = input.checkedIn;
    const applied = await recordCheckIn(tx, {
      clientId: input.clientId,
      eventId,
      reservationId: seat.reservationId,
      checkedIn,
    });
    const ticket = await ensureTicket(tx, seat);
    const at = applied ? await setCheckedIn(tx, seat.reservationId, checkedIn) : ticket.checkedInAt;
    return {
      message: at ? TICKET_MESSAGES.CHECKED_IN : TICKET_MESSAGES.UNCHECKED,
      reservationId: seat.reservationId,
      name: seat.name,
      checkedIn: at !== null,
      checkedInAt: at?.toISOString() ?? null,
      applied,
    };
  });
}

function seatOf(db: DbOrTx, eventId: number, input: CheckIn): Promise<number | null> {
  if (input.reservationId !== undefined) return Promise.resolve(input.reservationId);
  if (input.code !== undefined) return findSeatByTicket(db, eventId, { code: input.code });
  return findSeatByTicket(db, eventId, { token: input.qr ?? '' });
}
