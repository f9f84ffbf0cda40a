import { type HostEarnings, operationsOverviewSchema } from '@storytable/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_SCHEDULES } from '../lifecycle.ts';
import { sendDueThankYous } from '../modules/attendance/index.ts';
import { findUserByUsername } from '../platform/users/user-repository.ts';
import { agentFor, anonymousAgent, signedInUser } from '../test/auth.ts';
import { createTestApp, type TestContext } from '../test/helper.ts';
import { get, post } from '../test/requests.ts';
import { DEMO_EARLIER_INSTANCE } from './demo-operations.ts';
import { DEMO_RESTAURANT_EMAIL, seedDemoIfEmpty } from './demo-seed.ts';

let ctx: TestContext;

/** Rows of a raw query on either driver (PGlite and node-postgres both answer `{ rows }`). */
const rowsOf = <T = unknown>(result: unknown): T[] => (result as { rows: T[] }).rows;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('seedDemoIfEmpty', () => {
  it('seeds an empty database once, even when two start together', async () => {
    const results = await Promise.all([
      seedDemoIfEmpty(ctx.app.deps),
      seedDemoIfEmpty(ctx.app.deps),
    ]);
    const seeded = results.filter((r) => r !== null);
    expect(seeded).toHaveLength(1);
    expect(seeded[0]?.logins).toEqual([
      { role: 'admin', username: 'admin', password: 'Admin123!' },
      { role: 'host', username: 'hannah', password: 'Host123!' },
      { role: 'guest', username: 'guest', password: 'Guest123!' },
    ]);
    expect(await seedDemoIfEmpty(ctx.app.deps)).toBeNull();
  });

  it('creates an admin, a verified host ready for payouts and a verified guest, who can all log in', async () => {
    const expected = {
      admin: { username: 'admin', isAdmin: true, isHost: false, emailVerified: true },
      hannah: {
        username: 'hannah',
        name: 'Hannah Reyes',
        isAdmin: false,
        isHost: true,
        is_host: true,
        isVerifiedHost: true,
        idmeVerified: true,
        manualReviewStatus: 'verified',
        stripeConnectOnboardingComplete: true,
        stripeConnectStatus: 'complete',
        stripeConnectId: expect.stringMatching(/^acct_/),
        bio: expect.stringMatching(/\w+/),
        becameHostAt: expect.any(String),
        emailVerified: true,
      },
      guest: { username: 'guest', isAdmin: false, isHost: false, emailVerified: true },
    };
    const passwords = { admin: 'Admin123!', hannah: 'Host123!', guest: 'Guest123!' };
    for (const [username, shape] of Object.entries(expected)) {
      const agent = await anonymousAgent(ctx.app);
      const res = await post(ctx.app, agent, '/api/login', {
        username,
        password: passwords[username as keyof typeof passwords],
      });
      expect(res.statusCode, username).toBe(200);
      expect(res.json()).toMatchObject(shape);
    }
    // the demo guest attended a past dinner and can review it
    const guestAgent = await anonymousAgent(ctx.app);
    const login = await post(ctx.app, guestAgent, '/api/login', {
      username: 'guest',
      password: passwords.guest,
    });
    const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const attended = await ctx.app.inject({
      method: 'GET',
      url: '/api/reservations/attended',
      headers: { cookie: `${guestAgent.headers.cookie}; ${cookie}` },
    });
    expect(attended.statusCode).toBe(200);
    // tonight's demo dinner counts too once it has ended (after 9 PM in Sacramento)
    const before = (attended.json() as { event: { title: string } }[]).filter(
      (r) => !r.event.title.startsWith('Tonight:'),
    );
    expect(before).toHaveLength(1);
    // hannah's account exists in the simulated gateway and can take card payments
    const hannah = await findUserByUsername(ctx.database.db, 'hannah');
    const account = await ctx.app.deps.payments.retrieveAccount(hannah?.stripeConnectId ?? '');
    expect(account.chargesEnabled).toBe(true);
  });

  it('tells the truth (audit finding 11): every paid dinner can be paid for, every seat count is real', async () => {
    const { db } = ctx.database;
    const unpayable = await db.execute(sql`
      select e.id from events e join users h on h.id = e.host_id
       left join simulated_connect_accounts a on a.id = h.stripe_connect_id
       where e.price > 0 and e.status and e.date_time > now()
         and not (coalesce(a.charges_enabled, false) and h.stripe_connect_onboarding_complete)`);
    expect(rowsOf(unpayable)).toEqual([]);
    // confirmed + held (waitlist offers, the demo's draw among them) + available = capacity
    const wrongSeats = await db.execute(sql`
      select e.id, e.capacity, e.available_spots, coalesce(sum(r.seats), 0)::int as taken
        from events e left join reservations r on r.event_id = e.id and r.status
       group by e.id having e.available_spots <> e.capacity - coalesce(sum(r.seats), 0)
         - (select coalesce(sum(w.seats), 0) from waitlist_entries w
             where w.event_id = e.id and w.status = 'offered')`);
    expect(rowsOf(wrongSeats)).toEqual([]);
    // parties (decision 063): some bookings hold 2 or 3 seats, each companion a named seat row
    const [parties] = rowsOf<{ parties: number; caps: number; unnamed: number }>(
      await db.execute(sql`
        select (select count(*)::int from reservations where seats > 1 and status) as parties,
               (select count(distinct max_seats_per_booking)::int from events) as caps,
               (select count(*)::int from reservations r where r.seats > 1 and r.seats - 1 <>
                  (select count(*) from reservation_seats s
                    where s.reservation_id = r.id and s.position > 0 and s.name <> '')) as unnamed`),
    );
    expect(parties?.parties).toBeGreaterThanOrEqual(2);
    expect(parties?.caps).toBe(4);
    expect(parties?.unnamed).toBe(0);
    const soldOut = await db.execute(
      sql`select count(*)::int as n from events where available_spots = 0 and date_time > now()`,
    );
    expect(rowsOf<{ n: number }>(soldOut)[0]?.n).toBeGreaterThan(0);
    // hannah's sold-out dinner has guests in line, none of whom holds a seat there (decision 053)
    const line = rowsOf<{ waiting: number; seated: number }>(
      await db.execute(sql`
        select count(*)::int as waiting,
               count(r.id)::int as seated
          from waitlist_entries w
          join events e on e.id = w.event_id and e.available_spots = 0 and e.date_time > now()
          join users h on h.id = e.host_id and h.username = 'hannah'
          left join reservations r on r.event_id = e.id and r.user_id = w.user_id and r.status
         where w.status = 'waiting'`),
    )[0];
    // three alone and a party of two (decision 067)
    expect(line).toEqual({ waiting: 4, seated: 0 });
    const waitingParties = rowsOf<{ seats: number }>(
      await db.execute(sql`
        select w.seats from waitlist_entries w
          join events e on e.id = w.event_id and e.available_spots = 0 and e.date_time > now()
         where w.status = 'waiting' and w.seats > 1`),
    );
    expect(waitingParties.map((p) => p.seats)).toEqual([2]);
    // the demo guest's party of three, far enough ahead to cancel a companion
    const guestParty = rowsOf<{ seats: number; companions: number }>(
      await db.execute(sql`
        select r.seats, (select count(*)::int from reservation_seats s
                          where s.reservation_id = r.id and s.position > 0) as companions
          from reservations r
          join users u on u.id = r.user_id and u.username = 'guest'
          join events e on e.id = r.event_id and e.date_time > now() + interval '3 days'
         where r.status`),
    );
    expect(guestParty).toEqual([{ seats: 3, companions: 2 }]);
    // and keeps its restaurant's email for the brief (decision 058), her only dinner that does
    const kept = rowsOf<{ n: number; sold_out: number }>(
      await db.execute(sql`
        select count(*)::int as n, count(*) filter (where e.available_spots = 0)::int as sold_out
          from events e join users h on h.id = e.host_id and h.username = 'hannah'
         where e.restaurant_email = ${DEMO_RESTAURANT_EMAIL}`),
    )[0];
    expect(kept).toEqual({ n: 1, sold_out: 1 });

    // several dinners ask a question; guests' answers and needs vary (decision 060)
    const asked = rowsOf<{ questions: number; required: number; seats: number; needs: number }>(
      await db.execute(sql`
        select (select count(*)::int from events where question is not null) as questions,
               (select count(*)::int from events where question_required) as required,
               (select count(*)::int from reservation_seats) as seats,
               (select count(distinct n)::int from reservation_seats, unnest(dietary) n) as needs`),
    )[0];
    expect(asked?.questions).toBeGreaterThanOrEqual(3);
    expect(asked?.required).toBeGreaterThan(0);
    expect(asked?.seats).toBeGreaterThan(3);
    expect(asked?.needs).toBeGreaterThanOrEqual(5);
    const unanswered = await db.execute(sql`
      select r.id from reservations r join events e on e.id = r.event_id
       where r.status and e.question_required and r.answer is null`);
    expect(rowsOf(unanswered)).toEqual([]);
    // a visitor who signs up can pay for a paid dinner of a host other than hannah
    const [other] = rowsOf<{ id: number }>(
      await db.execute(sql`
        select e.id from events e join users h on h.id = e.host_id
         where e.price > 0 and e.status and e.date_time > now() and e.available_spots > 0
           and h.username <> 'hannah' limit 1`),
    );
    expect(other).toBeDefined();
    const { agent } = await signedInUser(ctx.app, db);
    // some demo dinners require an answer to their question (decision 060)
    const intent = await post(ctx.app, agent, '/api/stripe/create-payment-intent', {
      eventId: other!.id,
      answer: 'A story about a lighthouse.',
    });
    expect(intent.statusCode).toBe(200);
    expect(intent.json().clientSecret).toMatch(/^pi_/);
  });

  it("gives the Operations tab an earlier instance's runs and a refused confirmation", async () => {
    const { db } = ctx.database;
    const admin = await findUserByUsername(db, 'admin');
    const agent = await agentFor(ctx.app, db, admin!);
    const res = await get(ctx.app, agent, '/api/admin/operations');
    expect(res.statusCode).toBe(200);
    const overview = operationsOverviewSchema.parse(res.json());

    // one row per background job, its counts what its schedule allows, ok exactly when no error
    const earlier = overview.workers.filter((w) => w.instance === DEMO_EARLIER_INSTANCE);
    expect(earlier.map((w) => w.worker).sort()).toEqual(
      Object.values(JOB_SCHEDULES)
        .map((j) => j.name)
        .sort(),
    );
    for (const run of earlier) {
      expect(run.failures).toBeLessThanOrEqual(run.runs);
      expect(run.ok).toBe(run.error === null);
      expect(Date.parse(run.lastFinishedAt)).toBeGreaterThanOrEqual(Date.parse(run.lastStartedAt));
      expect(Date.parse(run.lastStartedAt)).toBeLessThan(Date.now());
    }
    expect(earlier.filter((w) => !w.ok).map((w) => w.worker)).toEqual(['email delivery']);

    // the failed email is a real, confirmed, upcoming reservation's confirmation
    expect(overview.emails.failed).toBe(1);
    expect(overview.failedEmails).toHaveLength(1);
    const [email] = overview.failedEmails;
    expect(email).toMatchObject({ attempts: 1, redacted: false });
    expect(email?.error).toMatch(/^550 /);
    const [seat] = rowsOf<{ status: boolean; upcoming: boolean; confirmed: boolean }>(
      await db.execute(sql`
        select r.status, e.date_time > now() as upcoming,
               r.confirmation_sent_at is not null as confirmed
          from reservations r join events e on e.id = r.event_id join users u on u.id = r.user_id
         where u.email = ${email?.to} and e.title = ${email?.subject.replace('Your reservation is confirmed: ', '')}`),
    );
    expect(seat).toEqual({ status: true, upcoming: true, confirmed: true });

    // and it can be sent again
    const again = await post(ctx.app, agent, `/api/admin/emails/${email?.id}/send-again`);
    expect(again.statusCode).toBe(200);
  });

  it("counts the demo's bookings and reviews as told, and reads Hannah's reviews in a digest", async () => {
    const { db } = ctx.database;
    const [counts] = rowsOf<{ all: number; untold: number }>(
      await db.execute(sql`
        select count(*)::int as all, count(*) filter (where emailed_at is null)::int as untold
          from host_notices`),
    );
    expect(counts!.all).toBeGreaterThan(0);
    expect(counts!.untold).toBe(0);
    const hannah = await findUserByUsername(db, 'hannah');
    const agent = await agentFor(ctx.app, db, hannah!);
    const prefs = await get(ctx.app, agent, '/api/user/notification-preferences');
    expect(prefs.json()).toEqual({
      booking: 'now',
      cancellation: 'now',
      waitlist_claim: 'now',
      review: 'digest',
    });
  });

  it("shows a no-show and a private note at one of Hannah's past dinners (decision 065)", async () => {
    const { db } = ctx.database;
    const [row] = rowsOf<{
      no_shows: number;
      reviewed: number;
      notes: number;
      noted_by_absent: number;
    }>(
      await db.execute(sql`
        select (select count(*) from no_shows n join events e on e.id = n.event_id
                  join users h on h.id = e.host_id and h.username = 'hannah')::int as no_shows,
               (select count(*) from no_shows n join reservations r on r.id = n.reservation_id
                  join reviews v on v.event_id = r.event_id and v.user_id = r.user_id)::int
                 as reviewed,
               (select count(*) from host_notes)::int as notes,
               (select count(*) from host_notes t join reservations r
                  on r.event_id = t.event_id and r.user_id = t.user_id
                  join no_shows n on n.reservation_id = r.id)::int as noted_by_absent`),
    );
    expect(row).toEqual({ no_shows: 1, reviewed: 0, notes: 1, noted_by_absent: 0 });

    // the morning after last night's dinner has come: its two guests who came are thanked
    await sendDueThankYous(ctx.app.deps);
    const thanked = rowsOf<{ username: string }>(
      await db.execute(sql`
        select u.username from reminders_sent s join users u on u.id = s.user_id
          join events e on e.id = s.event_id
         where s.kind = 'thank-you' and e.title = 'Last Night: Letters We Never Sent'
         order by u.username`),
    );
    expect(thanked.map((t) => t.username)).toEqual(['ethan_brooks', 'isabella_nguyen']);
  });

  it("answers some reviews in the host's name and leaves Hannah one to answer", async () => {
    const { db } = ctx.database;
    const [row] = rowsOf<{
      replied: number;
      hannah_replied: number;
      hannah_open: number;
      future: number;
    }>(
      await db.execute(sql`
        select count(*) filter (where r.reply is not null)::int as replied,
               count(*) filter (where r.reply is not null and u.username = 'hannah')::int
                 as hannah_replied,
               count(*) filter (where r.reply is null and u.username = 'hannah')::int
                 as hannah_open,
               count(*) filter (where r.replied_at > now() or r.replied_at < r.created_at)::int
                 as future
          from reviews r join events e on e.id = r.event_id join users u on u.id = e.host_id`),
    );
    expect(row!.replied).toBeGreaterThan(0);
    expect(row!.hannah_replied).toBe(1);
    expect(row!.hannah_open).toBeGreaterThan(0);
    expect(row!.future).toBe(0);
  });

  it("shows Hannah's messages to a table and a guest's reply, read through the API", async () => {
    const { db } = ctx.database;
    const [row] = rowsOf<{ event_id: number; recipients: number; seated: number }>(
      await db.execute(sql`
        select m.event_id, max(m.recipients)::int as recipients,
               (select count(*)::int from reservations r
                 where r.event_id = m.event_id and r.status) as seated
          from event_messages m group by m.event_id`),
    );
    expect(row).toBeDefined();
    // a message went to every confirmed guest of the dinner
    expect(row!.recipients).toBe(row!.seated);
    const hannah = await findUserByUsername(db, 'hannah');
    const agent = await agentFor(ctx.app, db, hannah!);
    const read = (await get(ctx.app, agent, `/api/events/${row!.event_id}/messages`)).json();
    expect(read.messages).toHaveLength(2);
    expect(read.replies).toHaveLength(1);
    // dated before today: the whole day's messages are still Hannah's to send
    expect(read.leftToday).toBe(5);
  });

  it('gives every confirmed seat a ticket, and Hannah a table tonight she can check in', async () => {
    const { db } = ctx.database;
    const [missing] = rowsOf<{ n: number }>(
      await db.execute(sql`
        select count(*)::int as n from reservations r
          left join tickets t on t.reservation_id = r.id
          where r.status and t.reservation_id is null`),
    );
    expect(missing!.n).toBe(0);
    const hannah = await findUserByUsername(db, 'hannah');
    const agent = await agentFor(ctx.app, db, hannah!);
    const [tonight] = rowsOf<{ id: number }>(
      await db.execute(sql`
        select e.id from events e join users h on h.id = e.host_id and h.username = 'hannah'
          where e.title like 'Tonight:%'`),
    );
    const table = (await get(ctx.app, agent, `/api/events/${tonight!.id}/check-ins`)).json();
    expect(table.open).toBe(true);
    expect(table.seats).toHaveLength(6);
    const checkedIn = table.seats.filter((s: { checkedInAt: string | null }) => s.checkedInAt);
    expect(checkedIn).toHaveLength(3);
    // the demo guest login holds one of its seats, and sees the ticket
    const guest = await agentFor(ctx.app, db, (await findUserByUsername(db, 'guest'))!);
    const mine = (await get(ctx.app, guest, '/api/reservations')).json();
    const seat = mine.find((r: { eventId: number }) => r.eventId === tonight!.id);
    const ticket = await get(ctx.app, guest, `/api/reservations/${seat.id}/ticket`);
    expect(ticket.json().code).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}$/);
  });

  it("gives Hannah's dinner tonight saved prompts and a round timer", async () => {
    const { db } = ctx.database;
    const hannah = await findUserByUsername(db, 'hannah');
    const agent = await agentFor(ctx.app, db, hannah!);
    const [tonight] = rowsOf<{ id: number }>(
      await db.execute(sql`
        select e.id from events e join users h on h.id = e.host_id and h.username = 'hannah'
          where e.title like 'Tonight:%'`),
    );
    const prompts = (await get(ctx.app, agent, `/api/events/${tonight!.id}/prompts`)).json();
    expect(prompts.saved).toBe(true);
    expect(prompts.roundMinutes).toBe(8);
    expect(prompts.prompts.length).toBeGreaterThanOrEqual(6);
  });

  it('shows a dinner opening for booking in three days that guests asked about (decision 071)', async () => {
    const { db } = ctx.database;
    const [opening] = rowsOf<{ id: number; asked: number; seats: boolean; opensAt: string }>(
      await db.execute(sql`
        select e.id, e.opens_at as "opensAt",
          e.available_spots = e.capacity as seats,
          (select count(*)::int from opening_requests o where o.event_id = e.id) as asked
        from events e where e.opens_at > now() and e.status`),
    );
    expect(opening!.asked).toBe(3);
    expect(opening!.seats).toBe(true);
    const agent = await anonymousAgent(ctx.app);
    const page = (await get(ctx.app, agent, `/api/events/${opening!.id}`)).json();
    expect(Date.parse(page.opensAt)).toBeGreaterThan(Date.now() + 2 * 86_400_000);
  });

  it('refuses a nonsensical event or guest count before touching the database', async () => {
    await expect(seedDemoIfEmpty(ctx.app.deps, { events: -1 })).rejects.toThrow(RangeError);
    await expect(seedDemoIfEmpty(ctx.app.deps, { events: 1.5 })).rejects.toThrow(RangeError);
    await expect(seedDemoIfEmpty(ctx.app.deps, { guests: -3 })).rejects.toThrow(RangeError);
  });
});

describe('demo earnings', () => {
  it('shows Hannah a past paid dinner with a refund and a paid payout, to the cent', async () => {
    const { db } = ctx.database;
    const hannah = await findUserByUsername(db, 'hannah');
    const agent = await agentFor(ctx.app, db, hannah!);
    const res = await get(ctx.app, agent, '/api/host/earnings');
    expect(res.statusCode).toBe(200);
    const body = res.json() as HostEarnings;
    const refunded = body.dinners.find((d) => d.refunds > 0);
    expect(refunded).toMatchObject({ payout: { status: 'paid' } });
    expect(refunded!.net).toBeGreaterThan(0);
    expect(body.months.length).toBeGreaterThan(1);
    const [sums] = rowsOf<{ gross: number; refunds: number }>(
      await db.execute(sql`
        select coalesce(sum(r.amount_paid), 0)::int as gross,
               coalesce(sum(r.amount_paid) filter (where r.refund_status is not null), 0)::int
                 as refunds
          from reservations r join events e on e.id = r.event_id
         where e.host_id = ${hannah!.id}`),
    );
    expect({ gross: body.totals.gross, refunds: body.totals.refunds }).toEqual(sums);
  });
});
