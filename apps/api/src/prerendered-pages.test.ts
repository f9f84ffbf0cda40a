import { SIGNED_IN_COOKIE } from '@storytable/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './test/helper.ts';
import { FIRST_SCREEN_BAR, fakeWebDist, ROOTS } from './test/web-dist.ts';

describe('prerendered pages (decision 037)', () => {
  let ctx: TestContext;
  let dist: ReturnType<typeof fakeWebDist>;

  beforeAll(async () => {
    dist = fakeWebDist();
    ctx = await createTestApp({ webDist: dist.dir });
  });
  afterAll(async () => {
    await ctx.close();
    dist.remove();
  });

  const get = (url: string, signedIn = false) =>
    ctx.app.inject({
      method: 'GET',
      url,
      headers: signedIn ? { cookie: `${SIGNED_IN_COOKIE}=1` } : {},
    });

  it('sends a visitor the landing and listing with their first screen in place', async () => {
    const landing = await get('/');
    expect(landing.statusCode).toBe(200);
    expect(landing.body).toContain(ROOTS.landing);
    expect(landing.headers.vary).toMatch(/Cookie/);
    expect(landing.headers['cache-control']).toBe('no-cache');
    expect((await get('/events')).body).toContain(ROOTS.events);
  });

  it('sends the bare app to the signed in, to a query and to every other page', async () => {
    for (const [url, signedIn] of [
      ['/', true],
      ['/events', true],
      ['/events?page=2', false],
      ['/?verified=true', false],
      ['/search?q=history', false],
    ] as const) {
      const body = (await get(url, signedIn)).body;
      expect(body).toContain('<div id="root"></div>');
    }
    expect((await get('/prerendered/landing.html')).statusCode).toBe(200);
  });

  it("sends table mode and earnings with their heading, and no dinner's data, to anyone", async () => {
    for (const signedIn of [true, false]) {
      const table = await get('/event/48/table', signedIn);
      expect(table.statusCode).toBe(200);
      expect(table.body).toContain(ROOTS['table-mode']);
      expect(table.body).not.toContain('page-data');
      expect(table.body).not.toContain(FIRST_SCREEN_BAR);
      expect(table.headers['cache-control']).toBe('no-cache');
      const earnings = (await get('/host/earnings', signedIn)).body;
      expect(earnings).toContain(ROOTS.earnings);
      expect(earnings).not.toContain('cookie-banner');
    }
  });
});

describe('without a prerender', () => {
  let ctx: TestContext;
  let dist: ReturnType<typeof fakeWebDist>;

  beforeAll(async () => {
    dist = fakeWebDist(false);
    ctx = await createTestApp({ webDist: dist.dir });
  });
  afterAll(async () => {
    await ctx.close();
    dist.remove();
  });

  it('serves index.html on /, /events and a dinner page', async () => {
    for (const url of ['/', '/events', '/event/1', '/event/1/table', '/host/earnings']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.body).toContain('<div id="root"></div>');
    }
  });
});
