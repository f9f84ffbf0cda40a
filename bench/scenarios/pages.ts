import type { Scenario } from '../lib/types.ts';

const BROWSER = { 'accept-encoding': 'br, gzip' };

/** Event ids from a part of the sitemap: what a crawler would go on to fetch. */
async function listedIds(base: string): Promise<{ ids: number[]; part: string }> {
  const index = await (await fetch(`${base}/sitemap.xml`)).text();
  const part = /<loc>[^<]*(\/sitemaps\/events-\d+\.xml)<\/loc>/.exec(index)?.[1];
  const urlset = part ? await (await fetch(`${base}${part}`)).text() : index;
  const ids = [...urlset.matchAll(/\/event\/(\d+)<\/loc>/g)].map((m) => Number(m[1]));
  return { ids, part: part ?? '/sitemap.xml' };
}

/**
 * Issue 26: a dinner page's HTML with its tags (a different dinner each request, so its cache
 * rarely helps), the sitemap and one of its parts at 100,000 dinners, and Lighthouse on a
 * dinner page (performance 95 on a phone, SEO 100).
 */
export const pages100k: Scenario = {
  name: 'pages-100k',
  description:
    'GET /event/:id (a new dinner each time), /sitemap.xml and a sitemap part at 100,000 dinners; Lighthouse on a dinner page',
  seed: { events: 100_000 },
  async run(ctx) {
    const base = ctx.app.url;
    const { ids, part } = await listedIds(base);
    if (ids.length < 1000) throw new Error(`the sitemap listed ${ids.length} dinners`);
    ctx.note(`pages: ${ids.length} dinners in ${part}`);
    let next = 0;
    await ctx.load({
      name: 'GET /event/:id, a new dinner each time (100,000 dinners, 10 connections)',
      path: `/event/${ids[0]}`,
      nextPath: () => {
        // a stride prime to the count: every dinner once before any twice
        next = (next + 7919) % ids.length;
        return `/event/${ids[next]}`;
      },
      headers: BROWSER,
      connections: 10,
      target: { maxP99Ms: 20 },
    });
    await ctx.load({
      name: 'GET /sitemap.xml (an index past 50,000, 10 connections)',
      path: '/sitemap.xml',
      headers: BROWSER,
      connections: 10,
      target: { maxP99Ms: 20 },
    });
    await ctx.load({
      name: `GET ${part} (up to 50,000 dinners, streamed, 1 connection)`,
      path: part,
      connections: 1,
    });
    await ctx.lighthouse({
      name: 'dinner page',
      path: `/event/${ids[0]}`,
      target: {
        mobile: { minPerformance: 95, minAccessibility: 100, minSeo: 100 },
        desktop: { minAccessibility: 100, minSeo: 100 },
      },
    });
  },
};
