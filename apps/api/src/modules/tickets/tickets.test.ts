import { randomUUID } from 'node:crypto';
import {
  ErrorCode,
  normalizeTicketCode,
  TICKET_CODE_ALPHABET,
  TICKET_CODE_LENGTH,
} from '@storytable/domain';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { checkIns, events, tickets } from '../../db/schema/index.ts';
import { createUser } from '../../platform/users/user-factory.ts';
import { type Agent, agentFor, anonymousAgent, signedInUser } from '../../test/auth.ts';
import { useTestAppWithMail } from '../../test/helper.ts';
import { hostedEvent, request, reserve } from '../../test/reservations.ts';
import { newTicket } from './ticket-codes.ts';

const { ctx, sink } = useTestAppWithMail({ appUrl: 'https://storytable.test' });
const db = () => ctx.database.db;

/** A dinner with `n` confirmed guests, moved to half an hour ago: check-in is open. */
async function tonight(n = 2, { open = true } = {}) {
  const host = await signedInUser(ctx.app, db(), { isHost: true });
  const dinner = await hostedEvent(ctx, host.user.id, { capacity: 8 });
  const guests = [];
  for (let i = 0; i < n; i++) {
    const g = await signedInUser(ctx.app, db(), { name: `Guest ${i + 1}` });
    const res = await reserve(ctx, g.agent, { eventId: dinner.id });
    expect(res.statusCode).toBe(201);
    guests.push({ ...g, reservationId: res.json().reservation.id as number });
  }
  if (open)
    await db()
      .update(events)
      .set({ dateTime: new Date(Date.now() - 30 * 60_000) })
      .where(eq(events.id, dinner.id));
  return { host, dinner, guests };
}

const ticketOf = (agent: Agent, reservationId: number) =>
  request(ctx, agent, 'GET', `/api/reservations/${reservationId}/ticket`);
const checkIn = (agent: Agent, eventId: number, body: Record<string, unknown>) =>
  request(ctx, agent, 'POST', `/api/events/${eventId}/check-ins`, {
    clientId: randomUUID(),
    ...body,
  });
const checkInRows = async (eventId: number) =>
  (await db().select({ n: count() }).from(checkIns).where(eq(checkIns.eventId, eventId)))[0]?.n;

