import { IDENTITY_FAILURE_CODES, type SimulatedIdentityOutcome } from '@storytable/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simulatedVerificationSessions, users } from '../../db/schema/index.ts';
import { SimulatedGateway } from '../../platform/payments/simulated/simulated-gateway.ts';
import { signWebhookPayload } from '../../platform/payments/webhooks/webhook-signature.ts';
import { anonymousAgent, signedInUser } from '../../test/auth.ts';
import {
  type FakeStripe,
  startFakeStripe,
  stripeModeConfig,
} from '../../test/fake-stripe-server.ts';
import { createTestApp, type TestContext, useTestApp } from '../../test/helper.ts';
import { IDENTITY_SESSION_LIMIT } from './limits.ts';

const ctx = useTestApp({ appUrl: 'http://app.test' });
let gateway: SimulatedGateway;
beforeAll(async () => {
  if (!(ctx.app.deps.payments instanceof SimulatedGateway)) throw new Error('not simulated');
  gateway = ctx.app.deps.payments;
});

async function userRow(id: number) {
  const [row] = await ctx.database.db.select().from(users).where(eq(users.id, id));
  return row!;
}

async function start(headers: Record<string, string>) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/stripe/identity-verification',
    headers,
  });
  expect(res.statusCode).toBe(200);
  return res.json() as { url: string; id: string };
}

const status = (id: string, headers: Record<string, string>) =>
  ctx.app.inject({ method: 'GET', url: `/api/stripe/identity-verification/${id}`, headers });

/** The hosted page, then the tester's choice, as the browser does it. */
async function choose(
  url: string,
  outcome: SimulatedIdentityOutcome,
  headers: Record<string, string>,
) {
  const u = new URL(url);
  const page = await ctx.app.inject({ method: 'GET', url: u.pathname + u.search });
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain('>Verify</button>');
  for (const code of IDENTITY_FAILURE_CODES)
    expect(page.body).toContain(`>Fail (${code})</button>`);
  // the page's script is a same-origin file, never inline (the CSP allows no inline script)
  expect(page.body).not.toMatch(/<script(?![^>]*\bsrc=)/);
  return ctx.app.inject({
    method: 'POST',
    url: `${u.pathname}/complete`,
    headers,
    payload: { sig: u.searchParams.get('sig'), outcome },
  });
}

