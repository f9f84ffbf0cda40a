import { totalWithFee } from '@storytable/domain';
import { asc, desc, eq, lt, sql } from 'drizzle-orm';
import type { AppDeps } from '../app-deps.ts';
import type { DbOrTx } from '../db/client.ts';
import { events, reservations, type UserRow, users as usersTable } from '../db/schema/index.ts';
import { enableAccount, insertAccount } from '../modules/payments/simulated-repository.ts';
import { accountId } from '../modules/payments/stripe-ids.ts';
import { createUser } from '../modules/users/user-factory.ts';
import { findUserById, hasAnyUser } from '../modules/users/user-repository.ts';
import { seedDemoEvents, seedManyEvents } from './demo-events.ts';

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
    .where(lt(events.dateTime, sql`now()`))
    .orderBy(asc(events.price), desc(events.dateTime))
    .limit(1);
  if (!dinner) return;
  await tx.insert(reservations).values({
    eventId: dinner.id,
    userId: guest.id,
    status: true,
    amountPaid: totalWithFee(dinner.price),
    createdAt: new Date(dinner.dateTime.getTime() - 7 * 24 * 3600_000),
  });
}

/** A completed onboarding in the simulated gateway, as the hosted page would leave it. */
async function connectSimulatedPayouts(tx: DbOrTx, host: UserRow) {
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
  deps: Pick<AppDeps, 'db'>,
  options: DemoSeedOptions = {},
): Promise<DemoSeedResult | null> {
  if (options.events !== undefined && !(Number.isInteger(options.events) && options.events >= 0)) {
    throw new RangeError(`events must be a whole number of 0 or more, not ${options.events}`);
  }
  if (await hasAnyUser(deps.db)) return null;
  return deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_SEED_LOCK})`);
    if (await hasAnyUser(tx)) return null;
    const users = await seedDemoUsers(tx, options.paymentsMode);
    await seedDemoEvents(tx, { hosts: [users.host] });
    await seatAtPastDinner(tx, users.guest);
    if (options.events) await seedManyEvents(tx, options.events);
    return { logins: [...DEMO_LOGINS], users };
  });
}

const DEMO_SEED_LOCK = 728_105_001;
