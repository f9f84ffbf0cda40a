import { describe, expect, it } from 'vitest';
import { anonymousAgent } from '../../test/auth.ts';
import { useTestApp } from '../../test/helper.ts';

const ctx = useTestApp();

describe('GET /api/csrf-token', () => {
  it('returns a token, its lifetime and a binding cookie', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/csrf-token' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      csrfToken: expect.any(String),
      expiresIn: 1_800_000,
    });
    const cookie = res.cookies.find((c) => c.name === 'csrf');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
  });
});

describe('CSRF guard', () => {
  it('refuses a state-changing call without a token', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/logout' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'CSRF_MISSING' });
  });

  it('refuses a forged token and a token from another browser', async () => {
    const a = await anonymousAgent(ctx.app);
    const b = await anonymousAgent(ctx.app);
    const forged = await ctx.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { ...a.headers, 'x-csrf-token': 'nope' },
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toMatchObject({ code: 'CSRF_INVALID' });
    const crossed = await ctx.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { cookie: a.headers.cookie!, 'x-csrf-token': b.headers['x-csrf-token']! },
    });
    expect(crossed.json()).toMatchObject({ code: 'CSRF_INVALID' });
  });

  it('lets a valid token through to the route', async () => {
    const a = await anonymousAgent(ctx.app);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/definitely-not-a-route',
      headers: a.headers,
    });
    expect(res.statusCode).toBe(404);
  });
});
