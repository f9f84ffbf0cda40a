import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, serverMessageOr } from './api-error.ts';
import { createQueryClient, handleMutationError, STALE_TIMES } from './query-client.ts';
import { dismissToast, getToasts } from './toast.ts';

beforeEach(() => {
  dismissToast();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

const openToasts = () => getToasts().filter((t) => t.open);

describe('handleMutationError', () => {
  it('shows a destructive toast with the error message', () => {
    handleMutationError(new Error('Invalid username or password'), {
      errorToast: { title: 'Login Failed' },
    });
    expect(openToasts()).toEqual([
      expect.objectContaining({
        title: 'Login Failed',
        description: 'Invalid username or password',
        variant: 'destructive',
      }),
    ]);
  });

  it.each([
    'Unexpected token < in JSON',
    '<!DOCTYPE html>',
    'x is not valid JSON',
    '401: Unauthorized',
    'Not logged in',
  ])('only logs a suppressed error: %s', (message) => {
    handleMutationError(new Error(message), { errorToast: { title: 'Error' } });
    expect(openToasts()).toEqual([]);
    expect(console.warn).toHaveBeenCalled();
  });

  it('uses the describe function of the meta', () => {
    handleMutationError(new ApiError(0, 'Failed to obtain CSRF token for secure request'), {
      errorToast: { title: 'Error', describe: serverMessageOr('Failed to send reset link') },
    });
    expect(openToasts()[0]?.description).toBe('Failed to send reset link');
  });

  it('does nothing without a meta', () => {
    handleMutationError(new Error('quiet'), undefined);
    expect(openToasts()).toEqual([]);
  });
});

describe('serverMessageOr', () => {
  const describe409 = serverMessageOr('Fallback');
  it('prefers what the server said about a refusal', () => {
    expect(describe409(new ApiError(409, 'x', { serverMessage: 'Taken' }))).toBe('Taken');
  });
  it('falls back for 5xx, network failures and silent refusals', () => {
    expect(
      describe409(new ApiError(503, '503: Service Unavailable', { serverMessage: 'db' })),
    ).toBe('Fallback');
    expect(describe409(new TypeError('Failed to fetch'))).toBe('Fallback');
    expect(describe409(new ApiError(400, 'Request failed'))).toBe('Fallback');
  });
});

describe('createQueryClient', () => {
  // the cache settings of spec section 9, one a row
  it.each([
    ['staleTime', Number.POSITIVE_INFINITY],
    ['gcTime', 300_000],
    ['refetchOnWindowFocus', false],
    ['refetchInterval', false],
    ['refetchOnMount', true],
    ['retry', false],
  ] as const)('sets %s to %s', (setting, value) => {
    expect(createQueryClient().getDefaultOptions().queries?.[setting]).toBe(value);
  });

  it('keeps event lists and searches fresh for 30 s and one event for 5 s', () => {
    expect(STALE_TIMES).toEqual({ eventList: 30_000, event: 5_000, search: 30_000 });
  });

  it('routes a failing mutation through the suppression rules', async () => {
    const client = createQueryClient();
    const run = (message: string) =>
      client
        .getMutationCache()
        .build(client, {
          mutationFn: () => Promise.reject(new Error(message)),
          meta: { errorToast: { title: 'Error' } },
        })
        .execute(undefined)
        .catch(() => {});
    await run('Not logged in');
    expect(openToasts()).toEqual([]);
    await run('This email address is already registered.');
    expect(openToasts()[0]).toMatchObject({ title: 'Error', variant: 'destructive' });
  });
});
