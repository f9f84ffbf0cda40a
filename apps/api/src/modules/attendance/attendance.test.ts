import { randomUUID } from 'node:crypto';
import { ErrorCode, morningAfter } from '@storytable/domain';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { events, hostNotes, noShows, users } from '../../db/schema/index.ts';
import { type Agent, anonymousAgent, signedInUser } from '../../test/auth.ts';
import { useTestAppWithMail } from '../../test/helper.ts';
import { hostedEvent, request, reserve } from '../../test/reservations.ts';
import { refreshMemberProgress } from './member-progress.ts';
import { sendDueThankYous } from './thank-yous.ts';

const { ctx, sink } = useTestAppWithMail({ appUrl: 'https://storytable.test' });
const db = () => ctx.database.db;
const HOUR = 3_600_000;

/** A dinner with `n` confirmed guests, then moved to have started `hoursAgo` hours ago. */
async function pastDinner(n: number, hoursAgo = 3) {
  const host = await signedInUser(ctx.app, db(), { isHost: true, name: 'Hanna Host' });
  const dinner = await hostedEvent(ctx, host.user.id, { capacity: 8 });
  const guests = [];
  for (let i = 0; i < n; i++) {
    const g = await signedInUser(ctx.app, db(), { name: `Guest ${i + 1}` });
    const res = await reserve(ctx, g.agent, { eventId: dinner.id });
    expect(res.statusCode).toBe(201);
    guests.push({ ...g, reservationId: res.json().reservation.id as number });
  }
  const dateTime = new Date(Date.now() - hoursAgo * HOUR);
  await db().update(events).set({ dateTime }).where(eq(events.id, dinner.id));
  return { host, dinner: { ...dinner, dateTime }, guests };
}

const markNoShows = (agent: Agent, eventId: number, body: unknown) =>
  request(ctx, agent, 'POST', `/api/events/${eventId}/no-shows`, body);
const checkIn = (agent: Agent, eventId: number, reservationId: number) =>
  request(ctx, agent, 'POST', `/api/events/${eventId}/check-ins`, {
    clientId: randomUUID(),
    reservationId,
  });
const review = (agent: Agent, eventId: number) =>
  request(ctx, agent, 'POST', `/api/events/${eventId}/review`, {
    rating: 5,
    review: 'A warm evening with good questions.',
  });
const noShowRows = async (eventId: number) =>
  (await db().select({ n: count() }).from(noShows).where(eq(noShows.eventId, eventId)))[0]?.n;

describe('no-shows', () => {
  it('only the host (or an admin) marks them, after the dinner, idempotently', async () => {
    const { host, dinner, guests } = await pastDinner(2);
    const [a, b] = guests as [(typeof guests)[0], (typeof guests)[0]];
    const body = { reservationIds: [a.reservationId] };

    const anonymous = await markNoShows(await anonymousAgent(ctx.app), dinner.id, body);
    expect(anonymous.statusCode).toBe(401);
    expect((await markNoShows(b.agent, dinner.id, body)).statusCode).toBe(403);
    const otherHost = await signedInUser(ctx.app, db(), { isHost: true });
    expect((await markNoShows(otherHost.agent, dinner.id, body)).statusCode).toBe(403);
    expect(await noShowRows(dinner.id)).toBe(0);

    const first = await markNoShows(host.agent, dinner.id, body);
    expect(first.statusCode).toBe(200);
    expect(first.json().noShows).toEqual([a.reservationId]);
    const again = await markNoShows(host.agent, dinner.id, body);
    expect(again.json().noShows).toEqual([a.reservationId]);
    expect(await noShowRows(dinner.id)).toBe(1);

    // table mode's list says who is marked
    const table = (
      await request(ctx, host.agent, 'GET', `/api/events/${dinner.id}/check-ins`)
    ).json();
    expect(table.noShowOpen).toBe(true);
    expect(table.seats.map((s: { noShow: boolean }) => s.noShow)).toEqual([true, false]);

    const admin = await signedInUser(ctx.app, db(), { isAdmin: true });
    const undone = await markNoShows(admin.agent, dinner.id, { ...body, noShow: false });
    expect(undone.statusCode).toBe(200);
    expect(undone.json().noShows).toEqual([]);
  });

  it('refuse bad input, other dinners’ seats and checked-in seats, writing nothing', async () => {
    const { host, dinner, guests } = await pastDinner(2);
    const other = await pastDinner(1);
    for (const bad of [
      {},
      { reservationIds: [] },
      { reservationIds: ['1'] },
      { reservationIds: [0] },
      { reservationIds: [2_147_483_648] },
      { reservationIds: [guests[0]!.reservationId], extra: 1 },
    ]) {
      const res = await markNoShows(host.agent, dinner.id, bad);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: expect.any(String), code: expect.any(String) });
      expect(res.json().error).toBe(res.json().message);
    }
    const foreign = await markNoShows(host.agent, dinner.id, {
      reservationIds: [guests[0]!.reservationId, other.guests[0]!.reservationId],
    });
    expect(foreign.statusCode).toBe(404);
    expect((await checkIn(host.agent, dinner.id, guests[1]!.reservationId)).statusCode).toBe(200);
    const checked = await markNoShows(host.agent, dinner.id, {
      reservationIds: [guests[0]!.reservationId, guests[1]!.reservationId],
    });
    expect(checked.statusCode).toBe(409);
    expect(checked.json().code).toBe(ErrorCode.CHECKED_IN);
    expect(await noShowRows(dinner.id)).toBe(0);
  });

  it('are closed before the dinner ends and 24 hours after it: 409', async () => {
    for (const hoursAgo of [1, 27]) {
      const { host, dinner, guests } = await pastDinner(1, hoursAgo);
      const res = await markNoShows(host.agent, dinner.id, {
        reservationIds: [guests[0]!.reservationId],
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe(ErrorCode.NO_SHOW_CLOSED);
    }
  });
});

