import { describe, expect, it } from 'vitest';
import { useTestApp } from './test/helper.ts';

const ctx = useTestApp();

describe('app', () => {
  it('answers unknown API routes with a JSON 404', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      code: 'NOT_FOUND',
      error: expect.any(String),
      message: expect.any(String),
    });
  });
});
