import { keepsWaitlist, offerExpiresAt } from '@storytable/domain';
import type { AppDeps } from '../../app-deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import { findUserById } from '../../platform/users/user-repository.ts';
import { lockEvent } from '../events/index.ts';
import { offerEmail } from './waitlist-emails.ts';
import {
  endEntry,
  findUserOpenEntries,
  offerToFirstFitting,
  seatsToPublic,
} from './waitlist-repository.ts';

export type SeatReleaseDeps = Pick<AppDeps, 'mailer' | 'config'>;

/**
 * Seats have freed (inside the transaction that frees them): with the seats already public they
 * go, in line order, to each guest waiting whose whole party fits, as an offer holding the
 * party's seats with its email in the same transaction; a party that does not fit keeps its place
 * and what no party takes stays public. Nobody is offered anything when the dinner is too close
 * (or cancelled). Locks the event row first. 'public' when the public seats changed.
 */
export async function releaseSeat(
  deps: SeatReleaseDeps,
  tx: DbOrTx,
  eventId: number,
  now = new Date(),
  seats = 1,
): Promise<'offered' | 'public'> {
  const event = await lockEvent(tx, eventId);
  if (!event) return 'public';
  await seatsToPublic(tx, eventId, seats);
  const expiresAt =
    event.status && keepsWaitlist(event) ? offerExpiresAt(event.dateTime, now) : null;
  if (!expiresAt) return 'public';
  const ctx = { appName: deps.config.appName, appUrl: deps.config.appUrl };
  let heldSeats = 0;
  for (;;) {
    const offered = await offerToFirstFitting(tx, eventId, now, expiresAt);
    if (!offered) break;
    heldSeats += offered.seats;
    const guest = await findUserById(tx, offered.userId);
    if (guest) await deps.mailer.send(offerEmail(ctx, guest, event, expiresAt), tx);
  }
  return heldSeats === seats ? 'offered' : 'public';
}

/**
 * Inside the account-removal transaction: the user leaves every waitlist, and a seat they were
 * offered passes on as a declined one does (no offer ever reaches a removed account).
 */
export async function leaveEveryWaitlist(deps: SeatReleaseDeps, tx: DbOrTx, userId: number) {
  for (const { entry } of await findUserOpenEntries(tx, userId)) {
    await lockEvent(tx, entry.eventId);
    const ended = await endEntry(tx, { eventId: entry.eventId, userId }, 'open', 'left');
    if (ended?.offeredAt) await releaseSeat(deps, tx, entry.eventId, new Date(), ended.seats);
  }
}
