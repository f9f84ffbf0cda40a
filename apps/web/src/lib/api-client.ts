import { ErrorCode } from '@storytable/domain';
import { ApiError, errorFromResponse, isJsonResponse, RESPONSE_MESSAGES } from './api-error.ts';
import { getCsrfToken, peekCsrfToken } from './csrf-token.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const CSRF_REFUSALS: ReadonlySet<string> = new Set([
  ErrorCode.CSRF_MISSING,
  ErrorCode.CSRF_INVALID,
]);

function needsToken(method: HttpMethod): boolean {
  return method !== 'GET';
}

async function isCsrfRefusal(res: Response): Promise<boolean> {
  if (res.status !== 403 || !isJsonResponse(res)) return false;
  try {
    const body = (await res.clone().json()) as { code?: unknown };
    return typeof body.code === 'string' && CSRF_REFUSALS.has(body.code);
  } catch {
    return false;
  }
}

async function send(method: HttpMethod, url: string, body: unknown, token: string | null) {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined && !(body instanceof FormData))
    headers['Content-Type'] = 'application/json';
  if (token) headers['X-CSRF-Token'] = token;
  return fetch(url, {
    method,
    headers,
    credentials: 'include',
    body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
  });
}

/**
 * Sends one call with the session cookie and the security token. A 403 CSRF_MISSING or
 * CSRF_INVALID refreshes the token and repeats the call once.
 */
async function fetchWithCsrf(method: HttpMethod, url: string, body?: unknown): Promise<Response> {
  let token: string | null;
  if (needsToken(method)) {
    token = await getCsrfToken();
    if (!token) throw new ApiError(0, RESPONSE_MESSAGES.csrfUnavailable);
  } else {
    token = peekCsrfToken();
  }
  const res = await send(method, url, body, token);
  if (!(await isCsrfRefusal(res))) return res;
  const fresh = await getCsrfToken(true);
  if (!fresh) throw new ApiError(0, RESPONSE_MESSAGES.csrfUnavailable);
  return send(method, url, body, fresh);
}

/**
 * A call to the API (mostly state-changing). Resolves with the JSON body (undefined when the
 * answer has none) or throws an ApiError worded by the rules of spec section 8.
 * `body` may be a FormData for uploads.
 */
export async function apiRequest<T = unknown>(
  method: HttpMethod,
  url: string,
  body?: unknown,
): Promise<T> {
  const res = await fetchWithCsrf(method, url, body);
  if (!res.ok) throw await errorFromResponse(res, 'mutation');
  if (res.status === 204) return undefined as T;
  const raw = await res.text();
  if (raw.trim() === '') return undefined as T;
  if (!isJsonResponse(res)) throw new ApiError(res.status, RESPONSE_MESSAGES.successBodyNotJson);
  try {
    return JSON.parse(raw) as T;
  } catch {
    throw new ApiError(res.status, RESPONSE_MESSAGES.successBodyUnparsable);
  }
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/**
 * A shared read: GET on `path`. 401 gives null (or throws with on401 'throw'); 5xx throws
 * '{status}: {statusText}'; other failures throw the body's message or error, or the raw text.
 * A success that is not JSON gives null.
 */
export async function fetchQuery<T>(
  path: string,
  on401: UnauthorizedBehavior = 'returnNull',
  signal?: AbortSignal,
): Promise<T | null> {
  const token = peekCsrfToken();
  const res = await fetch(path, {
    method: 'GET',
    credentials: 'include',
    headers: token
      ? { Accept: 'application/json', 'X-CSRF-Token': token }
      : { Accept: 'application/json' },
    signal: signal ?? null,
  });
  if (res.status === 401 && on401 === 'returnNull') return null;
  if (!res.ok) throw await errorFromResponse(res, 'query');
  if (!isJsonResponse(res)) return null;
  const raw = await res.text();
  if (raw.trim() === '') return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    throw new ApiError(res.status, RESPONSE_MESSAGES.queryBodyUnparsable);
  }
}
