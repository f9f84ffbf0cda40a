import { randomUUID } from 'node:crypto';
import { ErrorCode, morningAfter, TEST_NOW_HEADER } from '@storytable/domain';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { remindersSent } from '../../db/schema/index.ts';
import { type Agent, anonymousAgent, signedInUser } from '../../test/auth.ts';
import { configError } from '../../test/config-env.ts';
import { type TestContext, useTestApp, useTestAppWithMail } from '../../test/helper.ts';
import { hostedEvent, reserve } from '../../test/reservations.ts';

// The journeys' controlled clock (decision 069): with TEST_CLOCK a request's x-test-now header
// moves that request's instant and /api/test/thank-yous runs the real sweep for one dinner;
// without it both do nothing.

const HOUR = 3_600_000;

/** A request as `agent`, at the test time `at` when given. */
function at(ctx: TestContext, agent: Agent, when: Date | string | null) {
  return (method: 'GET' | 'POST', url: string, body?: unknown) =>
    ctx.app.inject({
      method,
      url,
      headers: {
        ...agent.headers,
        ...(when === null
          ? {}
          : { [TEST_NOW_HEADER]: typeof when === 'string' ? when : when.toISOString() }),
      },
      ...(body === undefined ? {} : { payload: body as object }),
    });
}

/** A dinner a week ahead with `n` confirmed guests. */
async function dinnerWithGuests(ctx: TestContext, n: number) {
  const db = ctx.database.db;
  const host = await signedInUser(ctx.app, db, { isHost: true, name: 'Clara Clock' });
  const dinner = await hostedEvent(ctx, host.user.id, { capacity: 8 });
  const guests = [];
  for (let i = 0; i < n; i++) {
    const g = await signedInUser(ctx.app, db, { name: `Timed ${i + 1}` });
    const res = await reserve(ctx, g.agent, { eventId: dinner.id });
    expect(res.statusCode).toBe(201);
    guests.push({ ...g, reservationId: res.json().reservation.id as number });
  }
  return { host, dinner, guests };
}

const checkInBody = (reservationId: number) => ({ clientId: randomUUID(), reservationId });
const reviewBody = { rating: 5, review: 'The questions kept us talking.' };

