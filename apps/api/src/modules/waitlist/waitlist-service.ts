import {
  canJoinWaitlist,
  ErrorCode,
  JOIN_REQUEST_MESSAGES,
  keepsWaitlist,
  type MyWaitlistItem,
  managesDinner,
  PARTY_MESSAGES,
  PAYMENT_MESSAGES,
  partyTooLarge,
  RESERVATION_MESSAGES,
  WAITLIST_MESSAGES,
  type WaitlistEntry,
} from '@storytable/domain';
import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import { reservations, type UserRow, type WaitlistEntryRow } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { assertOpened } from '../../lib/refusal-error.ts';
import { type DrawEntered, enterDrawIfDrawing } from '../draw/index.ts';
import { EVENT_NOT_FOUND, lockEvent } from '../events/index.ts';
import { releaseSeat } from './seat-release.ts';
import { joinedEmail } from './waitlist-emails.ts';
import {
  countOpen,
  endEntry,
  findOpenEntry,
  findUserOpenEntries,
  insertWaiting,
  positionOf,
} from './waitlist-repository.ts';

type Deps = Pick<AppDeps, 'db' | 'mailer' | 'config' | 'eventsCache' | 'eventReads'>;

const conflict = (message: string) => AppError.conflict(ErrorCode.CONFLICT, message);

async function toEntry(db: DbOrTx, row: WaitlistEntryRow): Promise<WaitlistEntry> {
  const offered = row.status === 'offered';
  return {
    eventId: row.eventId,
    status: offered ? 'offered' : 'waiting',
    position: offered ? null : await positionOf(db, row),
    joinedAt: row.createdAt.toISOString(),
    offerExpiresAt: offered && row.offerExpiresAt ? row.offerExpiresAt.toISOString() : null,
    seats: row.seats,
  };
}

/**
 * Reservations' hasActiveReservation, which this module cannot import: reservations imports the
 * waitlist (to hand freed seats on), and modules never import in a circle.
 */
