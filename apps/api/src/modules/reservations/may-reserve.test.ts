import { describe, expect, it } from 'vitest';
import { signedInUser } from '../../test/auth.ts';
import { createEvent } from '../../test/event-factory.ts';
import { useTestApp } from '../../test/helper.ts';
import { post } from '../../test/requests.ts';

// Audit findings 10 and 14: admins are confined to the dashboard, and a seat needs a verified
// email address; both on the server, for free seats and for payments.
const ctx = useTestApp();

async function dinners() {
  const host = await signedInUser(ctx.app, ctx.database.db, {
    isHost: true,
    stripeConnectId: null,
  });
  const free = await createEvent(ctx.database.db, { hostId: host.user.id, price: 0 });
  const paid = await createEvent(ctx.database.db, { hostId: host.user.id, price: 2500 });
  return { free, paid };
}

describe('who may reserve or pay', () => {
  it.each([
    [{ isAdmin: true }, 403, 'FORBIDDEN', 'Admin accounts cannot reserve or pay for seats.'],
    [
      { emailVerified: false },
      403,
      'EMAIL_NOT_VERIFIED',
      'Please verify your email address to reserve seats.',
    ],
  ])('%j is refused', async (overrides, status, code, message) => {
    const { free, paid } = await dinners();
    const { agent } = await signedInUser(ctx.app, ctx.database.db, overrides);
    const seat = await post(ctx.app, agent, '/api/reservations', { eventId: free.id });
    const intent = await post(ctx.app, agent, '/api/stripe/create-payment-intent', {
      eventId: paid.id,
    });
    for (const res of [seat, intent]) {
      expect(res.statusCode).toBe(status);
      expect(res.json()).toMatchObject({ code, message });
    }
    const after = (await ctx.app.inject({ method: 'GET', url: `/api/events/${free.id}` })).json();
    expect(after.availableSpots).toBe(free.capacity);
  });

  it('a verified guest may', async () => {
    const { free } = await dinners();
    const { agent } = await signedInUser(ctx.app, ctx.database.db);
    const res = await post(ctx.app, agent, '/api/reservations', { eventId: free.id });
    expect(res.statusCode).toBe(201);
  });
});
