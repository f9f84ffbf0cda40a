import { connectAccountListSchema } from '@storytable/domain';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog, users } from '../../db/schema/index.ts';
import { SimulatedGateway } from '../../platform/payments/simulated/simulated-gateway.ts';
import { anonymousAgent, signedInUser } from '../../test/auth.ts';
import {
  type FakeStripe,
  startFakeStripe,
  stripeModeConfig,
} from '../../test/fake-stripe-server.ts';
import { createTestApp, type TestContext, useTestApp } from '../../test/helper.ts';

const ctx = useTestApp({ appUrl: 'http://app.test' });
let gateway: SimulatedGateway;
beforeAll(async () => {
  if (!(ctx.app.deps.payments instanceof SimulatedGateway)) throw new Error('not simulated');
  gateway = ctx.app.deps.payments;
});

const db = () => ctx.database.db;
async function userRow(id: number) {
  const [row] = await db().select().from(users).where(eq(users.id, id));
  return row!;
}

const auditBy = (actorId: number) =>
  db()
    .select()
    .from(adminAuditLog)
    .where(eq(adminAuditLog.actorId, actorId))
    .orderBy(asc(adminAuditLog.id));

function call(method: 'GET' | 'POST' | 'DELETE', url: string, headers: Record<string, string>) {
  return ctx.app.inject({ method, url, headers });
}

/** Follows the onboarding URL the way a browser does: the page, then 'Complete setup'. */
async function completeOnboardingInBrowser(url: string, headers: Record<string, string>) {
  const u = new URL(url);
  const page = await call('GET', u.pathname + u.search, {});
  expect(page.statusCode).toBe(200);
  expect(page.headers['content-type']).toContain('text/html');
  expect(page.body).toContain('Complete setup');
  expect(page.body).toContain('<html lang="en">');
  const q = u.searchParams;
  const res = await ctx.app.inject({
    method: 'POST',
    url: `${u.pathname}/complete`,
    headers,
    payload: {
      returnUrl: q.get('return_url'),
      refreshUrl: q.get('refresh_url'),
      expires: q.get('expires'),
      sig: q.get('sig'),
    },
  });
  expect(res.statusCode).toBe(200);
  return res.json() as { redirectUrl: string };
}

