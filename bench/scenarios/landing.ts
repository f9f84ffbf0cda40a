import type { Scenario } from '../lib/types.ts';

/** Issue #2: the landing page in Lighthouse, and the JavaScript it loads. */
export const landing: Scenario = {
  name: 'landing',
  description: 'Lighthouse for / (mobile and desktop)',
  async run(ctx) {
    await ctx.lighthouse({
      name: 'landing',
      path: '/',
      target: {
        mobile: { minPerformance: 95, minAccessibility: 100, maxJsGzipBytes: 170 * 1024 },
        desktop: { minAccessibility: 100 },
      },
    });
  },
};