async function hasSeat(tx: DbOrTx, eventId: number, userId: number) {
  const rows = await tx
    .select({ id: reservations.id })
    .from(reservations)
    .where(
      and(
        eq(reservations.eventId, eventId),
        eq(reservations.userId, userId),
        eq(reservations.status, true),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * POST /api/events/:id/waitlist. A verified guest (not an admin, not the dinner's host) joins
 * the line of a full, active dinner until the cancellation cutoff before it starts. The event row is locked so
 * that no seat can free between the 'full' check and the insert (it would go to the public).
 */
async function joinWaitlist(
  deps: Deps,
  user: UserRow,
  eventId: number,
  seats = 1,
  now = new Date(),
): Promise<WaitlistEntry> {
  if (user.isAdmin) throw AppError.forbidden(WAITLIST_MESSAGES.ADMIN_CANNOT_JOIN);
  if (!user.emailVerified) {
    throw AppError.forbidden(RESERVATION_MESSAGES.EMAIL_NOT_VERIFIED, ErrorCode.EMAIL_NOT_VERIFIED);
  }
  const row = await deps.db.transaction(async (tx) => {
    const event = await lockEvent(tx, eventId);
    if (!event) throw AppError.notFound(EVENT_NOT_FOUND);
    if (event.hostId === user.id) {
      throw AppError.forbidden(WAITLIST_MESSAGES.HOST_CANNOT_JOIN, ErrorCode.OWN_EVENT);
    }
    if (!event.status) {
      throw AppError.conflict(ErrorCode.EVENT_UNAVAILABLE, PAYMENT_MESSAGES.EVENT_UNAVAILABLE);
    }
    assertOpened(event, now);
    if (!keepsWaitlist(event)) {
      throw AppError.conflict(ErrorCode.APPROVAL_REQUIRED, JOIN_REQUEST_MESSAGES.NO_WAITLIST);
    }
    if (!canJoinWaitlist(event.dateTime)) throw conflict(WAITLIST_MESSAGES.CLOSED);
    if (partyTooLarge(event.maxSeatsPerBooking, seats)) {
      throw new AppError(
        ErrorCode.PARTY_TOO_LARGE,
        400,
        PARTY_MESSAGES.tooLarge(event.maxSeatsPerBooking),
      );
    }
    // a party waits while fewer seats are left than it needs
    if (event.availableSpots >= seats) throw conflict(WAITLIST_MESSAGES.NOT_FULL);
    if (await hasSeat(tx, eventId, user.id)) {
      throw AppError.conflict(ErrorCode.ALREADY_RESERVED, WAITLIST_MESSAGES.ALREADY_RESERVED);
    }
    const inserted = await insertWaiting(tx, eventId, user.id, seats);
    if (!inserted) throw conflict(WAITLIST_MESSAGES.ALREADY_WAITING);
    const ctx = { appName: deps.config.appName, appUrl: deps.config.appUrl };
    await deps.mailer.send(joinedEmail(ctx, user, event), tx);
    return inserted;
  });
  return toEntry(deps.db, row);
}

/**
 * POST /api/events/:id/waitlist in a dinner's first minute enters its draw, whose losers join
 * the line in draw order (decision 072); otherwise the line as above.
 */
export async function joinWaitlistOrDraw(
  deps: Deps,
  user: UserRow,
  eventId: number,
  seats: number,
  now: Date,
): Promise<{ entry: WaitlistEntry } | { draw: DrawEntered }> {
  const found = await deps.eventReads.withHost(eventId);
  if (found?.event.opensAt) {
    const draw = await enterDrawIfDrawing(deps, user, found, { request: {}, seats }, now);
    if (draw) return { draw };
  }
  return { entry: await joinWaitlist(deps, user, eventId, seats, now) };
}

/** GET /api/events/:id/waitlist: my place, or null. */
export async function myWaitlistEntry(
  deps: Pick<AppDeps, 'db'>,
  user: UserRow,
  eventId: number,
): Promise<WaitlistEntry | null> {
  const row = await findOpenEntry(deps.db, eventId, user.id);
  return row ? toEntry(deps.db, row) : null;
}

/**
 * DELETE /api/events/:id/waitlist (leave) and POST .../decline: a waiting guest leaves the line;
 * a guest holding an offer gives the seat up, and it passes on in the same transaction.
 */
export async function leaveWaitlist(
  deps: Deps,
  user: UserRow,
  eventId: number,
  { offerOnly }: { offerOnly: boolean },
): Promise<void> {
  const passed = await deps.db.transaction(async (tx) => {
    // the event row first, as every seat change takes it: no deadlock with the offer sweep
    await lockEvent(tx, eventId);
    const ended = await endEntry(
      tx,
      { eventId, userId: user.id },
      offerOnly ? 'offered' : 'open',
      offerOnly ? 'declined' : 'left',
    );
    if (!ended) {
      throw AppError.notFound(
        offerOnly ? WAITLIST_MESSAGES.NO_OFFER : WAITLIST_MESSAGES.NOT_WAITING,
      );
    }
    if (ended.offeredAt === null) return null;
    return releaseSeat(deps, tx, eventId, new Date(), ended.seats);
  });
  if (passed === 'public') deps.eventsCache.invalidate();
}

/** GET /api/waitlists: my open entries at upcoming dinners. */
export async function myWaitlists(
  deps: Pick<AppDeps, 'db'>,
  user: UserRow,
): Promise<MyWaitlistItem[]> {
  const rows = await findUserOpenEntries(deps.db, user.id);
  return Promise.all(
    rows.map(async ({ entry, event }) => ({
      ...(await toEntry(deps.db, entry)),
      eventTitle: event.title,
      eventDateTime: event.dateTime.toISOString(),
      eventPrice: event.price,
      eventTimeZone: event.timeZone,
    })),
  );
}

/** GET /api/events/:id/waitlist/count: the host of the dinner or an admin. */
export async function waitlistCount(
  deps: Pick<AppDeps, 'db' | 'eventReads'>,
  user: UserRow,
  eventId: number,
) {
  const found = await deps.eventReads.withHost(eventId);
  if (!found) throw AppError.notFound(EVENT_NOT_FOUND);
  if (!managesDinner(user, found.event)) {
    throw AppError.forbidden(WAITLIST_MESSAGES.NOT_YOUR_EVENT);
  }
  return countOpen(deps.db, eventId);
}