describe('POST /api/stripe/create-connect-account', () => {
  it('refuses a visitor (401) and a guest (403)', async () => {
    const visitor = await anonymousAgent(ctx.app);
    expect(
      (await call('POST', '/api/stripe/create-connect-account', visitor.headers)).statusCode,
    ).toBe(401);
    const guest = await signedInUser(ctx.app, db());
    const res = await call('POST', '/api/stripe/create-connect-account', guest.agent.headers);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'FORBIDDEN' });
    expect((await userRow(guest.user.id)).stripeConnectId).toBeNull();
  });

  it('creates a pending account for a host, reuses it, and onboarding completes it', async () => {
    const { user, agent } = await signedInUser(ctx.app, db(), { isHost: true, name: 'Hana Host' });
    const res = await call('POST', '/api/stripe/create-connect-account', agent.headers);
    expect(res.statusCode).toBe(200);
    const { url } = res.json();
    expect(url).toMatch(/^http:\/\/app\.test\/api\/stripe\/simulated\/onboarding\/acct_/);

    const row = await userRow(user.id);
    expect(row.stripeConnectId).toMatch(/^acct_/);
    expect(row).toMatchObject({
      stripeConnectStatus: 'pending',
      stripeConnectOnboardingComplete: false,
    });
    const account = await gateway.retrieveAccount(row.stripeConnectId!);
    expect(account).toMatchObject({
      email: user.email,
      businessName: 'Hana Host',
      metadata: { userId: String(user.id) },
    });

    const again = await call('POST', '/api/stripe/create-connect-account', agent.headers);
    expect(again.statusCode).toBe(200);
    expect((await userRow(user.id)).stripeConnectId).toBe(row.stripeConnectId);
    expect(new URL(again.json().url).pathname).toBe(new URL(url).pathname);

    const { redirectUrl } = await completeOnboardingInBrowser(url, agent.headers);
    expect(redirectUrl).toBe('http://app.test/settings?tab=host&complete=true');
    expect(new URL(url).searchParams.get('refresh_url')).toBe('http://app.test/settings?tab=host');

    // the account.updated webhook brings the host up to date without any other call
    await gateway.flushWebhooks();
    expect(await userRow(user.id)).toMatchObject({
      stripeConnectStatus: 'complete',
      stripeConnectOnboardingComplete: true,
    });
  });

  it('two simultaneous clicks leave the host with one account and no orphan', async () => {
    const { user, agent } = await signedInUser(ctx.app, db(), { isHost: true });
    const before = (await gateway.listAccounts()).length;
    const [a, b] = await Promise.all([
      call('POST', '/api/stripe/create-connect-account', agent.headers),
      call('POST', '/api/stripe/create-connect-account', agent.headers),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const held = (await userRow(user.id)).stripeConnectId;
    const mine = (await gateway.listAccounts()).filter(
      (x) => x.metadata.userId === String(user.id),
    );
    expect(mine.map((x) => x.id)).toEqual([held]);
    expect((await gateway.listAccounts()).length).toBe(before + 1);
  });

  it('replaces an account the provider no longer has', async () => {
    const { user, agent } = await signedInUser(ctx.app, db(), {
      isHost: true,
      stripeConnectId: 'acct_1Gone0000000000',
      stripeConnectStatus: 'complete',
      stripeConnectOnboardingComplete: true,
    });
    const res = await call('POST', '/api/stripe/create-connect-account', agent.headers);
    expect(res.statusCode).toBe(200);
    const row = await userRow(user.id);
    expect(row.stripeConnectId).not.toBe('acct_1Gone0000000000');
    expect(row).toMatchObject({
      stripeConnectStatus: 'pending',
      stripeConnectOnboardingComplete: false,
    });
  });

  it('an expired onboarding link sends the browser to the refresh URL; a forged one is refused', async () => {
    const { agent } = await signedInUser(ctx.app, db(), { isHost: true });
    const { url } = (
      await call('POST', '/api/stripe/create-connect-account', agent.headers)
    ).json();
    const u = new URL(url);
    const accountId = u.pathname.split('/').pop()!;
    const expired = gateway.links.onboardingUrl(accountId, {
      returnUrl: 'http://app.test/settings?tab=host&complete=true',
      refreshUrl: 'http://app.test/settings?tab=host',
      expires: Math.floor(Date.now() / 1000) - 1,
    });
    const e = new URL(expired);
    const res = await call('GET', e.pathname + e.search, {});
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('http://app.test/settings?tab=host');

    u.searchParams.set('return_url', 'https://evil.example/steal');
    const forged = await call('GET', u.pathname + u.search, {});
    expect(forged.statusCode).toBe(400);
    const post = await ctx.app.inject({
      method: 'POST',
      url: `${u.pathname}/complete`,
      headers: agent.headers,
      payload: {
        returnUrl: 'https://evil.example/steal',
        refreshUrl: u.searchParams.get('refresh_url'),
        expires: u.searchParams.get('expires'),
        sig: u.searchParams.get('sig'),
      },
    });
    expect(post.statusCode).toBe(400);
    expect((await gateway.retrieveAccount(accountId)).chargesEnabled).toBe(false);
  });
});

describe('POST /api/stripe/set-latest-stripe-data', () => {
  it('refuses a visitor with 401', async () => {
    const visitor = await anonymousAgent(ctx.app);
    expect(
      (await call('POST', '/api/stripe/set-latest-stripe-data', visitor.headers)).statusCode,
    ).toBe(401);
  });

  it('answers null for a user without an account', async () => {
    const { agent } = await signedInUser(ctx.app, db());
    const res = await call('POST', '/api/stripe/set-latest-stripe-data', agent.headers);
    expect(res.json()).toEqual({ status: null, onboardingComplete: false });
  });

  it('refreshes pending and complete from the gateway', async () => {
    const { user, agent } = await signedInUser(ctx.app, db(), { isHost: true });
    await call('POST', '/api/stripe/create-connect-account', agent.headers);
    const pending = await call('POST', '/api/stripe/set-latest-stripe-data', agent.headers);
    expect(pending.json()).toEqual({ status: 'pending', onboardingComplete: false });

    const accountId = (await userRow(user.id)).stripeConnectId!;
    const { enableAccount } = await import('../../platform/payments/simulated/repository.ts');
    await enableAccount(db(), accountId); // no webhook: only the refresh can notice
    const complete = await call('POST', '/api/stripe/set-latest-stripe-data', agent.headers);
    expect(complete.json()).toEqual({ status: 'complete', onboardingComplete: true });
    expect(await userRow(user.id)).toMatchObject({
      stripeConnectStatus: 'complete',
      stripeConnectOnboardingComplete: true,
    });
  });

  it('forgets an account the provider deleted', async () => {
    const { user, agent } = await signedInUser(ctx.app, db(), {
      isHost: true,
      stripeConnectId: 'acct_1Deleted00000000',
      stripeConnectStatus: 'complete',
      stripeConnectOnboardingComplete: true,
    });
    const res = await call('POST', '/api/stripe/set-latest-stripe-data', agent.headers);
    expect(res.json()).toEqual({ status: null, onboardingComplete: false });
    expect((await userRow(user.id)).stripeConnectId).toBeNull();
  });
});

