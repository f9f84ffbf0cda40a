import { offerExpiresAt } from '@storytable/domain';
import type { AppDeps } from '../../app-deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import { findUserById } from '../../platform/users/user-repository.ts';
import { lockEvent } from '../events/index.ts';
import { offerEmail } from './waitlist-emails.ts';
import {
  endEntry,
  findUserOpenEntries,
  offerToFirstWaiting,
  seatToPublic,
} from './waitlist-repository.ts';

export type SeatReleaseDeps = Pick<AppDeps, 'mailer' | 'config'>;

/**
 * A seat has freed (inside the transaction that frees it): it is held for the first guest
 * waiting, with the offer email in the same transaction, or it returns to the public when nobody
 * waits or the dinner is too close (or cancelled) for an offer. Locks the event row first.
 */
export async function releaseSeat(
  deps: SeatReleaseDeps,
  tx: DbOrTx,
  eventId: number,
  now = new Date(),
): Promise<'offered' | 'public'> {
  const event = await lockEvent(tx, eventId);
  if (!event) return 'public';
  const expiresAt = event.status ? offerExpiresAt(event.dateTime, now) : null;
  const offered = expiresAt ? await offerToFirstWaiting(tx, eventId, now, expiresAt) : null;
  if (!(offered && expiresAt)) {
    await seatToPublic(tx, eventId);
    return 'public';
  }
  const guest = await findUserById(tx, offered.userId);
  if (guest) {
    const ctx = { appName: deps.config.appName, appUrl: deps.config.appUrl };
    await deps.mailer.send(offerEmail(ctx, guest, event, expiresAt), tx);
  }
  return 'offered';
}

/**
 * Inside the account-removal transaction: the user leaves every waitlist, and a seat they were
 * offered passes on as a declined one does (no offer ever reaches a removed account).
 */
export async function leaveEveryWaitlist(deps: SeatReleaseDeps, tx: DbOrTx, userId: number) {
  for (const { entry } of await findUserOpenEntries(tx, userId)) {
    await lockEvent(tx, entry.eventId);
    const ended = await endEntry(tx, { eventId: entry.eventId, userId }, 'open', 'left');
    if (ended?.offeredAt) await releaseSeat(deps, tx, entry.eventId);
  }
}
