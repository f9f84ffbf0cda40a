import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  follows,
  payoutAccountRemovals,
  reservations,
  reviews,
  simulatedConnectAccounts,
  simulatedRefunds,
} from '../../db/schema/index.ts';
import { isMissing } from '../../platform/payments/gateway.ts';
import { removeDuePayoutAccounts } from '../../platform/payments/payout-account-removals.ts';
import { createUser } from '../../platform/users/user-factory.ts';
import { findUserById } from '../../platform/users/user-repository.ts';
import { agentFor, anonymousAgent } from '../../test/auth.ts';
import { startFakeStripe, stripeModeConfig } from '../../test/fake-stripe-server.ts';
import { createTestApp, useTestAppWithMail } from '../../test/helper.ts';
import { get, post } from '../../test/requests.ts';
import {
  guest,
  hostedEvent,
  pay,
  payoutReadyHost,
  request,
  reserve,
  seatsLeft,
} from '../../test/reservations.ts';
import { FORMER_GUEST, removeAccount } from './account-removal.ts';

const { ctx, sink } = useTestAppWithMail();
const db = () => ctx.database.db;
const PASSWORD = 'Password1!';
const DAY = 24 * 3_600_000;

const deleteAccount = (agent: Parameters<typeof request>[1], currentPassword: string) =>
  request(ctx, agent, 'DELETE', '/api/user', { currentPassword });

const refundsOf = (paymentIntentId: string) =>
  db().select().from(simulatedRefunds).where(eq(simulatedRefunds.paymentIntentId, paymentIntentId));

describe('DELETE /api/user', () => {
  it('asks for the current password; a visitor is refused', async () => {
    const g = await guest(ctx);
    const wrong = await deleteAccount(g.agent, 'not-mine');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Current password is incorrect');
    expect((await deleteAccount(g.agent, '')).json().message).toBe('Current password is required');
    expect((await get(ctx.app, g.agent, '/api/user')).statusCode).toBe(200);
    const visitor = await anonymousAgent(ctx.app);
    expect((await deleteAccount(visitor, PASSWORD)).statusCode).toBe(401);
  });

  it('limits password guesses like the password and email changes do (#32.5)', async () => {
    const g = await guest(ctx);
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++)
      statuses.push((await deleteAccount(g.agent, `guess-${i}`)).statusCode);
    expect(statuses).toEqual(Array(10).fill(400));
    // the eleventh try is refused before the password is checked, even the right one
    const limited = await deleteAccount(g.agent, PASSWORD);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await get(ctx.app, g.agent, '/api/user')).statusCode).toBe(200);
    // one counter per account across the routes that ask for the password
    const changed = await request(ctx, g.agent, 'POST', '/api/user/password', {
      currentPassword: PASSWORD,
      newPassword: 'Brand-new-pass-7',
      confirmPassword: 'Brand-new-pass-7',
    });
    expect(changed.statusCode).toBe(429);
    // another account is not slowed
    const other = await guest(ctx);
    expect((await deleteAccount(other.agent, 'wrong')).statusCode).toBe(400);
  });

  it("a guest's paid seat is refunded and given back; the account is gone, its reviews stay", async () => {
    const host = await payoutReadyHost(ctx);
    const event = await hostedEvent(ctx, host.user.id, { price: 3000, capacity: 4 });
    const past = await hostedEvent(ctx, host.user.id, { dateTime: new Date(Date.now() - 5 * DAY) });
    const g = await guest(ctx);
    const pi = await pay(ctx, g.agent, event.id);
    expect([200, 201]).toContain(
      (await reserve(ctx, g.agent, { eventId: event.id, paymentIntentId: pi })).statusCode,
    );
    await post(ctx.app, g.agent, `/api/follows/${host.user.id}`);
    await db()
      .insert(reviews)
      .values({ eventId: past.id, userId: g.user.id, rating: 5, review: 'Lovely.' });
    expect(await seatsLeft(db(), event.id)).toBe(3);

    const res = await deleteAccount(g.agent, PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === 'sid')?.value).toBe('');

    expect(await seatsLeft(db(), event.id)).toBe(4);
    const [seat] = await db()
      .select()
      .from(reservations)
      .where(eq(reservations.paymentIntentId, pi));
    expect(seat).toMatchObject({ status: false, cancelReason: 'guest' });
    expect(await refundsOf(pi)).toHaveLength(1);
    // kept for accounting: the payment and its refund
    expect(seat?.amountPaid).toBeGreaterThan(0);

    expect((await get(ctx.app, g.agent, '/api/user')).statusCode).toBe(401);
    const anon = await anonymousAgent(ctx.app);
    expect(
      (await post(ctx.app, anon, '/api/login', { username: g.user.username, password: PASSWORD }))
        .statusCode,
    ).toBe(401);
    expect(
      (await post(ctx.app, anon, '/api/login', { username: g.user.email, password: PASSWORD }))
        .statusCode,
    ).toBe(401);
    expect((await get(ctx.app, anon, `/api/users/${g.user.id}`)).statusCode).toBe(404);
    expect(await db().select().from(follows).where(eq(follows.followerId, g.user.id))).toHaveLength(
      0,
    );

    const tomb = await findUserById(db(), g.user.id);
    expect(tomb).toMatchObject({
      name: FORMER_GUEST,
      bio: null,
      profileImage: null,
      emailVerified: false,
    });
    expect(tomb?.email).not.toContain(g.user.email);
    expect(tomb?.deletedAt).toBeInstanceOf(Date);
    const pastReviews = (await get(ctx.app, anon, `/api/events/${past.id}/reviews`)).json();
    expect(JSON.stringify(pastReviews)).toContain(FORMER_GUEST);
    expect(JSON.stringify(pastReviews)).not.toContain(g.user.name);
  });

  it('confirms the deletion by email to the address the account had (#32.31)', async () => {
    const g = await guest(ctx);
    const before = sink.to(g.user.email).length;
    expect((await deleteAccount(g.agent, PASSWORD)).statusCode).toBe(200);
    const sent = await sink.waitFor(g.user.email, { since: before });
    expect(sent.subject).toBe('Your Storytable account has been deleted');
    expect(sent.text).toContain(`Hi ${g.user.name},`);
    expect(sent.text).toContain('deleted');
    // a refused deletion sends nothing
    const other = await guest(ctx);
    expect((await deleteAccount(other.agent, 'not-mine')).statusCode).toBe(400);
    await new Promise((r) => setTimeout(r, 300));
    expect(sink.to(other.user.email).filter((m) => /deleted/.test(m.subject))).toHaveLength(0);
  });

  it("a host's upcoming dinners are cancelled, their guests refunded and emailed", async () => {
    const host = await payoutReadyHost(ctx);
    const event = await hostedEvent(ctx, host.user.id, { price: 3000, capacity: 4 });
    const g = await guest(ctx);
    const pi = await pay(ctx, g.agent, event.id);
    await reserve(ctx, g.agent, { eventId: event.id, paymentIntentId: pi });
    const hostAgent = await agentFor(ctx.app, db(), host.user);

    expect((await deleteAccount(hostAgent, PASSWORD)).statusCode).toBe(200);
    const after = (await get(ctx.app, g.agent, `/api/events/${event.id}`)).json();
    expect(after.status).toBe(false);
    expect(await refundsOf(pi)).toHaveLength(1);
    const told = await sink.waitFor(g.user.email, { since: 1 });
    expect(told.subject).toMatch(/cancel/i);
  });

  it('never removes an admin, and only the user or an admin may remove an account', async () => {
    const admin = await createUser(db(), { isAdmin: true });
    const adminAgent = await agentFor(ctx.app, db(), admin);
    const refused = await deleteAccount(adminAgent, PASSWORD);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Admin accounts cannot be deleted');
    const a = await createUser(db());
    const b = await createUser(db());
    await expect(removeAccount(ctx.app.deps, a, b)).rejects.toMatchObject({ status: 403 });
    await removeAccount(ctx.app.deps, a, admin);
    expect((await findUserById(db(), a.id))?.deletedAt).toBeInstanceOf(Date);
  });
});

