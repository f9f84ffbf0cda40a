import type { SearchResponse } from '@storytable/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../platform/users/user-factory.ts';
import { createEvent, PAYOUTS_READY } from '../../test/event-factory.ts';
import { createTestApp, type TestContext } from '../../test/helper.ts';
import { orPattern } from './tuned/fuzzy.ts';

let ctx: TestContext;
const HOUR = 3_600_000;

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  const host = await createUser(db, { ...PAYOUTS_READY, isHost: true });
  const make = (
    title: string,
    hoursAhead: number,
    extra: Parameters<typeof createEvent>[1] extends infer O ? Partial<O & object> : never = {},
  ) =>
    createEvent(db, {
      hostId: host.id,
      title,
      description: 'A conversation over dinner.',
      tags: ['World History'],
      dateTime: new Date(Date.now() + hoursAhead * HOUR),
      ...extra,
    });
  await make('History of Rome', 5, { tags: ['Ancient Civilizations'], price: 4500, capacity: 8 });
  await make('Pirates of the Caribbean Supper', 3, {
    tags: ['Modern History'],
    price: 1000,
    capacity: 4,
  });
  await make('Leadership Lessons', 7, {
    tags: ['Leadership'],
    price: 0,
    capacity: 12,
    description: 'How great teams are led.',
  });
  await make('Brooklyn Art Walk', 9, {
    tags: ['Art History'],
    state: 'NY',
    city: 'Brooklyn',
    restaurantName: 'Luigi',
    price: 2999,
    capacity: 6,
  });
  await make('Startup Stories', 11, {
    tags: ['Tech & Innovation'],
    price: 200_000,
    capacity: 10,
    description:
      'Founders share how their companies nearly failed and what finally made history for them.',
  });
  await make('History Cancelled', 4, { status: false });
  await make('History Long Gone', -5);
});
afterAll(() => ctx.close());

