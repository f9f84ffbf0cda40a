// @vitest-environment happy-dom
import { SIGNED_IN_COOKIE } from '@storytable/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { fakeApi } from '@/test/fake-api.ts';
import { aUser } from '@/test/fixtures.ts';
import { withStubbedApi } from '@/test/stub-api.ts';
import { startEarly } from './start-early.ts';

withStubbedApi();

const TABLE = { title: 'Tonight', seats: [], open: true, noShowOpen: false };
const PROMPTS = { prompts: ['Why here?'], saved: true, roundMinutes: null };

describe('startEarly', () => {
  beforeEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: the app reads the marker from document.cookie
    document.cookie = `${SIGNED_IN_COOKIE}=1; Path=/`;
  });
  afterEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: as above
    document.cookie = `${SIGNED_IN_COOKIE}=; Max-Age=0; Path=/`;
  });

  const api = () =>
    fakeApi({
      'GET /api/user': aUser({ isHost: true }),
      'GET /api/events/42/check-ins': TABLE,
      'GET /api/events/42/prompts': PROMPTS,
      'GET /api/host/earnings': { dinners: [], months: [] },
    });

  it("starts table mode's user, table and prompts together, each once", async () => {
    const calls = api();
    const queryClient = createQueryClient();
    startEarly(queryClient, '/event/42/table');
    await vi.waitFor(() =>
      expect(queryClient.getQueryData(queryKeys.events.table(42))).toEqual(TABLE),
    );
    await vi.waitFor(() =>
      expect(queryClient.getQueryData(queryKeys.events.prompts(42))).toEqual(PROMPTS),
    );
    expect(calls.calls.map((c) => c.path).sort()).toEqual([
      '/api/events/42/check-ins',
      '/api/events/42/prompts',
      '/api/user',
    ]);
  });

  it('starts the earnings on /host/earnings, and only the user elsewhere', async () => {
    const calls = api();
    startEarly(createQueryClient(), '/host/earnings');
    await vi.waitFor(() => expect(calls.callsTo('GET', '/api/host/earnings')).toHaveLength(1));
    const other = api();
    const queryClient = createQueryClient();
    for (const path of ['/events', '/event/abc/table', '/event/42/guests'])
      startEarly(queryClient, path);
    await vi.waitFor(() => expect(queryClient.getQueryData(queryKeys.currentUser)).toBeTruthy());
    expect(other.calls.map((c) => c.path)).toEqual(['/api/user']);
  });

  it('asks for nothing the page brought with it (decision 074)', async () => {
    const calls = api();
    const queryClient = createQueryClient();
    queryClient.setQueryData(queryKeys.currentUser, aUser({ isHost: true }));
    queryClient.setQueryData(queryKeys.events.table(42), TABLE);
    queryClient.setQueryData(queryKeys.events.prompts(42), PROMPTS);
    startEarly(queryClient, '/event/42/table');
    // the route's chunk is the one thing still started: wait on it, then count the requests
    await import('./routes/table-mode-page.tsx');
    await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(calls.calls).toEqual([]);
  });
});
