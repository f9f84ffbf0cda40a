import { RESTAURANT_BRIEF_LEAD_HOURS } from '@storytable/domain';
import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.ts';
import { emailOutbox, events, restaurantBriefs } from '../../db/schema/index.ts';
import { createUser } from '../../platform/users/user-factory.ts';
import { agentFor } from '../../test/auth.ts';
import { useTestAppWithMail } from '../../test/helper.ts';
import { guest, hostedEvent, request, reserve } from '../../test/reservations.ts';
import { sendDueBriefs } from './brief-sweep.ts';

const { ctx, sink } = useTestAppWithMail();
const HOUR = 3_600_000;
const LEAD = RESTAURANT_BRIEF_LEAD_HOURS * HOUR;
type Seated = Awaited<ReturnType<typeof guest>>;
let dinners = 0;

/** A dinner with `guests` confirmed seats, each test's on its own day so sweeps do not mix. */
async function dinnerWithGuests(
  guests: number,
  restaurantEmail: string | null = null,
  answers: (i: number) => object = () => ({}),
) {
  const host = await createUser(ctx.database.db, { isHost: true, name: 'Hilda Host' });
  dinners += 1;
  const event = await hostedEvent(ctx, host.id, {
    title: `Brief supper ${dinners}`,
    dateTime: new Date(Date.now() + (10 + 3 * dinners) * 24 * HOUR),
    restaurantName: 'Tower Bridge Trattoria',
    restaurantEmail,
  });
  const seated: Seated[] = [];
  for (let i = 0; i < guests; i++) {
    const g = await guest(ctx);
    const res = await reserve(ctx, g.agent, { eventId: event.id, ...answers(i) });
    expect(res.statusCode).toBe(201);
    seated.push(g);
  }
  return { host, event, seated };
}

/** The briefs to `to`, once the outbox worker has sent what was queued. */
async function briefsTo(to: string) {
  await ctx.app.deps.mailer.delivery!.flush();
  return sink.to(to).filter((m) => m.subject.startsWith('Restaurant brief'));
}

async function outboxTo(to: string) {
  const rows = await ctx.database.db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, to), like(emailOutbox.subject, 'Restaurant brief%')));
  return rows.length;
}

const dueAt = (event: { dateTime: Date }) => new Date(event.dateTime.getTime() - LEAD);

