import { randomBytes } from 'node:crypto';
import {
  assignDraw,
  DRAW_OFFER_MS,
  drawOrder,
  openingPhase,
  seededRandom,
} from '@storytable/domain';
import type { AppDeps } from '../../app-deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { EventRow } from '../../db/schema/index.ts';
import type { Email } from '../../platform/email/mailer.ts';
import { lockEvent } from '../../platform/events/event-lock.ts';
import { waitlistedEmail, wonEmail } from './draw-emails.ts';
import {
  claimDraw,
  dueDraws,
  enteredEntries,
  insertLine,
  recordOrder,
  setOutcome,
} from './draw-repository.ts';

/** What the draw needs of the app: its database, the outbox, the links, the events cache. */
export type DrawDeps = Pick<AppDeps, 'db' | 'mailer' | 'config' | 'eventsCache'>;

/**
 * Runs the dinner's draw once across instances, if its first minute is over at `now`: the
 * `opening_draws` row claims it, the entries are shuffled from a recorded crypto seed, and in
 * draw order, under the dinner's lock, each party that fits the seats left is offered them all
 * for ten minutes and the rest join the waitlist in draw order, each emailed through the outbox.
 * True when this call ran it.
 */
export async function runDraw(deps: DrawDeps, eventId: number, now = new Date()): Promise<boolean> {
  const ctx = { appName: deps.config.appName, appUrl: deps.config.appUrl };
  const ran = await deps.db.transaction(async (tx) => {
    const event = await lockEvent(tx, eventId);
    if (!event?.opensAt || event.drawnAt || openingPhase(event.opensAt, now) !== 'open') {
      return false;
    }
    return drawLockedDinner(tx, event, now, (mail) => deps.mailer.send(mail, tx), ctx);
  });
  if (ran) deps.eventsCache.invalidate();
  return ran;
}

/**
 * The draw itself, for a dinner whose row the caller has locked (the demo seed calls it too);
 * false when it has run already. `send` takes each guest's email inside the transaction.
 */
export async function drawLockedDinner(
  tx: DbOrTx,
  event: EventRow,
  now: Date,
  send: (mail: Email) => Promise<unknown>,
  ctx: { appName: string; appUrl: string },
): Promise<boolean> {
  const seed = randomBytes(16).toString('hex');
  if (!(await claimDraw(tx, event.id, now, seed))) return false;
  const entered = (await enteredEntries(tx, event.id)).map((e) => ({
    ...e,
    userId: e.entry.userId,
  }));
  const order = drawOrder(entered, seededRandom(seed));
  await recordOrder(
    tx,
    event.id,
    order.map((e) => e.userId),
  );
  const live = event.status && event.dateTime.getTime() > now.getTime();
  const outcomes = assignDraw(
    order.map((e) => e.entry),
    live ? event.availableSpots : 0,
  );
  const expiresAt = new Date(Math.min(now.getTime() + DRAW_OFFER_MS, event.dateTime.getTime()));
  const offer = { at: now, expiresAt };
  if (live) {
    await insertLine(
      tx,
      event.id,
      order.map((e, i) => ({
        userId: e.userId,
        seats: e.entry.seats,
        offer: outcomes[i]?.kind === 'offered' ? offer : null,
      })),
    );
  }
  for (const [i, e] of order.entries()) {
    const outcome = outcomes[i];
    if (!outcome) continue;
    const won = outcome.kind === 'offered';
    const waitlistPosition = won || !live ? null : outcome.waitlistPosition;
    await setOutcome(tx, e.entry.id, {
      status: won ? 'offered' : 'waitlisted',
      drawPosition: outcome.drawPosition,
      waitlistPosition,
      offerExpiresAt: won ? expiresAt : null,
    });
    if (!live) continue;
    await send(
      waitlistPosition
        ? waitlistedEmail(ctx, e, event, waitlistPosition)
        : wonEmail(ctx, e, event, expiresAt),
    );
  }
  return true;
}

/**
 * A dinner whose first minute is over has its draw before anyone books first-come: the request
 * runs it if no worker has yet, so no seat goes to the public ahead of the minute's entries.
 * Once drawn (entries or none) the dinner says so and this costs nothing. True when the dinner
 * read was not yet drawn: what was read of it may be stale.
 */
export async function drawIfDue(
  deps: DrawDeps,
  event: Pick<EventRow, 'id' | 'opensAt' | 'requiresApproval' | 'drawnAt'>,
  now: Date,
): Promise<boolean> {
  if (event.opensAt === null || event.requiresApproval || event.drawnAt) return false;
  if (openingPhase(event.opensAt, now) !== 'open') return false;
  await runDraw(deps, event.id, now);
  return true;
}

/** The draw worker (every instance): each dinner whose first minute is over, drawn once. */
export async function runDueDraws(deps: DrawDeps, now = new Date(), limit = 50) {
  let drawn = 0;
  for (const eventId of await dueDraws(deps.db, now, limit)) {
    if (await runDraw(deps, eventId, now)) drawn += 1;
  }
  return { drawn };
}
