import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { oneTimeTokens, users } from '../../db/schema/index.ts';
import { findUserById } from '../../platform/users/user-repository.ts';
import { anonymousAgent, signedInUser } from '../../test/auth.ts';
import { useTestAppWithMail } from '../../test/helper.ts';
import { adoptCookies, get, post } from '../../test/requests.ts';
import { firstLink } from '../../test/smtp-sink.ts';

const { ctx, sink } = useTestAppWithMail({ appUrl: 'http://app.test' });
beforeEach(() => sink.clear());

let n = 0;
/** Registers through the API and returns the signed-in agent, the user and the emailed link. */
async function register(extra: { returnTo?: string } = {}) {
  n += 1;
  const agent = await anonymousAgent(ctx.app);
  const email = `verify${n}@example.com`;
  const res = await post(ctx.app, agent, '/api/register', {
    username: `verify${n}`,
    password: 'Str0ng!pass',
    name: `Verifier ${n}`,
    email,
    termsAgreed: true,
    ...extra,
  });
  expect(res.statusCode).toBe(201);
  adoptCookies(agent, res);
  const mail = await sink.waitFor(email);
  return { agent, user: res.json() as { id: number }, email, link: firstLink(mail) };
}

/** Opens the emailed link as the browser would (path and query only: the app serves both). */
function open(link: string) {
  const url = new URL(link);
  return ctx.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
}

