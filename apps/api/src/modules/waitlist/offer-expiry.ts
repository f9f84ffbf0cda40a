import type { AppDeps } from '../../app-deps.ts';
import { findUserById } from '../../platform/users/user-repository.ts';
import { lockEvent } from '../events/index.ts';
import { releaseSeat } from './seat-release.ts';
import { offerExpiredEmail } from './waitlist-emails.ts';
import { expireOffer, findExpiredOffers } from './waitlist-repository.ts';

type Deps = Pick<AppDeps, 'db' | 'mailer' | 'config' | 'eventsCache'>;

/**
 * The offer sweep (a background job on every instance): each offer whose time is up at `now`
 * expires (one conditional update, so exactly one instance does it), the guest is emailed and the
 * seat passes to the next guest or the public, all in one transaction.
 */
export async function expireOffers(deps: Deps, now = new Date(), limit = 100) {
  let expired = 0;
  let toPublic = 0;
  for (const due of await findExpiredOffers(deps.db, now, limit)) {
    const passed = await deps.db.transaction(async (tx) => {
      // the event row first, as every seat change takes it: no deadlock with a claim
      const event = await lockEvent(tx, due.eventId);
      const row = await expireOffer(tx, due.id, now);
      if (!(row && event)) return null;
      const guest = await findUserById(tx, row.userId);
      const ctx = { appName: deps.config.appName, appUrl: deps.config.appUrl };
      if (guest) await deps.mailer.send(offerExpiredEmail(ctx, guest, event), tx);
      return releaseSeat(deps, tx, row.eventId, now, row.seats);
    });
    if (passed) expired += 1;
    if (passed === 'public') toPublic += 1;
  }
  if (toPublic > 0) deps.eventsCache.invalidate();
  return { expired, toPublic };
}
