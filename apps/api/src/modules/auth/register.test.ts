import { AUTH_MESSAGES } from '@storytable/domain';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { createUser } from '../../platform/users/user-factory.ts';
import { anonymousAgent } from '../../test/auth.ts';
import { useTestAppWithMail } from '../../test/helper.ts';
import { adoptCookies, get, post, setCookie } from '../../test/requests.ts';
import { RESET_REQUEST_LIMIT } from './limits.ts';

const { ctx, sink } = useTestAppWithMail();
beforeEach(() => sink.clear());

let n = 0;
function newAccount(overrides: Record<string, unknown> = {}) {
  n += 1;
  return {
    username: `reader${n}`,
    password: 'Str0ng!pass',
    name: `Reader ${n}`,
    email: `reader${n}@example.com`,
    termsAgreed: true,
    ...overrides,
  };
}

describe('POST /api/register', () => {
  it('creates the account, signs it in and emails the verification link', async () => {
    const agent = await anonymousAgent(ctx.app);
    const body = newAccount({ email: '  Mixed.Case@Example.COM ' });
    const res = await post(ctx.app, agent, '/api/register', body);
    expect(res.statusCode).toBe(201);
    const user = res.json();
    expect(user).toMatchObject({
      username: body.username,
      name: body.name,
      email: 'mixed.case@example.com',
      emailVerified: false,
      isAdmin: false,
      isHost: false,
      lastVerificationSent: expect.any(String),
    });
    expect(res.body).not.toContain('password');
    expect(res.body).not.toContain('$argon2');

    const sid = setCookie(res, 'sid');
    expect(sid).toBeTruthy();
    const cookie = res.cookies.find((c) => c.name === 'sid');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const me = await get(ctx.app, adoptCookies(agent, res), '/api/user');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ id: user.id, username: body.username });

    const mail = await sink.waitFor('mixed.case@example.com');
    expect(mail.subject).toContain('Storytable');
    expect(mail.text).toContain(`Hi ${body.name},`);
    expect(mail.text).toMatch(
      /http:\/\/localhost:5000\/api\/verify-email\?token=[A-Za-z0-9_-]{43}\b/,
    );
    expect(mail.html).toContain('/api/verify-email?token=');

    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.passwordHash).not.toContain(body.password);
  });

  it('refuses a taken username, whatever its case, with 409 USERNAME_EXISTS', async () => {
    const taken = await createUser(ctx.database.db, { username: 'TakenName' });
    const agent = await anonymousAgent(ctx.app);
    for (const username of ['TakenName', 'takenname', 'TAKENNAME', '  takenName ']) {
      const res = await post(ctx.app, agent, '/api/register', newAccount({ username }));
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        code: 'USERNAME_EXISTS',
        message: AUTH_MESSAGES.USERNAME_EXISTS,
        error: AUTH_MESSAGES.USERNAME_EXISTS,
      });
    }
    expect(taken.id).toBeGreaterThan(0);
    expect(sink.messages).toHaveLength(0);
  });

  it('refuses a registered email, whatever its case, with 409 EMAIL_EXISTS', async () => {
    await createUser(ctx.database.db, { email: 'taken@example.com' });
    const agent = await anonymousAgent(ctx.app);
    for (const email of ['taken@example.com', 'Taken@Example.com', 'TAKEN@EXAMPLE.COM']) {
      const res = await post(ctx.app, agent, '/api/register', newAccount({ email }));
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        code: 'EMAIL_EXISTS',
        message: AUTH_MESSAGES.EMAIL_EXISTS,
        error: AUTH_MESSAGES.EMAIL_EXISTS,
      });
    }
  });

  it('reports the username first when both are taken', async () => {
    const existing = await createUser(ctx.database.db);
    const agent = await anonymousAgent(ctx.app);
    const res = await post(
      ctx.app,
      agent,
      '/api/register',
      newAccount({ username: existing.username, email: existing.email }),
    );
    expect(res.json()).toMatchObject({ code: 'USERNAME_EXISTS' });
  });

  it('settles two simultaneous identical registrations with one 201 and one 409, never a 500', async () => {
    const body = newAccount();
    const [a, b] = await Promise.all([
      anonymousAgent(ctx.app).then((agent) => post(ctx.app, agent, '/api/register', body)),
      anonymousAgent(ctx.app).then((agent) =>
        post(ctx.app, agent, '/api/register', { ...body, username: body.username.toUpperCase() }),
      ),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    const loser = a.statusCode === 409 ? a : b;
    expect(loser.json()).toMatchObject({ code: 'USERNAME_EXISTS' });
  });

  it.each([
    [{ username: 'ab' }, 'Username must be at least 3 characters'],
    [{ username: '   ab   ' }, 'Username must be at least 3 characters'],
    [{ password: 'short' }, 'Password must be at least 8 characters'],
    [{ password: 'x'.repeat(101) }, 'Password must not exceed 100 characters'],
    [{ name: '' }, 'Name is required'],
    [{ name: '   ' }, 'Name is required'],
    [{ email: 'not-an-email' }, 'Invalid email address'],
    [{ email: '' }, 'Invalid email address'],
    [{ termsAgreed: false }, 'You must agree to the Terms of Service and Privacy Policy'],
    [{ termsAgreed: undefined }, 'You must agree to the Terms of Service and Privacy Policy'],
  ])('answers 400 VALIDATION_ERROR for %j: %s', async (override, message) => {
    const agent = await anonymousAgent(ctx.app);
    const res = await post(ctx.app, agent, '/api/register', newAccount(override));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, error: message, code: 'VALIDATION_ERROR' });
    expect(setCookie(res, 'sid')).toBeUndefined();
  });

  it('answers 400 for a body that is not JSON or not an object, never a 500', async () => {
    const agent = await anonymousAgent(ctx.app);
    const broken = await ctx.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { ...agent.headers, 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    const empty = await post(ctx.app, agent, '/api/register');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    const array = await post(ctx.app, agent, '/api/register', [1, 2]);
    expect(array.statusCode).toBe(400);
  });
});

describe('sign-up, reset and resend limits (audit finding 9)', () => {
  it('refuses a client after its sign-ups for the hour, with Retry-After', async () => {
    const ip = '10.77.0.1';
    const statuses: number[] = [];
    const max = ctx.config.signupsPerHour;
    for (let i = 0; i <= max; i++) {
      const agent = await anonymousAgent(ctx.app);
      const res = await post(
        ctx.app,
        agent,
        '/api/register',
        {
          username: `burst_${i}_${Date.now().toString(36)}`,
          password: 'Password1!',
          name: 'Burst',
          email: `burst_${i}_${Date.now().toString(36)}@example.com`,
          termsAgreed: true,
        },
        { remoteAddress: ip },
      );
      statuses.push(res.statusCode);
      if (i === max) {
        expect(res.json()).toMatchObject({ code: 'RATE_LIMITED' });
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      }
    }
    expect(statuses.slice(0, max).every((s) => s === 201)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('refuses a client after its reset requests for the window', async () => {
    const ip = '10.77.0.2';
    let last = 0;
    for (let i = 0; i <= RESET_REQUEST_LIMIT.max; i++) {
      const agent = await anonymousAgent(ctx.app);
      const res = await post(
        ctx.app,
        agent,
        '/api/auth/reset-request',
        { email: `nobody-${i}@example.com` },
        { remoteAddress: ip },
      );
      last = res.statusCode;
    }
    expect(last).toBe(429);
  });
});