describe('with TEST_CLOCK', () => {
  const { ctx, sink } = useTestAppWithMail({ testClock: true, appUrl: 'https://storytable.test' });

  it('a request at a test time is served at it: check-in, no-shows, reviews, reservations', async () => {
    const { host, dinner, guests } = await dinnerWithGuests(ctx, 2);
    const [came, gone] = guests as [(typeof guests)[0], (typeof guests)[0]];
    const evening = new Date(dinner.dateTime.getTime() + HOUR);
    const after = new Date(dinner.dateTime.getTime() + 3 * HOUR);
    const url = `/api/events/${dinner.id}`;

    // the real clock: a week before the dinner, nothing of the evening is open
    const closed = await at(ctx, host.agent, null)(
      'POST',
      `${url}/check-ins`,
      checkInBody(came.reservationId),
    );
    expect(closed.json().code).toBe(ErrorCode.CHECK_IN_CLOSED);
    expect((await at(ctx, host.agent, null)('GET', `${url}/check-ins`)).json()).toMatchObject({
      open: false,
      noShowOpen: false,
    });

    const tapped = await at(ctx, host.agent, evening)(
      'POST',
      `${url}/check-ins`,
      checkInBody(came.reservationId),
    );
    expect(tapped.statusCode).toBe(200);
    expect((await at(ctx, host.agent, after)('GET', `${url}/check-ins`)).json()).toMatchObject({
      open: true,
      noShowOpen: true,
    });
    const marks = { reservationIds: [gone.reservationId] };
    expect((await at(ctx, host.agent, evening)('POST', `${url}/no-shows`, marks)).json().code).toBe(
      ErrorCode.NO_SHOW_CLOSED,
    );
    const marked = await at(ctx, host.agent, after)('POST', `${url}/no-shows`, marks);
    expect(marked.statusCode).toBe(200);

    // the guests' side, the morning after
    const morning = new Date(morningAfter(dinner.dateTime, dinner.timeZone).getTime() + 60_000);
    const mine = await at(ctx, gone.agent, morning)('GET', '/api/reservations');
    expect(mine.json().find((r: { eventId: number }) => r.eventId === dinner.id)?.noShow).toBe(
      true,
    );
    const today = await at(ctx, gone.agent, null)('GET', '/api/reservations');
    expect(today.json().find((r: { eventId: number }) => r.eventId === dinner.id)?.noShow).toBe(
      false,
    );
    expect((await at(ctx, came.agent, null)('POST', `${url}/review`, reviewBody)).json().code).toBe(
      ErrorCode.EVENT_NOT_ENDED,
    );
    expect(
      (await at(ctx, gone.agent, morning)('POST', `${url}/review`, reviewBody)).json().code,
    ).toBe(ErrorCode.NO_SHOW);
    expect(
      (await at(ctx, came.agent, morning)('POST', `${url}/review`, reviewBody)).statusCode,
    ).toBe(201);
  });

  it('a malformed or far-off test time is ignored: the real clock serves', async () => {
    const { host, dinner } = await dinnerWithGuests(ctx, 1);
    for (const when of ['tomorrow', '2020-01-01T00:00:00Z', `${'9'.repeat(60)}`]) {
      const table = await at(ctx, host.agent, when)('GET', `/api/events/${dinner.id}/check-ins`);
      expect(table.json()).toMatchObject({ open: false, noShowOpen: false });
    }
  });

  it('POST /api/test/thank-yous runs the real sweep at an instant, for the one dinner named', async () => {
    const db = ctx.database.db;
    const { host, dinner, guests } = await dinnerWithGuests(ctx, 1);
    const other = await dinnerWithGuests(ctx, 1);
    const morning = morningAfter(dinner.dateTime, dinner.timeZone);
    const body = { eventId: dinner.id, at: new Date(morning.getTime() + 60_000).toISOString() };
    const sweep = (agent: Agent, payload: unknown) =>
      at(ctx, agent, null)('POST', '/api/test/thank-yous', payload);
    const claimed = async () =>
      (
        await db
          .select({ n: count() })
          .from(remindersSent)
          .where(eq(remindersSent.kind, 'thank-you'))
      )[0]?.n ?? 0;

    expect((await sweep(await anonymousAgent(ctx.app), body)).statusCode).toBe(401);
    expect((await sweep(guests[0]!.agent, body)).statusCode).toBe(403);
    expect((await sweep(other.host.agent, body)).statusCode).toBe(403);
    expect((await sweep(host.agent, { ...body, eventId: 2_147_483_647 })).statusCode).toBe(404);
    const before = await claimed();
    for (const bad of [
      {},
      { ...body, at: 'tomorrow' },
      { ...body, eventId: '1' },
      { ...body, extra: 1 },
    ]) {
      const res = await sweep(host.agent, bad);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: expect.any(String), code: expect.any(String) });
      expect(res.json().error).toBe(res.json().message);
    }
    expect(await claimed()).toBe(before);

    // before 9 AM nothing is due; after it the named dinner's guest is thanked, once
    const early = { ...body, at: new Date(morning.getTime() - 60_000).toISOString() };
    expect((await sweep(host.agent, early)).json()).toEqual({ thankYous: 0 });
    const admin = await signedInUser(ctx.app, db, { isAdmin: true });
    expect((await sweep(admin.agent, early)).json()).toEqual({ thankYous: 0 });
    expect((await sweep(host.agent, body)).json()).toEqual({ thankYous: 1 });
    expect((await sweep(host.agent, body)).json()).toEqual({ thankYous: 0 });
    await ctx.app.deps.mailer.delivery!.flush();
    const subject = `Thank you for coming: ${dinner.title}`;
    expect(sink.to(guests[0]!.user.email).filter((m) => m.subject === subject)).toHaveLength(1);
    // the other dinner, due the same morning, was not swept
    expect(await claimed()).toBe(before + 1);
    const otherSubject = `Thank you for coming: ${other.dinner.title}`;
    expect(sink.to(other.guests[0]!.user.email).filter((m) => m.subject === otherSubject)).toEqual(
      [],
    );
  });
});

describe('without TEST_CLOCK', () => {
  const ctx = useTestApp();

  it('the test route is not there and the header changes nothing', async () => {
    const { host, dinner, guests } = await dinnerWithGuests(ctx, 1);
    const after = new Date(dinner.dateTime.getTime() + 3 * HOUR);
    const sweep = await at(ctx, host.agent, null)('POST', '/api/test/thank-yous', {
      eventId: dinner.id,
      at: after.toISOString(),
    });
    expect(sweep.statusCode).toBe(404);
    const url = `/api/events/${dinner.id}`;
    expect((await at(ctx, host.agent, after)('GET', `${url}/check-ins`)).json()).toMatchObject({
      open: false,
      noShowOpen: false,
    });
    const marks = { reservationIds: [guests[0]!.reservationId] };
    expect((await at(ctx, host.agent, after)('POST', `${url}/no-shows`, marks)).json().code).toBe(
      ErrorCode.NO_SHOW_CLOSED,
    );
    expect(
      (await at(ctx, guests[0]!.agent, after)('POST', `${url}/review`, reviewBody)).json().code,
    ).toBe(ErrorCode.EVENT_NOT_ENDED);
  });

  it('TEST_CLOCK is refused in production', () => {
    expect(configError({ NODE_ENV: 'production', TEST_CLOCK: '1' })).toContain(
      'TEST_CLOCK: is for tests, never production',
    );
  });
});
