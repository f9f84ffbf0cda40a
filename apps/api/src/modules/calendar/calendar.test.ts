import { CALENDAR_TOKEN_PATTERN } from '@storytable/domain';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { events, users } from '../../db/schema/index.ts';
import { anonymousAgent, signedInUser } from '../../test/auth.ts';
import { parseCalendar } from '../../test/calendar.ts';
import { useTestApp } from '../../test/helper.ts';
import { guest, hostedEvent, request, reserve } from '../../test/reservations.ts';

const ctx = useTestApp({ appUrl: 'https://storytable.test' });
const DAY = 86_400_000;
const path = (url: string) => new URL(url).pathname;

async function feedUrl(agent: Parameters<typeof request>[1]) {
  const res = await request(ctx, agent, 'POST', '/api/user/calendar-token');
  expect(res.statusCode).toBe(200);
  return res.json().url as string;
}

describe('the private calendar feed', () => {
  it('has an address only once asked for, shown again later, and a reset retires the old one', async () => {
    const g = await guest(ctx);
    const none = await request(ctx, g.agent, 'GET', '/api/user/calendar-token');
    expect(none.json()).toEqual({ url: null });

    const first = await feedUrl(g.agent);
    expect(first).toMatch(
      /^https:\/\/storytable\.test\/api\/calendar\/users\/[A-Za-z0-9_-]{43}\.ics$/,
    );
    const token = path(first).split('/').pop()!.replace('.ics', '');
    expect(token).toMatch(CALENDAR_TOKEN_PATTERN);
    // the database keeps a hash of the token, never the token
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, g.user.id));
    expect(row?.calendarTokenHash).toBeTruthy();
    expect(row?.calendarTokenHash).not.toBe(token);
    expect(JSON.stringify(row)).not.toContain(token);

    const again = await request(ctx, g.agent, 'GET', '/api/user/calendar-token');
    expect(again.json()).toEqual({ url: first });
    expect((await ctx.app.inject({ method: 'GET', url: path(first) })).statusCode).toBe(200);

    const second = await feedUrl(g.agent);
    expect(second).not.toBe(first);
    expect((await ctx.app.inject({ method: 'GET', url: path(first) })).statusCode).toBe(404);
    const fresh = await ctx.app.inject({ method: 'GET', url: path(second) });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.headers['content-type']).toMatch(/^text\/calendar/);
    expect(fresh.headers['cache-control']).toBe('private, no-store');
  });

  it('answers a guessed or malformed token with nothing about any user', async () => {
    const guessed = `${'A'.repeat(42)}B`;
    const res = await ctx.app.inject({ method: 'GET', url: `/api/calendar/users/${guessed}.ics` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: 'Calendar feed not found' });
    for (const bad of ['short', `${'A'.repeat(43)}!`, '%00']) {
      const r = await ctx.app.inject({ method: 'GET', url: `/api/calendar/users/${bad}.ics` });
      expect(r.statusCode).toBe(400);
    }
  });

  it('lists the guest’s seats in each dinner’s zone, with the address, and follows changes', async () => {
    const host = await signedInUser(ctx.app, ctx.database.db, { isHost: true, name: 'Hana Host' });
    // two Sacramento dinners on either side of the spring change of 2030 (PST, then PDT)
    const winter = await hostedEvent(ctx, host.user.id, {
      title: 'Before the clocks change',
      dateTime: new Date('2030-03-09T03:00:00Z'), // Friday March 8, 7 PM PST
      restaurantName: 'Ella Dining Room',
      streetAddress: '1131 K St',
      neighborhood: 'Downtown',
    });
    const spring = await hostedEvent(ctx, host.user.id, {
      title: 'After the clocks change',
      dateTime: new Date('2030-03-16T02:00:00Z'), // Friday March 15, 7 PM PDT
    });
    const dropped = await hostedEvent(ctx, host.user.id, { title: 'Given up' });
    const g = await guest(ctx);
    const ids: Record<string, number> = {};
    for (const e of [winter, spring, dropped]) {
      const res = await reserve(ctx, g.agent, { eventId: e.id });
      expect(res.statusCode).toBe(201);
      ids[e.title] = res.json().reservation.id;
    }
    const left = await request(ctx, g.agent, 'DELETE', `/api/reservations/${ids['Given up']}`);
    expect(left.statusCode).toBe(200);
    const url = path(await feedUrl(g.agent));

    const read = async () => parseCalendar((await ctx.app.inject({ method: 'GET', url })).body);
    const feed = await read();
    const byTitle = Object.fromEntries(feed.entries.map((e) => [e.summary, e]));
    expect(feed.zones).toEqual(['America/Los_Angeles']);
    expect(byTitle['Before the clocks change']).toMatchObject({
      uid: `reservation-${ids['Before the clocks change']}@storytable.test`,
      tzid: 'America/Los_Angeles',
      localStart: '2030-03-08T19:00:00',
      location: 'Ella Dining Room, 1131 K St, Sacramento, CA',
      status: 'CONFIRMED',
      url: `https://storytable.test/event/${winter.id}`,
    });
    expect(byTitle['After the clocks change']?.localStart).toBe('2030-03-15T19:00:00');
    // the instant read back through the file's own VTIMEZONE is the one in the database
    for (const e of [winter, spring]) {
      const [stored] = await ctx.database.db
        .select({ at: events.dateTime })
        .from(events)
        .where(eq(events.id, e.id));
      expect(byTitle[e.title]?.start.toISOString()).toBe(stored?.at.toISOString());
    }
    // a seat given up stays, cancelled, without the street address
    expect(byTitle['Given up']).toMatchObject({ status: 'CANCELLED' });
    expect(byTitle['Given up']?.location).not.toContain('1112 2nd St');
    expect(byTitle['Given up']?.sequence).toBe(byTitle['After the clocks change']!.sequence + 1);

    // the host moves a dinner an hour later, then cancels another: the feed follows
    await ctx.database.db
      .update(events)
      .set({ dateTime: sql`${events.dateTime} + interval '1 hour'` })
      .where(eq(events.id, spring.id));
    const cancel = await request(ctx, host.agent, 'DELETE', `/api/events/${winter.id}`);
    expect(cancel.statusCode).toBe(200);
    const after = Object.fromEntries((await read()).entries.map((e) => [e.summary, e]));
    expect(after['After the clocks change']?.localStart).toBe('2030-03-15T20:00:00');
    expect(after['After the clocks change']?.sequence).toBe(
      byTitle['After the clocks change']!.sequence + 1,
    );
    expect(after['Before the clocks change']?.status).toBe('CANCELLED');
    expect(after['Before the clocks change']!.sequence).toBeGreaterThan(
      byTitle['Before the clocks change']!.sequence,
    );
  });

  it('holds the dinners a host hosts in the host’s own feed', async () => {
    const host = await signedInUser(ctx.app, ctx.database.db, { isHost: true });
    const dinner = await hostedEvent(ctx, host.user.id, { title: 'My own table' });
    const feed = parseCalendar(
      (await ctx.app.inject({ method: 'GET', url: path(await feedUrl(host.agent)) })).body,
    );
    expect(feed.entries.map((e) => e.summary)).toEqual(['My own table']);
    expect(feed.entries[0]?.uid).toBe(`event-${dinner.id}-host@storytable.test`);
    expect(feed.entries[0]?.location).toContain('1112 2nd St');
  });
});

