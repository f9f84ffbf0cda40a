import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutbox, events } from '../../../db/schema/index.ts';
import { uniqueViolation } from '../../../db/unique-violation.ts';
import { outboxRow } from '../../../platform/email/mailer.ts';
import { useTestApp } from '../../../test/helper.ts';
import * as money from '../../../test/reservations.ts';
import { newTicket } from '../../tickets/index.ts';
import { readForReservation } from '../reservation-repository.ts';
import { reserveSeat } from './reserve-seat.ts';

/** The database's `reserve_seat` (migration 0016), called as take-seat.ts calls it. */
const ctx = useTestApp();

async function outboxRows() {
  const [row] = await ctx.database.db.select({ n: count() }).from(emailOutbox);
  return row?.n ?? 0;
}

/** Reads the dinner as the route does, then takes the guest's seat with a confirmation made from it. */
async function readThenReserve(eventId: number, guestId: number, between?: () => Promise<unknown>) {
  const { db } = ctx.database;
  const found = await readForReservation(db, eventId);
  if (!found) throw new Error('no such dinner');
  await between?.();
  const seat = {
    reservationId: found.reservationId,
    eventId,
    userId: guestId,
    paymentIntentId: null,
    amountPaid: 0,
    seats: 1,
  };
  const email = { to: 'guest@example.test', subject: found.event.title, text: 'confirmed' };
  return reserveSeat(db, seat, found.event, outboxRow(email), newTicket());
}

async function freeDinner(capacity: number) {
  const host = await money.payoutReadyHost(ctx);
  return money.hostedEvent(ctx, host.user.id, { capacity });
}

describe('reserve_seat', () => {
  it('does nothing when the dinner changed since it was read, and reserves it as it is now', async () => {
    const { db } = ctx.database;
    const event = await freeDinner(4);
    const g = await money.guest(ctx);
    const before = await outboxRows();

    const stale = await readThenReserve(event.id, g.user.id, () =>
      db.update(events).set({ title: 'Renamed supper' }).where(eq(events.id, event.id)),
    );
    expect(stale).toEqual({ outcome: 'changed', spots: null, madeAt: null, outboxId: null });
    expect(await money.seatsLeft(db, event.id)).toBe(4);
    expect(await money.activeReservations(db, event.id)).toBe(0);
    expect(await outboxRows()).toBe(before);

    const made = await readThenReserve(event.id, g.user.id);
    expect(made).toMatchObject({ outcome: 'reserved', spots: 3 });
    expect(made.madeAt).toBeInstanceOf(Date);
    const [queued] = await db
      .select({ subject: emailOutbox.subject })
      .from(emailOutbox)
      .where(eq(emailOutbox.id, made.outboxId ?? 0));
    expect(queued?.subject).toBe('Renamed supper');
  });

  it('refuses a second seat for the same guest with the unique index, keeping nothing of it', async () => {
    const { db } = ctx.database;
    const event = await freeDinner(4);
    const g = await money.guest(ctx);
    expect((await readThenReserve(event.id, g.user.id)).outcome).toBe('reserved');
    const before = await outboxRows();

    const second = await readThenReserve(event.id, g.user.id).catch((err: unknown) => err);
    expect(uniqueViolation(second)).toBe('reservations_active_event_user_idx');
    expect(await money.seatsLeft(db, event.id)).toBe(3);
    expect(await money.activeReservations(db, event.id)).toBe(1);
    expect(await outboxRows()).toBe(before);
  });

  it('says why there is no seat: sold out, cancelled, started', async () => {
    const { db } = ctx.database;
    const event = await freeDinner(1);
    const [a, b] = await Promise.all([money.guest(ctx), money.guest(ctx)]);
    expect((await readThenReserve(event.id, a.user.id)).outcome).toBe('reserved');
    expect(await readThenReserve(event.id, b.user.id)).toMatchObject({ outcome: 'sold_out' });

    const cancelled = await freeDinner(4);
    await db.update(events).set({ status: false }).where(eq(events.id, cancelled.id));
    expect((await readThenReserve(cancelled.id, b.user.id)).outcome).toBe('event_unavailable');

    const started = await freeDinner(4);
    await db
      .update(events)
      .set({ dateTime: new Date(Date.now() - 60_000) })
      .where(eq(events.id, started.id));
    expect((await readThenReserve(started.id, b.user.id)).outcome).toBe('event_past');
    expect(await money.activeReservations(db, started.id)).toBe(0);
  });

  it('reserves a dinner whose start PostgreSQL keeps to the microsecond (a Date keeps milliseconds)', async () => {
    const { db } = ctx.database;
    const event = await freeDinner(4);
    await db
      .update(events)
      .set({ dateTime: sql`${events.dateTime} + interval '123.456 milliseconds'` })
      .where(eq(events.id, event.id));
    const g = await money.guest(ctx);
    const res = await money.reserve(ctx, g.agent, { eventId: event.id });
    expect(res.statusCode).toBe(201);
    expect(await money.seatsLeft(db, event.id)).toBe(3);
  });
});
