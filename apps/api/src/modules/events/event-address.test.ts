import { describe, expect, it } from 'vitest';
import { createUser } from '../../platform/users/user-factory.ts';
import { agentFor, anonymousAgent, signedInUser } from '../../test/auth.ts';
import { useTestApp } from '../../test/helper.ts';
import { guest, hostedEvent, request, reserve } from '../../test/reservations.ts';

const ctx = useTestApp();

describe('GET /api/events/:id/address', () => {
  it('shows the street address and a map link to the host, an admin and confirmed guests only', async () => {
    const host = await signedInUser(ctx.app, ctx.database.db, { isHost: true });
    const dinner = await hostedEvent(ctx, host.user.id, {
      restaurantName: 'Midtown Ember',
      streetAddress: '1801 L St',
      neighborhood: 'Midtown',
    });
    const url = `/api/events/${dinner.id}/address`;
    const seated = await guest(ctx);
    expect((await reserve(ctx, seated.agent, { eventId: dinner.id })).statusCode).toBe(201);
    const admin = await agentFor(
      ctx.app,
      ctx.database.db,
      await createUser(ctx.database.db, { isAdmin: true }),
    );
    for (const agent of [host.agent, seated.agent, admin]) {
      const res = await request(ctx, agent, 'GET', url);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        eventId: dinner.id,
        restaurantName: 'Midtown Ember',
        streetAddress: '1801 L St',
        neighborhood: 'Midtown',
        city: 'Sacramento',
        state: 'CA',
        fullText: 'Midtown Ember, 1801 L St, Sacramento, CA',
        mapUrl: 'https://www.openstreetmap.org/search?query=1801%20L%20St%2C%20Sacramento%2C%20CA',
      });
      expect(res.headers['cache-control']).toBe('private, no-store');
    }

    const stranger = await guest(ctx);
    const refused = await request(ctx, stranger.agent, 'GET', url);
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain('1801 L St');
    expect((await request(ctx, await anonymousAgent(ctx.app), 'GET', url)).statusCode).toBe(401);

    // a guest who gives their seat up no longer sees it
    const mine = (await request(ctx, seated.agent, 'GET', '/api/reservations')).json();
    await request(ctx, seated.agent, 'DELETE', `/api/reservations/${mine[0].id}`);
    expect((await request(ctx, seated.agent, 'GET', url)).statusCode).toBe(403);
    expect(
      (await request(ctx, host.agent, 'GET', '/api/events/2000000000/address')).statusCode,
    ).toBe(404);
  });

  it('never puts the street address in the public event', async () => {
    const host = await createUser(ctx.database.db, { isHost: true });
    const dinner = await hostedEvent(ctx, host.id, { streetAddress: '2730 N St' });
    const res = await ctx.app.inject({ method: 'GET', url: `/api/events/${dinner.id}` });
    expect(res.json().neighborhood).toBe('Old Sacramento');
    expect(res.body).not.toContain('2730 N St');
    const list = await ctx.app.inject({ method: 'GET', url: '/api/events?page=1' });
    expect(list.body).not.toContain('2730 N St');
  });
});