describe('tickets', () => {
  it('are made with the seat, shown to its guest only, and named in the confirmation email', async () => {
    const { guests, host } = await tonight(1, { open: false });
    const [g] = guests;
    if (!g) throw new Error('no guest');
    const [row] = await db()
      .select()
      .from(tickets)
      .where(eq(tickets.reservationId, g.reservationId));
    expect(row?.token).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.code).toHaveLength(TICKET_CODE_LENGTH);

    const res = await ticketOf(g.agent, g.reservationId);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const ticket = res.json();
    expect(normalizeTicketCode(ticket.code)).toBe(row?.code);
    expect(ticket.code).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    expect(ticket.qr).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);

    const mail = await sink.waitFor(g.user.email);
    expect(mail.text).toContain(`Your ticket code is ${ticket.code}.`);
    expect(mail.text).toContain(`https://storytable.test/reservations/${g.reservationId}`);

    // anyone else reads it as not found, as the reservation's page does
    const other = await signedInUser(ctx.app, db());
    for (const agent of [other.agent, host.agent])
      expect((await ticketOf(agent, g.reservationId)).statusCode).toBe(404);
    expect((await ticketOf(await anonymousAgent(ctx.app), g.reservationId)).statusCode).toBe(401);
  });

  it('cannot be guessed: 256-bit tokens and codes drawn evenly from the whole alphabet', () => {
    const drawn = Array.from({ length: 2000 }, newTicket);
    expect(new Set(drawn.map((t) => t.token)).size).toBe(2000);
    expect(new Set(drawn.map((t) => t.code)).size).toBe(2000);
    const counts = new Map<string, number>();
    for (const { code, token } of drawn) {
      expect(token).toMatch(/^[0-9a-f]{64}$/);
      expect(code).toHaveLength(TICKET_CODE_LENGTH);
      for (const c of code) counts.set(c, (counts.get(c) ?? 0) + 1);
    }
    // 16,000 characters over 25 letters: 640 each expected; no letter missing or favoured
    expect([...counts.keys()].sort().join('')).toBe([...TICKET_CODE_ALPHABET].sort().join(''));
    for (const n of counts.values()) expect(Math.abs(n - 640)).toBeLessThan(160);
    // 25^8 codes: a guess at a dinner of 8 hits one in 19 billion
    expect(TICKET_CODE_ALPHABET.length ** TICKET_CODE_LENGTH / 8).toBeGreaterThan(1.9e10);
  });

  it('is made on first read for a seat confirmed before tickets existed, then stays the same', async () => {
    const { guests } = await tonight(1, { open: false });
    const [g] = guests;
    if (!g) throw new Error('no guest');
    await db().delete(tickets).where(eq(tickets.reservationId, g.reservationId));
    const first = (await ticketOf(g.agent, g.reservationId)).json();
    const again = (await ticketOf(g.agent, g.reservationId)).json();
    expect(again.code).toBe(first.code);
    expect(again.qr).toBe(first.qr);
  });

  it("is void once the seat is cancelled: the guest's read is 410 and check-in refuses it", async () => {
    const { host, dinner, guests } = await tonight(1, { open: false });
    const [g] = guests;
    if (!g) throw new Error('no guest');
    const { code } = (await ticketOf(g.agent, g.reservationId)).json();
    expect(
      (await request(ctx, g.agent, 'DELETE', `/api/reservations/${g.reservationId}`)).statusCode,
    ).toBe(200);
    await db()
      .update(events)
      .set({ dateTime: new Date(Date.now() - 30 * 60_000) })
      .where(eq(events.id, dinner.id));
    const res = await ticketOf(g.agent, g.reservationId);
    expect(res.statusCode).toBe(410);
    expect(res.json().code).toBe(ErrorCode.TICKET_VOID);
    for (const body of [{ code }, { reservationId: g.reservationId }]) {
      const refused = await checkIn(host.agent, dinner.id, body);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: ErrorCode.TICKET_VOID });
    }
    expect(await checkInRows(dinner.id)).toBe(0);
  });
});

