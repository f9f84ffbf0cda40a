import type { Scenario } from '../lib/types.ts';

/**
 * Issue #2: the landing page in Lighthouse, and the JavaScript it loads; issue 10 item 2: the
 * listing too, now that headings load a web font; issue 26: SEO 100 on both.
 */
export const landing: Scenario = {
  name: 'landing',
  description: 'Lighthouse for / and /events (mobile and desktop)',
  async run(ctx) {
    await ctx.lighthouse({
      name: 'landing',
      path: '/',
      target: {
        mobile: {
          minPerformance: 95,
          minAccessibility: 100,
          minSeo: 100,
          maxJsGzipBytes: 170 * 1024,
        },
        desktop: { minAccessibility: 100 },
      },
    });
    await ctx.lighthouse({
      name: 'events',
      path: '/events',
      target: {
        mobile: { minPerformance: 95, minAccessibility: 100, minSeo: 100 },
        desktop: { minAccessibility: 100 },
      },
    });
  },
};
