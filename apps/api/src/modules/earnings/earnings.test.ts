import {
  dinnerMonth,
  EARNINGS_CSV_HEADER,
  type EarningsDinner,
  hostEarningsSchema,
  totalWithFee,
} from '@storytable/domain';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, reservations, simulatedPaymentIntents, users } from '../../db/schema/index.ts';
import { createUser } from '../../platform/users/user-factory.ts';
import { type Agent, agentFor, anonymousAgent, signedInUser } from '../../test/auth.ts';
import {
  type FakeStripe,
  startFakeStripe,
  stripeModeConfig,
} from '../../test/fake-stripe-server.ts';
import { createTestApp, type TestContext, useTestApp } from '../../test/helper.ts';
import {
  guest,
  hostedEvent,
  pay,
  payoutReadyHost,
  request,
  reserve,
  simulated,
} from '../../test/reservations.ts';

const ctx = useTestApp();
const DAY = 86_400_000;
const earningsOf = (agent: Agent, accept = 'application/json') =>
  ctx.app.inject({
    method: 'GET',
    url: '/api/host/earnings',
    headers: { ...agent.headers, accept },
  });

async function paidSeat(eventId: number) {
  const g = await guest(ctx);
  const pi = await pay(ctx, g.agent, eventId);
  const made = await reserve(ctx, g.agent, { eventId, paymentIntentId: pi });
  expect([200, 201]).toContain(made.statusCode);
  await simulated(ctx).flushWebhooks();
  return { agent: g.agent, id: made.json().reservation.id as number };
}

async function cancel(seat: { agent: Agent; id: number }) {
  expect(
    (await request(ctx, seat.agent, 'DELETE', `/api/reservations/${seat.id}`)).statusCode,
  ).toBe(200);
}

/**
 * A past dinner with two seats kept and one refunded in full; a dinner four days out on the
 * Moderate policy with one seat kept and one cancelled without refund; a free dinner; a dinner
 * nobody booked.
 */
async function hostWithDinners() {
  const host = await payoutReadyHost(ctx);
  const at = (days: number) => new Date(Date.now() + days * DAY);
  const past = await hostedEvent(ctx, host.user.id, {
    price: 4500,
    capacity: 6,
    title: '=HYPERLINK("x") Supper, "quoted"',
    dateTime: at(30),
  });
  const soon = await hostedEvent(ctx, host.user.id, {
    price: 3000,
    capacity: 4,
    title: 'Moderate Table',
    refundPolicy: 'moderate',
    dateTime: at(4),
  });
  const free = await hostedEvent(ctx, host.user.id, { title: 'Free Supper', dateTime: at(20) });
  const empty = await hostedEvent(ctx, host.user.id, {
    price: 2000,
    title: 'Nobody Yet',
    dateTime: at(10),
  });
  await paidSeat(past.id);
  await paidSeat(past.id);
  await cancel(await paidSeat(past.id));
  await paidSeat(soon.id);
  await cancel(await paidSeat(soon.id));
  const g = await guest(ctx);
  expect((await reserve(ctx, g.agent, { eventId: free.id })).statusCode).toBe(201);
  // the dinner took place ten days ago
  const tookPlace = at(-10);
  await ctx.database.db.update(events).set({ dateTime: tookPlace }).where(eq(events.id, past.id));
  return { host, past: { ...past, dateTime: tookPlace }, soon, free, empty };
}

/** What the payments table says of a dinner, summed apart from the endpoint's rule. */
async function recorded(eventId: number) {
  const rows = await ctx.database.db
    .select({
      amountPaid: reservations.amountPaid,
      status: reservations.status,
      refundStatus: reservations.refundStatus,
      applicationFee: simulatedPaymentIntents.applicationFeeAmount,
    })
    .from(reservations)
    .leftJoin(simulatedPaymentIntents, eq(simulatedPaymentIntents.id, reservations.paymentIntentId))
    .where(eq(reservations.eventId, eventId));
  const refunded = rows.filter((r) => r.refundStatus !== null);
  const kept = rows.filter((r) => r.refundStatus === null);
  const gross = rows.reduce((s, r) => s + r.amountPaid, 0);
  const refunds = refunded.reduce((s, r) => s + r.amountPaid, 0);
  const fees = kept.reduce((s, r) => s + (r.applicationFee ?? 0), 0);
  return {
    seatsSold: rows.filter((r) => r.status).length,
    gross,
    fees,
    refunds,
    net: gross - fees - refunds,
  };
}

