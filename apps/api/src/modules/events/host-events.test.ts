import type { Event, UserEventsResponse } from '@storytable/domain';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../platform/users/user-factory.ts';
import { anonymousAgent, signedInUser } from '../../test/auth.ts';
import { createEvent, PAYOUTS_READY } from '../../test/event-factory.ts';
import { useTestApp } from '../../test/helper.ts';

const ctx = useTestApp();

const HOUR = 3_600_000;
const get = (url: string, headers: Record<string, string>) =>
  ctx.app.inject({ method: 'GET', url, headers });

async function hostWithEvents() {
  const host = await signedInUser(ctx.app, ctx.database.db, { isHost: true });
  const db = ctx.database.db;
  const hostId = host.user.id;
  await createEvent(db, { hostId, title: 'later', dateTime: new Date(Date.now() + 48 * HOUR) });
  await createEvent(db, { hostId, title: 'soon', dateTime: new Date(Date.now() + 2 * HOUR) });
  await createEvent(db, { hostId, title: 'past', dateTime: new Date(Date.now() - 48 * HOUR) });
  await createEvent(db, {
    hostId,
    title: 'cancelled',
    status: false,
    dateTime: new Date(Date.now() + 5 * HOUR),
  });
  return host;
}

describe('GET /api/host/events', () => {
  it("lists the host's upcoming active events soonest first, and every event with showAll", async () => {
    const host = await hostWithEvents();
    const other = await createUser(ctx.database.db, { isHost: true });
    await createEvent(ctx.database.db, { hostId: other.id, title: 'not mine' });

    const upcoming = await get('/api/host/events?showAll=false', host.agent.headers);
    expect(upcoming.statusCode).toBe(200);
    expect((upcoming.json() as Event[]).map((e) => e.title)).toEqual(['soon', 'later']);
    const byDefault = await get('/api/host/events', host.agent.headers);
    expect((byDefault.json() as Event[]).map((e) => e.title)).toEqual(['soon', 'later']);

    const all = await get(`/api/host/events?showAll=true&t=${Date.now()}`, host.agent.headers);
    expect(all.headers['cache-control']).toBe('no-store');
    expect((all.json() as Event[]).map((e) => e.title)).toEqual([
      'later',
      'cancelled',
      'soon',
      'past',
    ]);
  });

  it('gives a user who is not a host an empty list', async () => {
    const { agent } = await signedInUser(ctx.app, ctx.database.db);
    const res = await get('/api/host/events?showAll=true', agent.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('refuses a visitor with 401', async () => {
    const visitor = await anonymousAgent(ctx.app);
    expect((await get('/api/host/events', visitor.headers)).statusCode).toBe(401);
  });
});

describe('GET /api/user/events', () => {
  it("gives the user's hosted events and the upcoming events of hosts they follow", async () => {
    const host = await hostWithEvents();
    const followed = await createUser(ctx.database.db, { ...PAYOUTS_READY, isHost: true });
    await createEvent(ctx.database.db, {
      hostId: followed.id,
      title: 'followed soon',
      dateTime: new Date(Date.now() + 3 * HOUR),
    });
    await createEvent(ctx.database.db, {
      hostId: followed.id,
      title: 'followed past',
      dateTime: new Date(Date.now() - 3 * HOUR),
    });
    await createEvent(ctx.database.db, {
      hostId: followed.id,
      title: 'followed cancelled',
      status: false,
    });
    const stranger = await createUser(ctx.database.db, { isHost: true });
    await createEvent(ctx.database.db, { hostId: stranger.id, title: 'stranger' });
    await ctx.app.inject({
      method: 'POST',
      url: `/api/follows/${followed.id}`,
      headers: host.agent.headers,
    });

    const res = await get('/api/user/events', host.agent.headers);
    expect(res.statusCode).toBe(200);
    const body = res.json() as UserEventsResponse;
    expect(body.hosted.map((e) => e.title)).toEqual(['later', 'cancelled', 'soon', 'past']);
    expect(body.fromFollowedHosts.map((e) => e.title)).toEqual(['followed soon']);
  });

  it('gives a guest empty lists and a visitor 401', async () => {
    const { agent } = await signedInUser(ctx.app, ctx.database.db);
    expect((await get('/api/user/events', agent.headers)).json()).toEqual({
      hosted: [],
      fromFollowedHosts: [],
    });
    const visitor = await anonymousAgent(ctx.app);
    expect((await get('/api/user/events', visitor.headers)).statusCode).toBe(401);
  });
});