describe('admin Connect account tools', () => {
  it('refuse visitors (401) and non-admins, hosts included (403)', async () => {
    const visitor = await anonymousAgent(ctx.app);
    const host = await signedInUser(ctx.app, db(), { isHost: true });
    for (const [method, url] of [
      ['GET', '/api/stripe/list-accounts'],
      ['DELETE', '/api/stripe/connect-account/acct_1Abc000000000000'],
      ['DELETE', '/api/stripe/cleanup-accounts'],
    ] as const) {
      expect((await call(method, url, visitor.headers)).statusCode).toBe(401);
      const res = await call(method, url, host.agent.headers);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'FORBIDDEN', message: 'Admin access required' });
    }
  });

  it('lists accounts in the spec shape', async () => {
    const admin = await signedInUser(ctx.app, db(), { isAdmin: true });
    const { user, agent } = await signedInUser(ctx.app, db(), {
      isHost: true,
      name: 'Listed Host',
    });
    await call('POST', '/api/stripe/create-connect-account', agent.headers);
    const res = await call('GET', '/api/stripe/list-accounts', admin.agent.headers);
    expect(res.statusCode).toBe(200);
    const list = connectAccountListSchema.parse(res.json());
    const mine = list.find((a) => a.metadata.userId === String(user.id));
    expect(mine).toEqual({
      id: (await userRow(user.id)).stripeConnectId,
      metadata: { userId: String(user.id) },
      business_profile: { name: 'Listed Host' },
      email: user.email,
      charges_enabled: false,
      created: expect.any(Number),
    });
    expect(Math.abs(mine!.created - Date.now() / 1000)).toBeLessThan(120);
  });

  it('deletes one account and clears the host holding it; 404 when there is nothing to delete', async () => {
    const admin = await signedInUser(ctx.app, db(), { isAdmin: true });
    const { user, agent } = await signedInUser(ctx.app, db(), { isHost: true });
    await call('POST', '/api/stripe/create-connect-account', agent.headers);
    const id = (await userRow(user.id)).stripeConnectId!;
    const res = await call('DELETE', `/api/stripe/connect-account/${id}`, admin.agent.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deleted: true, id });
    expect(await userRow(user.id)).toMatchObject({
      stripeConnectId: null,
      stripeConnectStatus: null,
      stripeConnectOnboardingComplete: false,
    });
    expect((await gateway.listAccounts()).map((a) => a.id)).not.toContain(id);
    const again = await call('DELETE', `/api/stripe/connect-account/${id}`, admin.agent.headers);
    expect(again.statusCode).toBe(404);
    // one audit row naming the admin, the host and the account; none for the refused repeat
    expect(await auditBy(admin.user.id)).toMatchObject([
      {
        action: 'delete_connect_account',
        targetUserId: user.id,
        targetLabel: user.username,
        details: { accountId: id },
      },
    ]);
  });

  it('refuses a malformed account id with 400', async () => {
    const admin = await signedInUser(ctx.app, db(), { isAdmin: true });
    for (const bad of ['nope', 'acct_', 'acct_1%27%20or%201%3D1', 'pi_123']) {
      const res = await call('DELETE', `/api/stripe/connect-account/${bad}`, admin.agent.headers);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    }
  });

  it('cleanup deletes only the accounts no user holds', async () => {
    const admin = await signedInUser(ctx.app, db(), { isAdmin: true });
    const kept = await signedInUser(ctx.app, db(), { isHost: true });
    await call('POST', '/api/stripe/create-connect-account', kept.agent.headers);
    const keptId = (await userRow(kept.user.id)).stripeConnectId!;
    const orphanA = await gateway.createAccount({
      email: 'gone@example.test',
      userId: 999_999,
      name: 'Gone',
    });
    const orphanB = await gateway.createAccount({
      email: 'x@example.test',
      userId: kept.user.id,
      name: 'Replaced',
    });

    const held = new Set(
      (await db().select({ id: users.stripeConnectId }).from(users)).map((r) => r.id),
    );
    const expected = (await gateway.listAccounts()).filter((a) => !held.has(a.id)).length;
    const res = await call('DELETE', '/api/stripe/cleanup-accounts', admin.agent.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deleted: expected });
    expect(expected).toBeGreaterThanOrEqual(2);
    const left = (await gateway.listAccounts()).map((a) => a.id);
    expect(left).toContain(keptId);
    expect(left).not.toContain(orphanA.id);
    expect(left).not.toContain(orphanB.id);
    expect(
      (await call('DELETE', '/api/stripe/cleanup-accounts', admin.agent.headers)).json(),
    ).toEqual({
      deleted: 0,
    });
    const audit = await auditBy(admin.user.id);
    expect(audit.map((a) => a.action)).toEqual([
      'cleanup_connect_accounts',
      'cleanup_connect_accounts',
    ]);
    expect(audit[0]?.details).toMatchObject({ deleted: expected });
    expect(audit[0]?.details.accountIds).toEqual(expect.arrayContaining([orphanA.id, orphanB.id]));
    expect(audit[1]?.details).toEqual({ deleted: 0, accountIds: [] });
  });

  it("cleanup deletes a removed user's account, which their tombstone no longer holds", async () => {
    const admin = await signedInUser(ctx.app, db(), { isAdmin: true });
    const leaving = await signedInUser(ctx.app, db(), { isHost: true });
    await call('POST', '/api/stripe/create-connect-account', leaving.agent.headers);
    const accountId = (await userRow(leaving.user.id)).stripeConnectId!;
    const removed = await call(
      'DELETE',
      `/api/admin/users/${leaving.user.id}`,
      admin.agent.headers,
    );
    expect(removed.statusCode).toBe(200);
    expect(
      (await call('DELETE', '/api/stripe/cleanup-accounts', admin.agent.headers)).statusCode,
    ).toBe(200);
    expect((await gateway.listAccounts()).map((a) => a.id)).not.toContain(accountId);
  });
});

