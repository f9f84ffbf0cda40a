import type { Scenario } from '../lib/types.ts';

/** Issue #2: the security token and the signed-in user, beside the bare route. */
export const apiCore: Scenario = {
  name: 'api-core',
  description: 'GET /api/csrf-token and GET /api/user (logged in)',
  async run(ctx) {
    await ctx.load({ name: 'GET /api/csrf-token (new visitor)', path: '/api/csrf-token' });
    const { cookie } = await ctx.registerUser();
    await ctx.load({
      name: 'GET /api/user (logged in)',
      path: '/api/user',
      headers: { cookie },
      target: { minRatio: 0.7 }, // issue 30
    });
  },
};
