import { companionsToMetadata, priceOfSeats } from '@storytable/domain';
import { and, asc, eq, gt, gte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import {
  type EventRow,
  events,
  reservations,
  type UserRow,
  users,
  waitlistEntries,
} from '../db/schema/index.ts';
import { insertPaymentIntent } from '../platform/payments/simulated/repository.ts';
import { clientSecretFor, stripeId } from '../platform/payments/stripe-ids.ts';
import { demoCompanions, seedDemoAnswers } from './demo-answers.ts';

const DAY = 24 * 3_600_000;

/**
 * Party seats in the demo (decision 067): the demo guest has a party of three at a dinner more
 * than four days away, paid when it can be, so a visitor can cancel a companion and see the
 * refund; and a sold-out dinner has a party of two waiting in line. Seat counts stay exact.
 */
export async function seedDemoPartySeats(tx: DbOrTx, guest: UserRow, demoGuests: UserRow[]) {
  await seatDemoParty(tx, guest);
  await lineUpAPair(tx, demoGuests);
}

async function seatDemoParty(tx: DbOrTx, guest: UserRow) {
  const ahead = new Date(Date.now() + 4 * DAY);
  const [dinner] = await tx
    .select({ event: events, account: users.stripeConnectId })
    .from(events)
    .innerJoin(users, eq(users.id, events.hostId))
    .where(and(eq(events.status, true), gt(events.dateTime, ahead), gte(events.availableSpots, 3)))
    // a paid dinner whose host takes cards first, so the refund shows
    .orderBy(
      sql`(${events.price} > 0 AND ${users.stripeConnectId} IS NOT NULL) DESC`,
      asc(events.dateTime),
    )
    .limit(1);
  if (!dinner) return;
  const { event, account } = dinner;
  const companions = demoCompanions(1, 3);
  const paid = event.price > 0 && account !== null;
  const amountPaid = paid ? priceOfSeats(event.price, 3).total : 0;
  const bookedAt = new Date(Date.now() - 2 * DAY);
  let paymentIntentId: string | null = null;
  if (paid) {
    paymentIntentId = stripeId('pi');
    await insertPaymentIntent(tx, {
      id: paymentIntentId,
      clientSecret: clientSecretFor(paymentIntentId),
      amount: amountPaid,
      currency: 'usd',
      status: 'succeeded',
      metadata: {
        eventId: String(event.id),
        userId: String(guest.id),
        ...companionsToMetadata(companions),
      },
      destinationAccountId: account,
      applicationFeeAmount: amountPaid - event.price * 3,
      latestChargeId: stripeId('ch'),
      createdAt: bookedAt,
    });
  }
  if (event.maxSeatsPerBooking < 3) {
    await tx.update(events).set({ maxSeatsPerBooking: 3 }).where(eq(events.id, event.id));
  }
  const [made] = await tx
    .insert(reservations)
    .values({
      eventId: event.id,
      userId: guest.id,
      status: true,
      paymentIntentId,
      amountPaid: paid ? amountPaid : 0,
      seats: 3,
      createdAt: bookedAt,
      confirmationSentAt: bookedAt,
    })
    .returning({ id: reservations.id });
  if (!made) return;
  await seedDemoAnswers(tx, made.id, event, 1, companions);
  await tx
    .update(events)
    .set({ availableSpots: sql`${events.availableSpots} - 3` })
    .where(eq(events.id, event.id));
}

/** A demo guest without a seat waits with a companion at the first upcoming sold-out dinner. */
async function lineUpAPair(tx: DbOrTx, demoGuests: UserRow[]) {
  const soldOut: EventRow[] = await tx
    .select()
    .from(events)
    .where(
      and(
        eq(events.status, true),
        eq(events.availableSpots, 0),
        gt(events.dateTime, new Date(Date.now() + 3 * DAY)),
        gte(events.maxSeatsPerBooking, 2),
      ),
    )
    .orderBy(asc(events.dateTime))
    .limit(1);
  const dinner = soldOut[0];
  if (!dinner) return;
  const busy = new Set(
    [
      ...(await tx
        .select({ userId: reservations.userId })
        .from(reservations)
        .where(and(eq(reservations.eventId, dinner.id), eq(reservations.status, true)))),
      ...(await tx
        .select({ userId: waitlistEntries.userId })
        .from(waitlistEntries)
        .where(eq(waitlistEntries.eventId, dinner.id))),
    ].map((r) => r.userId),
  );
  const pair = [...demoGuests].reverse().find((g) => !busy.has(g.id));
  if (!pair) return;
  await tx.insert(waitlistEntries).values({
    eventId: dinner.id,
    userId: pair.id,
    status: 'waiting',
    seats: 2,
    createdAt: new Date(Date.now() - DAY),
  });
}
