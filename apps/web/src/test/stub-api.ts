import { afterEach, beforeEach, vi } from 'vitest';
import { clearCsrfToken } from '@/lib/csrf-token.ts';

/**
 * Stands in for the browser's fetch, the web app's boundary with the API: the CSRF token call
 * answers with a token, every other call with what `answer` gives (undefined: a call the test
 * did not expect, which fails like a network error). A promise answers when it settles.
 */
export function stubApi(
  answer: (url: string, init: RequestInit) => Response | Promise<Response> | undefined,
) {
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    if (url === '/api/csrf-token')
      return Response.json({ success: true, csrfToken: 't', expiresIn: 1_800_000 });
    const res = answer(url, init);
    if (!res) throw new TypeError(`no route for ${init.method ?? 'GET'} ${url}`);
    return res;
  });
}

/** Each test starts without a cached token and ends with the real fetch back. */
export function withStubbedApi() {
  beforeEach(() => clearCsrfToken());
  afterEach(() => vi.unstubAllGlobals());
}
