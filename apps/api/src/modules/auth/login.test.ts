import { AUTH_MESSAGES } from '@storytable/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rateLimits } from '../../db/schema/index.ts';
import { createUser } from '../../platform/users/user-factory.ts';
import { anonymousAgent } from '../../test/auth.ts';
import { createTestApp, useTestApp } from '../../test/helper.ts';
import { adoptCookies, get, post, setCookie } from '../../test/requests.ts';
import { LOGIN_LIMITS } from './limits.ts';
import { issueToken } from './one-time-tokens.ts';

const ctx = useTestApp();

// Each test speaks from its own address, so the per-IP counter of one test never blocks another.
let ipSeq = 0;
const nextIp = () => `10.0.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;

async function attempt(username: string, password: string, ip: string) {
  const agent = await anonymousAgent(ctx.app);
  return post(ctx.app, agent, '/api/login', { username, password }, { remoteAddress: ip });
}

describe('POST /api/login', () => {
  it('signs in by username (any case) and by email, and returns the current user', async () => {
    const user = await createUser(ctx.database.db, {
      username: 'LoginAda',
      email: 'ada@example.com',
    });
    const ip = nextIp();
    for (const name of [
      'LoginAda',
      'loginada',
      ' LOGINADA ',
      'ada@example.com',
      'ADA@example.com',
    ]) {
      const res = await attempt(name, user.password, ip);
      expect(res.statusCode, name).toBe(200);
      expect(res.json()).toMatchObject({
        id: user.id,
        username: 'LoginAda',
        email: 'ada@example.com',
      });
      expect(setCookie(res, 'sid')).toBeTruthy();
      expect(res.body).not.toContain('$argon2');
      expect(res.body).not.toContain('password');
    }
  });

  it('answers 401 INVALID_CREDENTIALS for a wrong password and for an unknown user, alike', async () => {
    const user = await createUser(ctx.database.db);
    const ip = nextIp();
    const wrong = await attempt(user.username, 'not-the-password', ip);
    const unknown = await attempt('nobody-by-that-name', 'whatever1', ip);
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        code: 'INVALID_CREDENTIALS',
        message: 'Invalid username or password',
        error: 'Invalid username or password',
      });
      expect(setCookie(res, 'sid')).toBeUndefined();
    }
    expect(AUTH_MESSAGES.INVALID_CREDENTIALS).toBe('Invalid username or password');
  });

  it('gives a new session id on every login and ends the previous one', async () => {
    const user = await createUser(ctx.database.db);
    const ip = nextIp();
    const agent = await anonymousAgent(ctx.app);
    const logIn = () =>
      post(
        ctx.app,
        agent,
        '/api/login',
        { username: user.username, password: user.password },
        { remoteAddress: ip },
      );
    const first = await logIn();
    const firstSid = setCookie(first, 'sid');
    adoptCookies(agent, first);
    const oldCookie = agent.headers.cookie;

    const second = await logIn();
    const secondSid = setCookie(second, 'sid');
    expect(secondSid).toBeTruthy();
    expect(secondSid).not.toBe(firstSid);

    const withOld = await ctx.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { cookie: oldCookie! },
    });
    expect(withOld.statusCode).toBe(401);
    const withNew = await get(ctx.app, adoptCookies(agent, second), '/api/user');
    expect(withNew.statusCode).toBe(200);
  });

  it.each([
    [{ username: '', password: 'x' }, 'Username is required'],
    [{ username: '   ', password: 'x' }, 'Username is required'],
    [{ username: 'someone', password: '' }, 'Password is required'],
    [{ username: '', password: '' }, 'Username is required'],
  ])('answers 400 VALIDATION_ERROR for %j: %s', async (body, message) => {
    const agent = await anonymousAgent(ctx.app);
    const res = await post(ctx.app, agent, '/api/login', body, { remoteAddress: nextIp() });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, error: message, code: 'VALIDATION_ERROR' });
  });
});

describe('login rate limits', () => {
  it(`blocks an account on one client after ${LOGIN_LIMITS.perAccountClient.max} failures with 429 and Retry-After, even with the right password`, async () => {
    const user = await createUser(ctx.database.db);
    const ip = nextIp();
    for (let i = 0; i < LOGIN_LIMITS.perAccountClient.max; i++) {
      expect((await attempt(user.username, 'wrong-password', ip)).statusCode).toBe(401);
    }
    // the limit follows the account, not the spelling: its email address is the same counter
    const blocked = await attempt(user.email, user.password, ip);
    expect(blocked.statusCode).toBe(429);
    const body = blocked.json();
    expect(body.code).toBe('RATE_LIMITED');
    expect(body.message).toBe('Too many login attempts. Please try again in 15 minutes.');
    expect(body.error).toBe(body.message);
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);

    // another account from the same address is unaffected
    const other = await createUser(ctx.database.db);
    expect((await attempt(other.username, other.password, ip)).statusCode).toBe(200);
  });

  it("a stranger's failures do not lock the owner out (audit finding 3)", async () => {
    const user = await createUser(ctx.database.db);
    const stranger = nextIp();
    for (let i = 0; i < LOGIN_LIMITS.perAccountClient.max + 2; i++) {
      await attempt(user.username, 'wrong-password', stranger);
    }
    expect((await attempt(user.username, user.password, stranger)).statusCode).toBe(429);
    expect((await attempt(user.username, user.password, nextIp())).statusCode).toBe(200);
  });

  it(`still slows a guess spread over many clients after ${LOGIN_LIMITS.perAccount.max} failures`, async () => {
    const user = await createUser(ctx.database.db);
    for (let i = 0; i < LOGIN_LIMITS.perAccount.max; i++) {
      expect((await attempt(user.username, `guess-${i}`, nextIp())).statusCode).toBe(401);
    }
    expect((await attempt(user.username, 'guess-next', nextIp())).statusCode).toBe(429);
  });

  it('lets the account in again once the window has passed', async () => {
    const user = await createUser(ctx.database.db);
    const ip = nextIp();
    for (let i = 0; i <= LOGIN_LIMITS.perAccountClient.max; i++)
      await attempt(user.username, 'nope', ip);
    expect((await attempt(user.username, user.password, ip)).statusCode).toBe(429);
    await ctx.database.db
      .update(rateLimits)
      .set({ resetAt: sql`now() - interval '1 second'` })
      .where(sql`${rateLimits.key} = ${`login:user-ip:id:${user.id}@${ip}`}`);
    expect((await attempt(user.username, user.password, ip)).statusCode).toBe(200);
  });

  it('clears the account counter on a successful login', async () => {
    const user = await createUser(ctx.database.db);
    const ip = nextIp();
    for (let i = 0; i < LOGIN_LIMITS.perAccountClient.max - 1; i++) {
      await attempt(user.username, 'wrong-password', ip);
    }
    expect((await attempt(user.username, user.password, ip)).statusCode).toBe(200);
    // a full allowance of failures again before the block
    for (let i = 0; i < LOGIN_LIMITS.perAccountClient.max; i++) {
      expect((await attempt(user.username, 'wrong-password', ip)).statusCode).toBe(401);
    }
    expect((await attempt(user.username, 'wrong-password', ip)).statusCode).toBe(429);
  });

  it('counts names without an account too', async () => {
    const ip = nextIp();
    for (let i = 0; i < LOGIN_LIMITS.perAccountClient.max; i++) {
      expect((await attempt('ghost-user', 'guess', ip)).statusCode).toBe(401);
    }
    expect((await attempt('GHOST-USER', 'guess', ip)).statusCode).toBe(429);
  });

  it(`blocks an address after ${LOGIN_LIMITS.perIp.max} failures across accounts`, async () => {
    const ip = nextIp();
    for (let i = 0; i < LOGIN_LIMITS.perIp.max; i++) {
      const res = await attempt(`spray-${i}`, 'guess', ip);
      expect(res.statusCode).toBe(401);
    }
    const user = await createUser(ctx.database.db);
    const blocked = await attempt(user.username, user.password, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // guesses from the blocked address do not run up the account's own counter
    for (let i = 0; i <= LOGIN_LIMITS.perAccountClient.max; i++) {
      expect((await attempt(user.username, 'wrong-password', ip)).statusCode).toBe(429);
    }
    // the same account from another address is fine
    expect((await attempt(user.username, user.password, nextIp())).statusCode).toBe(200);
  });

  it('does not count successful logins against the address', async () => {
    const user = await createUser(ctx.database.db);
    const ip = nextIp();
    for (let i = 0; i < LOGIN_LIMITS.perIp.max + 3; i++) {
      expect((await attempt(user.username, user.password, ip)).statusCode).toBe(200);
    }
  });
});

describe('strangers cannot lock the owner out (#32.3)', () => {
  /** `count` wrong passwords from each of `clients` new addresses, as the audit did. */
  async function strangersGuess(username: string, clients = 10, count = 5) {
    for (let c = 0; c < clients; c++) {
      const ip = nextIp();
      for (let i = 0; i < count; i++) await attempt(username, `stranger-${c}-${i}`, ip);
    }
  }

  /** A browser that signs in once and keeps its cookies (the device cookie among them). */
  async function deviceOf(username: string, password: string) {
    const browser = await anonymousAgent(ctx.app);
    const res = await post(ctx.app, browser, '/api/login', { username, password });
    expect(res.statusCode).toBe(200);
    expect(setCookie(res, 'device')).toBeTruthy();
    const cookie = res.cookies.find((c) => c.name === 'device');
    expect(cookie).toMatchObject({ httpOnly: true, path: '/api/login' });
    expect(cookie?.maxAge).toBeGreaterThan(180 * 24 * 3600);
    return adoptCookies(browser, res);
  }

  it('a device that signed in before still signs in after 5 failures from each of 10 addresses', async () => {
    const user = await createUser(ctx.database.db);
    const phone = await deviceOf(user.username, user.password);
    await strangersGuess(user.username);
    // the account is locked for clients it does not know
    expect((await attempt(user.username, user.password, nextIp())).statusCode).toBe(429);
    const res = await post(
      ctx.app,
      phone,
      '/api/login',
      { username: user.username, password: user.password },
      { remoteAddress: nextIp() },
    );
    expect(res.statusCode).toBe(200);
  });

  it("a known device's own failures still lock it, after 5", async () => {
    const user = await createUser(ctx.database.db);
    const phone = await deviceOf(user.username, user.password);
    const tryOn = (password: string) =>
      post(ctx.app, phone, '/api/login', { username: user.username, password });
    for (let i = 0; i < LOGIN_LIMITS.perDevice.max; i++)
      expect((await tryOn('wrong-password')).statusCode).toBe(401);
    expect((await tryOn(user.password)).statusCode).toBe(429);
    // the owner elsewhere is not locked by the device's failures
    expect((await attempt(user.username, user.password, nextIp())).statusCode).toBe(200);
  });

  it('a device cookie of another account, or a forged one, counts for nothing', async () => {
    const owner = await createUser(ctx.database.db);
    const other = await createUser(ctx.database.db);
    const othersPhone = await deviceOf(other.username, other.password);
    await strangersGuess(owner.username);
    const withOthers = await post(ctx.app, othersPhone, '/api/login', {
      username: owner.username,
      password: owner.password,
    });
    expect(withOthers.statusCode).toBe(429);
    const forged = await anonymousAgent(ctx.app);
    forged.headers.cookie = `${forged.headers.cookie}; device=v1.${owner.id}.AAAAAAAAAAAAAAAAAAAAAA.forged`;
    const res = await post(ctx.app, forged, '/api/login', {
      username: owner.username,
      password: owner.password,
    });
    expect(res.statusCode).toBe(429);
  });

  it('the browser that completed a reset signs in with the new password while strangers keep guessing', async () => {
    const user = await createUser(ctx.database.db);
    await strangersGuess(user.username);
    const resetToken = await issueToken(ctx.database.db, user.id, 'reset_password');
    const laptop = await anonymousAgent(ctx.app);
    const reset = await post(ctx.app, laptop, '/api/auth/reset-password', {
      token: resetToken,
      password: 'Fresh-start-42!',
      confirmPassword: 'Fresh-start-42!',
    });
    expect(reset.statusCode).toBe(200);
    adoptCookies(laptop, reset);
    // the strangers lock the account again right after the reset
    await strangersGuess(user.username);
    expect((await attempt(user.username, 'Fresh-start-42!', nextIp())).statusCode).toBe(429);
    const res = await post(ctx.app, laptop, '/api/login', {
      username: user.username,
      password: 'Fresh-start-42!',
    });
    expect(res.statusCode).toBe(200);
  });

  it('counts an IPv6 client by its /64, and an IPv4-mapped address as the IPv4 one', async () => {
    const user = await createUser(ctx.database.db);
    for (let i = 1; i <= LOGIN_LIMITS.perAccountClient.max; i++)
      expect(
        (await attempt(user.username, 'wrong', `2001:db8:7:9::${i.toString(16)}`)).statusCode,
      ).toBe(401);
    expect((await attempt(user.username, user.password, '2001:db8:7:9:abcd::1')).statusCode).toBe(
      429,
    );
    expect(
      (await attempt(user.username, user.password, '2001:0db8:0007:0009:ffff:1:2:3')).statusCode,
    ).toBe(429);
    // the next /64 is another client
    expect((await attempt(user.username, user.password, '2001:db8:7:a::1')).statusCode).toBe(200);

    const other = await createUser(ctx.database.db);
    for (let i = 0; i < LOGIN_LIMITS.perAccountClient.max; i++)
      await attempt(other.username, 'wrong', '10.9.8.7');
    expect((await attempt(other.username, other.password, '::ffff:10.9.8.7')).statusCode).toBe(429);
  });
});

describe('X-Forwarded-For (audit finding 2)', () => {
  it('is ignored without TRUST_PROXY: rotating it does not escape the per-IP limit', async () => {
    const agent = await anonymousAgent(ctx.app);
    const ip = nextIp();
    const statuses: number[] = [];
    for (let i = 0; i < LOGIN_LIMITS.perIp.max + 2; i++) {
      const res = await post(
        ctx.app,
        agent,
        '/api/login',
        { username: `nobody-${i}`, password: 'wrong-password' },
        { remoteAddress: ip, headers: { 'x-forwarded-for': `198.51.100.${i}` } },
      );
      statuses.push(res.statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
  });

  it('is honoured from a trusted proxy', async () => {
    const proxied = await createTestApp({ trustProxy: ['127.0.0.1'] });
    try {
      const agent = await anonymousAgent(proxied.app);
      const last: number[] = [];
      for (let i = 0; i < LOGIN_LIMITS.perIp.max + 2; i++) {
        const res = await post(
          proxied.app,
          agent,
          '/api/login',
          { username: `nobody-${i}`, password: 'wrong-password' },
          { remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': `198.51.100.${i}` } },
        );
        last.push(res.statusCode);
      }
      // every attempt came from a different client, so none hit the per-IP limit
      expect(last.every((s) => s === 401)).toBe(true);
    } finally {
      await proxied.close();
    }
  });
});
