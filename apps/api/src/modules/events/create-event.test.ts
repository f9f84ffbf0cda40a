import { describe, expect, it } from 'vitest';
import { anonymousAgent, signedInUser } from '../../test/auth.ts';
import { newDinnerForm } from '../../test/event-factory.ts';
import { useTestApp } from '../../test/helper.ts';

const ctx = useTestApp();

const nextYear = new Date().getUTCFullYear() + 1;
const payload = newDinnerForm({ isFreeEvent: false, dateTime: '2001-01-01T00:00:00.000Z' });
const payoutsDone = {
  isHost: true,
  stripeConnectId: 'acct_test',
  stripeConnectStatus: 'complete',
  stripeConnectOnboardingComplete: true,
};

async function post(headers: Record<string, string>, body: unknown) {
  return ctx.app.inject({ method: 'POST', url: '/api/events', headers, payload: body as object });
}

describe('POST /api/events', () => {
  it('creates the event for a host with payouts set up, in the state zone, seats = capacity', async () => {
    const { user, agent } = await signedInUser(ctx.app, ctx.database.db, {
      ...payoutsDone,
      name: 'Priya',
    });
    const res = await post(agent.headers, payload);
    expect(res.statusCode).toBe(201);
    const event = res.json();
    expect(event).toMatchObject({
      hostId: user.id,
      host: { id: user.id, name: 'Priya', isHost: true },
      title: 'Bread and Circuses',
      tags: ['Ancient Civilizations'],
      featured: false,
      price: 4500,
      capacity: 8,
      availableSpots: 8,
      availableSeats: 8,
      status: true,
      timeZone: 'America/Los_Angeles',
      location: 'Capitol Oak Bistro, Sacramento, CA',
      neighborhood: 'Midtown',
      // 19:30 Pacific daylight time; the client's dateTime is not used
      dateTime: `${nextYear}-07-04T02:30:00.000Z`,
    });
    const listed = await ctx.app.inject({ method: 'GET', url: `/api/events/${event.id}` });
    expect(listed.json()).toMatchObject({ id: event.id, title: 'Bread and Circuses' });
  });

  it('stores a free event at price 0', async () => {
    const { agent } = await signedInUser(ctx.app, ctx.database.db, payoutsDone);
    const res = await post(agent.headers, { ...payload, isFreeEvent: true, price: 9900 });
    expect(res.statusCode).toBe(201);
    expect(res.json().price).toBe(0);
  });

  it('uses the zone of the state for other states', async () => {
    const { agent } = await signedInUser(ctx.app, ctx.database.db, payoutsDone);
    const res = await post(agent.headers, {
      ...payload,
      state: 'NY',
      city: 'Brooklyn',
      date: `${nextYear}-01-15`,
      time: '19:00',
    });
    expect(res.json()).toMatchObject({
      timeZone: 'America/New_York',
      dateTime: `${nextYear}-01-16T00:00:00.000Z`,
    });
  });

  it('refuses a visitor with 401', async () => {
    const agent = await anonymousAgent(ctx.app);
    const res = await post(agent.headers, payload);
    expect(res.statusCode).toBe(401);
  });

  it('refuses a guest with 403, even with a broken payload', async () => {
    const { agent } = await signedInUser(ctx.app, ctx.database.db);
    for (const body of [payload, {}]) {
      const res = await post(agent.headers, body);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({
        code: 'FORBIDDEN',
        message:
          'You must be approved as a host to create events. Please submit a host application and wait for admin approval.',
      });
    }
  });

  it.each([
    ['without a payout account', { isHost: true }],
    ['with onboarding pending', { ...payoutsDone, stripeConnectStatus: 'pending' }],
    ['with onboarding incomplete', { ...payoutsDone, stripeConnectOnboardingComplete: false }],
  ])('refuses a host %s with 403 PAYOUT_SETUP_REQUIRED', async (_name, overrides) => {
    const { agent } = await signedInUser(ctx.app, ctx.database.db, overrides);
    const res = await post(agent.headers, payload);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'PAYOUT_SETUP_REQUIRED',
      message: 'You need to complete your Stripe account setup before creating events.',
    });
  });

  it('needs the CSRF token', async () => {
    const { agent } = await signedInUser(ctx.app, ctx.database.db, payoutsDone);
    const { 'x-csrf-token': _, ...noToken } = agent.headers;
    expect((await post(noToken, payload)).statusCode).toBe(403);
  });

  describe('validation, with the messages of the create form', () => {
    const { dateTime: _, ...base } = payload;
    it.each([
      [{ title: '' }, 'Title is required'],
      [{ description: '  ' }, 'Description is required'],
      [{ state: '' }, 'State is required'],
      [{ city: '' }, 'City is required'],
      [{ restaurantName: '' }, 'Restaurant name is required'],
      [{ streetAddress: undefined }, 'Street address is required'],
      [{ streetAddress: ' ' }, 'Street address is required'],
      [{ streetAddress: 'x'.repeat(121) }, 'Street address must not exceed 120 characters'],
      [{ neighborhood: '' }, 'Neighborhood is required'],
      [{ neighborhood: 'x'.repeat(61) }, 'Neighborhood must not exceed 60 characters'],
      [{ date: '' }, 'Date is required'],
      [{ time: '' }, 'Time is required'],
      [{ price: undefined }, 'Price is required'],
      [{ price: 'ten dollars' }, 'Price must be a number'],
      [{ price: -500 }, 'Price cannot be negative'],
      [{ price: 200_100 }, 'Price cannot exceed $2,000'],
      [{ price: 45.5 }, 'Please enter a valid number'],
      [{ price: 500 }, 'Paid events must have a price of at least $10.00'],
      [{ capacity: 0 }, 'Capacity must be at least 1'],
      [{ capacity: 13 }, 'Capacity cannot exceed 12'],
      [{ tags: [] }, 'At least one category is required'],
      [{ tags: ['Cooking'] }, 'Please choose a category from the list'],
      [{ state: 'XX' }, 'Please choose a state from the list'],
      [{ city: 'Los Angeles' }, 'Please choose a city in the selected state'],
      [{ date: '2020-05-01' }, 'The event must start in the future'],
      [{ date: 'tomorrow' }, 'Please enter a valid date'],
      [{ time: '7pm' }, 'Please enter a valid time'],
    ])('%o gives %s', async (change, message) => {
      const { agent } = await signedInUser(ctx.app, ctx.database.db, payoutsDone);
      const res = await post(agent.headers, { ...base, ...change });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', message });
    });

    it('lists every problem in details.issues', async () => {
      const { agent } = await signedInUser(ctx.app, ctx.database.db, payoutsDone);
      const res = await post(agent.headers, {});
      expect(res.statusCode).toBe(400);
      const issues = res.json().details.issues as { path: string; message: string }[];
      expect(issues).toEqual(
        expect.arrayContaining([
          { path: 'title', message: 'Title is required' },
          { path: 'price', message: 'Price is required' },
          { path: 'capacity', message: 'Capacity is required' },
          { path: 'tags', message: 'At least one category is required' },
        ]),
      );
    });

    it('refuses a body that is not JSON without a 500', async () => {
      const { agent } = await signedInUser(ctx.app, ctx.database.db, payoutsDone);
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/events',
        headers: { ...agent.headers, 'content-type': 'application/json' },
        payload: '{"title":',
      });
      expect(res.statusCode).toBe(400);
    });
  });
});
