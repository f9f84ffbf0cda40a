import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SIGNED_IN_COOKIE } from '@storytable/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './test/helper.ts';

const INDEX = '<div id="root"></div>';
const LANDING = '<div id="root"><h1>Connect through conversation</h1></div>';
const EVENTS = '<div id="root"><h1>Browse Events</h1></div>';

describe('prerendered pages (decision 037)', () => {
  let ctx: TestContext;
  let webDist: string;

  beforeAll(async () => {
    webDist = mkdtempSync(join(tmpdir(), 'storytable-web-'));
    mkdirSync(join(webDist, 'prerendered'));
    writeFileSync(join(webDist, 'index.html'), INDEX);
    writeFileSync(join(webDist, 'prerendered', 'landing.html'), LANDING);
    writeFileSync(join(webDist, 'prerendered', 'events.html'), EVENTS);
    ctx = await createTestApp({ webDist });
  });
  afterAll(async () => {
    await ctx.close();
    rmSync(webDist, { recursive: true, force: true });
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
    expect(landing.body).toBe(LANDING);
    expect(landing.headers.vary).toMatch(/Cookie/);
    expect(landing.headers['cache-control']).toBe('no-cache');
    expect((await get('/events')).body).toBe(EVENTS);
  });

  it('sends the bare app to the signed in, to a query and to every other page', async () => {
    expect((await get('/', true)).body).toBe(INDEX);
    expect((await get('/events', true)).body).toBe(INDEX);
    expect((await get('/events?page=2')).body).toBe(INDEX);
    expect((await get('/?verified=true')).body).toBe(INDEX);
    expect((await get('/search?q=history')).body).toBe(INDEX);
    expect((await get('/prerendered/landing.html')).statusCode).toBe(200);
  });
});

describe('without a prerender', () => {
  let ctx: TestContext;
  let webDist: string;

  beforeAll(async () => {
    webDist = mkdtempSync(join(tmpdir(), 'storytable-web-'));
    writeFileSync(join(webDist, 'index.html'), INDEX);
    ctx = await createTestApp({ webDist });
  });
  afterAll(async () => {
    await ctx.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('serves index.html on / and /events', async () => {
    for (const url of ['/', '/events']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(INDEX);
    }
  });
});
