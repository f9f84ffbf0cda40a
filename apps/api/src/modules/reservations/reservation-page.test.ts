import { describe, expect, it } from 'vitest';
import { createUser } from '../../platform/users/user-factory.ts';
import { agentFor, signedInUser } from '../../test/auth.ts';
import { useTestApp } from '../../test/helper.ts';
import { guest, hostedEvent, request, reserve } from '../../test/reservations.ts';

const ctx = useTestApp();

describe('GET /api/reservations/:id', () => {
  it('gives the owner the reservation with the address, and anyone else a plain not found', async () => {
    const host = await signedInUser(ctx.app, ctx.database.db, { isHost: true });
    const dinner = await hostedEvent(ctx, host.user.id, { title: 'Silk Road Suppers' });
    const g = await guest(ctx);
    const id = (await reserve(ctx, g.agent, { eventId: dinner.id })).json().reservation.id;

    const mine = await request(ctx, g.agent, 'GET', `/api/reservations/${id}`);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({
      id,
      status: true,
      event: { id: dinner.id, title: 'Silk Road Suppers', timeZone: 'America/Los_Angeles' },
      address: { streetAddress: '1112 2nd St', city: 'Sacramento' },
    });
    expect(mine.headers['cache-control']).toBe('no-store');

    const missing = await request(ctx, g.agent, 'GET', '/api/reservations/2000000000');
    const admin = await agentFor(
      ctx.app,
      ctx.database.db,
      await createUser(ctx.database.db, { isAdmin: true }),
    );
    // someone else's reads exactly as one that does not exist
    for (const agent of [(await guest(ctx)).agent, host.agent, admin]) {
      const res = await request(ctx, agent, 'GET', `/api/reservations/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(missing.json());
    }

    // once cancelled the page still opens, without the address
    await request(ctx, g.agent, 'DELETE', `/api/reservations/${id}`);
    const cancelled = await request(ctx, g.agent, 'GET', `/api/reservations/${id}`);
    expect(cancelled.json()).toMatchObject({ status: false, address: null });
  });
});