describe('who came', () => {
  it('a marked no-show cannot review, and the dinner is not among theirs attended', async () => {
    const { host, dinner, guests } = await pastDinner(2);
    const [gone, came] = guests as [(typeof guests)[0], (typeof guests)[0]];
    await markNoShows(host.agent, dinner.id, { reservationIds: [gone.reservationId] });

    const refused = await review(gone.agent, dinner.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe(ErrorCode.NO_SHOW);
    expect((await review(came.agent, dinner.id)).statusCode).toBe(201);

    const attended = (await request(ctx, gone.agent, 'GET', '/api/reservations/attended')).json();
    expect(attended.map((r: { eventId: number }) => r.eventId)).not.toContain(dinner.id);
    const mine = (await request(ctx, gone.agent, 'GET', '/api/reservations')).json();
    expect(mine.find((r: { eventId: number }) => r.eventId === dinner.id)?.noShow).toBe(true);
    const theirs = (await request(ctx, came.agent, 'GET', '/api/reservations/attended')).json();
    expect(theirs.map((r: { eventId: number }) => r.eventId)).toContain(dinner.id);
  });

  it('when the host checked guests in, the unchecked did not come; with no check-in, all did', async () => {
    const checked = await pastDinner(2);
    const [inSeat, unchecked] = checked.guests as [
      (typeof checked.guests)[0],
      (typeof checked.guests)[0],
    ];
    await checkIn(checked.host.agent, checked.dinner.id, inSeat.reservationId);
    expect((await review(unchecked.agent, checked.dinner.id)).json().code).toBe(ErrorCode.NO_SHOW);
    expect((await review(inSeat.agent, checked.dinner.id)).statusCode).toBe(201);

    const trusted = await pastDinner(1);
    expect((await review(trusted.guests[0]!.agent, trusted.dinner.id)).statusCode).toBe(201);
  });

  it('member progress counts only the dinners a guest came to', async () => {
    const { host, dinner, guests } = await pastDinner(2);
    const [gone, came] = guests as [(typeof guests)[0], (typeof guests)[0]];
    await markNoShows(host.agent, dinner.id, { reservationIds: [gone.reservationId] });
    await refreshMemberProgress(db());
    const progress = async (id: number) =>
      (
        await db()
          .select({ achievements: users.achievements, streak: users.eventStreak })
          .from(users)
          .where(eq(users.id, id))
      )[0];
    expect(await progress(came.user.id)).toEqual({ achievements: ['first-table'], streak: 1 });
    expect(await progress(gone.user.id)).toEqual({ achievements: [], streak: 0 });
  });
});

describe('the morning after', () => {
  it('each guest who came gets one thank-you at 9 AM the next day; no-shows and cancelled none', async () => {
    const host = await signedInUser(ctx.app, db(), { isHost: true, name: 'Hanna Host' });
    const dinner = await hostedEvent(ctx, host.user.id, { capacity: 8 });
    const seated = [];
    for (let i = 0; i < 3; i++) {
      const g = await signedInUser(ctx.app, db(), { name: `Thanked ${i + 1}` });
      const res = await reserve(ctx, g.agent, { eventId: dinner.id });
      seated.push({ ...g, reservationId: res.json().reservation.id as number });
    }
    const [came, gone, cancelled] = seated as [
      (typeof seated)[0],
      (typeof seated)[0],
      (typeof seated)[0],
    ];
    const left = await request(
      ctx,
      cancelled.agent,
      'DELETE',
      `/api/reservations/${cancelled.reservationId}`,
    );
    expect(left.statusCode).toBe(200);
    const dateTime = new Date(Date.now() - 3 * HOUR);
    await db().update(events).set({ dateTime }).where(eq(events.id, dinner.id));
    await markNoShows(host.agent, dinner.id, { reservationIds: [gone.reservationId] });

    const morning = morningAfter(dateTime, dinner.timeZone);
    const subject = `Thank you for coming: ${dinner.title}`;
    const thanked = async (email: string) => {
      await ctx.app.deps.mailer.delivery!.flush();
      return sink.to(email).filter((m) => m.subject === subject);
    };
    await sendDueThankYous(ctx.app.deps, new Date(morning.getTime() - 60_000));
    expect(await thanked(came.user.email)).toHaveLength(0);
    const at = new Date(morning.getTime() + 60_000);
    // two instances sweeping at once send one each
    await Promise.all([sendDueThankYous(ctx.app.deps, at), sendDueThankYous(ctx.app.deps, at)]);
    await sendDueThankYous(ctx.app.deps, at);
    const mails = await thanked(came.user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Hanna Host');
    expect(mails[0]!.text).toContain(`https://storytable.test/events/${dinner.id}#write-review`);
    for (const g of [gone, cancelled]) expect(await thanked(g.user.email)).toHaveLength(0);
    expect(await thanked(host.user.email)).toHaveLength(0);
  });
});

describe('the morning after on a daylight-saving day', () => {
  it('the SQL sweep and the domain agree on 9 AM in the dinner’s zone', async () => {
    // 7 PM on 7 March 2026 in Los Angeles; clocks go forward that night
    const { dinner, guests } = await pastDinner(1);
    const dateTime = new Date('2026-03-08T03:00:00.000Z');
    await db().update(events).set({ dateTime }).where(eq(events.id, dinner.id));
    const morning = morningAfter(dateTime, dinner.timeZone);
    expect(morning.toISOString()).toBe('2026-03-08T16:00:00.000Z');
    const email = guests[0]!.user.email;
    const subject = `Thank you for coming: ${dinner.title}`;
    const thanked = async () => {
      await ctx.app.deps.mailer.delivery!.flush();
      return sink.to(email).filter((m) => m.subject === subject);
    };
    await sendDueThankYous(ctx.app.deps, new Date(morning.getTime() - 60_000));
    expect(await thanked()).toHaveLength(0);
    await sendDueThankYous(ctx.app.deps, new Date(morning.getTime() + 60_000));
    expect(await thanked()).toHaveLength(1);
  });
});

describe('private notes to the host', () => {
  it('a guest who came writes once; only the host reads; others are refused', async () => {
    const { host, dinner, guests } = await pastDinner(3);
    const [came, gone, other] = guests as [
      (typeof guests)[0],
      (typeof guests)[0],
      (typeof guests)[0],
    ];
    await markNoShows(host.agent, dinner.id, { reservationIds: [gone.reservationId] });
    const note = (agent: Agent, body: unknown) =>
      request(ctx, agent, 'POST', `/api/events/${dinner.id}/notes`, body);
    const body = { note: '  The question about first jobs stayed with me all week.  ' };

    expect((await note(await anonymousAgent(ctx.app), body)).statusCode).toBe(401);
    expect((await note(gone.agent, body)).statusCode).toBe(403);
    expect((await note(host.agent, body)).statusCode).toBe(403);
    const stranger = await signedInUser(ctx.app, db());
    expect((await note(stranger.agent, body)).statusCode).toBe(403);
    for (const bad of [
      {},
      { note: '' },
      { note: '   ' },
      { note: 'x'.repeat(1001) },
      { note: 7 },
    ]) {
      const res = await note(came.agent, bad);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: expect.any(String), code: expect.any(String) });
    }
    const rows = async () =>
      (await db().select({ n: count() }).from(hostNotes).where(eq(hostNotes.eventId, dinner.id)))[0]
        ?.n;
    expect(await rows()).toBe(0);

    const sent = await note(came.agent, body);
    expect(sent.statusCode).toBe(201);
    expect(sent.json().note.note).toBe('The question about first jobs stayed with me all week.');
    const twice = await note(came.agent, { note: 'Again' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe(ErrorCode.NOTE_EXISTS);
    expect(await rows()).toBe(1);

    const read = (agent: Agent) => request(ctx, agent, 'GET', `/api/events/${dinner.id}/notes`);
    const list = await read(host.agent);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([
      {
        guest: { id: came.user.id, name: came.user.name },
        note: 'The question about first jobs stayed with me all week.',
        createdAt: expect.any(String),
      },
    ]);
    expect((await read(await anonymousAgent(ctx.app))).statusCode).toBe(401);
    expect((await read(other.agent)).statusCode).toBe(403);
    expect((await read(came.agent)).statusCode).toBe(403);
    const otherHost = await signedInUser(ctx.app, db(), { isHost: true });
    expect((await read(otherHost.agent)).statusCode).toBe(403);
    const admin = await signedInUser(ctx.app, db(), { isAdmin: true });
    expect((await read(admin.agent)).statusCode).toBe(403);
    // the notes are not in the public reviews
    const reviews = (
      await request(ctx, other.agent, 'GET', `/api/events/${dinner.id}/reviews`)
    ).json();
    expect(JSON.stringify(reviews)).not.toContain('first jobs');
  });
});
