import { CSRF_REFRESH_MARGIN_MS, CSRF_TOKEN_TTL_MS } from '@storytable/domain';

interface CachedToken {
  token: string;
  expiresAt: number;
}

let cached: CachedToken | null = null;
let pending: Promise<string | null> | null = null;

function isFresh(t: CachedToken | null, now: number): t is CachedToken {
  return t !== null && t.expiresAt - now > CSRF_REFRESH_MARGIN_MS;
}

async function fetchToken(): Promise<string | null> {
  try {
    const res = await fetch('/api/csrf-token', {
      method: 'GET',
      credentials: 'include',
      headers: { Accept: 'application/json' },
    });
    if (!res.ok) throw new Error(`${res.status}: ${res.statusText}`);
    const body = (await res.json()) as { csrfToken?: unknown; expiresIn?: unknown };
    if (typeof body.csrfToken !== 'string' || body.csrfToken.length === 0) {
      throw new Error('No csrfToken in the answer');
    }
    const ttl =
      typeof body.expiresIn === 'number' && body.expiresIn > 0 ? body.expiresIn : CSRF_TOKEN_TTL_MS;
    cached = { token: body.csrfToken, expiresAt: Date.now() + ttl };
    return cached.token;
  } catch (err) {
    console.warn('Could not fetch the CSRF token', err);
    return null;
  }
}

/**
 * The security token for state-changing calls: cached, fetched again when under 60 s remain
 * (or when `force` says the server refused the one we had). Concurrent callers share one fetch.
 * Resolves null when the token cannot be had; the caller decides whether that is fatal.
 */
export function getCsrfToken(force = false): Promise<string | null> {
  if (!force && isFresh(cached, Date.now())) return Promise.resolve(cached.token);
  if (!pending) {
    pending = fetchToken().finally(() => {
      pending = null;
    });
  }
  return pending;
}

/** The cached token when it is still fresh, without fetching (for reads). */
export function peekCsrfToken(): string | null {
  return isFresh(cached, Date.now()) ? cached.token : null;
}

/** Forgets the token (the session changed: login, logout, register). */
export function clearCsrfToken(): void {
  cached = null;
}
