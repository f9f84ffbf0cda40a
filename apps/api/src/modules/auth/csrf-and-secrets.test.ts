import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { anonymousAgent } from '../../test/auth.ts';
import { useTestAppWithMail } from '../../test/helper.ts';
import { adoptCookies, get, post } from '../../test/requests.ts';
import { firstLink } from '../../test/smtp-sink.ts';

const { ctx, sink } = useTestAppWithMail();

const STATE_CHANGING = [
  [
    '/api/register',
    {
      username: 'csrfuser',
      password: 'Str0ng!pass',
      name: 'C',
      email: 'c@example.com',
      termsAgreed: true,
    },
  ],
  ['/api/login', { username: 'csrfuser', password: 'Str0ng!pass' }],
  ['/api/logout', undefined],
  ['/api/session/keep-alive', undefined],
  ['/api/resend-verification', undefined],
  ['/api/auth/reset-request', { email: 'c@example.com' }],
  ['/api/auth/reset-password', { email: 'c@example.com' }],
  ['/api/newsletter/subscribe', { email: 'c@example.com' }],
] as const;

describe('CSRF on every state-changing account call', () => {
  it.each(STATE_CHANGING)(
    'POST %s without X-CSRF-Token answers 403 CSRF_MISSING',
    async (url, body) => {
      const agent = await anonymousAgent(ctx.app);
      const res = await ctx.app.inject({
        method: 'POST',
        url,
        headers: { cookie: agent.headers.cookie! },
        ...(body ? { payload: body } : {}),
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'CSRF_MISSING', message: expect.any(String) });
    },
  );

  it.each(STATE_CHANGING)(
    'POST %s with a bad token answers 403 CSRF_INVALID',
    async (url, body) => {
      const agent = await anonymousAgent(ctx.app);
      const res = await post(ctx.app, agent, url, body, {
        headers: { 'x-csrf-token': `${agent.headers['x-csrf-token']}x` },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'CSRF_INVALID' });
    },
  );

  it('changed nothing while refusing: the account from the refused registration does not exist', async () => {
    const agent = await anonymousAgent(ctx.app);
    const res = await post(ctx.app, agent, '/api/login', {
      username: 'csrfuser',
      password: 'Str0ng!pass',
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('no response carries a password or its hash', () => {
  it('across a whole account journey, success and failure alike', async () => {
    const seen: LightMyRequestResponse[] = [];
    const keep = (res: LightMyRequestResponse) => {
      seen.push(res);
      return res;
    };
    const password = 'Secret-Pass-123';
    const agent = await anonymousAgent(ctx.app);
    const account = {
      username: 'journey',
      password,
      name: 'Journey',
      email: 'journey@example.com',
      termsAgreed: true,
    };
    adoptCookies(agent, keep(await post(ctx.app, agent, '/api/register', account)));
    keep(await post(ctx.app, agent, '/api/register', account));
    keep(await post(ctx.app, agent, '/api/register', { ...account, password: 'short' }));
    keep(await get(ctx.app, agent, '/api/user'));
    keep(await post(ctx.app, agent, '/api/session/keep-alive'));
    keep(await post(ctx.app, agent, '/api/resend-verification'));
    const verify = new URL(firstLink(await sink.waitFor(account.email)));
    keep(await ctx.app.inject({ method: 'GET', url: `${verify.pathname}${verify.search}` }));
    keep(await post(ctx.app, agent, '/api/resend-verification'));
    keep(await post(ctx.app, agent, '/api/login', { username: 'journey', password: 'wrong-one' }));
    adoptCookies(
      agent,
      keep(await post(ctx.app, agent, '/api/login', { username: 'journey', password })),
    );
    keep(await post(ctx.app, agent, '/api/auth/reset-request', { email: account.email }));
    const reset = new URL(firstLink(await sink.waitFor(account.email, { since: 1 })));
    const token = reset.searchParams.get('token')!;
    keep(
      await post(ctx.app, agent, '/api/auth/reset-password', {
        token,
        password: 'Other-Pass-456',
        confirmPassword: 'Other-Pass-456',
      }),
    );
    keep(await post(ctx.app, agent, '/api/logout'));
    keep(await post(ctx.app, agent, '/api/newsletter/subscribe', { email: account.email }));

    expect(seen).toHaveLength(14);
    expect(seen.filter((r) => r.statusCode < 400).length).toBeGreaterThanOrEqual(9);
    for (const res of seen) {
      const text = `${JSON.stringify(res.headers)}\n${res.body}`;
      expect(text).not.toContain('$argon2');
      expect(text).not.toContain(password);
      expect(text).not.toContain('Other-Pass-456');
      expect(text).not.toMatch(/"password(Hash)?"\s*:/i);
      expect(text).not.toContain('password_hash');
    }
  });
});