describe('email verification link', () => {
  it('marks the email verified and redirects to /profile?verified=1, once', async () => {
    const { agent, user, link } = await register();
    expect(link.startsWith('http://app.test/api/verify-email?token=')).toBe(true);

    const res = await open(link);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/profile?verified=1');
    expect((await get(ctx.app, agent, '/api/user')).json()).toMatchObject({
      id: user.id,
      emailVerified: true,
    });

    const again = await open(link);
    expect(again.statusCode).toBe(302);
    expect(again.headers.location).toBe('/?verified=0');
  });

  it('brings a guest who signed up from a dinner back to it (#32.25)', async () => {
    const { link } = await register({ returnTo: '/event/42' });
    expect(new URL(link).searchParams.get('next')).toBe('/event/42');
    const res = await open(link);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/event/42?verified=1');
  });

  it('takes nothing but a dinner’s path as where to return (#32.25)', async () => {
    for (const returnTo of [
      'https://evil.example/event/1',
      '//evil.example',
      '/admin',
      '/event/x',
    ]) {
      const agent = await anonymousAgent(ctx.app);
      const res = await post(ctx.app, agent, '/api/register', {
        username: `bad${Math.random().toString(36).slice(2, 10)}`,
        password: 'Str0ng!pass',
        name: 'Bad Return',
        email: `bad${Math.random().toString(36).slice(2, 10)}@example.test`,
        termsAgreed: true,
        returnTo,
      });
      expect(res.statusCode, returnTo).toBe(400);
    }
    // a link edited by hand keeps verifying, and goes to the profile
    const { link } = await register();
    const edited = new URL(link);
    edited.searchParams.set('next', 'https://evil.example/');
    const res = await open(edited.toString());
    expect(res.headers.location).toBe('/profile?verified=1');
  });

  it("is seen by the verifying client's next request, before the change's notification", async () => {
    const cache = ctx.app.deps.sessionCache;
    cache.serve = true;
    const { agent, link } = await register();
    try {
      expect((await get(ctx.app, agent, '/api/user')).json()).toMatchObject({
        emailVerified: false,
      });
      // the users trigger off: only the link's own request can drop the cached session
      await ctx.database.db.execute(
        sql`alter table users disable trigger users_auth_changed_notify`,
      );
      const url = new URL(link);
      const res = await ctx.app.inject({
        method: 'GET',
        url: `${url.pathname}${url.search}`,
        headers: agent.headers,
      });
      expect(res.headers.location).toBe('/profile?verified=1');
      expect((await get(ctx.app, agent, '/api/user')).json()).toMatchObject({
        emailVerified: true,
      });
    } finally {
      await ctx.database.db.execute(
        sql`alter table users enable trigger users_auth_changed_notify`,
      );
      cache.serve = false;
    }
  });

  it('stores only the hash of the token', async () => {
    const { user, link } = await register();
    const token = new URL(link).searchParams.get('token')!;
    const rows = await ctx.database.db
      .select()
      .from(oneTimeTokens)
      .where(eq(oneTimeTokens.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.purpose).toBe('verify_email');
    expect(rows[0]?.tokenHash).not.toBe(token);
    expect(JSON.stringify(rows)).not.toContain(token);
    const ttl = rows[0]!.expiresAt.getTime() - rows[0]!.createdAt.getTime();
    expect(Math.abs(ttl - 48 * 3600_000)).toBeLessThan(60_000);
  });

  it('refuses an expired link', async () => {
    const { user, link } = await register();
    await ctx.database.db
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeTokens.userId, user.id));
    const res = await open(link);
    expect(res.headers.location).toBe('/?verified=0');
    expect((await findUserById(ctx.database.db, user.id))?.emailVerified).toBe(false);
  });

  it.each([
    ['/api/verify-email?token=not-a-real-token'],
    ['/api/verify-email?token='],
    ['/api/verify-email'],
  ])('redirects %s to /?verified=0', async (url) => {
    const res = await ctx.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/?verified=0');
  });

  it('does not accept a password reset token as a verification token', async () => {
    const { user, email } = await register();
    const agent = await anonymousAgent(ctx.app);
    await post(ctx.app, agent, '/api/auth/reset-request', { email });
    const reset = await sink.waitFor(email, { since: 1 });
    const token = new URL(firstLink(reset)).searchParams.get('token')!;
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/verify-email?token=${encodeURIComponent(token)}`,
    });
    expect(res.headers.location).toBe('/?verified=0');
    expect((await findUserById(ctx.database.db, user.id))?.emailVerified).toBe(false);
  });
});

describe('POST /api/resend-verification', () => {
  it('answers 401 when logged out', async () => {
    const agent = await anonymousAgent(ctx.app);
    const res = await post(ctx.app, agent, '/api/resend-verification');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'UNAUTHENTICATED', message: 'Not logged in' });
  });

  it('answers 400 ALREADY_VERIFIED for a verified address', async () => {
    const { agent } = await signedInUser(ctx.app, ctx.database.db, { emailVerified: true });
    const res = await post(ctx.app, agent, '/api/resend-verification');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'ALREADY_VERIFIED',
      message: 'Your email address is already verified.',
      error: 'Your email address is already verified.',
    });
    expect(sink.messages).toHaveLength(0);
  });

  it('waits 5 minutes between emails: 429 RESEND_COOLDOWN saying how long, then a new link', async () => {
    const { agent, user, email, link } = await register();

    const early = await post(ctx.app, agent, '/api/resend-verification');
    expect(early.statusCode).toBe(429);
    const body = early.json();
    expect(body.code).toBe('RESEND_COOLDOWN');
    expect(body.message).toBe(
      'Please wait 5 minutes before requesting another verification email.',
    );
    expect(Number(early.headers['retry-after'])).toBeGreaterThan(290);
    expect(sink.to(email)).toHaveLength(1);

    // 4 minutes later: one minute to go
    await ctx.database.db
      .update(users)
      .set({ lastVerificationSent: new Date(Date.now() - 4 * 60_000) })
      .where(eq(users.id, user.id));
    const later = await post(ctx.app, agent, '/api/resend-verification');
    expect(later.statusCode).toBe(429);
    expect(later.json().message).toBe(
      'Please wait 1 minute before requesting another verification email.',
    );

    // past the cooldown: a new email whose link works
    await ctx.database.db
      .update(users)
      .set({ lastVerificationSent: new Date(Date.now() - 5 * 60_000 - 1000) })
      .where(eq(users.id, user.id));
    const res = await post(ctx.app, agent, '/api/resend-verification');
    expect(res.statusCode).toBe(200);
    const sent = res.json();
    expect(sent).toMatchObject({
      message: 'Verification email sent. Please check your inbox.',
      user: { id: user.id, emailVerified: false },
    });
    expect(Date.now() - Date.parse(sent.user.lastVerificationSent)).toBeLessThan(60_000);
    expect(res.body).not.toContain('$argon2');

    const second = await sink.waitFor(email, { since: 1 });
    const secondLink = firstLink(second);
    expect(secondLink).not.toBe(link);
    expect((await open(secondLink)).headers.location).toBe('/profile?verified=1');
  });
});
