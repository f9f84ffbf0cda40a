import {
  canTakePayment,
  RESERVE_REFUSALS,
  type ReserveRefusal,
  reserveRefusals,
  SEAT_REFUSALS,
  whyNotReserve,
} from '@storytable/domain';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { events, reservations, users, waitlistEntries } from '../db/schema/index.ts';
import { uniqueViolation } from '../db/unique-violation.ts';
import { hostTakesPayment, onSale } from '../modules/events/on-sale.ts';
import { readForReservation } from '../modules/reservations/reservation-repository.ts';
import { reserveSeat } from '../modules/reservations/tuned/reserve-seat.ts';
import { newTicket } from '../modules/tickets/index.ts';
import { outboxRow } from '../platform/email/mailer.ts';
import { createUser } from '../platform/users/user-factory.ts';
import { createEvent } from './event-factory.ts';
import { useTestApp } from './helper.ts';

/**
 * One table of cases run through the domain's rules (`reserveRefusals`, `canTakePayment`) and
 * through the SQL that decides the same things (`reserve_seat` under its lock, `payout_ready`,
 * `event_on_sale`, and the listing's `onSale` and `hostTakesPayment` fragments), on whichever
 * database the suite runs on (decision 046). It fails when any of them disagrees.
 */
const ctx = useTestApp();
const HOUR = 3_600_000;

const PAYOUTS = {
  ready: {
    stripeConnectId: 'acct_truth_ready',
    stripeConnectStatus: 'complete',
    stripeConnectOnboardingComplete: true,
  },
  none: {
    stripeConnectId: null,
    stripeConnectStatus: null,
    stripeConnectOnboardingComplete: false,
  },
  pending: {
    stripeConnectId: 'acct_truth_pending',
    stripeConnectStatus: 'pending',
    stripeConnectOnboardingComplete: true,
  },
  onboarding: {
    stripeConnectId: 'acct_truth_onboarding',
    stripeConnectStatus: null,
    stripeConnectOnboardingComplete: false,
  },
  // flags of a finished onboarding without a linked account: decision 046 says it cannot take payment
  unlinked: {
    stripeConnectId: null,
    stripeConnectStatus: 'complete',
    stripeConnectOnboardingComplete: true,
  },
} as const;

interface Case {
  name: string;
  asker?: 'guest' | 'host' | 'admin' | 'unverified' | 'unverified admin';
  payout?: keyof typeof PAYOUTS;
  price?: number;
  cancelled?: boolean;
  started?: boolean;
  full?: boolean;
  /** the waitlist holds a seat of the (full) dinner for the asker */
  held?: boolean;
  /** the asker already holds a seat there */
  reserved?: boolean;
  expected: ReserveRefusal | null;
}

const CASES: Case[] = [
  { name: 'a free dinner', expected: null },
  { name: 'a paid dinner of a host who can take payment', price: 4500, expected: null },
  { name: 'a free dinner of a host without payouts', payout: 'none', expected: null },
  {
    name: 'a paid dinner, host without payouts',
    price: 4500,
    payout: 'none',
    expected: 'not_on_sale',
  },
  {
    name: 'a paid dinner, payouts pending',
    price: 4500,
    payout: 'pending',
    expected: 'not_on_sale',
  },
  {
    name: 'a paid dinner, onboarding unfinished',
    price: 4500,
    payout: 'onboarding',
    expected: 'not_on_sale',
  },
  {
    name: 'a paid dinner, onboarding flags without an account',
    price: 4500,
    payout: 'unlinked',
    expected: 'not_on_sale',
  },
  { name: 'a cancelled dinner', cancelled: true, expected: 'event_unavailable' },
  { name: 'a dinner that has started', started: true, expected: 'event_past' },
  { name: 'a full dinner', full: true, expected: 'sold_out' },
  { name: 'a full dinner holding a seat for the guest', full: true, held: true, expected: null },
  { name: 'a seat the waitlist holds, seats left too', held: true, expected: null },
  {
    name: 'a full paid dinner holding a seat',
    price: 4500,
    full: true,
    held: true,
    expected: null,
  },
  {
    name: 'cancelled, started and full',
    cancelled: true,
    started: true,
    full: true,
    expected: 'event_unavailable',
  },
  { name: 'started and full', started: true, full: true, expected: 'event_past' },
  {
    name: 'full, and its host cannot take payment',
    price: 4500,
    payout: 'pending',
    full: true,
    expected: 'not_on_sale',
  },
  { name: 'a guest already seated', reserved: true, expected: 'duplicate' },
  { name: 'full, with the guest already seated', full: true, reserved: true, expected: 'sold_out' },
  { name: "the host's own dinner", asker: 'host', expected: 'own_event' },
  {
    name: "the host's own paid dinner, full",
    asker: 'host',
    price: 4500,
    full: true,
    expected: 'own_event',
  },
  { name: 'an admin', asker: 'admin', expected: 'admin' },
  { name: 'an unverified email address', asker: 'unverified', expected: 'email_not_verified' },
  { name: 'an unverified admin', asker: 'unverified admin', expected: 'admin' },
  {
    name: 'an unverified guest at a cancelled dinner',
    asker: 'unverified',
    cancelled: true,
    expected: 'email_not_verified',
  },
];

