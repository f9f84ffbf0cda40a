import {
  BOOKING_QUESTION_MESSAGES,
  guestListSchema,
  reservationDetailSchema,
  TEST_CARDS,
  updateAnswersResponseSchema,
} from '@storytable/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutbox, reservationSeats, reservations } from '../../db/schema/index.ts';
import { createUser } from '../../platform/users/user-factory.ts';
import { type Agent, agentFor, anonymousAgent } from '../../test/auth.ts';
import { useTestApp } from '../../test/helper.ts';
import {
  confirmCard,
  createIntent,
  guest,
  holdWebhooks,
  hostedEvent,
  payoutReadyHost,
  request,
  reserve,
  seatsLeft,
} from '../../test/reservations.ts';

const ctx = useTestApp();
const HOUR = 3_600_000;
const QUESTION = 'What story would you bring?';

async function dinner(overrides: Parameters<typeof hostedEvent>[2] = {}) {
  const host = await payoutReadyHost(ctx);
  const event = await hostedEvent(ctx, host.user.id, {
    question: QUESTION,
    questionRequired: true,
    capacity: 4,
    ...overrides,
  });
  return { host, event };
}

const putAnswers = (agent: Agent, id: number | string, body: unknown) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/reservations/${id}/answers`,
    headers: agent.headers,
    payload: body as object,
  });

const seatRow = async (reservationId: number) =>
  (
    await ctx.database.db
      .select()
      .from(reservationSeats)
      .where(eq(reservationSeats.reservationId, reservationId))
  )[0];

const answerOf = async (reservationId: number) =>
  (
    await ctx.database.db
      .select({ answer: reservations.answer })
      .from(reservations)
      .where(eq(reservations.id, reservationId))
  )[0]?.answer;

const ANSWERS = {
  dietary: { needs: ['nut_allergy', 'vegetarian'], note: 'No peanuts at all, please.' },
  answer: 'The night the ferry broke down in Crete.',
};

describe('POST /api/reservations with answers', () => {
  it('stores the booker seat’s needs (list order) and the answer, and emails them', async () => {
    const { event } = await dinner();
    const g = await guest(ctx);
    const res = await reserve(ctx, g.agent, { eventId: event.id, ...ANSWERS });
    expect(res.statusCode).toBe(201);
    const id = res.json().reservation.id as number;
    expect(await seatRow(id)).toMatchObject({
      position: 0,
      dietary: ['vegetarian', 'nut_allergy'],
      dietaryNote: 'No peanuts at all, please.',
    });
    expect(await answerOf(id)).toBe(ANSWERS.answer);
    const [mail] = await ctx.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, g.user.email));
    expect(mail?.text).toContain(
      `${g.user.name}, dietary needs: Vegetarian, Nut allergy (No peanuts at all, please.)`,
    );
  });

  it('books `{eventId}` alone as the spec says when the question is optional', async () => {
    const { event } = await dinner({ questionRequired: false });
    const g = await guest(ctx);
    const res = await reserve(ctx, g.agent, { eventId: event.id });
    expect(res.statusCode).toBe(201);
    expect(await seatRow(res.json().reservation.id)).toBeUndefined();
  });

  it('refuses a missing required answer with 400 and takes no seat', async () => {
    const { event } = await dinner();
    const g = await guest(ctx);
    for (const body of [
      { eventId: event.id },
      { eventId: event.id, answer: '   ' },
      { eventId: event.id, dietary: { needs: ['vegan'] } },
    ]) {
      const res = await reserve(ctx, g.agent, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'ANSWER_REQUIRED',
        message: BOOKING_QUESTION_MESSAGES.ANSWER_REQUIRED,
        error: expect.any(String),
      });
    }
    expect(await seatsLeft(ctx.database.db, event.id)).toBe(4);
  });

  it('answers out-of-bounds answers with 400 and changes nothing', async () => {
    const { event } = await dinner({ questionRequired: false });
    const g = await guest(ctx);
    for (const extra of [
      { dietary: { needs: ['carnivore'] } },
      { dietary: { needs: 'vegan' } },
      { dietary: { needs: [], note: 'x'.repeat(201) } },
      { answer: 'x'.repeat(301) },
      { answer: 'a\u0000b' },
      { dietary: null },
    ]) {
      const res = await reserve(ctx, g.agent, { eventId: event.id, ...extra });
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      expect(res.json()).toMatchObject({ message: expect.any(String), code: 'VALIDATION_ERROR' });
    }
    expect(await seatsLeft(ctx.database.db, event.id)).toBe(4);
    // the bounds themselves pass
    const ok = await reserve(ctx, g.agent, {
      eventId: event.id,
      dietary: { needs: ['kosher'], note: 'n'.repeat(200) },
      answer: 'a'.repeat(300),
    });
    expect(ok.statusCode).toBe(201);
  });
});

describe('paid dinners: the answers ride on the payment', () => {
  async function paidWithAnswers() {
    const { event } = await dinner({ price: 4000 });
    const g = await guest(ctx);
    const created = await createIntent(ctx, g.agent, { eventId: event.id, ...ANSWERS });
    expect(created.statusCode).toBe(200);
    return {
      event,
      g,
      intent: created.json() as { paymentIntentId: string; clientSecret: string },
    };
  }

  it('refuses to begin a payment without the required answer', async () => {
    const { event } = await dinner({ price: 4000 });
    const g = await guest(ctx);
    const res = await createIntent(ctx, g.agent, { eventId: event.id });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('ANSWER_REQUIRED');
  });

  it('keeps them when the webhook makes the reservation before the browser returns', async () => {
    const { event, g, intent } = await paidWithAnswers();
    const webhooks = holdWebhooks(ctx);
    expect((await confirmCard(ctx, g.agent, intent, TEST_CARDS.SUCCEEDS)).statusCode).toBe(200);
    await webhooks.release();
    const [row] = await ctx.database.db
      .select()
      .from(reservations)
      .where(eq(reservations.eventId, event.id));
    expect(row?.status).toBe(true);
    expect(row?.answer).toBe(ANSWERS.answer);
    expect((await seatRow(row?.id ?? 0))?.dietary).toEqual(['vegetarian', 'nut_allergy']);
    // the browser coming back with no answers changes nothing
    const res = await reserve(ctx, g.agent, {
      eventId: event.id,
      paymentIntentId: intent.paymentIntentId,
    });
    expect(res.statusCode).toBe(200);
    expect(await answerOf(row?.id ?? 0)).toBe(ANSWERS.answer);
  });

  it('keeps them when the browser makes the reservation', async () => {
    const { event, g, intent } = await paidWithAnswers();
    holdWebhooks(ctx);
    await confirmCard(ctx, g.agent, intent);
    const res = await reserve(ctx, g.agent, {
      eventId: event.id,
      paymentIntentId: intent.paymentIntentId,
    });
    expect(res.statusCode).toBe(201);
    const id = res.json().reservation.id as number;
    expect(await answerOf(id)).toBe(ANSWERS.answer);
    expect((await seatRow(id))?.dietaryNote).toBe(ANSWERS.dietary.note);
  });
});

describe('PUT /api/reservations/:id/answers', () => {
  async function booked(overrides: Parameters<typeof hostedEvent>[2] = {}) {
    const { host, event } = await dinner({ questionRequired: false, ...overrides });
    const g = await guest(ctx);
    const res = await reserve(ctx, g.agent, { eventId: event.id });
    expect(res.statusCode).toBe(201);
    return { host, event, g, id: res.json().reservation.id as number };
  }

  it('lets the owner change them; the page and the guest list show them', async () => {
    const { host, event, g, id } = await booked();
    const res = await putAnswers(g.agent, id, {
      dietary: { needs: ['vegan'], note: ' ' },
      answer: 'A map drawn on a napkin.',
    });
    expect(res.statusCode).toBe(200);
    expect(updateAnswersResponseSchema.parse(res.json())).toEqual({
      message: BOOKING_QUESTION_MESSAGES.SAVED,
      seats: [{ position: 0, name: g.user.name, dietary: { needs: ['vegan'], note: null } }],
      answer: 'A map drawn on a napkin.',
    });
    const page = await request(ctx, g.agent, 'GET', `/api/reservations/${id}`);
    const detail = reservationDetailSchema.parse(page.json());
    expect(detail.answers.seats[0]?.dietary.needs).toEqual(['vegan']);
    expect(detail.answersEditable).toBe(true);

    const list = await request(ctx, host.agent, 'GET', `/api/events/${event.id}/guests`);
    const guests = guestListSchema.parse(list.json());
    expect(guests.question).toBe(QUESTION);
    expect(guests.guests[0]).toMatchObject({
      dietary: { needs: ['vegan'], note: null },
      answer: 'A map drawn on a napkin.',
    });
    expect(JSON.stringify(list.json())).not.toContain(g.user.email);
  });

  it('refuses anyone but the owner: visitor 401, another guest, the host, an admin 404', async () => {
    const { host, g, id } = await booked();
    const body = { dietary: { needs: ['halal'] }, answer: null };
    expect((await putAnswers(await anonymousAgent(ctx.app), id, body)).statusCode).toBe(401);
    const other = await guest(ctx);
    const db = ctx.database.db;
    const admin = await agentFor(ctx.app, db, await createUser(db, { isAdmin: true }));
    for (const agent of [other.agent, host.agent, admin]) {
      const res = await putAnswers(agent, id, body);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Reservation not found' });
    }
    expect(await seatRow(id)).toBeUndefined();
    expect((await putAnswers(g.agent, id, body)).statusCode).toBe(200);
  });

  it('refuses inside the 48-hour window and on a cancelled seat (409), and a required answer left out', async () => {
    const late = await booked({ dateTime: new Date(Date.now() + 47 * HOUR) });
    const res = await putAnswers(late.g.agent, late.id, { dietary: { needs: ['vegan'] } });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'ANSWERS_LOCKED',
      message: BOOKING_QUESTION_MESSAGES.NOT_EDITABLE,
    });
    expect(await seatRow(late.id)).toBeUndefined();

    const early = await booked({ dateTime: new Date(Date.now() + 49 * HOUR) });
    const page = await request(ctx, early.g.agent, 'GET', `/api/reservations/${early.id}`);
    expect(page.json().answersEditable).toBe(true);
    await ctx.database.db
      .update(reservations)
      .set({ status: false, cancelledAt: new Date(), cancelReason: 'guest' })
      .where(eq(reservations.id, early.id));
    const cancelled = await putAnswers(early.g.agent, early.id, {});
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().message).toBe(BOOKING_QUESTION_MESSAGES.NOT_CONFIRMED);

    const required = await dinner();
    const g = await guest(ctx);
    const made = await reserve(ctx, g.agent, { eventId: required.event.id, answer: 'Yes.' });
    const cleared = await putAnswers(g.agent, made.json().reservation.id, { answer: '' });
    expect(cleared.statusCode).toBe(400);
    expect(cleared.json().code).toBe('ANSWER_REQUIRED');
  });

  it('answers bad ids and bodies with 400', async () => {
    const { g, id } = await booked();
    for (const path of ['0', '-1', '2147483648', '1e3', 'abc']) {
      const res = await putAnswers(g.agent, path, {});
      expect(res.statusCode, path).toBe(400);
    }
    for (const body of [
      { dietary: { needs: ['carnivore'] } },
      { dietary: { note: 'x'.repeat(201) } },
      { answer: 'x'.repeat(301) },
      [],
    ]) {
      expect((await putAnswers(g.agent, id, body)).statusCode).toBe(400);
    }
  });
});

describe('the guest list and the restaurant brief count dietary needs', () => {
  it('totals each need over the confirmed seats, in the list’s order', async () => {
    const { host, event } = await dinner({ questionRequired: false, capacity: 6 });
    const picks = [['vegetarian', 'nut_allergy'], ['vegetarian'], ['gluten_free'], []];
    for (const needs of picks) {
      const g = await guest(ctx);
      expect(
        (await reserve(ctx, g.agent, { eventId: event.id, dietary: { needs } })).statusCode,
      ).toBe(201);
    }
    const list = guestListSchema.parse(
      (await request(ctx, host.agent, 'GET', `/api/events/${event.id}/guests`)).json(),
    );
    expect(list.dietaryTotals).toEqual([
      { need: 'vegetarian', label: 'Vegetarian', seats: 2 },
      { need: 'gluten_free', label: 'Gluten-free', seats: 1 },
      { need: 'nut_allergy', label: 'Nut allergy', seats: 1 },
    ]);
    const csv = await ctx.app.inject({
      method: 'GET',
      url: `/api/events/${event.id}/guests`,
      headers: { ...host.agent.headers, accept: 'text/csv' },
    });
    expect(csv.body.split('\r\n')[0]).toContain('"Dietary needs","Answer"');
    expect(csv.body).toContain('"Vegetarian, Nut allergy"');
  });
});
