import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/helper.ts';

interface Operation {
  parameters?: { in: string; name: string }[];
  requestBody?: unknown;
  responses?: Record<
    string,
    { description?: string; content?: Record<string, { schema?: unknown }> } | undefined
  >;
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
}

const ctx = useTestApp();
let doc: Document;
beforeAll(async () => {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(res.statusCode).toBe(200);
  doc = res.json() as Document;
});

const openApiPath = (url: string) => url.replace(/:([A-Za-z]+)/g, '{$1}');

describe('GET /api/openapi.json', () => {
  it('is OpenAPI 3.1 with the session and CSRF schemes', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(JSON.stringify(doc)).toContain('X-CSRF-Token');
  });

  it('documents every registered route with its request and response schemas', () => {
    const problems: string[] = [];
    for (const route of ctx.app.registeredRoutes) {
      const name = `${route.method} ${route.url}`;
      const op = doc.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
      if (!op) {
        problems.push(`${name}: missing from the document`);
        continue;
      }
      const inputs = new Set((op.parameters ?? []).map((p) => p.in));
      if (route.takes.params && !inputs.has('path')) problems.push(`${name}: no path parameters`);
      if (route.takes.querystring && !inputs.has('query')) problems.push(`${name}: no query`);
      if (route.takes.body && !op.requestBody) problems.push(`${name}: no request body`);
      // a route without a response schema gets swagger's placeholder, which says nothing
      const success = Object.entries(op.responses ?? {}).filter(
        ([status, r]) =>
          /^[23]/.test(status) &&
          (r?.content || (r && 'description' in r && r.description !== 'Default Response')),
      );
      if (success.length === 0) problems.push(`${name}: no success response schema`);
    }
    expect(problems).toEqual([]);
  });
});

describe('/api/docs', () => {
  it('serves the reference page from the package, under its own content security policy', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).not.toMatch(/https?:\/\/(?!localhost)[^"']*\.(js|css)/);
    const bundle = await ctx.app.inject({
      method: 'GET',
      url: '/api/docs/static/swagger-ui-bundle.js',
    });
    expect(bundle.statusCode).toBe(200);
  });
});
