import { randomBytes } from 'node:crypto';
import { companionsToMetadata, priceOfSeats } from '@storytable/domain';
import { and, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { AppDeps } from '../app-deps.ts';
import type { DbOrTx } from '../db/client.ts';
import {
  type EventRow,
  events,
  hostNoticePreferences,
  hostNotices,
  reservations,
  reviews,
  type UserRow,
  users as usersTable,
  waitlistEntries,
} from '../db/schema/index.ts';
import { insertReview, refreshHostRating } from '../modules/reviews/index.ts';
import {
  enableAccount,
  insertAccount,
  insertPaymentIntent,
} from '../platform/payments/simulated/repository.ts';
import { accountId, clientSecretFor, stripeId } from '../platform/payments/stripe-ids.ts';
import { hashPassword } from '../platform/users/password.ts';
import { createUser } from '../platform/users/user-factory.ts';
import { findUserById, hasAnyUser } from '../platform/users/user-repository.ts';
import { demoCompanions, demoPartySize, seedDemoAnswers } from './demo-answers.ts';
import { seedDemoApproval } from './demo-approval.ts';
import { seedDemoEarlierToday, seedDemoLastNight } from './demo-attendance.ts';
import { seedDemoDraw } from './demo-draw.ts';
import { seedDemoRefund } from './demo-earnings.ts';
import { seedDemoEvents, seedManyEvents } from './demo-events.ts';
import { seedDemoMessages } from './demo-messages.ts';
import { seedDemoOpening } from './demo-openings.ts';
import { seedDemoOperations } from './demo-operations.ts';
import { seedDemoPartySeats } from './demo-party-seats.ts';
import { seedDemoPrompts } from './demo-prompts.ts';
import { seedDemoTickets, seedDemoTonight } from './demo-tickets.ts';

export interface DemoLogin {
  role: 'admin' | 'host' | 'guest';
  username: string;
  password: string;
}

export interface DemoUsers {
  admin: UserRow;
  host: UserRow;
  guest: UserRow;
}

export interface DemoSeedOptions {
  /** How many demo events to create (`npm run seed -- --events N`); the events seeder's default otherwise. */
  events?: number;
  /**
   * Extra verified guests for load tests (`npm run seed -- --guests N`): `load_guest_1` ...
   * `load_guest_N`, each with LOAD_GUEST_PASSWORD.
   */
  guests?: number;
  /**
   * 'simulated': the demo host gets a connected account in the offline gateway, ready to take
   * card payments. 'stripe': a real account cannot be made offline, so the demo host starts
   * without payouts and connects them from Settings.
   */
  paymentsMode?: 'simulated' | 'stripe';
}

export interface DemoSeedResult {
  logins: DemoLogin[];
  users: DemoUsers;
}

/** Known demo passwords: printed by `npm start` in development only, never seeded in production. */
export const DEMO_LOGINS = [
  { role: 'admin', username: 'admin', password: 'Admin123!' },
  { role: 'host', username: 'hannah', password: 'Host123!' },
  { role: 'guest', username: 'guest', password: 'Guest123!' },
] as const satisfies readonly DemoLogin[];

const passwordOf = (role: DemoLogin['role']) =>
  DEMO_LOGINS.find((l) => l.role === role)?.password ?? '';

/** The three demo accounts: an admin, a fully verified host with payouts set up, and a guest. */
export async function seedDemoUsers(
  tx: DbOrTx,
  paymentsMode: 'simulated' | 'stripe' = 'simulated',
): Promise<DemoUsers> {
  const admin = await createUser(tx, {
    username: 'admin',
    email: 'admin@example.com',
    name: 'Storytable Admin',
    password: passwordOf('admin'),
    emailVerified: true,
    isAdmin: true,
  });
  const host = await createUser(tx, {
    username: 'hannah',
    email: 'hannah@example.com',
    name: 'Hannah Reyes',
    password: passwordOf('host'),
    emailVerified: true,
    bio: 'Former museum educator who hosts small dinners about the stories behind everyday objects. I love a table where everyone gets a turn to talk.',
    isHost: true,
    isVerifiedHost: true,
    becameHostAt: new Date(Date.now() - 90 * 24 * 3600_000),
    hostExperience: 'Ten years of guided museum tours and monthly supper clubs for eight guests.',
    hostExpertiseArea: 'Art history and cultural heritage',
    hostEventsHosted: '24',
    hostInterests: 'Seasonal Californian cooking and family recipes',
    idmeVerified: true,
    idmeVerificationStatus: 'verified',
    idmeVerificationDate: new Date(Date.now() - 80 * 24 * 3600_000),
    manualReviewStatus: 'verified',
  });
  if (paymentsMode === 'simulated') await connectSimulatedPayouts(tx, host);
  const guest = await createUser(tx, {
    username: 'guest',
    email: 'guest@example.com',
    name: 'Gabriel Guest',
    password: passwordOf('guest'),
    emailVerified: true,
  });
  const connected = await findUserById(tx, host.id);
  return { admin, host: connected ?? host, guest };
}

/**
 * The demo guest attended one past dinner (the free one when there is one), so a review can be
 * written straight away. Past demo dinners are seeded full: the guest is one of their guests.
 */
async function seatAtPastDinner(tx: DbOrTx, guest: UserRow) {
  const [dinner] = await tx
    .select()
    .from(events)
    .where(and(lt(events.dateTime, sql`now()`), eq(events.price, 0), gt(events.availableSpots, 0)))
    .orderBy(desc(events.dateTime))
    .limit(1);
  if (!dinner) return;
  await tx.insert(reservations).values({
    eventId: dinner.id,
    userId: guest.id,
    status: true,
    amountPaid: 0,
    createdAt: new Date(dinner.dateTime.getTime() - 7 * 24 * 3600_000),
  });
  await tx
    .update(events)
    .set({ availableSpots: sql`${events.availableSpots} - 1` })
    .where(and(eq(events.id, dinner.id), sql`${events.availableSpots} > 0`));
}

/** What demo guests said of the full past dinners they attended (rating, words). */
const DEMO_REVIEWS: Array<[number, string]> = [
  [
    5,
    'I came alone and left with three new friends. The host kept the talk moving without ever lecturing.',
  ],
  [5, 'The stories were wonderful and the food matched them. Already booked the next one.'],
  [
    4,
    'A lovely evening. The second half ran a little long, but the conversation was the best I have had in months.',
  ],
  [5, 'Warm, funny and well prepared. Everyone at the table got a turn to talk.'],
];

const DEMO_REPLIES = [
  'Thank you for coming and for the question about your grandmother. The whole table is still talking about it.',
  'So glad you joined us. Noted on the timing: next time we keep the second half to forty minutes.',
  'Thank you! It was a pleasure to have you at the table.',
];

/** The host answered the dinner's first review a day after it (never later than now). */
async function replyToFirstReview(tx: DbOrTx, eventId: number, reply: string) {
  const [first] = await tx
    .select({ id: reviews.id })
    .from(reviews)
    .where(eq(reviews.eventId, eventId))
    .orderBy(reviews.id)
    .limit(1);
  if (!first) return;
  await tx
    .update(reviews)
    .set({ reply, repliedAt: sql`least(${reviews.createdAt} + interval '1 day', now())` })
    .where(eq(reviews.id, first.id));
}

/**
 * Some guests of each full past dinner reviewed it, as real guests would after attending (a
 * confirmed reservation of a dinner that has happened), and the hosts' ratings are recomputed
 * from them as a review does. The dinner the demo guest login attended is left for them.
 */
async function seedDemoReviews(tx: DbOrTx, dinners: EventRow[]) {
  const past = await tx
    .select()
    .from(events)
    .where(
      and(
        inArray(
          events.id,
          dinners.map((d) => d.id),
        ),
        lt(events.dateTime, sql`now()`),
        eq(events.availableSpots, 0),
      ),
    )
    .orderBy(events.id);
  for (const [k, dinner] of past.entries()) {
    const seated = await tx
      .select({ userId: reservations.userId })
      .from(reservations)
      .where(and(eq(reservations.eventId, dinner.id), eq(reservations.status, true)))
      .orderBy(reservations.id)
      .limit(2 + (k % 3));
    for (const [n, { userId }] of seated.entries()) {
      const [rating, review] = DEMO_REVIEWS[(k + n) % DEMO_REVIEWS.length]!;
      await insertReview(tx, { eventId: dinner.id, userId, rating, review });
    }
    await tx
      .update(reviews)
      // written the day after the dinner, not at seeding time
      .set({
        createdAt: sql`(select ${events.dateTime} from ${events} where ${events.id} = ${dinner.id}) + make_interval(hours => 20 + ${reviews.id} % 40)`,
      })
      .where(eq(reviews.eventId, dinner.id));
    // most dinners' first review has its host's reply; the later ones are left to answer
    if (k % 3 !== 2)
      await replyToFirstReview(tx, dinner.id, DEMO_REPLIES[k % DEMO_REPLIES.length]!);
  }
  for (const hostId of new Set(past.map((d) => d.hostId))) await refreshHostRating(tx, hostId);
}

const DEMO_GUESTS = [
  'Ava Thompson',
  'Noah Patel',
  'Mia Chen',
  'Liam Okafor',
  'Sofia Rossi',
  'Ethan Brooks',
  'Isabella Nguyen',
  'Lucas Fernandez',
  'Amara Mensah',
  'Oliver Schmidt',
  'Chloe Martin',
  'Mateo Alvarez',
];

/**
 * Every taken demo seat is a real confirmed reservation by a demo guest (with a succeeded
 * simulated payment for a paid dinner, as the reserve flow leaves it), and each dinner's
 * available spots are its capacity less those reservations: the invariant real rows obey.
 */
async function seatDemoGuests(
  tx: DbOrTx,
  dinners: EventRow[],
  taken: Map<number, number>,
): Promise<UserRow[]> {
  const guests: UserRow[] = [];
  for (const name of DEMO_GUESTS) {
    const username = name.toLowerCase().replace(/\W+/g, '_');
    guests.push(
      await createUser(tx, {
        name,
        username,
        email: `${username}@demo.storytable.test`,
        password: randomBytes(18).toString('base64url'),
        emailVerified: true,
      }),
    );
  }
  const hostAccounts = new Map(
    (
      await tx
        .select({ id: usersTable.id, account: usersTable.stripeConnectId })
        .from(usersTable)
        .where(inArray(usersTable.id, [...new Set(dinners.map((d) => d.hostId))]))
    ).map((h) => [h.id, h.account]),
  );
  for (const [k, dinner] of dinners.entries()) {
    const seats = Math.min(taken.get(dinner.id) ?? 0, dinner.capacity, guests.length);
    // `s` counts seats, `r` bookings: some bookings are parties (decision 063)
    for (let s = 0, r = 0; s < seats; r += 1) {
      const guest = guests[(k + r) % guests.length]!;
      const party = demoPartySize(k + r, seats - s, dinner.maxSeatsPerBooking);
      const companions = demoCompanions(k + r, party);
      s += party;
      const bookedAt = new Date(
        Math.min(Date.now(), dinner.dateTime.getTime()) - (3 + r) * 24 * 3600_000,
      );
      let paymentIntentId: string | null = null;
      const amountPaid = priceOfSeats(dinner.price, party).total;
      if (amountPaid > 0) {
        paymentIntentId = stripeId('pi');
        await insertPaymentIntent(tx, {
          id: paymentIntentId,
          clientSecret: clientSecretFor(paymentIntentId),
          amount: amountPaid,
          currency: 'usd',
          status: 'succeeded',
          metadata: {
            eventId: String(dinner.id),
            userId: String(guest.id),
            ...companionsToMetadata(companions),
          },
          destinationAccountId: hostAccounts.get(dinner.hostId) ?? null,
          applicationFeeAmount: amountPaid - dinner.price * party,
          latestChargeId: stripeId('ch'),
          createdAt: bookedAt,
        });
      }
      const [made] = await tx
        .insert(reservations)
        .values({
          eventId: dinner.id,
          userId: guest.id,
          status: true,
          paymentIntentId,
          amountPaid,
          seats: party,
          createdAt: bookedAt,
          confirmationSentAt: bookedAt,
        })
        .returning({ id: reservations.id });
      if (made) await seedDemoAnswers(tx, made.id, dinner, k + r, companions);
    }
    await tx
      .update(events)
      .set({ availableSpots: dinner.capacity - seats })
      .where(eq(events.id, dinner.id));
  }
  return guests;
}

/**
 * Demo guests without a seat wait in line for each upcoming sold-out dinner (up to three), as
 * joining would leave them: 'waiting' rows hold no seat, so the seat counts stay as they are.
 */
async function lineUpForSoldOut(tx: DbOrTx, dinners: EventRow[], guests: UserRow[]) {
  for (const dinner of dinners) {
    if (dinner.dateTime.getTime() <= Date.now()) continue;
    const [row] = await tx
      .select({ spots: events.availableSpots })
      .from(events)
      .where(eq(events.id, dinner.id));
    if (row?.spots !== 0) continue;
    const seated = new Set(
      (
        await tx
          .select({ userId: reservations.userId })
          .from(reservations)
          .where(and(eq(reservations.eventId, dinner.id), eq(reservations.status, true)))
      ).map((r) => r.userId),
    );
    const waiting = guests.filter((g) => !seated.has(g.id)).slice(0, 3);
    for (const [n, guest] of waiting.entries()) {
      await tx.insert(waitlistEntries).values({
        eventId: dinner.id,
        userId: guest.id,
        status: 'waiting',
        createdAt: new Date(Date.now() - (3 - n) * 24 * 3600_000),
      });
    }
  }
}

/**
 * The demo host's sold-out dinner (or her next) keeps its restaurant's email, so her guest list says the brief
 * goes there too (decision 058). An example.com address: the demo never mails a real one.
 */
async function keepRestaurantEmail(tx: DbOrTx, host: UserRow) {
  const [next] = await tx
    .select({ id: events.id })
    .from(events)
    .where(
      and(eq(events.hostId, host.id), eq(events.status, true), gt(events.dateTime, sql`now()`)),
    )
    .orderBy(sql`${events.availableSpots} = 0 desc`, events.dateTime)
    .limit(1);
  if (next)
    await tx
      .update(events)
      .set({ restaurantEmail: DEMO_RESTAURANT_EMAIL })
      .where(eq(events.id, next.id));
}

export const DEMO_RESTAURANT_EMAIL = 'bookings@restaurant.example.com';

/** A completed onboarding in the simulated gateway, as the hosted page would leave it. */
export async function connectSimulatedPayouts(tx: DbOrTx, host: UserRow) {
  const account = await insertAccount(tx, {
    id: accountId(),
    email: host.email,
    businessName: host.name,
    metadata: { userId: String(host.id) },
  });
  await enableAccount(tx, account.id);
  await tx
    .update(usersTable)
    .set({
      stripeConnectId: account.id,
      stripeConnectStatus: 'complete',
      stripeConnectOnboardingComplete: true,
    })
    .where(eq(usersTable.id, host.id));
}

/**
 * Seeds the demo data into a database without users, all in one transaction; returns the demo
 * logins, or null when there were users already. An advisory lock keeps two instances starting
 * together on one PostgreSQL from both seeding.
 */
export async function seedDemoIfEmpty(
  deps: Pick<AppDeps, 'db' | 'config'>,
  options: DemoSeedOptions = {},
): Promise<DemoSeedResult | null> {
  if (options.events !== undefined && !(Number.isInteger(options.events) && options.events >= 0)) {
    throw new RangeError(`events must be a whole number of 0 or more, not ${options.events}`);
  }
  if (options.guests !== undefined && !(Number.isInteger(options.guests) && options.guests >= 0)) {
    throw new RangeError(`guests must be a whole number of 0 or more, not ${options.guests}`);
  }
  if (await hasAnyUser(deps.db)) return null;
  const seeded = await deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_SEED_LOCK})`);
    if (await hasAnyUser(tx)) return null;
    const paymentsMode = options.paymentsMode ?? 'simulated';
    const users = await seedDemoUsers(tx, paymentsMode);
    const demo = await seedDemoEvents(tx, {
      hosts: [users.host],
      paidDinners: paymentsMode === 'simulated',
    });
    if (paymentsMode === 'simulated') {
      for (const host of demo.hosts) await connectSimulatedPayouts(tx, host);
    }
    const demoGuests = await seatDemoGuests(tx, demo.events, demo.taken);
    await lineUpForSoldOut(tx, demo.events, demoGuests);
    await seedDemoPartySeats(tx, users.guest, demoGuests);
    await seedDemoRefund(tx, users.host, demoGuests);
    await seedDemoApproval(tx, users.host, demoGuests);
    await seedDemoOpening(tx, users.host, demoGuests);
    await seedDemoDraw(tx, users.host, demoGuests);
    await keepRestaurantEmail(tx, users.host);
    await seedDemoReviews(tx, demo.events);
    await seatAtPastDinner(tx, users.guest);
    await seedDemoTonight(tx, users.host, [users.guest, ...demoGuests]);
    await seedDemoPrompts(tx, users.host);
    await seedDemoTickets(tx);
    await seedDemoLastNight(tx, users.host, demoGuests);
    await seedDemoEarlierToday(tx, users.host, demoGuests);
    await seedDemoOperations(deps, tx);
    if (options.events) {
      const many = await seedManyEvents(tx, options.events);
      // their paid dinners are for sale like the demo's: every host can take a card
      if (paymentsMode === 'simulated') {
        for (const host of many.hosts) await connectSimulatedPayouts(tx, host);
      }
    }
    if (options.guests) await seedLoadGuests(tx, options.guests);
    await seedDemoNotices(tx, users.host);
    await seedDemoMessages(tx, users.host);
    return { logins: [...DEMO_LOGINS], users };
  });
  // statistics for the bulk just inserted: PGlite has no autovacuum to gather them, and without
  // them the planner guesses (search's candidate queries, decision 027). Vacuumed too: on
  // PostgreSQL the inserts (1.2 million word rows at 100,000 events) would otherwise start
  // autovacuum in the first minute of whatever runs next, such as a bench's measurements
  if (seeded && (options.events || options.guests)) await deps.db.execute(sql`vacuum (analyze)`);
  return seeded;
}

const DEMO_SEED_LOCK = 728_105_001;

/**
 * The demo's bookings and reviews are its history, not news: their notices count as told. The
 * demo host reads reviews in a daily digest and everything else at once (decision 054).
 */
async function seedDemoNotices(tx: DbOrTx, host: UserRow) {
  await tx.update(hostNotices).set({ emailedAt: sql`now()` }).where(isNull(hostNotices.emailedAt));
  await tx
    .insert(hostNoticePreferences)
    .values({ userId: host.id, kind: 'review', delivery: 'digest' });
}

/** The password of every `--guests` account (a development database only, like the demo logins). */
export const LOAD_GUEST_PASSWORD = 'Guest123!';

/** Verified guests for the bench, inserted in batches with one password hash. */
async function seedLoadGuests(tx: DbOrTx, count: number) {
  const passwordHash = await hashPassword(LOAD_GUEST_PASSWORD);
  for (let start = 1; start <= count; start += 500) {
    const batch = Array.from({ length: Math.min(500, count - start + 1) }, (_, i) => {
      const username = `load_guest_${start + i}`;
      return {
        name: `Load Guest ${start + i}`,
        username,
        email: `${username}@load.storytable.test`,
        emailVerified: true,
        passwordHash,
      };
    });
    await tx.insert(usersTable).values(batch);
  }
}