describe('identity verification (spec section 7)', () => {
  it('refuses a visitor with 401', async () => {
    const visitor = await anonymousAgent(ctx.app);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/stripe/identity-verification',
      headers: visitor.headers,
    });
    expect(res.statusCode).toBe(401);
    expect((await status('vs_abc', visitor.headers)).statusCode).toBe(401);
  });

  it('starts a session, marks the user in progress, and a verified check sends them to admin review', async () => {
    const { user, agent } = await signedInUser(ctx.app, ctx.database.db, {
      hostExperience: 'x'.repeat(20),
    });
    const { url, id } = await start(agent.headers);
    expect(id).toMatch(/^vs_/);
    expect(url).toMatch(/^http:\/\/app\.test\/api\/stripe\/simulated\/identity\/vs_/);
    expect((await userRow(user.id)).idmeVerificationStatus).toBe('in_progress');

    const waiting = await status(id, agent.headers);
    expect(waiting.json()).toEqual({ status: 'requires_input', lastError: null });

    const done = await choose(url, 'verified', agent.headers);
    expect(done.json()).toEqual({
      redirectUrl: 'http://app.test/profile?verification=complete',
      notifyOpener: true,
    });
    const verified = await status(id, agent.headers);
    expect(verified.json()).toEqual({ status: 'verified', lastError: null });
    const row = await userRow(user.id);
    expect(row).toMatchObject({
      idmeVerified: true,
      idmeVerificationStatus: 'verified',
      manualReviewStatus: 'pending',
      verifiedFullName: 'Jenny Rosen',
      verifiedDocumentType: 'driving_license',
      verifiedDocumentIssuer: 'US',
    });
    expect(row.verifiedDocumentExpiry).toMatch(/^\d{4}-12-31$/);
    expect(row.idmeVerificationDate).toBeInstanceOf(Date);

    // the page now says it is finished; a second submission is refused
    const u = new URL(url);
    const page = await ctx.app.inject({ method: 'GET', url: u.pathname + u.search });
    expect(page.body).toContain('already finished');
    expect(page.body).not.toContain('</button>');
    const again = await ctx.app.inject({
      method: 'POST',
      url: `${u.pathname}/complete`,
      headers: agent.headers,
      payload: { sig: u.searchParams.get('sig'), outcome: 'document_expired' },
    });
    expect(again.statusCode).toBe(409);
    expect((await status(id, agent.headers)).json()).toEqual({
      status: 'verified',
      lastError: null,
    });
  });

  it('reports a failed check with its code and records failed:{code}', async () => {
    const { user, agent } = await signedInUser(ctx.app, ctx.database.db);
    const { url, id } = await start(agent.headers);
    const res = await choose(url, 'document_expired', agent.headers);
    expect(res.statusCode).toBe(200);
    const failed = await status(id, agent.headers);
    expect(failed.json()).toEqual({
      status: 'requires_input',
      lastError: { code: 'document_expired' },
    });
    expect((await userRow(user.id)).idmeVerificationStatus).toBe('failed:document_expired');
    expect((await userRow(user.id)).idmeVerified).toBe(false);
  });

  it.each(IDENTITY_FAILURE_CODES)(
    'a failed check with %s can be tried again on the page',
    async (code) => {
      const { user, agent } = await signedInUser(ctx.app, ctx.database.db);
      const { url, id } = await start(agent.headers);
      expect((await choose(url, code, agent.headers)).json()).toMatchObject({ notifyOpener: true });
      expect((await status(id, agent.headers)).json()).toEqual({
        status: 'requires_input',
        lastError: { code },
      });
      expect((await userRow(user.id)).idmeVerificationStatus).toBe(`failed:${code}`);
      await choose(url, 'verified', agent.headers);
      expect((await status(id, agent.headers)).json().status).toBe('verified');
      expect((await userRow(user.id)).idmeVerified).toBe(true);
    },
  );

  it('processing keeps the tester on the page, then finishes', async () => {
    const { user, agent } = await signedInUser(ctx.app, ctx.database.db);
    const { url, id } = await start(agent.headers);
    const res = await choose(url, 'processing', agent.headers);
    expect(res.json()).toEqual({ redirectUrl: url, notifyOpener: false });
    expect((await status(id, agent.headers)).json()).toEqual({
      status: 'processing',
      lastError: null,
    });
    expect((await userRow(user.id)).idmeVerificationStatus).toBe('processing');
    const page = await ctx.app.inject({
      method: 'GET',
      url: new URL(url).pathname + new URL(url).search,
    });
    expect(page.body).toContain('Processing: choose how the check ends.');
    await choose(url, 'verified', agent.headers);
    expect((await status(id, agent.headers)).json().status).toBe('verified');
    expect((await userRow(user.id)).idmeVerified).toBe(true);
  });

  it('refuses an outcome the page does not offer', async () => {
    const { agent } = await signedInUser(ctx.app, ctx.database.db);
    const { url } = await start(agent.headers);
    const u = new URL(url);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `${u.pathname}/complete`,
      headers: agent.headers,
      payload: { sig: u.searchParams.get('sig'), outcome: 'canceled' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Choose a verification outcome');
  });

  it('the webhooks alone bring the user up to date, each outcome in turn, duplicates changing nothing', async () => {
    const { user, agent } = await signedInUser(ctx.app, ctx.database.db);
    const { id } = await start(agent.headers);
    await gateway.completeVerification(id, 'processing');
    await gateway.flushWebhooks();
    expect((await userRow(user.id)).idmeVerificationStatus).toBe('processing');
    await gateway.completeVerification(id, 'consent_declined');
    await gateway.flushWebhooks();
    expect((await userRow(user.id)).idmeVerificationStatus).toBe('failed:consent_declined');
    await gateway.completeVerification(id, 'verified');
    await gateway.flushWebhooks();
    const verified = await userRow(user.id);
    expect(verified).toMatchObject({ idmeVerified: true, verifiedFullName: 'Jenny Rosen' });
    // late, repeated and out-of-order deliveries end in the session's current state
    for (const [type, eventId] of [
      ['identity.verification_session.requires_input', 'evt_late1'],
      ['identity.verification_session.verified', `evt_dup${id}`],
      ['identity.verification_session.verified', `evt_dup${id}`],
    ] as const) {
      const body = JSON.stringify({
        id: eventId,
        object: 'event',
        type,
        created: Math.floor(Date.now() / 1000),
        data: { object: { id, object: 'identity.verification_session' } },
      });
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/stripe/webhook',
        headers: {
          'content-type': 'application/json',
          'stripe-signature': signWebhookPayload(body, ctx.config.stripeWebhookSecret),
        },
        payload: body,
      });
      expect(res.statusCode).toBe(200);
    }
    expect(await userRow(user.id)).toMatchObject({
      idmeVerified: true,
      idmeVerificationStatus: 'verified',
      idmeVerificationDate: verified.idmeVerificationDate,
    });
  });

  it('the identity webhook alone brings the user up to date', async () => {
    const { user, agent } = await signedInUser(ctx.app, ctx.database.db);
    const { id } = await start(agent.headers);
    await gateway.completeVerification(id, 'verified');
    await gateway.flushWebhooks();
    expect(await userRow(user.id)).toMatchObject({
      idmeVerified: true,
      manualReviewStatus: 'pending',
    });
  });

  it('never shows one user another user’s session', async () => {
    const owner = await signedInUser(ctx.app, ctx.database.db);
    const other = await signedInUser(ctx.app, ctx.database.db);
    const { id } = await start(owner.agent.headers);
    const res = await status(id, other.agent.headers);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('answers an unknown session with 404 and a malformed id with 400', async () => {
    const { agent } = await signedInUser(ctx.app, ctx.database.db);
    expect((await status('vs_unknown000000000000000', agent.headers)).statusCode).toBe(404);
    for (const bad of ['abc', 'vs_', 'pi_123', 'vs_a%20b']) {
      const res = await status(bad, agent.headers);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    }
  });

  it(`starts at most ${IDENTITY_SESSION_LIMIT.max} sessions a day per user: each one can cost money (#32.8)`, async () => {
    const { user, agent } = await signedInUser(ctx.app, ctx.database.db);
    for (let i = 0; i < IDENTITY_SESSION_LIMIT.max; i++) await start(agent.headers);
    const sessionsOf = async () =>
      (
        await ctx.database.db
          .select()
          .from(simulatedVerificationSessions)
          .where(sql`${simulatedVerificationSessions.metadata}->>'userId' = ${String(user.id)}`)
      ).length;
    expect(await sessionsOf()).toBe(IDENTITY_SESSION_LIMIT.max);
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/stripe/identity-verification',
      headers: agent.headers,
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    // refused before the provider is asked: no session was made
    expect(await sessionsOf()).toBe(IDENTITY_SESSION_LIMIT.max);
    // another user is not slowed
    const other = await signedInUser(ctx.app, ctx.database.db);
    await start(other.agent.headers);
  });

  it('refuses a forged page link', async () => {
    const { agent } = await signedInUser(ctx.app, ctx.database.db);
    const { url } = await start(agent.headers);
    const u = new URL(url);
    u.searchParams.set('sig', 'forged');
    const page = await ctx.app.inject({ method: 'GET', url: u.pathname + u.search });
    expect(page.statusCode).toBe(400);
    const post = await ctx.app.inject({
      method: 'POST',
      url: `${u.pathname}/complete`,
      headers: agent.headers,
      payload: { sig: 'forged', outcome: 'verified' },
    });
    expect(post.statusCode).toBe(400);
  });
});

