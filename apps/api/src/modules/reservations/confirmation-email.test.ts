import { RESERVATION_MESSAGES } from '@storytable/domain';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { reservations } from '../../db/schema/index.ts';
import { anonymousAgent } from '../../test/auth.ts';
import { parseCalendar } from '../../test/calendar.ts';
import { useTestAppWithMail } from '../../test/helper.ts';
import {
  calendarPart,
  guest,
  hostedEvent,
  pay,
  payoutReadyHost,
  request,
  reserve,
  simulated,
} from '../../test/reservations.ts';

const { ctx, sink } = useTestAppWithMail({ appUrl: 'https://storytable.test' });

describe('the confirmation email', () => {
  it('carries the dinner’s details in its own zone and an .ics invitation (paid dinner)', async () => {
    const host = await payoutReadyHost(ctx);
    // 7:30 PM on Tuesday, November 26, 2030 in Sacramento (PST, UTC-8)
    const event = await hostedEvent(ctx, host.user.id, {
      title: 'Rome, over pasta',
      price: 2500,
      restaurantName: 'Ella Dining Room',
      streetAddress: '1131 K St',
      location: '1131 K St, Sacramento, CA',
      dateTime: new Date('2030-11-27T03:30:00Z'),
    });
    const g = await guest(ctx);
    const pi = await pay(ctx, g.agent, event.id);
    const res = await reserve(ctx, g.agent, { eventId: event.id, paymentIntentId: pi });
    expect([200, 201]).toContain(res.statusCode);
    await simulated(ctx).flushWebhooks();

    const mail = await sink.waitFor(g.user.email);
    expect(mail.subject).toBe('Your reservation is confirmed: Rome, over pasta');
    expect(mail.text).toContain('Dinner: Rome, over pasta');
    expect(mail.text).toContain('When: Tuesday, November 26, 2030 at 7:30 PM PST');
    expect(mail.text).toContain('Restaurant: Ella Dining Room');
    expect(mail.text).toContain('Location: 1131 K St, Sacramento, CA');
    expect(mail.text).toContain('Amount paid: $26.06');
    expect(mail.text).toContain(`https://storytable.test/events/${event.id}`);
    expect(mail.html).toContain('Rome, over pasta');

    const ics = calendarPart(mail);
    expect(ics.contentType).toMatch(/^text\/calendar/);
    expect(ics.contentType).toMatch(/method=PUBLISH/i);
    const calendar = parseCalendar(ics.body);
    expect(calendar.method).toBe('PUBLISH');
    expect(calendar.entries).toHaveLength(1);
    const [entry] = calendar.entries;
    expect(entry).toMatchObject({
      uid: `reservation-${res.json().reservation.id}@storytable.test`,
      tzid: 'America/Los_Angeles',
      localStart: '2030-11-26T19:30:00',
      summary: 'Rome, over pasta',
      location: 'Ella Dining Room, 1131 K St, Sacramento, CA',
      status: 'CONFIRMED',
    });
    expect(entry?.description).toContain(`https://storytable.test/event/${event.id}`);
    expect(entry?.start.toISOString()).toBe('2030-11-27T03:30:00.000Z');
    expect(entry?.end.toISOString()).toBe('2030-11-27T05:30:00.000Z');
    expect(sink.to(g.user.email)).toHaveLength(1);
  });
});

describe('the confirmation email and the 48-hour window', () => {
  it('says how long the seat can be cancelled, and that it cannot once inside the window', async () => {
    const host = await payoutReadyHost(ctx);
    const later = await hostedEvent(ctx, host.user.id, {
      dateTime: new Date(Date.now() + 10 * 86_400_000),
    });
    const soon = await hostedEvent(ctx, host.user.id, {
      dateTime: new Date(Date.now() + 30 * 3_600_000),
    });
    const g = await guest(ctx);
    expect((await reserve(ctx, g.agent, { eventId: later.id })).statusCode).toBe(201);
    const first = await sink.waitFor(g.user.email);
    expect(first.text).toContain(
      'You can cancel from your profile up to 48 hours before the dinner starts.',
    );
    expect(first.text).not.toContain('cannot be cancelled');

    expect((await reserve(ctx, g.agent, { eventId: soon.id })).statusCode).toBe(201);
    const second = await sink.waitFor(g.user.email, { since: 1 });
    expect(second.text).toContain(RESERVATION_MESSAGES.NOT_CANCELLABLE);
    expect(second.text).not.toContain('You can cancel');
    expect(second.html).toContain('cannot be cancelled');
  });
});

describe('POST /api/reservations/:id/send-confirmation', () => {
  async function freeReservation() {
    const host = await payoutReadyHost(ctx);
    const event = await hostedEvent(ctx, host.user.id);
    const g = await guest(ctx);
    const res = await reserve(ctx, g.agent, { eventId: event.id });
    expect(res.statusCode).toBe(201);
    await sink.waitFor(g.user.email);
    return { g, id: res.json().reservation.id as number };
  }

  it('sends no duplicate right after reserving, and sends again when asked later', async () => {
    const { g, id } = await freeReservation();
    const url = `/api/reservations/${id}/send-confirmation`;
    const now = await request(ctx, g.agent, 'POST', url);
    expect(now.statusCode).toBe(200);
    expect(now.json()).toEqual({ message: RESERVATION_MESSAGES.CONFIRMATION_SENT });
    expect(sink.to(g.user.email)).toHaveLength(1);

    await ctx.database.db
      .update(reservations)
      .set({ confirmationSentAt: sql`now() - interval '10 minutes'` })
      .where(eq(reservations.id, id));
    expect((await request(ctx, g.agent, 'POST', url)).statusCode).toBe(200);
    const again = await sink.waitFor(g.user.email, { since: 1 });
    expect(again.subject).toMatch(/^Your reservation is confirmed: /);
    expect(again.text).toContain('Amount paid: Free');
    expect(calendarPart(again).body).toContain('BEGIN:VEVENT');
  });

  it('is for the owner only (404), signed-in only (401), and not for a cancelled reservation (409)', async () => {
    const { g, id } = await freeReservation();
    const url = `/api/reservations/${id}/send-confirmation`;
    const other = await guest(ctx);
    const res = await request(ctx, other.agent, 'POST', url);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Reservation not found');
    const visitor = await anonymousAgent(ctx.app);
    expect((await request(ctx, visitor, 'POST', url)).statusCode).toBe(401);
    expect(
      (await request(ctx, g.agent, 'POST', '/api/reservations/0/send-confirmation')).statusCode,
    ).toBe(400);
    await request(ctx, g.agent, 'DELETE', `/api/reservations/${id}`);
    expect((await request(ctx, g.agent, 'POST', url)).statusCode).toBe(409);
    expect(sink.to(g.user.email)).toHaveLength(1);
  });
});
