import { describe, expect, it } from 'vitest';
import { stubApi, withStubbedApi } from '@/test/stub-api.ts';
import { getCalendarFeed, resetCalendarFeed } from './calendar-feed.ts';

const URL_1 = `http://localhost:5000/api/calendar/users/${'a'.repeat(43)}.ics`;
const URL_2 = `http://localhost:5000/api/calendar/users/${'b'.repeat(43)}.ics`;

withStubbedApi();

describe('the private calendar feed', () => {
  it('reads the address, null before the first, and a reset gives the new one', async () => {
    let current: string | null = null;
    const calls: string[] = [];
    stubApi((url, init) => {
      if (url !== '/api/user/calendar-token') return undefined;
      calls.push(init.method ?? 'GET');
      if (init.method === 'POST') current = current ? URL_2 : URL_1;
      return Response.json({ url: current });
    });
    expect(await getCalendarFeed()).toEqual({ url: null });
    expect(await resetCalendarFeed()).toEqual({ url: URL_1 });
    expect(await getCalendarFeed()).toEqual({ url: URL_1 });
    expect(await resetCalendarFeed()).toEqual({ url: URL_2 });
    expect(calls).toEqual(['GET', 'POST', 'GET', 'POST']);
  });

  it('says so when a reset answers without an address', async () => {
    stubApi(() => Response.json({}));
    await expect(resetCalendarFeed()).rejects.toThrow('Failed to reset the feed');
  });
});