async function search(query: string): Promise<SearchResponse> {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/search?${query}` });
  expect(res.statusCode, query).toBe(200);
  return res.json() as SearchResponse;
}
const titles = async (query: string) => (await search(query)).events.map((e) => e.title);

describe('GET /api/search', () => {
  it('with no parameters returns every upcoming active event, soonest first', async () => {
    const body = await search('');
    expect(body.events.map((e) => e.title)).toEqual([
      'Pirates of the Caribbean Supper',
      'History of Rome',
      'Leadership Lessons',
      'Brooklyn Art Walk',
      'Startup Stories',
    ]);
    expect(body).toMatchObject({ total: 5, page: 1, pageSize: 24, totalPages: 1 });
    expect(body.events[0]!.host).toBeDefined();
  });

  it('leaves out filters given at their defaults', async () => {
    expect(await titles('minPrice=0&minSize=1&q=&tags=&state=&city=')).toHaveLength(5);
  });

  it('never shows cancelled or past events, even when they match', async () => {
    const found = await titles('q=history');
    expect(found).not.toContain('History Cancelled');
    expect(found).not.toContain('History Long Gone');
  });

  it('matches fuzzily: a typo still finds the word', async () => {
    expect(await titles('q=histroy')).toContain('History of Rome');
    expect(await titles('q=HISTORY%20OF%20ROME')).toContain('History of Rome');
    expect(await titles('q=leadrship')).toEqual(['Leadership Lessons']);
  });

  it('joins the words of the query with OR', async () => {
    expect((await titles('q=rome%20pirates')).sort()).toEqual([
      'History of Rome',
      'Pirates of the Caribbean Supper',
    ]);
    expect(await titles('q=rome%20zzzzzz')).toEqual(['History of Rome']);
  });

  it('searches titles, descriptions and tags', async () => {
    expect(await titles('q=teams')).toEqual(['Leadership Lessons']); // description
    expect(await titles('q=innovation')).toEqual(['Startup Stories']); // tag 'Tech & Innovation'
  });

  it('keeps Fuse semantics: location 0 and distance 100 ignore words deep inside a field', async () => {
    // 'history' sits 70 characters into Startup Stories' description: too far for threshold 0.3
    expect(await titles('q=history')).not.toContain('Startup Stories');
  });

  it('puts the best match first', async () => {
    expect((await titles('q=pirates'))[0]).toBe('Pirates of the Caribbean Supper');
  });

  it('ignores extended-search operators typed by the user', async () => {
    expect(orPattern('!rome ^pirates =leader\'s $ "art" |')).toBe(
      "rome | pirates | leader's | art",
    );
    expect(await titles('q=%21rome')).toEqual(['History of Rome']);
    expect(await titles('q=%7C')).toHaveLength(5);
  });

  it('filters by state and by city', async () => {
    expect(await titles('state=NY')).toEqual(['Brooklyn Art Walk']);
    expect(await titles('state=ny')).toEqual(['Brooklyn Art Walk']);
    expect(await titles('state=CA')).toHaveLength(4);
    expect(await titles('city=Brooklyn')).toEqual(['Brooklyn Art Walk']);
    expect(await titles('state=CA&city=Sacramento')).toHaveLength(4);
    expect(await titles('state=TX')).toEqual([]);
  });

  it('filters by category tag (comma-joined)', async () => {
    expect(await titles('tags=Leadership')).toEqual(['Leadership Lessons']);
    expect((await titles('tags=Leadership,Art%20History')).sort()).toEqual([
      'Brooklyn Art Walk',
      'Leadership Lessons',
    ]);
    expect(await titles('tags=Cooking')).toEqual([]);
  });

  it('compares minPrice and maxPrice in dollars with prices stored in cents', async () => {
    // prices: 10.00, 45.00, 0, 29.99, 2000.00
    expect((await titles('minPrice=29.99')).sort()).toEqual([
      'Brooklyn Art Walk',
      'History of Rome',
      'Startup Stories',
    ]);
    expect((await titles('minPrice=30')).sort()).toEqual(['History of Rome', 'Startup Stories']);
    expect((await titles('maxPrice=10')).sort()).toEqual([
      'Leadership Lessons',
      'Pirates of the Caribbean Supper',
    ]);
    expect((await titles('minPrice=10&maxPrice=45')).sort()).toEqual([
      'Brooklyn Art Walk',
      'History of Rome',
      'Pirates of the Caribbean Supper',
    ]);
    expect(await titles('minPrice=2000')).toEqual(['Startup Stories']);
    // every paid dinner would match if the filter were read as cents
    expect(await titles('minPrice=46')).toEqual(['Startup Stories']);
  });

  it('compares minSize and maxSize with capacity', async () => {
    // capacities: 8, 4, 12, 6, 10
    expect((await titles('minSize=10')).sort()).toEqual(['Leadership Lessons', 'Startup Stories']);
    expect(await titles('maxSize=4')).toEqual(['Pirates of the Caribbean Supper']);
    expect((await titles('minSize=6&maxSize=8')).sort()).toEqual([
      'Brooklyn Art Walk',
      'History of Rome',
    ]);
  });

  it('applies filters before the fuzzy match', async () => {
    expect(await titles('q=history&state=NY')).toEqual(['Brooklyn Art Walk']); // tag Art History
    expect(await titles('q=rome&state=NY')).toEqual([]);
    expect(await titles('q=rome&maxPrice=20')).toEqual([]);
    expect(await titles('q=art&state=NY')).toEqual(['Brooklyn Art Walk']);
  });

  it('refuses filters that are not numbers with a 400', async () => {
    for (const query of ['minPrice=cheap', 'maxSize=big', 'minSize=0', 'maxPrice=-1']) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/search?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
  });

  it('refuses prices and sizes past the product bounds with a 400, never a 500 (#32.4)', async () => {
    for (const query of [
      'minPrice=21474837',
      'maxPrice=21474837',
      'maxPrice=1e300',
      'minSize=2147483648',
      'maxSize=2147483648',
      'maxSize=13',
      'maxPrice=2000.01',
    ]) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/search?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
    const top = await ctx.app.inject({
      method: 'GET',
      url: '/api/search?maxPrice=2000&maxSize=12',
    });
    expect(top.statusCode).toBe(200);
  });

  it('clamps the page and honours t', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/search?page=9&t=123' });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toMatchObject({ page: 1, total: 5 });
  });
});
