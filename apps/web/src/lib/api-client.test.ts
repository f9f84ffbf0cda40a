import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, fetchQuery } from './api-client.ts';
import { ApiError } from './api-error.ts';
import { clearCsrfToken } from './csrf-token.ts';

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

interface Call {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
  credentials: RequestCredentials | undefined;
}

const json = (status: number, body: unknown, statusText = '') =>
  new Response(JSON.stringify(body), {
    status,
    statusText,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });

const html = (status: number, statusText = '') =>
  new Response('<!DOCTYPE html><html><body>oops</body></html>', {
    status,
    statusText,
    headers: { 'content-type': 'text/html' },
  });

let calls: Call[];

/** Stubs the browser's fetch (the boundary of this module) with a little routed server. */
function serve(routes: Record<string, Handler | Handler[]>) {
  const queues = new Map(
    Object.entries(routes).map(([k, v]) => [k, Array.isArray(v) ? [...v] : v] as const),
  );
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const headers = (init.headers ?? {}) as Record<string, string>;
    calls.push({
      url: input,
      method,
      headers,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
      credentials: init.credentials,
    });
    const entry = queues.get(`${method} ${input}`);
    if (!entry) throw new TypeError(`no route for ${method} ${input}`);
    const handler = Array.isArray(entry) ? (entry.length > 1 ? entry.shift() : entry[0]) : entry;
    if (!handler) throw new TypeError('route exhausted');
    return handler(input, init);
  });
}

const tokenRoute =
  (token: string, expiresIn = 1_800_000): Handler =>
  () =>
    json(200, { success: true, csrfToken: token, expiresIn });

