import type { Scenario } from '../lib/types.ts';

/** Issue #3: the listing, one event and a search on a marketplace of 10,000 events. */
export const events: Scenario = {
  name: 'events',
  description:
    'GET /api/events?page=1, GET /api/events/:id, GET /api/search?q=history&state=CA (10,000 events)',
  seed: { events: 10_000 },
  async run(ctx) {
    const listing = (await (await fetch(`${ctx.app.url}/api/events?page=1`)).json()) as {
      events: { id: number }[];
      pagination: { total: number };
    };
    const id = listing.events[0]?.id;
    if (id === undefined) throw new Error('no upcoming events listed: was the seed run?');
    ctx.note(`events scenario: ${listing.pagination.total} upcoming active events listed`);
    await ctx.load({
      name: 'GET /api/events?page=1',
      path: '/api/events?page=1',
      target: { minRatio: 0.3 },
    });
    await ctx.load({ name: 'GET /api/events/:id', path: `/api/events/${id}` });
    await ctx.load({
      name: 'GET /api/search?q=history&state=CA (10 connections)',
      path: '/api/search?q=history&state=CA',
      connections: 10,
      target: { maxP99Ms: 50 },
    });
  },
};
