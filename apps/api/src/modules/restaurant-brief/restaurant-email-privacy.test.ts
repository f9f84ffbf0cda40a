import { RESTAURANT_BRIEF_MESSAGES } from '@storytable/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../db/schema/index.ts';
import { anonymousAgent, signedInUser } from '../../test/auth.ts';
import { newDinnerForm } from '../../test/event-factory.ts';
import { createTestApp, type TestContext } from '../../test/helper.ts';
import { fakeWebDist } from '../../test/web-dist.ts';

// The restaurant email is the host's to give: only the dinner's host and admins read it
// (decision 058), never a public payload, page, JSON-LD, calendar or sitemap.

const EMAIL = 'reservations@capitol-oak.test';
const payload = newDinnerForm({ price: 0 });
const payoutsDone = {
  isHost: true,
  stripeConnectId: 'acct_test',
  stripeConnectStatus: 'complete',
  stripeConnectOnboardingComplete: true,
};

let ctx: TestContext;
let dist: ReturnType<typeof fakeWebDist>;
beforeAll(async () => {
  dist = fakeWebDist();
  ctx = await createTestApp({ webDist: dist.dir, appUrl: 'https://storytable.test' });
});
afterAll(async () => {
  await ctx.close();
  dist.remove();
});

type Headers = Record<string, string>;
const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers = {}, body?: unknown) =>
  ctx.app.inject({
    method,
    url,
    headers,
    ...(body === undefined ? {} : { payload: body as object }),
  });

describe('the restaurant email', () => {
  it('is kept from creation, read by the host and admins only, and in no public answer', async () => {
    const host = await signedInUser(ctx.app, ctx.database.db, { ...payoutsDone, name: 'Priya' });
    const created = await call('POST', '/api/events', host.agent.headers, {
      ...payload,
      restaurantEmail: `  ${EMAIL.toUpperCase()} `,
    });
    expect(created.statusCode).toBe(201);
    expect(created.body).not.toContain(EMAIL);
    const id = created.json().id as number;
    const [row] = await ctx.database.db.select().from(events).where(eq(events.id, id));
    expect(row!.restaurantEmail).toBe(EMAIL);

    const guest = await signedInUser(ctx.app, ctx.database.db);
    const admin = await signedInUser(ctx.app, ctx.database.db, { isAdmin: true });
    const visitor = await anonymousAgent(ctx.app);
    const pages = [
      '/api/events',
      '/api/events?search=true',
      `/api/events/${id}`,
      `/api/users/${host.user.id}/events`,
      `/api/calendar/hosts/${host.user.id}.ics`,
      `/event/${id}`,
      `/events/${id}`,
      '/sitemap.xml',
      '/sitemaps/events-0.xml',
      `/api/events/${id}/share-card.png`,
    ];
    for (const url of pages) {
      for (const headers of [visitor.headers, guest.agent.headers]) {
        const res = await call('GET', url, headers);
        expect(res.statusCode, url).toBeLessThan(400);
        expect(res.body, url).not.toContain(EMAIL);
      }
    }
    // the page a search engine reads, with its JSON-LD
    const page = await call('GET', `/event/${id}`);
    expect(page.body).toContain('application/ld+json');
    expect(page.body).not.toContain(EMAIL);
    // the host's own list carries the public event only
    expect((await call('GET', '/api/host/events', host.agent.headers)).body).not.toContain(EMAIL);

    const brief = `/api/events/${id}/restaurant-brief`;
    for (const reader of [host.agent, admin.agent]) {
      const res = await call('GET', brief, reader.headers);
      expect(res.statusCode).toBe(200);
      expect(res.json().restaurantEmail).toBe(EMAIL);
      expect(res.headers['cache-control']).toBe('private, no-store');
    }
    const refused = await call('GET', brief, guest.agent.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(RESTAURANT_BRIEF_MESSAGES.NOT_YOUR_EVENT);
    expect(refused.body).not.toContain(EMAIL);
  });

  it('is changed or removed by the host alone; a bad address is a 400 that changes nothing', async () => {
    const host = await signedInUser(ctx.app, ctx.database.db, payoutsDone);
    const created = await call('POST', '/api/events', host.agent.headers, payload);
    expect(created.statusCode).toBe(201);
    const brief = `/api/events/${created.json().id}/restaurant-brief`;
    expect((await call('GET', brief, host.agent.headers)).json().restaurantEmail).toBeNull();

    const set = await call('PUT', brief, host.agent.headers, { restaurantEmail: EMAIL });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ restaurantEmail: EMAIL, sentAt: null });

    for (const bad of ['not-an-email', 'a@b', `${'x'.repeat(250)}@b.test`, 42, { a: 1 }]) {
      const res = await call('PUT', brief, host.agent.headers, { restaurantEmail: bad });
      expect(res.statusCode, String(bad)).toBe(400);
      expect(res.json()).toMatchObject({ code: expect.any(String), error: expect.any(String) });
    }
    const bad = await call('PUT', brief, host.agent.headers, { restaurantEmail: 'nope' });
    expect(bad.json().message).toContain(RESTAURANT_BRIEF_MESSAGES.invalidEmail);
    expect((await call('GET', brief, host.agent.headers)).json().restaurantEmail).toBe(EMAIL);

    const admin = await signedInUser(ctx.app, ctx.database.db, { isAdmin: true });
    const byAdmin = await call('PUT', brief, admin.agent.headers, { restaurantEmail: null });
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json().message).toBe(RESTAURANT_BRIEF_MESSAGES.CHANGE_NOT_YOURS);

    for (const removal of [null, '', '   ']) {
      await call('PUT', brief, host.agent.headers, { restaurantEmail: EMAIL });
      const removed = await call('PUT', brief, host.agent.headers, { restaurantEmail: removal });
      expect(removed.statusCode).toBe(200);
      expect(removed.json().restaurantEmail).toBeNull();
    }
    const missing = await call(
      'PUT',
      '/api/events/2147483647/restaurant-brief',
      host.agent.headers,
      {
        restaurantEmail: null,
      },
    );
    expect(missing.statusCode).toBe(404);
  });

  it('refuses a bad address at creation with the form message', async () => {
    const host = await signedInUser(ctx.app, ctx.database.db, payoutsDone);
    const res = await call('POST', '/api/events', host.agent.headers, {
      ...payload,
      restaurantEmail: 'bookings at the bistro',
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(RESTAURANT_BRIEF_MESSAGES.invalidEmail);
  });
});
