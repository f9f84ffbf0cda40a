import {
  ErrorCode,
  type HostJoinRequest,
  JOIN_REQUEST_MESSAGES,
  managesDinner,
} from '@storytable/domain';
import type { UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { findUserById } from '../../platform/users/user-repository.ts';
import { EVENT_NOT_FOUND } from '../events/index.ts';
import { requestForHost } from './approval.ts';
import type { RequestDeps as Deps } from './request-deps.ts';
import { requestDeclinedEmail } from './request-emails.ts';
import {
  closeRequest,
  findGuestOpenRequests,
  findHostRequests,
  findOpenRequest,
  findRequest,
  findRequestEvent,
} from './request-repository.ts';
import { toJoinRequest } from './request-serializer.ts';
import { voidRequest } from './request-voids.ts';

const M = JOIN_REQUEST_MESSAGES;
const notPending = () => AppError.conflict(ErrorCode.REQUEST_NOT_PENDING, M.NOT_PENDING);

/** GET /api/events/:id/requests: the dinner's requests with answers and party, for its host. */
export async function listRequests(
  deps: Pick<Deps, 'db'>,
  user: UserRow,
  eventId: number,
): Promise<HostJoinRequest[]> {
  const event = await findRequestEvent(deps.db, eventId);
  if (!event) throw AppError.notFound(EVENT_NOT_FOUND);
  if (!managesDinner(user, event)) throw AppError.forbidden(M.NOT_YOUR_EVENT);
  const rows = await findHostRequests(deps.db, eventId);
  return rows.map(({ request, guest, reviewCount, averageRating }) => ({
    ...toJoinRequest(request),
    guest: {
      ...guest,
      reviewCount: Number(reviewCount ?? 0),
      averageRating: averageRating === null ? null : Math.round(Number(averageRating) * 10) / 10,
    },
    partySeats: request.party.map((seat, i) => ({
      name: i === 0 ? guest.name : seat.name,
      needs: seat.dietary.needs,
      note: seat.dietary.note,
    })),
  }));
}

/** POST /api/requests/:id/decline: the host says no; the card hold is released. */
export async function declineRequest(deps: Deps, user: UserRow, id: number) {
  const { row, event } = await requestForHost(deps, user, id);
  const ctx = { appName: deps.config.appName, appUrl: deps.config.appUrl };
  const declined = await deps.db.transaction(async (tx) => {
    const closed = await closeRequest(tx, id, 'declined', { from: ['pending'] });
    if (!closed) return null;
    const guest = await findUserById(tx, row.userId);
    if (guest) await deps.mailer.send(requestDeclinedEmail(ctx, guest, event, row), tx);
    return closed;
  });
  if (!declined) throw notPending();
  await voidRequest(deps, declined);
  return { message: M.DECLINED, request: toJoinRequest(declined) };
}

/** POST /api/requests/:id/withdraw: the guest takes their open request back. */
export async function withdrawRequest(deps: Deps, user: UserRow, id: number) {
  const row = await findRequest(deps.db, id);
  if (!row || row.userId !== user.id) throw AppError.notFound(M.NOT_FOUND);
  const closed = await closeRequest(deps.db, id, 'withdrawn', {
    from: ['authorizing', 'pending'],
    userId: user.id,
  });
  if (!closed) throw notPending();
  await voidRequest(deps, closed);
  return { message: M.WITHDRAWN, request: toJoinRequest(closed) };
}

/** GET /api/events/:id/requests/mine: the guest's open request for the dinner, or null. */
export async function myRequest(deps: Pick<Deps, 'db'>, user: UserRow, eventId: number) {
  const row = await findOpenRequest(deps.db, eventId, user.id);
  return { request: row ? toJoinRequest(row) : null };
}

/** GET /api/requests: the guest's requests waiting for a host, for their profile. */
export async function myOpenRequests(deps: Pick<Deps, 'db'>, user: UserRow) {
  const rows = await findGuestOpenRequests(deps.db, user.id);
  return rows.map(({ request, event }) => ({
    ...toJoinRequest(request),
    event: { ...event, dateTime: event.dateTime.toISOString() },
  }));
}

/** POST /api/requests/:id/authorized: the browser's return after the card form. */
export async function requestOfGuest(deps: Pick<Deps, 'db'>, user: UserRow, id: number) {
  const row = await findRequest(deps.db, id);
  if (!row || row.userId !== user.id) throw AppError.notFound(M.NOT_FOUND);
  return row;
}
