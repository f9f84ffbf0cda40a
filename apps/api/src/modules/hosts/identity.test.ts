import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { SimulatedGateway } from '../../platform/payments/simulated/simulated-gateway.ts';
import { anonymousAgent, signedInUser } from '../../test/auth.ts';
import { useTestApp } from '../../test/helper.ts';

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
  outcome: 'verified' | 'document_expired',
  headers: Record<string, string>,
) {
  const u = new URL(url);
  const page = await ctx.app.inject({ method: 'GET', url: u.pathname + u.search });
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain('>Verify</button>');
  expect(page.body).toContain('>Fail (document_expired)</button>');
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
    expect(done.json()).toEqual({ redirectUrl: 'http://app.test/profile?verification=complete' });
    const verified = await status(id, agent.headers);
    expect(verified.json()).toEqual({ status: 'verified', lastError: null });
    expect(await userRow(user.id)).toMatchObject({
      idmeVerified: true,
      idmeVerificationStatus: 'verified',
      manualReviewStatus: 'pending',
    });

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
