import { priceOfSeats, TEST_CARDS } from '@storytable/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { joinRequests, reservations, simulatedPaymentIntents } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/helper.ts';
import {
  confirmCard,
  guest,
  hostedEvent,
  payoutReadyHost,
  request,
  seatsLeft,
  simulated,
} from '../../test/reservations.ts';
import { expireRequests } from './request-expiry.ts';

/** Paid requests (decision 068): authorized, captured only on approval, voided otherwise. */
const ctx = useTestApp();
const DAY = 24 * 3_600_000;
const PRICE = 4000;

async function paidDinner(capacity = 4) {
  const host = await payoutReadyHost(ctx);
  const event = await hostedEvent(ctx, host.user.id, {
    price: PRICE,
    capacity,
    availableSpots: capacity,
    maxSeatsPerBooking: 3,
    requiresApproval: true,
    dateTime: new Date(Date.now() + 10 * DAY),
  });
  return { host, event };
}

const intentStatus = async (id: string) =>
  (
    await ctx.database.db
      .select({ status: simulatedPaymentIntents.status })
      .from(simulatedPaymentIntents)
      .where(eq(simulatedPaymentIntents.id, id))
  )[0]?.status;
const requestRow = async (id: number) =>
  (await ctx.database.db.select().from(joinRequests).where(eq(joinRequests.id, id)))[0];

/** A guest's request for two seats, card authorized; returns its id and intent. */
async function authorizedRequest(eventId: number, card: string = TEST_CARDS.SUCCEEDS) {
  const g = await guest(ctx);
  const made = await request(ctx, g.agent, 'POST', `/api/events/${eventId}/requests`, {
    seats: [{}, { name: 'Rui' }],
  });
  expect(made.statusCode).toBe(201);
  const body = made.json();
  expect(body.request.status).toBe('authorizing');
  const confirmed = await confirmCard(ctx, g.agent, body, card);
  if (card === TEST_CARDS.SUCCEEDS) {
    expect(confirmed.statusCode).toBe(200);
    const back = await request(ctx, g.agent, 'POST', `/api/requests/${body.request.id}/authorized`);
    expect(back.json()).toMatchObject({ request: { status: 'pending' } });
  }
  return { g, id: body.request.id as number, intent: body.paymentIntentId as string };
}

describe('a paid request', () => {
  it('authorizes the party total and captures only on approval', async () => {
    const { host, event } = await paidDinner();
    const { id, intent } = await authorizedRequest(event.id);
    expect(await intentStatus(intent)).toBe('requires_capture');
    const [pi] = await ctx.database.db
      .select()
      .from(simulatedPaymentIntents)
      .where(eq(simulatedPaymentIntents.id, intent));
    expect(pi?.amount).toBe(priceOfSeats(PRICE, 2).total);
    expect(await seatsLeft(ctx.database.db, event.id)).toBe(4);
    const ok = await request(ctx, host.agent, 'POST', `/api/requests/${id}/approve`);
    expect(ok.statusCode).toBe(200);
    expect(await intentStatus(intent)).toBe('succeeded');
    expect((await requestRow(id))?.capturedAt).not.toBeNull();
    const [seat] = await ctx.database.db
      .select()
      .from(reservations)
      .where(eq(reservations.paymentIntentId, intent));
    expect(seat).toMatchObject({
      status: true,
      seats: 2,
      amountPaid: priceOfSeats(PRICE, 2).total,
    });
    expect(await seatsLeft(ctx.database.db, event.id)).toBe(2);
    // a replayed approval captures nothing again and makes no second seat
    const replay = await request(ctx, host.agent, 'POST', `/api/requests/${id}/approve`);
    expect(replay.statusCode).toBe(409);
    expect(replay.json()).toMatchObject({ code: 'REQUEST_NOT_PENDING' });
    await simulated(ctx).flushWebhooks();
    const rows = await ctx.database.db
      .select()
      .from(reservations)
      .where(eq(reservations.eventId, event.id));
    expect(rows).toHaveLength(1);
  });

  it('voids the authorization on decline and on expiry, never capturing', async () => {
    const { host, event } = await paidDinner();
    const a = await authorizedRequest(event.id);
    const b = await authorizedRequest(event.id);
    const declined = await request(ctx, host.agent, 'POST', `/api/requests/${a.id}/decline`);
    expect(declined.statusCode).toBe(200);
    expect(await intentStatus(a.intent)).toBe('canceled');
    expect((await requestRow(a.id))?.voidStatus).toBe('done');
    await expireRequests(ctx.app.deps, new Date(Date.now() + 73 * 3_600_000));
    expect((await requestRow(b.id))?.status).toBe('expired');
    expect(await intentStatus(b.intent)).toBe('canceled');
    expect(await seatsLeft(ctx.database.db, event.id)).toBe(4);
  });

  it('is not shown to the host until the card is authorized; a declined card stays so', async () => {
    const { host, event } = await paidDinner();
    const { id } = await authorizedRequest(event.id, TEST_CARDS.DECLINED);
    const list = (await request(ctx, host.agent, 'GET', `/api/events/${event.id}/requests`)).json();
    expect(list).toEqual([]);
    const approve = await request(ctx, host.agent, 'POST', `/api/requests/${id}/approve`);
    expect(approve.statusCode).toBe(409);
  });

  it('gives the seats back when the provider refuses the capture (402 CAPTURE_FAILED)', async () => {
    const { host, event } = await paidDinner();
    const { id, intent } = await authorizedRequest(event.id);
    // the authorization lapsed at the provider: capture is refused
    await ctx.database.db
      .update(simulatedPaymentIntents)
      .set({ status: 'canceled' })
      .where(eq(simulatedPaymentIntents.id, intent));
    const res = await request(ctx, host.agent, 'POST', `/api/requests/${id}/approve`);
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({ code: 'CAPTURE_FAILED' });
    expect(await seatsLeft(ctx.database.db, event.id)).toBe(4);
    expect((await requestRow(id))?.status).toBe('expired');
    const active = await ctx.database.db
      .select()
      .from(reservations)
      .where(eq(reservations.eventId, event.id));
    expect(active.filter((r) => r.status)).toHaveLength(0);
  });
});