describe("a removed host's payout account (#32.9)", () => {
  const removalsOf = (d: typeof ctx.database.db, userId: number) =>
    d.select().from(payoutAccountRemovals).where(eq(payoutAccountRemovals.userId, userId));

  it('is deleted at the provider with the account (simulated gateway)', async () => {
    const host = await payoutReadyHost(ctx);
    const accountId =
      host.user.stripeConnectId ?? (await findUserById(db(), host.user.id))!.stripeConnectId!;
    expect(accountId).toMatch(/^acct_/);
    expect((await deleteAccount(host.agent, PASSWORD)).statusCode).toBe(200);
    const left = await db()
      .select()
      .from(simulatedConnectAccounts)
      .where(eq(simulatedConnectAccounts.id, accountId));
    expect(left).toEqual([]);
    expect(await removalsOf(db(), host.user.id)).toEqual([]);
    expect(await findUserById(db(), host.user.id)).toMatchObject({ stripeConnectId: null });
  });

  it('is kept to delete later when the provider is down, and the removal is not blocked (Stripe)', async () => {
    const fake = await startFakeStripe();
    const stripe = await createTestApp({ appUrl: 'http://app.test', ...stripeModeConfig(fake) });
    try {
      const sdb = stripe.database.db;
      const host = await payoutReadyHost(stripe);
      const accountId = (await findUserById(sdb, host.user.id))!.stripeConnectId!;
      fake.setDown(true);
      const res = await stripe.app.inject({
        method: 'DELETE',
        url: '/api/user',
        headers: host.agent.headers,
        payload: { currentPassword: PASSWORD },
      });
      expect(res.statusCode).toBe(200);
      expect((await findUserById(sdb, host.user.id))?.deletedAt).not.toBeNull();
      const [pending] = await removalsOf(sdb, host.user.id);
      expect(pending).toMatchObject({ accountId, attempts: 1 });
      expect(pending?.lastError).toBeTruthy();

      fake.setDown(false);
      await stripe.app.deps.payments.retrieveAccount(accountId); // still there
      // not due yet: the sweep leaves it
      expect(await removeDuePayoutAccounts(stripe.app.deps)).toEqual({ removed: 0, failed: 0 });
      await sdb.update(payoutAccountRemovals).set({ nextAttemptAt: new Date(Date.now() - 1000) });
      expect(await removeDuePayoutAccounts(stripe.app.deps)).toEqual({ removed: 1, failed: 0 });
      const gone = await stripe.app.deps.payments.retrieveAccount(accountId).catch((e) => e);
      expect(isMissing(gone)).toBe(true);
      expect(await removalsOf(sdb, host.user.id)).toEqual([]);
    } finally {
      await stripe.close();
      await fake.close();
    }
  }, 60_000);
});
