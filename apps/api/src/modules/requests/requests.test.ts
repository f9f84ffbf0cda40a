import { hostJoinRequestListSchema } from '@storytable/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutbox, joinRequests, reservations } from '../../db/schema/index.ts';
import { anonymousAgent, signedInUser } from '../../test/auth.ts';
import { useTestApp } from '../../test/helper.ts';
import {
  createIntent,
  guest,
  hostedEvent,
  payoutReadyHost,
  request,
  reserve,
  seatsLeft,
} from '../../test/reservations.ts';
import { expireRequests } from './request-expiry.ts';

/** Requests to join a free dinner (decision 068): who may, what is written. Both databases. */
const ctx = useTestApp();

const DAY = 24 * 3_600_000;

async function dinner(overrides: Parameters<typeof hostedEvent>[2] = {}) {
  const host = await payoutReadyHost(ctx);
  const event = await hostedEvent(ctx, host.user.id, {
    capacity: 4,
    availableSpots: 4,
    maxSeatsPerBooking: 3,
    requiresApproval: true,
    dateTime: new Date(Date.now() + 10 * DAY),
    ...overrides,
  });
  return { host, event };
}

const PARTY = [
  { dietary: { needs: ['vegan'] } },
  { name: 'Rui', dietary: { needs: ['nut_allergy'], note: 'No cashews.' } },
];

const requestsOf = (eventId: number) =>
  ctx.database.db.select().from(joinRequests).where(eq(joinRequests.eventId, eventId));
const ask = (agent: Parameters<typeof request>[1], eventId: number, body: unknown = {}) =>
  request(ctx, agent, 'POST', `/api/events/${eventId}/requests`, body);

describe('POST /api/events/:id/requests (free dinner)', () => {
  it('makes a pending request holding no seat and emails the host', async () => {
    const { host, event } = await dinner();
    const g = await guest(ctx);
    const res = await ask(g.agent, event.id, { seats: PARTY, answer: 'A story about bread.' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ request: { status: 'pending', seats: 2, amount: 0 } });
    expect(await seatsLeft(ctx.database.db, event.id)).toBe(4);
    const mail = await ctx.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, host.user.email));
    expect(mail.map((m) => m.subject)).toContain(`${g.user.name} asks to join ${event.title}`);
    const again = await ask(g.agent, event.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'REQUEST_EXISTS' });
  });

  it('refuses a direct booking of an approval dinner with 409 APPROVAL_REQUIRED', async () => {
    const { event } = await dinner();
    const g = await guest(ctx);
    const res = await reserve(ctx, g.agent, { eventId: event.id });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'APPROVAL_REQUIRED', error: expect.any(String) });
    const paid = await dinner({ price: 4000 });
    const intent = await createIntent(ctx, g.agent, { eventId: paid.event.id });
    expect(intent.statusCode).toBe(409);
    expect(intent.json()).toMatchObject({ code: 'APPROVAL_REQUIRED' });
    expect(await seatsLeft(ctx.database.db, event.id)).toBe(4);
    expect(await requestsOf(event.id)).toHaveLength(0);
  });

  it('refuses bad input with 400 and writes nothing', async () => {
    const { event } = await dinner({ maxSeatsPerBooking: 2 });
    const g = await guest(ctx);
    const tooMany = await ask(g.agent, event.id, { seats: [{}, { name: 'A' }, { name: 'B' }] });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({ code: 'PARTY_TOO_LARGE', message: expect.any(String) });
    const note = await ask(g.agent, event.id, {
      seats: [{ dietary: { needs: [], note: 'x'.repeat(201) } }],
    });
    expect(note.statusCode).toBe(400);
    expect(note.json()).toMatchObject({ error: expect.any(String), code: expect.any(String) });
    const badId = await ask(g.agent, 2 ** 31, {});
    expect(badId.statusCode).toBe(400);
    const approveBad = await request(ctx, g.agent, 'POST', '/api/requests/99999999999/approve');
    expect(approveBad.statusCode).toBe(400);
    expect(await requestsOf(event.id)).toHaveLength(0);
  });

  it('refuses a guest who already has a seat, and a dinner that takes bookings', async () => {
    const { event } = await dinner();
    const g = await guest(ctx);
    await ctx.database.db.insert(reservations).values({ eventId: event.id, userId: g.user.id });
    expect((await ask(g.agent, event.id)).json()).toMatchObject({ code: 'ALREADY_RESERVED' });
    const open = await dinner({ requiresApproval: false });
    expect((await ask(g.agent, open.event.id)).json()).toMatchObject({
      code: 'APPROVAL_NOT_REQUIRED',
    });
  });
});

