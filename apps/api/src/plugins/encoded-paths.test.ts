import { describe, expect, it } from 'vitest';
import { createUser } from '../platform/users/user-factory.ts';
import { agentFor } from '../test/auth.ts';
import { useTestApp } from '../test/helper.ts';

// Audit finding 1: the router decodes the path, so the guards must decide by the matched route,
// not by the raw URL (`/%61pi/login` is `/api/login`).
const ctx = useTestApp();

const ENCODED = ['/%61pi/login', '/%61%70%69/login', '/ap%69/login', '//api/login'];

describe('guards decide by the matched route', () => {
  it.each(ENCODED)('%s without a CSRF token is refused like /api/login', async (url) => {
    const user = await createUser(ctx.database.db);
    const res = await ctx.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: user.username, password: user.password }),
    });
    expect([403, 404]).toContain(res.statusCode);
    expect(res.cookies.find((c) => c.name === 'sid')).toBeUndefined();
  });

  it('a text/plain POST to /%61pi/logout cannot sign a victim out', async () => {
    const user = await createUser(ctx.database.db);
    const agent = await agentFor(ctx.app, ctx.database.db, user);
    const cookie = agent.headers.cookie ?? '';
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/%61pi/logout',
      headers: { cookie, 'content-type': 'text/plain' },
      payload: 'x',
    });
    expect(res.statusCode).toBe(403);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
    expect(me.statusCode).toBe(200);
  });

  it('an encoded GET still sees the session (the session plugin matches by route too)', async () => {
    const user = await createUser(ctx.database.db);
    const agent = await agentFor(ctx.app, ctx.database.db, user);
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/%61pi/user',
      headers: { cookie: agent.headers.cookie ?? '' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: user.id });
  });

  it('unknown paths answer 404 in the error shape', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/%61pi/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('the not-found handler', () => {
  it('answers JSON 404 for an encoded unknown API path, not the web app', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/%61pi/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Route GET /api/nothing-here not found',
    });
  });
});