beforeEach(() => {
  calls = [];
  clearCsrfToken();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('apiRequest', () => {
  it('sends credentials, JSON and the security token on a state-changing call', async () => {
    serve({
      'GET /api/csrf-token': tokenRoute('tok-1'),
      'POST /api/login': () => json(200, { id: 1, username: 'ada' }),
    });
    const user = await apiRequest<{ id: number }>('POST', '/api/login', { username: 'ada' });
    expect(user).toEqual({ id: 1, username: 'ada' });
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.credentials).toBe('include');
    expect(post?.headers['X-CSRF-Token']).toBe('tok-1');
    expect(post?.headers.Accept).toBe('application/json');
    expect(post?.headers['Content-Type']).toBe('application/json');
    expect(post?.body).toEqual({ username: 'ada' });
  });

  it('reuses the cached token and refreshes it when under 60 s remain', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-01-01T00:00:00Z'));
    serve({
      'GET /api/csrf-token': [tokenRoute('first', 120_000), tokenRoute('second', 120_000)],
      'POST /api/logout': () => new Response(null, { status: 204 }),
    });
    await apiRequest('POST', '/api/logout');
    await apiRequest('POST', '/api/logout');
    expect(calls.filter((c) => c.url === '/api/csrf-token')).toHaveLength(1);

    vi.setSystemTime(new Date('2030-01-01T00:01:01Z')); // 59 s left
    await apiRequest('POST', '/api/logout');
    const tokens = calls.filter((c) => c.method === 'POST').map((c) => c.headers['X-CSRF-Token']);
    expect(tokens).toEqual(['first', 'first', 'second']);
  });

  it.each(['CSRF_MISSING', 'CSRF_INVALID'])(
    'refreshes the token and repeats the call once after a 403 %s',
    async (code) => {
      serve({
        'GET /api/csrf-token': [tokenRoute('stale'), tokenRoute('fresh')],
        'POST /api/register': [
          () => json(403, { message: 'Invalid CSRF token', error: 'Invalid CSRF token', code }),
          () => json(200, { id: 7 }),
        ],
      });
      await expect(apiRequest('POST', '/api/register', {})).resolves.toEqual({ id: 7 });
      const posts = calls.filter((c) => c.method === 'POST');
      expect(posts.map((c) => c.headers['X-CSRF-Token'])).toEqual(['stale', 'fresh']);
    },
  );

  it('repeats only once: a second CSRF refusal is an error', async () => {
    const refusal = () =>
      json(403, {
        message: 'Invalid CSRF token',
        error: 'Invalid CSRF token',
        code: 'CSRF_INVALID',
      });
    serve({ 'GET /api/csrf-token': tokenRoute('t'), 'POST /api/x': refusal });
    await expect(apiRequest('POST', '/api/x')).rejects.toThrow('Invalid CSRF token');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(2);
  });

  it('does not repeat a 403 that is not about the token', async () => {
    serve({
      'GET /api/csrf-token': tokenRoute('t'),
      'POST /api/x': () =>
        json(403, { message: 'Forbidden', error: 'Forbidden', code: 'FORBIDDEN' }),
    });
    await expect(apiRequest('POST', '/api/x')).rejects.toMatchObject({
      status: 403,
      code: 'FORBIDDEN',
    });
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('fails with the spec message when a token is required and cannot be fetched', async () => {
    serve({ 'GET /api/csrf-token': () => json(500, {}, 'Internal Server Error') });
    await expect(apiRequest('POST', '/api/login', {})).rejects.toThrow(
      'Failed to obtain CSRF token for secure request',
    );
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('only warns when a read cannot get a token', async () => {
    serve({ 'GET /api/things': () => json(200, [1]) });
    await expect(apiRequest('GET', '/api/things')).resolves.toEqual([1]);
    expect(calls.map((c) => c.url)).toEqual(['/api/things']);
  });

  it('gives {status}: {statusText} for 5xx, whatever the body says', async () => {
    serve({
      'GET /api/csrf-token': tokenRoute('t'),
      'POST /api/x': () =>
        json(503, { error: 'db down', message: 'db down' }, 'Service Unavailable'),
    });
    await expect(apiRequest('POST', '/api/x')).rejects.toThrow('503: Service Unavailable');
  });

  it('reads error first, then message, then "Request failed"', async () => {
    serve({
      'GET /api/csrf-token': tokenRoute('t'),
      'POST /api/a': () => json(409, { error: 'from error', message: 'from message', code: 'X' }),
      'POST /api/b': () => json(400, { message: 'only message' }),
      'POST /api/c': () => json(400, { other: true }),
    });
    const a = await apiRequest('POST', '/api/a').catch((e: unknown) => e);
    expect(a).toBeInstanceOf(ApiError);
    expect(a).toMatchObject({ message: 'from error', status: 409, code: 'X' });
    await expect(apiRequest('POST', '/api/b')).rejects.toThrow('only message');
    await expect(apiRequest('POST', '/api/c')).rejects.toThrow('Request failed');
  });

  it('words bodies that are not JSON with the spec messages', async () => {
    serve({
      'GET /api/csrf-token': tokenRoute('t'),
      'POST /api/html-error': () => html(404, 'Not Found'),
      'POST /api/bad-json-error': () =>
        new Response('{oops', { status: 400, headers: { 'content-type': 'application/json' } }),
      'POST /api/html-ok': () => html(200, 'OK'),
      'POST /api/bad-json-ok': () =>
        new Response('{oops', { status: 200, headers: { 'content-type': 'application/json' } }),
      'POST /api/empty': () => new Response('', { status: 200 }),
    });
    await expect(apiRequest('POST', '/api/html-error')).rejects.toThrow(
      'Server communication error',
    );
    await expect(apiRequest('POST', '/api/bad-json-error')).rejects.toThrow(
      'Server response parsing failed',
    );
    await expect(apiRequest('POST', '/api/html-ok')).rejects.toThrow(
      'Server returned invalid response',
    );
    await expect(apiRequest('POST', '/api/bad-json-ok')).rejects.toThrow(
      'Invalid response format from server',
    );
    await expect(apiRequest('POST', '/api/empty')).resolves.toBeUndefined();
  });
});

describe('shared reads', () => {
  it('GETs the path with credentials and gives null on 401', async () => {
    serve({
      'GET /api/user': () => json(401, { message: 'Not logged in', error: 'Not logged in' }),
    });
    await expect(fetchQuery('/api/user')).resolves.toBeNull();
    expect(calls[0]).toMatchObject({ url: '/api/user', method: 'GET', credentials: 'include' });
  });

  it('throws on 401 when asked to', async () => {
    serve({
      'GET /api/user': () => json(401, { message: 'Not logged in', error: 'Not logged in' }),
    });
    await expect(fetchQuery('/api/user', 'throw')).rejects.toMatchObject({
      status: 401,
      message: 'Not logged in',
    });
  });

  it('throws {status}: {statusText} on 5xx', async () => {
    serve({ 'GET /api/events': () => json(500, { message: 'boom' }, 'Internal Server Error') });
    await expect(fetchQuery('/api/events')).rejects.toThrow('500: Internal Server Error');
  });

  it('throws the body message, then error, then raw text on other failures', async () => {
    serve({
      'GET /api/a': () => json(404, { message: 'Event not found', error: 'Not Found' }),
      'GET /api/b': () => json(400, { error: 'only error' }),
      'GET /api/c': () => new Response('plain words', { status: 429 }),
    });
    await expect(fetchQuery('/api/a')).rejects.toThrow('Event not found');
    await expect(fetchQuery('/api/b')).rejects.toThrow('only error');
    await expect(fetchQuery('/api/c')).rejects.toThrow('plain words');
  });

  it('gives null for a success that is not JSON', async () => {
    serve({ 'GET /api/page': () => html(200, 'OK') });
    await expect(fetchQuery('/api/page')).resolves.toBeNull();
  });

  it('sends the cached token on reads once one is known', async () => {
    serve({
      'GET /api/csrf-token': tokenRoute('known'),
      'POST /api/x': () => json(200, {}),
      'GET /api/user': () => json(200, { id: 1 }),
    });
    await apiRequest('POST', '/api/x');
    await fetchQuery('/api/user');
    expect(calls.at(-1)?.headers['X-CSRF-Token']).toBe('known');
  });
});