function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const endField = () => {
    row.push(field);
    field = '';
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted && c === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (c === '"') quoted = !quoted;
    else if (quoted || (c !== ',' && c !== '\r')) field += c;
    else if (c === ',') endField();
    else {
      endField();
      rows.push(row);
      row = [];
      i++; // the \n of CRLF
    }
  }
  if (field !== '' || row.length) {
    endField();
    rows.push(row);
  }
  return rows;
}

describe('GET /api/host/earnings', () => {
  it("sums each dinner's payments and refunds to the cent, as the payments table records them", async () => {
    const t = await hostWithDinners();
    const res = await earningsOf(t.host.agent);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const body = hostEarningsSchema.parse(res.json());
    expect(body.dinners.map((d) => d.title)).toEqual([
      'Free Supper',
      'Moderate Table',
      '=HYPERLINK("x") Supper, "quoted"',
    ]);
    const byId = new Map(body.dinners.map((d) => [d.eventId, d]));
    for (const e of [t.past, t.soon, t.free]) {
      expect(byId.get(e.id)).toMatchObject(await recorded(e.id));
    }
    const pastTotal = totalWithFee(4500);
    expect(byId.get(t.past.id)).toMatchObject({
      seatsSold: 2,
      gross: 3 * pastTotal,
      fees: 2 * (pastTotal - 4500),
      refunds: pastTotal,
      net: 2 * 4500,
      payout: { status: 'paid', date: new Date(t.past.dateTime.getTime() + 2 * DAY).toISOString() },
    });
    // cancelled inside Moderate's 7 days: the guest got nothing back, the host keeps both
    expect(byId.get(t.soon.id)).toMatchObject({
      seatsSold: 1,
      gross: 2 * totalWithFee(3000),
      refunds: 0,
      net: 2 * 3000,
      payout: {
        status: 'pending',
        date: new Date(t.soon.dateTime.getTime() + 2 * DAY).toISOString(),
      },
    });
    expect(byId.get(t.free.id)).toMatchObject({
      seatsSold: 1,
      gross: 0,
      fees: 0,
      refunds: 0,
      net: 0,
      payout: { status: 'none', date: null },
    });
    expect(body.totals).toEqual({
      seatsSold: 4,
      gross: 3 * pastTotal + 2 * totalWithFee(3000),
      fees: 2 * (pastTotal - 4500) + 2 * (totalWithFee(3000) - 3000),
      refunds: pastTotal,
      net: 2 * 4500 + 2 * 3000,
    });
    // the months add up to the totals, each dinner in its own zone's month
    const sum = (k: 'gross' | 'fees' | 'refunds' | 'net' | 'seatsSold') =>
      body.months.reduce((s, m) => s + m[k], 0);
    expect({
      seatsSold: sum('seatsSold'),
      gross: sum('gross'),
      fees: sum('fees'),
      refunds: sum('refunds'),
      net: sum('net'),
    }).toEqual(body.totals);
    expect(body.months.map((m) => m.month)).toEqual(
      [...new Set(body.dinners.map((d) => dinnerMonth(d.dateTime, d.timeZone)))].sort(),
    );
  });

  it('answers the same rows as CSV, in dollars, titles guarded against formulas', async () => {
    const t = await hostWithDinners();
    const json = hostEarningsSchema.parse((await earningsOf(t.host.agent)).json());
    const res = await earningsOf(t.host.agent, 'text/csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="storytable-earnings.csv"',
    );
    const [header, ...rows] = parseCsv(res.body.replace(/^\uFEFF/, ''));
    expect(header).toEqual([...EARNINGS_CSV_HEADER]);
    const dollars = (c: number) => (c / 100).toFixed(2);
    expect(rows).toEqual(
      json.dinners.map((d: EarningsDinner) => [
        d.title.startsWith('=') ? `'${d.title}` : d.title,
        d.date,
        String(d.seatsSold),
        dollars(d.gross),
        dollars(d.fees),
        dollars(d.refunds),
        dollars(d.net),
        expect.any(String),
        expect.any(String),
      ]),
    );
    expect(rows.at(-1)?.[0]).toBe(`'=HYPERLINK("x") Supper, "quoted"`);
    expect(rows.at(-1)?.slice(3, 8)).toEqual([
      dollars(3 * totalWithFee(4500)),
      dollars(2 * (totalWithFee(4500) - 4500)),
      dollars(totalWithFee(4500)),
      '90.00',
      'Paid',
    ]);
  });

  it('shows a host only their own dinners; a new host has none', async () => {
    const t = await hostWithDinners();
    const other = await payoutReadyHost(ctx);
    const res = await earningsOf(other.agent);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      totals: { seatsSold: 0, gross: 0, fees: 0, refunds: 0, net: 0 },
      months: [],
      dinners: [],
    });
    const ids = (await earningsOf(t.host.agent))
      .json()
      .dinners.map((d: EarningsDinner) => d.eventId);
    expect(ids).not.toContain(t.empty.id);
  });

  it('refuses a visitor (401), a guest and a non-host admin (403), in JSON and CSV', async () => {
    const visitor = await anonymousAgent(ctx.app);
    const member = await signedInUser(ctx.app, ctx.database.db);
    const admin = await agentFor(
      ctx.app,
      ctx.database.db,
      await createUser(ctx.database.db, { isAdmin: true }),
    );
    for (const accept of ['application/json', 'text/csv']) {
      const anonymous = await earningsOf(visitor, accept);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toMatchObject({
        code: expect.any(String),
        message: expect.any(String),
      });
      expect((await earningsOf(member.agent, accept)).statusCode).toBe(403);
      expect((await earningsOf(admin, accept)).statusCode).toBe(403);
    }
  });

  it('reads an admin who hosts as the host they are', async () => {
    const host = await payoutReadyHost(ctx);
    await ctx.database.db.update(users).set({ isAdmin: true }).where(eq(users.id, host.user.id));
    const dinner = await hostedEvent(ctx, host.user.id, {
      price: 2500,
      dateTime: new Date(Date.now() + 9 * DAY),
    });
    await paidSeat(dinner.id);
    const res = await earningsOf(host.agent);
    expect(res.statusCode).toBe(200);
    expect(res.json().dinners).toMatchObject([{ eventId: dinner.id, net: 2500 }]);
    const intents = await ctx.database.db
      .select()
      .from(simulatedPaymentIntents)
      .where(inArray(simulatedPaymentIntents.destinationAccountId, [host.accountId]));
    expect(intents).toHaveLength(1);
  });
});

