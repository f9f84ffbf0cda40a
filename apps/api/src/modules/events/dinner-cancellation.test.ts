import { describe, expect, it } from 'vitest';
import { anonymousAgent, signedInUser } from '../../test/auth.ts';
import { createEvent } from '../../test/event-factory.ts';
import { useTestApp } from '../../test/helper.ts';

const ctx = useTestApp();

async function hostedEvent() {
  const host = await signedInUser(ctx.app, ctx.database.db, { isHost: true });
  const event = await createEvent(ctx.database.db, { hostId: host.user.id });
  return { host, event };
}

const del = (id: number | string, headers: Record<string, string>) =>
  ctx.app.inject({ method: 'DELETE', url: `/api/events/${id}`, headers });

describe('DELETE /api/events/:id', () => {
  it('lets the host cancel: the event becomes inactive and leaves the listing; repeating is harmless', async () => {
    const { host, event } = await hostedEvent();
    const res = await del(event.id, host.agent.headers);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe('Event cancelled');
    expect(body.event).toMatchObject({
      id: event.id,
      status: false,
      cancelledAt: expect.any(String),
    });
    // nobody had booked: nothing was cancelled or refunded besides the dinner (#32.19)
    expect(body).toMatchObject({ reservationsCancelled: 0, refundsStarted: 0 });

    const again = await del(event.id, host.agent.headers);
    expect(again.statusCode).toBe(200);
    expect(again.json().event.cancelledAt).toBe(body.event.cancelledAt);
    expect(again.json()).toMatchObject({ reservationsCancelled: 0, refundsStarted: 0 });

    const list = (await ctx.app.inject({ method: 'GET', url: '/api/events' })).json();
    expect(list.events.map((e: { id: number }) => e.id)).not.toContain(event.id);
    const detail = (await ctx.app.inject({ method: 'GET', url: `/api/events/${event.id}` })).json();
    expect(detail.status).toBe(false);
  });

  it('lets an admin cancel any event', async () => {
    const { event } = await hostedEvent();
    const admin = await signedInUser(ctx.app, ctx.database.db, { isAdmin: true });
    const res = await del(event.id, admin.agent.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().event.status).toBe(false);
  });

  it('refuses another host and a guest with 403, leaving the event active', async () => {
    const { event } = await hostedEvent();
    const otherHost = await signedInUser(ctx.app, ctx.database.db, { isHost: true });
    const guest = await signedInUser(ctx.app, ctx.database.db);
    for (const who of [otherHost, guest]) {
      const res = await del(event.id, who.agent.headers);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Only the host of this event or an admin can cancel it');
    }
    const detail = (await ctx.app.inject({ method: 'GET', url: `/api/events/${event.id}` })).json();
    expect(detail.status).toBe(true);
  });

  it('refuses a visitor with 401', async () => {
    const { event } = await hostedEvent();
    const visitor = await anonymousAgent(ctx.app);
    expect((await del(event.id, visitor.headers)).statusCode).toBe(401);
  });

  it('answers 404 for a missing event and 400 for a bad id', async () => {
    const { agent } = await signedInUser(ctx.app, ctx.database.db, { isAdmin: true });
    const missing = await del(987_654, agent.headers);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Event not found');
    expect((await del('nope', agent.headers)).statusCode).toBe(400);
  });
});

describe('a dinner that has started (audit finding 10)', () => {
  it('can no longer be cancelled by its host or an admin, and nothing changes', async () => {
    const host = await signedInUser(ctx.app, ctx.database.db, { isHost: true });
    const admin = await signedInUser(ctx.app, ctx.database.db, { isAdmin: true });
    const event = await createEvent(ctx.database.db, {
      hostId: host.user.id,
      dateTime: new Date(Date.now() - 30 * 60_000),
    });
    for (const who of [host, admin]) {
      const res = await del(event.id, who.agent.headers);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'EVENT_PAST',
        message: 'This dinner has already started and can no longer be cancelled.',
      });
    }
    const detail = (await ctx.app.inject({ method: 'GET', url: `/api/events/${event.id}` })).json();
    expect(detail.status).toBe(true);
  });
});
