import { describe, expect, it } from 'vitest';
import { signedInUser } from './auth.ts';
import { useTestApp } from './helper.ts';

// Identity and payout pages return to the address the browser is on when it is one of ours
// (#32.28): a popup opened from 127.0.0.1 must not land on localhost, a second, signed-out copy.

const ctx = useTestApp({ appUrl: 'http://localhost:5000' });

const start = async (url: string, headers: Record<string, string>) => {
  const res = await ctx.app.inject({ method: 'POST', url, headers });
  expect(res.statusCode, res.body).toBe(200);
  return new URL((res.json() as { url: string }).url);
};

describe('return addresses of hosted pages', () => {
  it("the identity check's page and its return are on the browser's loopback name", async () => {
    const { agent } = await signedInUser(ctx.app, ctx.database.db);
    const page = await start('/api/stripe/identity-verification', {
      ...agent.headers,
      origin: 'http://127.0.0.1:5000',
    });
    expect(page.origin).toBe('http://127.0.0.1:5000');
    const hosted = await ctx.app.inject({ method: 'GET', url: page.pathname + page.search });
    expect(hosted.statusCode).toBe(200);
    const done = await ctx.app.inject({
      method: 'POST',
      url: `${page.pathname}/complete`,
      headers: agent.headers,
      payload: { sig: page.searchParams.get('sig'), outcome: 'verified' },
    });
    expect(done.json()).toMatchObject({
      redirectUrl: 'http://127.0.0.1:5000/profile?verification=complete',
      notifyOpener: true,
    });
  });

  it('payout onboarding returns to the same name; a foreign origin gets APP_URL', async () => {
    const { agent } = await signedInUser(ctx.app, ctx.database.db, { isHost: true });
    const page = await start('/api/stripe/create-connect-account', {
      ...agent.headers,
      origin: 'http://127.0.0.1:5000',
    });
    expect(page.origin).toBe('http://127.0.0.1:5000');
    expect(page.searchParams.get('return_url')).toBe(
      'http://127.0.0.1:5000/settings?tab=host&complete=true',
    );
    const foreign = await start('/api/stripe/create-connect-account', {
      ...agent.headers,
      origin: 'https://evil.example',
    });
    expect(foreign.origin).toBe('http://localhost:5000');
    expect(foreign.searchParams.get('return_url')).toBe(
      'http://localhost:5000/settings?tab=host&complete=true',
    );
  });
});