describe('who may see and answer requests', () => {
  it('lets only the dinner’s host and admins list, approve or decline', async () => {
    const { host, event } = await dinner();
    const g = await guest(ctx);
    const made = (await ask(g.agent, event.id, { seats: PARTY, answer: 'Bread.' })).json();
    const id = made.request.id as number;
    const anon = await anonymousAgent(ctx.app);
    const other = await guest(ctx);
    const otherHost = await payoutReadyHost(ctx);
    const admin = await signedInUser(ctx.app, ctx.database.db, { isAdmin: true });
    const list = `/api/events/${event.id}/requests`;
    expect((await request(ctx, anon, 'GET', list)).statusCode).toBe(401);
    expect((await request(ctx, other.agent, 'GET', list)).statusCode).toBe(403);
    expect((await request(ctx, otherHost.agent, 'GET', list)).statusCode).toBe(403);
    const asAdmin = await request(ctx, admin.agent, 'GET', list);
    expect(asAdmin.statusCode, asAdmin.body).toBe(200);
    const seen = hostJoinRequestListSchema.parse(
      (await request(ctx, host.agent, 'GET', list)).json(),
    );
    expect(seen[0]).toMatchObject({
      answer: 'Bread.',
      guest: { id: g.user.id, reviewCount: 0 },
      partySeats: [
        { name: g.user.name, needs: ['vegan'] },
        { name: 'Rui', needs: ['nut_allergy'], note: 'No cashews.' },
      ],
    });
    for (const agent of [anon, other.agent, otherHost.agent, g.agent]) {
      const res = await request(ctx, agent, 'POST', `/api/requests/${id}/approve`);
      expect([401, 403]).toContain(res.statusCode);
    }
    expect(await seatsLeft(ctx.database.db, event.id)).toBe(4);
    const approved = await request(ctx, host.agent, 'POST', `/api/requests/${id}/approve`);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ request: { status: 'approved' } });
    expect(await seatsLeft(ctx.database.db, event.id)).toBe(2);
    const replay = await request(ctx, admin.agent, 'POST', `/api/requests/${id}/decline`);
    expect(replay.statusCode).toBe(409);
    expect(replay.json()).toMatchObject({ code: 'REQUEST_NOT_PENDING' });
  });
});

describe('approving, declining, withdrawing, expiring', () => {
  it('refuses an approval when the seats are gone: 409, request pending, nothing written', async () => {
    const { host, event } = await dinner({ capacity: 3, availableSpots: 3 });
    const a = await guest(ctx);
    const b = await guest(ctx);
    const ra = (await ask(a.agent, event.id, { seats: PARTY })).json().request.id;
    const rb = (await ask(b.agent, event.id, { seats: PARTY })).json().request.id;
    expect((await request(ctx, host.agent, 'POST', `/api/requests/${ra}/approve`)).statusCode).toBe(
      200,
    );
    const gone = await request(ctx, host.agent, 'POST', `/api/requests/${rb}/approve`);
    expect(gone.statusCode).toBe(409);
    expect(gone.json()).toMatchObject({ code: 'NOT_ENOUGH_SEATS' });
    const rows = await requestsOf(event.id);
    expect(rows.find((r) => r.id === rb)?.status).toBe('pending');
    expect(await seatsLeft(ctx.database.db, event.id)).toBe(1);
    const made = await ctx.database.db
      .select()
      .from(reservations)
      .where(eq(reservations.eventId, event.id));
    expect(made.map((r) => r.seats)).toEqual([2]);
  });

  it('declines, lets the guest withdraw, and expires what is left', async () => {
    const { host, event } = await dinner();
    const [a, b, c] = [await guest(ctx), await guest(ctx), await guest(ctx)];
    const ids = [] as number[];
    for (const g of [a, b, c]) ids.push((await ask(g.agent, event.id)).json().request.id);
    const declined = await request(ctx, host.agent, 'POST', `/api/requests/${ids[0]}/decline`);
    expect(declined.json()).toMatchObject({ request: { status: 'declined' } });
    const notHers = await request(ctx, a.agent, 'POST', `/api/requests/${ids[1]}/withdraw`);
    expect(notHers.statusCode).toBe(404);
    const withdrawn = await request(ctx, b.agent, 'POST', `/api/requests/${ids[1]}/withdraw`);
    expect(withdrawn.json()).toMatchObject({ request: { status: 'withdrawn' } });
    const mine = await request(ctx, c.agent, 'GET', `/api/events/${event.id}/requests/mine`);
    expect(mine.json()).toMatchObject({ request: { id: ids[2], status: 'pending' } });
    const all = await request(ctx, c.agent, 'GET', '/api/requests');
    expect(all.json()).toMatchObject([{ id: ids[2], event: { id: event.id, title: event.title } }]);
    expect((await request(ctx, b.agent, 'GET', '/api/requests')).json()).toEqual([]);
    await expireRequests(ctx.app.deps, new Date(Date.now() + 73 * 3_600_000));
    const rows = await requestsOf(event.id);
    expect(rows.find((r) => r.id === ids[2])?.status).toBe('expired');
    const late = await request(ctx, host.agent, 'POST', `/api/requests/${ids[2]}/approve`);
    expect(late.json()).toMatchObject({ code: 'REQUEST_NOT_PENDING' });
    expect(await seatsLeft(ctx.database.db, event.id)).toBe(4);
  });
});

describe('the Request to join switch', () => {
  it('is changed by PATCH and carried on the public dinner', async () => {
    const { host, event } = await dinner({ requiresApproval: false });
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/events/${event.id}`,
      headers: host.agent.headers,
      payload: { requiresApproval: true },
    });
    expect(res.statusCode).toBe(200);
    const anon = await anonymousAgent(ctx.app);
    const shown = await request(ctx, anon, 'GET', `/api/events/${event.id}`);
    expect(shown.json()).toMatchObject({ requiresApproval: true });
    const bad = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/events/${event.id}`,
      headers: host.agent.headers,
      payload: { requiresApproval: 'yes' },
    });
    expect(bad.statusCode).toBe(400);
  });
});