describe('the host’s public feed', () => {
  it('lists the host’s upcoming dinners where the public sees them', async () => {
    const host = await signedInUser(ctx.app, ctx.database.db, { isHost: true });
    const soon = await hostedEvent(ctx, host.user.id, {
      title: 'Upcoming',
      neighborhood: 'Midtown',
      streetAddress: '1801 L St',
    });
    await hostedEvent(ctx, host.user.id, {
      title: 'Last month',
      dateTime: new Date(Date.now() - 30 * DAY),
    });
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/calendar/hosts/${host.user.id}.ics`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.body).not.toContain('1801 L St');
    const feed = parseCalendar(res.body);
    expect(feed.name).toContain(host.user.name);
    expect(feed.entries).toHaveLength(1);
    expect(feed.entries[0]).toMatchObject({
      uid: `event-${soon.id}@storytable.test`,
      summary: 'Upcoming',
      location: 'The Firehouse, Midtown, Sacramento, CA',
      tzid: 'America/Los_Angeles',
    });
  });

  it('is not found for a guest, an unknown id or a malformed one', async () => {
    const g = await guest(ctx);
    const get = (id: string) =>
      ctx.app.inject({ method: 'GET', url: `/api/calendar/hosts/${id}.ics` });
    expect((await get(String(g.user.id))).statusCode).toBe(404);
    expect((await get('2000000000')).statusCode).toBe(404);
    expect((await get('abc')).statusCode).toBe(400);
  });
});

describe('a seat’s calendar file', () => {
  it('is its owner’s to download, and nobody else’s', async () => {
    const host = await signedInUser(ctx.app, ctx.database.db, { isHost: true });
    const dinner = await hostedEvent(ctx, host.user.id);
    const g = await guest(ctx);
    const id = (await reserve(ctx, g.agent, { eventId: dinner.id })).json().reservation.id;
    const url = `/api/reservations/${id}/calendar.ics`;
    const mine = await request(ctx, g.agent, 'GET', url);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-disposition']).toBe('attachment; filename="dinner.ics"');
    const [entry] = parseCalendar(mine.body).entries;
    expect(entry?.uid).toBe(`reservation-${id}@storytable.test`);
    expect(entry?.location).toBe('The Firehouse, 1112 2nd St, Sacramento, CA');

    const other = await guest(ctx);
    expect((await request(ctx, other.agent, 'GET', url)).statusCode).toBe(404);
    expect((await request(ctx, host.agent, 'GET', url)).statusCode).toBe(404);
    expect((await request(ctx, await anonymousAgent(ctx.app), 'GET', url)).statusCode).toBe(401);
  });
});