describe('identity verification in Stripe mode (SDK against the local fake)', () => {
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

  async function startIn() {
    const { user, agent } = await signedInUser(stripeCtx.app, stripeCtx.database.db);
    const res = await stripeCtx.app.inject({
      method: 'POST',
      url: '/api/stripe/identity-verification',
      headers: agent.headers,
    });
    expect(res.statusCode).toBe(200);
    const { id, url } = res.json() as { id: string; url: string };
    const created = fake.requests.findLast(
      (r) => r.method === 'POST' && r.path === '/v1/identity/verification_sessions',
    );
    expect(created?.params).toMatchObject({
      type: 'document',
      metadata: { userId: String(user.id) },
      return_url: 'http://app.test/profile?verification=complete',
    });
    expect(url).toMatch(/^https:\/\/verify\.stripe\.com\//);
    const poll = () =>
      stripeCtx.app.inject({
        method: 'GET',
        url: `/api/stripe/identity-verification/${id}`,
        headers: agent.headers,
      });
    const row = async () =>
      (await stripeCtx.database.db.select().from(users).where(eq(users.id, user.id)))[0]!;
    return { id, poll, row };
  }

  it('records a verified check with what Stripe read', async () => {
    const { id, poll, row } = await startIn();
    fake.completeVerification(id, 'verified');
    expect((await poll()).json()).toEqual({ status: 'verified', lastError: null });
    expect(await row()).toMatchObject({
      idmeVerified: true,
      idmeVerificationStatus: 'verified',
      manualReviewStatus: 'pending',
      verifiedFullName: 'Jenny Rosen',
      verifiedDocumentType: 'passport',
      verifiedDocumentIssuer: 'GB',
      verifiedDocumentExpiry: '2031-03-01',
    });
  });

  it('records a failed check with its code', async () => {
    const { id, poll, row } = await startIn();
    fake.completeVerification(id, 'selfie_face_mismatch');
    expect((await poll()).json()).toEqual({
      status: 'requires_input',
      lastError: { code: 'selfie_face_mismatch' },
    });
    expect((await row()).idmeVerificationStatus).toBe('failed:selfie_face_mismatch');
  });
});
