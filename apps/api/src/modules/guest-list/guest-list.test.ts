import { describe, expect, it } from 'vitest';
import { createUser } from '../../platform/users/user-factory.ts';
import { type Agent, agentFor, anonymousAgent, signedInUser } from '../../test/auth.ts';
import { useTestApp } from '../../test/helper.ts';
import { hostedEvent, request, reserve } from '../../test/reservations.ts';

const ctx = useTestApp();
const person = (name: string, profileImage: string | null = null) =>
  signedInUser(ctx.app, ctx.database.db, { name, profileImage });
const guestsOf = (agent: Agent, id: number, accept = 'application/json') =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/events/${id}/guests`,
    headers: { ...agent.headers, accept },
  });

/** A dinner of 2 seats, both taken, two guests in line and one who gave their seat up. */
async function fullDinner() {
  const host = await signedInUser(ctx.app, ctx.database.db, { isHost: true });
  const dinner = await hostedEvent(ctx, host.user.id, {
    capacity: 2,
    title: 'Supper Club: Strangers',
    dateTime: new Date('2031-03-08T03:00:00Z'),
  });
  const quitter = await person('Quentin Quit');
  expect((await reserve(ctx, quitter.agent, { eventId: dinner.id })).statusCode).toBe(201);
  const [mine] = (await request(ctx, quitter.agent, 'GET', '/api/reservations')).json();
  await request(ctx, quitter.agent, 'DELETE', `/api/reservations/${mine.id}`);
  const ana = await person('Ana Lima', '/api/images/ana.webp');
  const formula = await person('=HYPERLINK("http://evil.example")');
  for (const g of [ana, formula])
    expect((await reserve(ctx, g.agent, { eventId: dinner.id })).statusCode).toBe(201);
  const first = await person('Wen Wait');
  const second = await person('@Second "Line"');
  for (const g of [first, second])
    expect(
      (await request(ctx, g.agent, 'POST', `/api/events/${dinner.id}/waitlist`)).statusCode,
    ).toBe(201);
  return { host, dinner, ana, formula, first, second, quitter };
}

describe('GET /api/events/:id/guests', () => {
  it('lists the confirmed guests, the seat totals and the waitlist apart, without emails', async () => {
    const t = await fullDinner();
    const res = await guestsOf(t.host.agent, t.dinner.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const list = res.json();
    expect(list).toMatchObject({
      eventId: t.dinner.id,
      title: 'Supper Club: Strangers',
      capacity: 2,
      confirmedSeats: 2,
      guests: [
        { name: 'Ana Lima', profileImage: '/api/images/ana.webp', seats: 1 },
        { name: '=HYPERLINK("http://evil.example")', profileImage: null, seats: 1 },
      ],
      waitlist: [
        { name: 'Wen Wait', position: 1, status: 'waiting', profileImage: null },
        { name: '@Second "Line"', position: 2, status: 'waiting' },
      ],
    });
    expect(list.guests[0].reservationId).toEqual(expect.any(Number));
    expect(Date.parse(list.guests[0].bookedAt)).not.toBeNaN();
    expect(Date.parse(list.waitlist[0].joinedAt)).not.toBeNaN();
    expect(res.body).not.toContain('Quentin');
    for (const p of [t.ana, t.formula, t.first, t.second, t.quitter, t.host]) {
      expect(res.body).not.toContain(p.user.email);
      expect(res.body).not.toContain(p.user.username);
    }
    expect(res.body).not.toMatch(/@example\.|email/i);
  });

  it('downloads the confirmed guests as CSV, safe to open in a spreadsheet', async () => {
    const t = await fullDinner();
    const res = await guestsOf(t.host.agent, t.dinner.id, 'text/csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="guests-supper-club-strangers-2031-03-07.csv"',
    );
    expect(res.headers.vary).toContain('accept');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toBe('"Name","Seats","Booked at","Reservation","Dietary needs","Answer"');
    expect(lines[1]).toMatch(
      /^"Ana Lima","1","[A-Z][a-z]{2} \d+, \d{4} \d+:\d\d [AP]M P[SD]T","\d+","None",""$/,
    );
    expect(lines[2]).toMatch(/^"'=HYPERLINK\(""http:\/\/evil\.example""\)","1",/);
    // the waitlist, emails and those who left are not in the file
    expect(res.body).not.toMatch(/Wen Wait|Second|Quentin|@example\./);
  });

  it('answers the host of the dinner and admins; refuses everyone else', async () => {
    const t = await fullDinner();
    const admin = await agentFor(
      ctx.app,
      ctx.database.db,
      await createUser(ctx.database.db, { isAdmin: true }),
    );
    expect((await guestsOf(admin, t.dinner.id)).statusCode).toBe(200);
    expect((await guestsOf(admin, t.dinner.id, 'text/csv')).statusCode).toBe(200);
    const otherHost = await signedInUser(ctx.app, ctx.database.db, { isHost: true });
    const stranger = await person('Sam Stranger');
    for (const agent of [otherHost.agent, t.ana.agent, t.first.agent, stranger.agent]) {
      for (const accept of ['application/json', 'text/csv']) {
        const res = await guestsOf(agent, t.dinner.id, accept);
        expect(res.statusCode).toBe(403);
        expect(res.headers['content-type']).toContain('application/json');
        expect(res.json()).toMatchObject({
          message: 'Only the host of this event or an admin can see its guest list.',
          code: 'FORBIDDEN',
        });
        expect(res.body).not.toContain('Ana Lima');
      }
    }
    const visitor = await anonymousAgent(ctx.app);
    expect((await guestsOf(visitor, t.dinner.id, 'text/csv')).statusCode).toBe(401);
    expect((await guestsOf(t.host.agent, 2_000_000_000)).statusCode).toBe(404);
  });

  it('shows an empty table with its capacity, and refuses ids no dinner has', async () => {
    const host = await signedInUser(ctx.app, ctx.database.db, { isHost: true });
    const dinner = await hostedEvent(ctx, host.user.id, { capacity: 8 });
    expect((await guestsOf(host.agent, dinner.id)).json()).toMatchObject({
      capacity: 8,
      confirmedSeats: 0,
      guests: [],
      waitlist: [],
    });
    const csv = await guestsOf(host.agent, dinner.id, 'text/csv');
    expect(csv.body.replace(/^\uFEFF/, '').trimEnd()).toBe(
      '"Name","Seats","Booked at","Reservation","Dietary needs","Answer"',
    );
    for (const bad of ['0x13', '1e1', '2147483648', '9'.repeat(90), '-1', '0']) {
      for (const accept of ['application/json', 'text/csv']) {
        const res = await guestsOf(host.agent, bad as unknown as number, accept);
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe('Invalid event id');
      }
    }
    // past the router's bound on a path parameter: refused before any handler runs
    const huge = await guestsOf(host.agent, '9'.repeat(400) as unknown as number, 'text/csv');
    expect(huge.statusCode).toBe(414);
  });
});
