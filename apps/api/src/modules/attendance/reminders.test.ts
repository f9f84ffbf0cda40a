import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { createUser } from '../../platform/users/user-factory.ts';
import { agentFor } from '../../test/auth.ts';
import { parseCalendar } from '../../test/calendar.ts';
import { useTestAppWithMail } from '../../test/helper.ts';
import { calendarPart, guest, hostedEvent, request, reserve } from '../../test/reservations.ts';
import { REMINDER_LEAD_MS, sendDueReminders } from './reminders.ts';

const { ctx, sink } = useTestAppWithMail();
const HOUR = 3_600_000;
type Seated = Awaited<ReturnType<typeof guest>>;

async function dinnerWithGuests(guests: number, startsIn = 7 * 24 * HOUR) {
  const host = await createUser(ctx.database.db, { isHost: true, name: 'Hilda Host' });
  const event = await hostedEvent(ctx, host.id, {
    dateTime: new Date(Date.now() + startsIn),
    restaurantName: 'Tower Bridge Trattoria',
  });
  const seated: Seated[] = [];
  for (let i = 0; i < guests; i++) {
    const g = await guest(ctx);
    expect((await reserve(ctx, g.agent, { eventId: event.id })).statusCode).toBe(201);
    seated.push(g);
  }
  return { host, event, seated };
}

/** The mail to `to` whose subject contains `subject`, once the outbox worker has sent it. */
async function reminderTo(to: string, subject: string) {
  await ctx.app.deps.mailer.delivery!.flush();
  return sink.to(to).filter((m) => m.subject.includes(subject));
}

describe('reminders 24 hours before a dinner', () => {
  it('each confirmed guest and the host get one, with time, place and calendar entry', async () => {
    const { host, event, seated } = await dinnerWithGuests(3);
    // the third guest cancels: no reminder for a cancelled seat
    const [first, second, leaver] = seated as [Seated, Seated, Seated];
    const mine = (await request(ctx, leaver.agent, 'GET', '/api/reservations')).json();
    const left = await request(ctx, leaver.agent, 'DELETE', `/api/reservations/${mine[0].id}`);
    expect(left.statusCode).toBe(200);

    // a cancelled dinner in the same window sends nothing
    const cancelled = await dinnerWithGuests(1);
    const hostAgent = await agentFor(ctx.app, ctx.database.db, cancelled.host);
    const cancel = await request(ctx, hostAgent, 'DELETE', `/api/events/${cancelled.event.id}`);
    expect(cancel.statusCode).toBe(200);

    const at = new Date(event.dateTime.getTime() - 23 * HOUR);
    const counts = await sendDueReminders(ctx.app.deps, at);
    expect(counts).toEqual({ guestReminders: 2, hostReminders: 1 });

    const uids = new Set<string | undefined>();
    for (const g of [first, second]) {
      const [mail, ...more] = await reminderTo(g.user.email, `Tomorrow: ${event.title}`);
      expect(more).toHaveLength(0);
      // made from one template per dinner: each guest's own name and calendar entry
      expect(mail!.text).toContain(`Hi ${g.user.name},`);
      const [entry] = parseCalendar(calendarPart(mail!).body).entries;
      uids.add(entry?.uid);
      expect(mail!.text).toContain('Tower Bridge Trattoria');
      expect(mail!.text).toMatch(/at \d{1,2}:\d{2} (AM|PM) P[SD]T/);
      expect(mail!.text).toContain('Cancellations closed 48 hours before the dinner');
      expect(entry?.tzid).toBe('America/Los_Angeles');
      // to the second: iCalendar times have no milliseconds
      expect(entry?.start.getTime()).toBe(Math.floor(event.dateTime.getTime() / 1000) * 1000);
    }
    expect(uids.size).toBe(2);
    expect(await reminderTo(leaver.user.email, 'Tomorrow')).toHaveLength(0);
    expect(await reminderTo(cancelled.seated[0]!.user.email, 'Tomorrow')).toHaveLength(0);
    expect(await reminderTo(cancelled.host.email, 'Tomorrow')).toHaveLength(0);

    const [hostMail, ...moreHost] = await reminderTo(
      host.email,
      `Tomorrow you host: ${event.title}`,
    );
    expect(moreHost).toHaveLength(0);
    expect(hostMail!.text).toContain(`${first.user.name}, ${second.user.name}`);
    expect(hostMail!.text).not.toContain(leaver.user.name);
    expect(hostMail!.text).toContain('Guests: 2 of 8');

    // asked again (a restart, the next sweep): nothing twice
    expect(await sendDueReminders(ctx.app.deps, at)).toEqual({
      guestReminders: 0,
      hostReminders: 0,
    });
  });

  it('nothing before the last 24 hours, and no guest reminder for a seat booked inside them', async () => {
    const early = await dinnerWithGuests(1);
    const tooEarly = new Date(early.event.dateTime.getTime() - REMINDER_LEAD_MS - HOUR);
    expect(await sendDueReminders(ctx.app.deps, tooEarly)).toEqual({
      guestReminders: 0,
      hostReminders: 0,
    });

    const late = await dinnerWithGuests(1, 10 * HOUR);
    const counts = await sendDueReminders(ctx.app.deps, new Date());
    // the late booker had a confirmation minutes ago; the host still gets the list
    expect(counts.guestReminders).toBe(0);
    expect(await reminderTo(late.seated[0]!.user.email, 'Tomorrow')).toHaveLength(0);
    expect(await reminderTo(late.host.email, 'Tomorrow you host')).toHaveLength(1);
  });

  it('two API instances on one database send each reminder once', async () => {
    const { host, event, seated } = await dinnerWithGuests(5);
    const other = await buildApp({ config: ctx.config, database: ctx.database, logger: false });
    await other.ready();
    try {
      const at = new Date(event.dateTime.getTime() - 20 * HOUR);
      const [a, b] = await Promise.all([
        sendDueReminders(ctx.app.deps, at),
        sendDueReminders(other.deps, at),
      ]);
      // the window may hold other tests' dinners too: every one of them is sent once in all
      expect(a.guestReminders + b.guestReminders).toBeGreaterThanOrEqual(5);
      expect(a.hostReminders + b.hostReminders).toBeGreaterThanOrEqual(1);
      expect(await sendDueReminders(ctx.app.deps, at)).toEqual({
        guestReminders: 0,
        hostReminders: 0,
      });
      await other.deps.mailer.delivery!.idle();
      for (const g of seated) expect(await reminderTo(g.user.email, 'Tomorrow')).toHaveLength(1);
      expect(await reminderTo(host.email, 'Tomorrow you host')).toHaveLength(1);
    } finally {
      await other.close();
    }
  });
});