describe('payouts in Stripe mode (SDK against the local fake)', () => {
  let fake: FakeStripe;
  let stripeCtx: TestContext;
  beforeAll(async () => {
    fake = await startFakeStripe();
    stripeCtx = await createTestApp({ appUrl: 'http://app.test', ...stripeModeConfig(fake) });
  });
  afterAll(async () => {
    await stripeCtx.close();
    await fake.close();
  });

  it('returns Stripe’s onboarding link and stores the account', async () => {
    const { user, agent } = await signedInUser(stripeCtx.app, stripeCtx.database.db, {
      isHost: true,
    });
    const res = await stripeCtx.app.inject({
      method: 'POST',
      url: '/api/stripe/create-connect-account',
      headers: agent.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().url).toMatch(/^https:\/\/connect\.stripe\.com\/setup\//);
    const [row] = await stripeCtx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.stripeConnectId).toMatch(/^acct_/);
    const link = fake.requests.findLast((r) => r.path === '/v1/account_links');
    expect(link?.params).toMatchObject({
      account: row?.stripeConnectId,
      return_url: 'http://app.test/settings?tab=host&complete=true',
      refresh_url: 'http://app.test/settings?tab=host',
    });

    fake.enableAccount(row!.stripeConnectId!);
    const refreshed = await stripeCtx.app.inject({
      method: 'POST',
      url: '/api/stripe/set-latest-stripe-data',
      headers: agent.headers,
    });
    expect(refreshed.json()).toEqual({ status: 'complete', onboardingComplete: true });
  });

  it('has no simulated pages', async () => {
    const agent = await anonymousAgent(stripeCtx.app);
    const res = await stripeCtx.app.inject({
      method: 'POST',
      url: '/api/stripe/simulated/confirm',
      headers: agent.headers,
      payload: {},
    });
    expect(res.statusCode).toBe(404);
  });
});
