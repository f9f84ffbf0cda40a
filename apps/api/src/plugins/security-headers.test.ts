import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/helper.ts';
import { helmetOptions, jsonSecurityHeaders, staticSecurityHeaders } from './security-headers.ts';

const ctx = useTestApp();

describe('security headers', () => {
  it.each([
    ['an API read', '/api/csrf-token', 200],
    ['an unknown API route', '/api/no-such-route', 404],
  ])(
    '%s (JSON) carries the API set: nothing runs, is framed or read cross-origin',
    async (_what, url, status) => {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(status);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers['content-security-policy']).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      // the test app is not production: no HSTS
      expect(res.headers['strict-transport-security']).toBeUndefined();
    },
  );

  it('a document (the API reference page) carries the document set', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    // Swagger UI replaces the CSP with its own static one (its page needs its inline styles)
    expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it("the documents' CSP allows Stripe.js and upgrades nothing outside production", () => {
    const csp = staticSecurityHeaders(helmetOptions({ isProduction: false }))[
      'content-security-policy'
    ];
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self' https://js.stripe.com");
    expect(csp).toContain("connect-src 'self' https://api.stripe.com");
    expect(csp).not.toContain('upgrade-insecure-requests');
  });

  it('production adds HSTS to both sets and upgrades insecure requests', () => {
    const document = staticSecurityHeaders(helmetOptions({ isProduction: true }));
    expect(document['strict-transport-security']).toMatch(/^max-age=\d+; includeSubDomains$/);
    expect(document['content-security-policy']).toContain('upgrade-insecure-requests');
    expect(jsonSecurityHeaders(document)['strict-transport-security']).toBe(
      document['strict-transport-security'],
    );
  });
});