describe('the restaurant brief 48 hours before a dinner', () => {
  it('goes once at the 48-hour mark, not before, to the host and the restaurant', async () => {
    const { host, event, seated } = await dinnerWithGuests(3, 'bookings@trattoria.test');
    const [first, second, leaver] = seated as [Seated, Seated, Seated];
    const mine = (await request(ctx, leaver.agent, 'GET', '/api/reservations')).json();
    expect(
      (await request(ctx, leaver.agent, 'DELETE', `/api/reservations/${mine[0].id}`)).statusCode,
    ).toBe(200);

    await sendDueBriefs(ctx.app.deps, new Date(dueAt(event).getTime() - 1_000));
    expect(await briefsTo(host.email)).toHaveLength(0);
    expect(await briefsTo('bookings@trattoria.test')).toHaveLength(0);

    expect((await sendDueBriefs(ctx.app.deps, dueAt(event))).briefs).toBeGreaterThanOrEqual(1);
    const [toHost, ...moreToHost] = await briefsTo(host.email);
    const [toRestaurant, ...moreToRestaurant] = await briefsTo('bookings@trattoria.test');
    expect(moreToHost).toHaveLength(0);
    expect(moreToRestaurant).toHaveLength(0);
    for (const mail of [toHost!, toRestaurant!]) {
      expect(mail.subject).toBe(`Restaurant brief: ${event.title}`);
      expect(mail.text).toContain('Headcount: 2 guests, and the host');
      expect(mail.text).toContain(`Guests: ${first.user.name}, ${second.user.name}`);
      expect(mail.text).toContain('Dietary needs: None noted');
      expect(mail.text).not.toContain(leaver.user.name);
      for (const g of seated) {
        expect(mail.raw).not.toContain(g.user.email);
        expect(mail.raw).not.toContain(g.user.username);
      }
    }
    expect(toHost!.text).toContain(
      'A copy of this brief went to the restaurant at bookings@trattoria.test.',
    );
    expect(toRestaurant!.text).toContain('Hello Tower Bridge Trattoria,');
    expect(toRestaurant!.raw).not.toContain(host.email);

    // a later sweep, and a seat booked after the brief, send nothing more
    await sendDueBriefs(ctx.app.deps, new Date(dueAt(event).getTime() + HOUR));
    expect(await briefsTo(host.email)).toHaveLength(1);
    expect(await briefsTo('bookings@trattoria.test')).toHaveLength(1);

    const hostAgent = await agentFor(ctx.app, ctx.database.db, host);
    const state = await request(ctx, hostAgent, 'GET', `/api/events/${event.id}/restaurant-brief`);
    expect(state.statusCode).toBe(200);
    expect(state.json()).toMatchObject({
      eventId: event.id,
      restaurantEmail: 'bookings@trattoria.test',
      dueAt: dueAt(event).toISOString(),
      sentToRestaurant: 'bookings@trattoria.test',
      headcount: 2,
    });
    expect(state.json().sentAt).toEqual(expect.any(String));
  });

  it('goes to the host alone without a restaurant email; never for a cancelled or empty dinner', async () => {
    const alone = await dinnerWithGuests(1);
    const cancelled = await dinnerWithGuests(1, 'cancelled@trattoria.test');
    await ctx.database.db
      .update(events)
      .set({ status: false, cancelledAt: new Date() })
      .where(eq(events.id, cancelled.event.id));
    const empty = await dinnerWithGuests(0, 'empty@trattoria.test');

    // a sweep at each one's mark
    for (const d of [alone, cancelled, empty]) await sendDueBriefs(ctx.app.deps, dueAt(d.event));
    const [brief, ...more] = await briefsTo(alone.host.email);
    expect(more).toHaveLength(0);
    expect(brief!.text).toContain('Headcount: 1 guest, and the host');
    expect(brief!.text).toContain('Forward this brief to the restaurant if they need the numbers.');
    expect(await briefsTo(cancelled.host.email)).toHaveLength(0);
    expect(await briefsTo('cancelled@trattoria.test')).toHaveLength(0);
    expect(await briefsTo(empty.host.email)).toHaveLength(0);
    expect(await briefsTo('empty@trattoria.test')).toHaveLength(0);
    const recorded = await ctx.database.db
      .select()
      .from(restaurantBriefs)
      .where(eq(restaurantBriefs.eventId, empty.event.id));
    expect(recorded).toHaveLength(0);

    // the empty dinner's first guest, inside the 48 hours, brings its brief at the next sweep
    const late = await guest(ctx);
    expect((await reserve(ctx, late.agent, { eventId: empty.event.id })).statusCode).toBe(201);
    await sendDueBriefs(ctx.app.deps, new Date(dueAt(empty.event).getTime() + 5 * 60_000));
    expect(await briefsTo(empty.host.email)).toHaveLength(1);
    const [copy] = await briefsTo('empty@trattoria.test');
    expect(copy!.text).toContain(`Guests: ${late.user.name}`);
  });

  it('two API instances on one database send each brief once', async () => {
    const { host, event } = await dinnerWithGuests(4, 'twice@trattoria.test');
    const other = await buildApp({ config: ctx.config, database: ctx.database, logger: false });
    await other.ready();
    try {
      const at = dueAt(event);
      const [a, b] = await Promise.all([
        sendDueBriefs(ctx.app.deps, at),
        sendDueBriefs(other.deps, at),
      ]);
      expect(a.briefs + b.briefs).toBeGreaterThanOrEqual(1);
      expect(await sendDueBriefs(ctx.app.deps, at)).toEqual({ briefs: 0 });
      // one email each in the outbox, whichever instance's worker sends it
      for (const to of [host.email, 'twice@trattoria.test']) {
        expect(await outboxTo(to)).toBe(1);
        await vi.waitFor(async () => expect(await briefsTo(to)).toHaveLength(1));
      }
    } finally {
      await other.close();
    }
  });

  it('counts dietary needs, never quoting a guest’s note or answer (decision 060)', async () => {
    const needs = [['vegetarian', 'nut_allergy'], ['vegetarian'], []];
    const { host, event } = await dinnerWithGuests(3, 'bookings@verde.test', (i) => ({
      dietary: { needs: needs[i], note: i === 0 ? 'No peanuts, please.' : null },
      answer: 'A story about a lighthouse.',
    }));
    await sendDueBriefs(ctx.app.deps, dueAt(event));
    for (const to of [host.email, 'bookings@verde.test']) {
      const [mail] = await briefsTo(to);
      expect(mail?.text).toContain('Dietary needs: Vegetarian: 2, Nut allergy: 1');
      expect(mail?.text).not.toContain('peanuts');
      expect(mail?.text).not.toContain('lighthouse');
    }
  });
});
