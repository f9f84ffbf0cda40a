import { SESSION_ABSOLUTE_TTL_MS, SESSION_TTL_MS, SIGNED_IN_COOKIE } from '@storytable/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema/index.ts';
import { hashToken } from '../../platform/sessions/session-token.ts';
import { anonymousAgent, signedInUser } from '../../test/auth.ts';
import { useTestApp } from '../../test/helper.ts';
import { get, post, setCookie } from '../../test/requests.ts';

const ctx = useTestApp();

const sidOf = (cookieHeader: string) => /(?:^|; )sid=([^;]+)/.exec(cookieHeader)?.[1] ?? '';

describe('GET /api/user', () => {
  it('answers 401 "Not logged in" without a session', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/user' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      code: 'UNAUTHENTICATED',
      message: 'Not logged in',
      error: 'Not logged in',
    });
  });

  it('answers 401 for an unknown or expired session cookie', async () => {
    const unknown = await ctx.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { cookie: 'sid=made-up-token' },
    });
    expect(unknown.statusCode).toBe(401);

    const { agent } = await signedInUser(ctx.app, ctx.database.db);
    await ctx.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, hashToken(sidOf(agent.headers.cookie!))));
    expect((await get(ctx.app, agent, '/api/user')).statusCode).toBe(401);
  });

  it('returns the current user without secrets, never cached', async () => {
    const { user, agent } = await signedInUser(ctx.app, ctx.database.db, {
      name: 'Grace Hopper',
      bio: 'Compilers',
    });
    const res = await get(ctx.app, agent, '/api/user');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body).toMatchObject({
      id: user.id,
      name: 'Grace Hopper',
      username: user.username,
      email: user.email,
      bio: 'Compilers',
      is_host: false,
      isHost: false,
      marketingPreferences: { emails: false, sms: false },
      cookieConsent: { statistics: false, marketing: false, savedAt: null },
    });
    expect(Object.keys(body).some((k) => /password/i.test(k))).toBe(false);
    expect(res.body).not.toContain('$argon2');
  });
});

describe('POST /api/logout', () => {
  it('ends the session: the old cookie no longer works', async () => {
    const { agent } = await signedInUser(ctx.app, ctx.database.db);
    const cookie = agent.headers.cookie!;
    const res = await post(ctx.app, agent, '/api/logout');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Successfully logged out' });
    expect(setCookie(res, 'sid')).toBe('');
    const [row] = await ctx.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, hashToken(sidOf(cookie))));
    expect(row).toBeUndefined();
    const after = await ctx.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
    expect(after.statusCode).toBe(401);
  });

  it('is fine without a session', async () => {
    const agent = await anonymousAgent(ctx.app);
    const res = await post(ctx.app, agent, '/api/logout');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true });
  });
});

describe('POST /api/session/keep-alive', () => {
  it('answers 401 without a session', async () => {
    const agent = await anonymousAgent(ctx.app);
    const res = await post(ctx.app, agent, '/api/session/keep-alive');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'UNAUTHENTICATED', message: 'Not logged in' });
  });

  it('extends the session by 14 days and answers { success: true }', async () => {
    const { agent } = await signedInUser(ctx.app, ctx.database.db);
    const id = hashToken(sidOf(agent.headers.cookie!));
    const before = Date.now();
    const res = await post(ctx.app, agent, '/api/session/keep-alive');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    const [row] = await ctx.database.db.select().from(sessions).where(eq(sessions.id, id));
    // agentFor creates a one-hour session; keep-alive moves it 14 days out
    expect(row!.expiresAt.getTime()).toBeGreaterThanOrEqual(before + SESSION_TTL_MS - 5000);
    const cookie = res.cookies.find((c) => c.name === 'sid');
    expect(cookie?.httpOnly).toBe(true);
    expect(new Date(cookie!.expires!).getTime()).toBeGreaterThan(before + SESSION_TTL_MS - 5000);
  });

  it('never extends a session past 30 days from sign-in (audit finding 10)', async () => {
    const { agent } = await signedInUser(ctx.app, ctx.database.db);
    const id = hashToken(sidOf(agent.headers.cookie!));
    const signedInAt = Date.now() - 29 * 24 * 3_600_000;
    await ctx.database.db
      .update(sessions)
      .set({ createdAt: new Date(signedInAt) })
      .where(eq(sessions.id, id));
    const res = await post(ctx.app, agent, '/api/session/keep-alive');
    expect(res.statusCode).toBe(200);
    const [row] = await ctx.database.db.select().from(sessions).where(eq(sessions.id, id));
    const limit = signedInAt + SESSION_ABSOLUTE_TTL_MS;
    expect(Math.abs(row!.expiresAt.getTime() - limit)).toBeLessThan(5000);

    // once past it, the session is over whatever keep-alive does
    await ctx.database.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 31 * 24 * 3_600_000) })
      .where(eq(sessions.id, id));
    await post(ctx.app, agent, '/api/session/keep-alive');
    expect((await get(ctx.app, agent, '/api/user')).statusCode).toBe(401);
  });
});

describe('the signed-in marker cookie (decision 031)', () => {
  const marker = (res: { cookies: { name: string; value: string }[] }) =>
    res.cookies.find((c) => c.name === SIGNED_IN_COOKIE) as
      | { value: string; httpOnly?: boolean; expires?: Date }
      | undefined;

  it('comes and goes with the session cookie, readable by scripts, with its expiry', async () => {
    const { agent } = await signedInUser(ctx.app, ctx.database.db);
    const extended = await post(ctx.app, agent, '/api/session/keep-alive');
    const sid = extended.cookies.find((c) => c.name === 'sid');
    expect(marker(extended)).toMatchObject({ value: '1' });
    expect(marker(extended)?.httpOnly).not.toBe(true);
    expect(marker(extended)?.expires?.getTime()).toBe(sid?.expires?.getTime());

    const out = await post(ctx.app, agent, '/api/logout');
    expect(marker(out)?.value).toBe('');
  });

  it('is added to a session from before it existed, and never sent to a visitor', async () => {
    const { agent } = await signedInUser(ctx.app, ctx.database.db);
    expect(marker(await get(ctx.app, agent, '/api/events'))?.value).toBe('1');
    const marked = { headers: { ...agent.headers } };
    marked.headers.cookie = `${agent.headers.cookie}; ${SIGNED_IN_COOKIE}=1`;
    expect(marker(await get(ctx.app, marked, '/api/events'))).toBeUndefined();

    const visitor = await ctx.app.inject({ method: 'GET', url: '/api/events' });
    expect(marker(visitor)).toBeUndefined();
  });
});
