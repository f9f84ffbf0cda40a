import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { events, waitlistEntries } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/helper.ts';
import * as money from '../../test/reservations.ts';

/**
 * A dinner that approves its guests keeps no waitlist (decision 068): an offer could only be
 * booked past the host. An offer made before the dinner took requests is honoured.
 */
const ctx = useTestApp();
type Person = Awaited<ReturnType<typeof money.guest>>;

const join = (p: Person, eventId: number) =>
  money.request(ctx, p.agent, 'POST', `/api/events/${eventId}/waitlist`);
const entryOf = async (eventId: number, userId: number) => {
  const rows = await ctx.database.db
    .select()
    .from(waitlistEntries)
    .where(eq(waitlistEntries.eventId, eventId));
  return rows.find((r) => r.userId === userId) ?? null;
};

async function cancelSeat(p: Person) {
  const [reservation] = (await money.request(ctx, p.agent, 'GET', '/api/reservations')).json();
  const res = await money.request(ctx, p.agent, 'DELETE', `/api/reservations/${reservation.id}`);
  expect(res.statusCode).toBe(200);
}

/** A free dinner of two seats, both taken, and a guest waiting in line. */
async function fullWithLine() {
  const host = await money.payoutReadyHost(ctx);
  const event = await money.hostedEvent(ctx, host.user.id, {
    capacity: 2,
    availableSpots: 2,
    dateTime: new Date(Date.now() + 10 * 86_400_000),
  });
  const seated: Person[] = [];
  for (let i = 0; i < 2; i++) {
    const g = await money.guest(ctx);
    expect((await money.reserve(ctx, g.agent, { eventId: event.id })).statusCode).toBe(201);
    seated.push(g);
  }
  const waiting = await money.guest(ctx);
  expect((await join(waiting, event.id)).statusCode).toBe(201);
  return { event, seated, waiting };
}

const takeRequests = (eventId: number) =>
  ctx.database.db.update(events).set({ requiresApproval: true }).where(eq(events.id, eventId));

describe('the waitlist of a dinner that approves its guests', () => {
  it('refuses to add anyone to the line, writing nothing', async () => {
    const { event } = await fullWithLine();
    await takeRequests(event.id);
    const late = await money.guest(ctx);
    const res = await join(late, event.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'APPROVAL_REQUIRED', message: expect.any(String) });
    expect(await entryOf(event.id, late.user.id)).toBeNull();
  });

  it('opens a freed seat to requests instead of offering it to the line', async () => {
    const { event, seated, waiting } = await fullWithLine();
    await takeRequests(event.id);
    await cancelSeat(seated[0]!);
    expect(await money.seatsLeft(ctx.database.db, event.id)).toBe(1);
    expect(await entryOf(event.id, waiting.user.id)).toMatchObject({ status: 'waiting' });
    const direct = await money.reserve(ctx, waiting.agent, { eventId: event.id });
    expect(direct.statusCode).toBe(409);
    expect(direct.json()).toMatchObject({ code: 'APPROVAL_REQUIRED' });
  });

  it('honours an offer made before the dinner took requests', async () => {
    const { event, seated, waiting } = await fullWithLine();
    await cancelSeat(seated[0]!);
    expect(await entryOf(event.id, waiting.user.id)).toMatchObject({ status: 'offered' });
    await takeRequests(event.id);
    const res = await money.reserve(ctx, waiting.agent, { eventId: event.id });
    expect(res.statusCode).toBe(201);
    expect(await money.seatsLeft(ctx.database.db, event.id)).toBe(0);
    expect(await money.activeReservations(ctx.database.db, event.id)).toBe(2);
  });
});
