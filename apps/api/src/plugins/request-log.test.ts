import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appLoggerOptions } from '../app.ts';
import { createTestApp, type TestContext } from '../test/helper.ts';

// Audit finding 8: reset, verification and signed onboarding links carry one-time tokens in their
// query; the request log must name the path only.
const lines: string[] = [];
const sink = new Writable({
  write(chunk, _encoding, done) {
    lines.push(String(chunk));
    done();
  },
});
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({}, { ...appLoggerOptions({ logLevel: 'info' }), stream: sink });
});
afterAll(() => ctx.close());

describe('request log', () => {
  it('names the method and path, never the query', async () => {
    const secret = 'one-time-secret-0123456789';
    await ctx.app.inject({ method: 'GET', url: `/api/verify-email?token=${secret}` });
    const logged = lines.join('');
    expect(logged).toContain('"path":"/api/verify-email"');
    expect(logged).toContain('"method":"GET"');
    expect(logged).not.toContain(secret);
  });
});