describe('GET /api/host/earnings in Stripe mode (SDK against the local fake)', () => {
  let fake: FakeStripe;
  let stripeCtx: TestContext;
  beforeAll(async () => {
    fake = await startFakeStripe();
    stripeCtx = await createTestApp({ ...stripeModeConfig(fake) });
  });
  afterAll(async () => {
    await stripeCtx.close();
    await fake.close();
  });

  it("reads each dinner's payout from the connected account's payouts", async () => {
    const { db } = stripeCtx.database;
    const host = await signedInUser(stripeCtx.app, db, { isHost: true });
    const account = await stripeCtx.app.deps.payments.createAccount({
      email: host.user.email,
      userId: host.user.id,
      name: host.user.name,
    });
    await db.update(users).set({ stripeConnectId: account.id }).where(eq(users.id, host.user.id));
    const dinnerAt = (days: number) => new Date(Date.now() + days * DAY);
    const seat = async (days: number) => {
      const dinner = await hostedEvent(
        { app: stripeCtx.app, database: stripeCtx.database },
        host.user.id,
        { price: 4000, capacity: 4, availableSpots: 3, dateTime: dinnerAt(days) },
      );
      const g = await signedInUser(stripeCtx.app, db);
      await db.insert(reservations).values({
        eventId: dinner.id,
        userId: g.user.id,
        paymentIntentId: `pi_earnings_${dinner.id}`,
        amountPaid: totalWithFee(4000),
      });
      return dinner;
    };
    const past = await seat(-20);
    const upcoming = await seat(20);
    const arrival = new Date(Math.floor((past.dateTime.getTime() + 2 * DAY) / 1000) * 1000);
    fake.addPayout(account.id, { status: 'paid', arrivalDate: arrival, amount: 4000 });
    const res = await stripeCtx.app.inject({
      method: 'GET',
      url: '/api/host/earnings',
      headers: host.agent.headers,
    });
    expect(res.statusCode).toBe(200);
    const byId = new Map(
      (res.json() as { dinners: EarningsDinner[] }).dinners.map((d) => [d.eventId, d]),
    );
    expect(byId.get(past.id)).toMatchObject({
      net: 4000,
      payout: { status: 'paid', date: arrival.toISOString() },
    });
    expect(byId.get(upcoming.id)?.payout).toEqual({ status: 'pending', date: null });
    const asked = fake.requests.findLast((r) => r.path === '/v1/payouts');
    expect(asked?.headers['stripe-account']).toBe(account.id);

    // Stripe failing: the figures are still ours to show, the payouts unknown
    fake.misbehave('error');
    try {
      const down = await stripeCtx.app.inject({
        method: 'GET',
        url: '/api/host/earnings',
        headers: host.agent.headers,
      });
      expect(down.statusCode, down.body).toBe(200);
      expect(down.json().dinners).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            eventId: past.id,
            net: 4000,
            payout: { status: 'unknown', date: null },
          }),
        ]),
      );
    } finally {
      fake.misbehave('none');
    }
  });
});