describe('POST /api/events/:id/check-ins', () => {
  it('checks a seat in by tap, typed code or scanned QR, and out again', async () => {
    const { host, dinner, guests } = await tonight(3);
    const [a, b, c] = guests;
    if (!a || !b || !c) throw new Error('no guests');
    const tapped = await checkIn(host.agent, dinner.id, { reservationId: a.reservationId });
    expect(tapped.statusCode).toBe(200);
    expect(tapped.json()).toMatchObject({
      reservationId: a.reservationId,
      name: 'Guest 1',
      checkedIn: true,
      applied: true,
    });
    const { code } = (await ticketOf(b.agent, b.reservationId)).json();
    // typed as a host might: lower case, with a space for the dash
    const typed = await checkIn(host.agent, dinner.id, {
      code: code.toLowerCase().replace('-', ' '),
    });
    expect(typed.json()).toMatchObject({ reservationId: b.reservationId, checkedIn: true });
    const [row] = await db()
      .select()
      .from(tickets)
      .where(eq(tickets.reservationId, c.reservationId));
    const scanned = await checkIn(host.agent, dinner.id, { qr: `storytable-ticket:${row?.token}` });
    expect(scanned.json()).toMatchObject({ reservationId: c.reservationId, checkedIn: true });

    const table = await request(ctx, host.agent, 'GET', `/api/events/${dinner.id}/check-ins`);
    expect(table.json().open).toBe(true);
    expect(
      table.json().seats.filter((s: { checkedInAt: string | null }) => s.checkedInAt),
    ).toHaveLength(3);

    const undone = await checkIn(host.agent, dinner.id, {
      reservationId: a.reservationId,
      checkedIn: false,
    });
    expect(undone.json()).toMatchObject({ checkedIn: false, checkedInAt: null, applied: true });
  });

  it('counts a replayed check-in once, also when both arrive at once', async () => {
    const { host, dinner, guests } = await tonight(2);
    const [a, b] = guests;
    if (!a || !b) throw new Error('no guests');
    const clientId = randomUUID();
    const first = await checkIn(host.agent, dinner.id, {
      clientId,
      reservationId: a.reservationId,
    });
    expect(first.json().applied).toBe(true);
    // undone since, then the first is sent again (an offline queue resending): nothing changes
    await checkIn(host.agent, dinner.id, { reservationId: a.reservationId, checkedIn: false });
    const replay = await checkIn(host.agent, dinner.id, {
      clientId,
      reservationId: a.reservationId,
    });
    expect(replay.json()).toMatchObject({ applied: false, checkedIn: false });

    const twice = randomUUID();
    const both = await Promise.all(
      [1, 2].map(() =>
        checkIn(host.agent, dinner.id, { clientId: twice, reservationId: b.reservationId }),
      ),
    );
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(both.map((r) => r.json().applied).sort()).toEqual([false, true]);
    expect(await checkInRows(dinner.id)).toBe(3);
  });

  it("refuses another dinner's code, an unknown one and a seat of another dinner", async () => {
    const one = await tonight(1);
    const two = await tonight(1);
    const [g1] = one.guests;
    const [g2] = two.guests;
    if (!g1 || !g2) throw new Error('no guests');
    const { code } = (await ticketOf(g2.agent, g2.reservationId)).json();
    for (const body of [{ code }, { reservationId: g2.reservationId }, { code: 'ACDEFGHJ' }]) {
      const res = await checkIn(one.host.agent, one.dinner.id, body);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: ErrorCode.TICKET_UNKNOWN });
    }
    expect(await checkInRows(one.dinner.id)).toBe(0);
  });

  it('is open from the dinner’s day until 24 hours after it', async () => {
    const future = await tonight(1, { open: false });
    const [g] = future.guests;
    if (!g) throw new Error('no guest');
    const early = await checkIn(future.host.agent, future.dinner.id, {
      reservationId: g.reservationId,
    });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: ErrorCode.CHECK_IN_CLOSED });
    await db()
      .update(events)
      .set({ dateTime: new Date(Date.now() - 27 * 3600_000) })
      .where(eq(events.id, future.dinner.id));
    const late = await checkIn(future.host.agent, future.dinner.id, {
      reservationId: g.reservationId,
    });
    expect(late.json()).toMatchObject({ code: ErrorCode.CHECK_IN_CLOSED });
  });

  it('lets only the dinner’s host (and admins) check in or read the table', async () => {
    const { dinner, guests } = await tonight(1);
    const [g] = guests;
    if (!g) throw new Error('no guest');
    const otherHost = await signedInUser(ctx.app, db(), { isHost: true });
    const admin = await agentFor(ctx.app, db(), await createUser(db(), { isAdmin: true }));
    const body = { reservationId: g.reservationId };
    expect((await checkIn(await anonymousAgent(ctx.app), dinner.id, body)).statusCode).toBe(401);
    for (const agent of [g.agent, otherHost.agent]) {
      expect((await checkIn(agent, dinner.id, body)).statusCode).toBe(403);
      expect(
        (await request(ctx, agent, 'GET', `/api/events/${dinner.id}/check-ins`)).statusCode,
      ).toBe(403);
    }
    expect(await checkInRows(dinner.id)).toBe(0);
    expect((await checkIn(admin, dinner.id, body)).json()).toMatchObject({ checkedIn: true });
  });

  it('answers bad input with 400 and records nothing', async () => {
    const { host, dinner, guests } = await tonight(1);
    const [g] = guests;
    if (!g) throw new Error('no guest');
    const bad = [
      { reservationId: g.reservationId, clientId: 'not-a-uuid' },
      { clientId: randomUUID() },
      { clientId: randomUUID(), reservationId: g.reservationId, code: 'ACDEFGHJ' },
      { clientId: randomUUID(), code: 'O0O0O0O0' },
      { clientId: randomUUID(), code: 'x'.repeat(5000) },
      { clientId: randomUUID(), qr: 'https://evil.example/' },
      { clientId: randomUUID(), reservationId: '1' },
      { clientId: randomUUID(), reservationId: g.reservationId, checkedIn: 'yes' },
      { clientId: randomUUID(), reservationId: g.reservationId, extra: 1 },
    ];
    for (const body of bad) {
      const res = await request(
        ctx,
        host.agent,
        'POST',
        `/api/events/${dinner.id}/check-ins`,
        body,
      );
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    expect(await checkInRows(dinner.id)).toBe(0);
  });
});