/** The dinner, its host and the asker as the case says, made in the database. */
async function arrange(c: Case) {
  const { db } = ctx.database;
  const host = await createUser(db, { isHost: true, ...PAYOUTS[c.payout ?? 'ready'] });
  const asker =
    c.asker === 'host'
      ? host
      : await createUser(db, {
          isAdmin: c.asker === 'admin' || c.asker === 'unverified admin',
          emailVerified: !c.asker?.startsWith('unverified'),
        });
  const capacity = 4;
  const taken = (c.reserved ? 1 : 0) + (c.held ? 1 : 0);
  const event = await createEvent(db, {
    hostId: host.id,
    price: c.price ?? 0,
    capacity,
    availableSpots: c.full ? 0 : capacity - taken,
    status: !c.cancelled,
    dateTime: new Date(Date.now() + (c.started ? -2 : 72) * HOUR),
  });
  if (c.reserved) {
    await db.insert(reservations).values({ eventId: event.id, userId: asker.id, status: true });
  }
  if (c.held) {
    await db.insert(waitlistEntries).values({
      eventId: event.id,
      userId: asker.id,
      status: 'offered',
      offeredAt: new Date(),
      offerExpiresAt: new Date(Date.now() + HOUR),
    });
  }
  return { host, asker, event };
}

/** What `reserve_seat` answers for the asker, as the reservation service calls it. */
async function seatOutcome(eventId: number, userId: number): Promise<string> {
  const { db } = ctx.database;
  const found = await readForReservation(db, eventId);
  if (!found) throw new Error('no such dinner');
  const seat = {
    reservationId: found.reservationId,
    eventId,
    userId,
    paymentIntentId: null,
    amountPaid: 0,
    seats: 1,
  };
  const email = outboxRow({ to: 'truth@example.test', subject: found.event.title, text: '-' });
  try {
    return (await reserveSeat(db, seat, found.event, email, newTicket())).outcome;
  } catch (err) {
    if (uniqueViolation(err) === 'reservations_active_event_user_idx') return 'duplicate';
    throw err;
  }
}

/** What the SQL says of the host and the dinner: payout_ready, event_on_sale and the fragments. */
async function sqlSays(hostId: number, eventId: number) {
  const { db } = ctx.database;
  const [row] = await db
    .select({
      payoutReady: sql<boolean>`payout_ready(${users.stripeConnectId}, ${users.stripeConnectOnboardingComplete}, ${users.stripeConnectStatus})`,
      eventOnSale: sql<boolean>`event_on_sale(${events.price}, ${events.hostId})`,
      onSale: sql<boolean>`${onSale}`,
      hostTakesPayment,
    })
    .from(events)
    .innerJoin(users, eq(users.id, events.hostId))
    .where(eq(events.id, eventId));
  if (!row || row.payoutReady === undefined) throw new Error(`no host ${hostId}`);
  return row;
}

describe('one rule, in TypeScript and in SQL', () => {
  it.each(CASES)('$name', async (c) => {
    const { host, asker, event } = await arrange(c);
    const takesPayment = canTakePayment(host);
    const question = {
      user: asker,
      event: { ...event, onSale: event.price === 0 || takesPayment },
      heldSeats: c.held ? 1 : 0,
      reserved: c.reserved ?? false,
    };
    const refusals = reserveRefusals(question);
    expect(whyNotReserve(question)).toBe(c.expected);

    const says = await sqlSays(host.id, event.id);
    expect(says).toEqual({
      payoutReady: takesPayment,
      eventOnSale: !refusals.includes('not_on_sale'),
      onSale: !refusals.includes('not_on_sale'),
      hostTakesPayment: takesPayment,
    });

    // the dinner's own reasons are decided again under the lock: the same first one, or a seat
    const seatReason = refusals.find((r) => (SEAT_REFUSALS as readonly string[]).includes(r));
    expect(await seatOutcome(event.id, asker.id)).toBe(seatReason ?? 'reserved');
  });

  it('covers every reason', () => {
    const told = new Set(CASES.map((c) => c.expected));
    for (const reason of [...RESERVE_REFUSALS, null]) {
      expect(told).toContain(reason);
    }
  });
});
