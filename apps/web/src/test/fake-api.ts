import { stubApi } from './stub-api.ts';

/** One call the app made: its method, address and parsed JSON body (FormData kept as is). */
export interface ApiCall {
  method: string;
  url: string;
  path: string;
  body: unknown;
}

/**
 * What a route answers: a Response, a JSON body (200), or a function of the call giving either,
 * or a promise of a Response (an answer that takes its time, or never comes).
 */
export type RouteAnswer = Response | unknown | ((call: ApiCall) => Response | unknown);

function readBody(init: RequestInit): unknown {
  if (typeof init.body !== 'string') return init.body ?? undefined;
  try {
    return JSON.parse(init.body);
  } catch {
    return init.body;
  }
}

/** A JSON error answer the way the API sends one: `{ message, error, code }`. */
export function apiError(status: number, message: string, code = 'BAD_REQUEST'): Response {
  return Response.json({ message, error: message, code }, { status });
}

/**
 * The API as a table of routes on top of the stubbed fetch: `'METHOD /path'` (the query string
 * ignored) or `'METHOD /path?query'` (matched exactly first). Every call is recorded in `calls`;
 * a call with no route fails like a network error. `route` adds or replaces one later.
 */
export function fakeApi(routes: Record<string, RouteAnswer> = {}) {
  const table = new Map(Object.entries(routes));
  const calls: ApiCall[] = [];
  stubApi((url, init) => {
    const method = init.method ?? 'GET';
    const path = url.split('?')[0] ?? url;
    const call: ApiCall = { method, url, path, body: readBody(init) };
    calls.push(call);
    const answer = table.has(`${method} ${url}`)
      ? table.get(`${method} ${url}`)
      : table.get(`${method} ${path}`);
    if (answer === undefined) return undefined;
    const value = typeof answer === 'function' ? answer(call) : answer;
    if (value instanceof Promise) return value as Promise<Response>;
    if (value instanceof Response) return value.clone();
    if (value === null) return new Response(null, { status: 204 });
    return Response.json(value);
  });
  return {
    calls,
    route(key: string, answer: RouteAnswer) {
      table.set(key, answer);
    },
    /** The calls to `method path` (query string ignored), oldest first. */
    callsTo(method: string, path: string): ApiCall[] {
      return calls.filter((c) => c.method === method && c.path === path);
    },
  };
}

export type FakeApi = ReturnType<typeof fakeApi>;
