import { MESSAGE_MAX_CHARACTERS, MESSAGES_PER_DAY } from '@storytable/domain';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { emailOutbox, eventMessages, messageReplies } from '../../db/schema/index.ts';
import { createUser } from '../../platform/users/user-factory.ts';
import { type Agent, agentFor, anonymousAgent, signedInUser } from '../../test/auth.ts';
import { useTestAppWithMail } from '../../test/helper.ts';
import { hostedEvent, request, reserve } from '../../test/reservations.ts';
import { postMessage } from './message-service.ts';

const { ctx, sink } = useTestAppWithMail();
const DAY = 24 * 3_600_000;
const XSS = '<script>alert(1)</script> <img src=x onerror="alert(2)"> & "quotes"';

const person = (name: string) => signedInUser(ctx.app, ctx.database.db, { name });
const send = (agent: Agent, eventId: number, body: unknown) =>
  request(ctx, agent, 'POST', `/api/events/${eventId}/messages`, body);

async function myReservation(agent: Agent): Promise<number> {
  const [mine] = (await request(ctx, agent, 'GET', '/api/reservations')).json();
  return mine.id;
}

/** A dinner with two booked guests, one in line, and a guest who cancelled. */
async function table() {
  const host = await signedInUser(ctx.app, ctx.database.db, { isHost: true, name: 'Hana Host' });
  const dinner = await hostedEvent(ctx, host.user.id, {
    capacity: 2,
    title: 'Supper & Strangers',
    dateTime: new Date(Date.now() + 10 * DAY),
  });
  const quitter = await person('Quinn Quit');
  expect((await reserve(ctx, quitter.agent, { eventId: dinner.id })).statusCode).toBe(201);
  const quitterReservation = await myReservation(quitter.agent);
  await request(ctx, quitter.agent, 'DELETE', `/api/reservations/${quitterReservation}`);
  const ana = await person('Ana Lima');
  const ben = await person('Ben Okafor');
  for (const g of [ana, ben])
    expect((await reserve(ctx, g.agent, { eventId: dinner.id })).statusCode).toBe(201);
  const wen = await person('Wen Wait');
  const joined = await request(ctx, wen.agent, 'POST', `/api/events/${dinner.id}/waitlist`);
  expect(joined.statusCode).toBe(201);
  return {
    host,
    dinner,
    ana,
    ben,
    wen,
    quitter,
    quitterReservation,
    anaReservation: await myReservation(ana.agent),
  };
}

/** The one mail to `to` whose subject starts with `prefix`, once it has arrived. */
async function mailTo(to: string, prefix: string) {
  const mine = () => sink.to(to).filter((m) => m.subject.startsWith(prefix));
  await vi.waitFor(() => expect(mine().length).toBeGreaterThan(0), { timeout: 10_000 });
  return mine()[0]!;
}

async function outboxTo(email: string) {
  await ctx.app.deps.mailer.delivery!.idle();
  return ctx.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, email));
}

const messagesKept = async (eventId: number) =>
  (
    await ctx.database.db
      .select({ n: count() })
      .from(eventMessages)
      .where(eq(eventMessages.eventId, eventId))
  )[0]?.n;

describe('messages to guests', () => {
  it('emails each confirmed guest once, keeps the message, and escapes it in the email', async () => {
    const t = await table();
    const res = await send(t.host.agent, t.dinner.id, { body: `  ${XSS}\nSee you!  ` });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: 'Message sent to 2 guests.',
      leftToday: MESSAGES_PER_DAY - 1,
      sent: { body: `${XSS}\nSee you!`, includeWaitlist: false, recipients: 2 },
    });
    for (const g of [t.ana, t.ben]) {
      const mail = await mailTo(g.user.email, 'Message');
      expect(mail.subject).toBe('Message from your host: Supper & Strangers');
      expect(mail.text).toContain(XSS);
      expect(mail.html).not.toMatch(/<script|<img/i);
      expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
      expect(mail.html).toContain('&lt;img src=x onerror=&quot;alert(2)&quot;&gt;');
      expect(mail.text).toContain('Hana Host');
      expect(mail.text).not.toContain(t.host.user.email);
      expect(mail.raw).not.toContain(t.host.user.email);
      expect(mail.headers.has('reply-to')).toBe(false);
      expect(mail.text).toContain(`/reservations/`);
      expect(
        (await outboxTo(g.user.email)).filter((m) => m.subject.startsWith('Message')),
      ).toHaveLength(1);
    }
    // the waitlist and the guest who left are not written to
    for (const g of [t.wen, t.quitter])
      expect((await outboxTo(g.user.email)).some((m) => m.subject.startsWith('Message'))).toBe(
        false,
      );

    const read = await request(ctx, t.host.agent, 'GET', `/api/events/${t.dinner.id}/messages`);
    expect(read.statusCode).toBe(200);
    expect(read.headers['cache-control']).toBe('private, no-store');
    expect(read.json()).toMatchObject({
      canWrite: true,
      dailyLimit: MESSAGES_PER_DAY,
      leftToday: MESSAGES_PER_DAY - 1,
      messages: [{ body: `${XSS}\nSee you!`, recipients: 2 }],
      replies: [],
    });
  });

  it('writes to the waitlist too when the host asks, linking to the dinner', async () => {
    const t = await table();
    const res = await send(t.host.agent, t.dinner.id, {
      body: 'Menu changed',
      includeWaitlist: true,
    });
    expect(res.json()).toMatchObject({
      message: 'Message sent to 3 guests.',
      sent: { recipients: 3 },
    });
    const mail = await mailTo(t.wen.user.email, 'Message');
    expect(mail.subject).toBe('Message from your host: Supper & Strangers');
    expect(mail.text).toContain(`/event/${t.dinner.id}`);
    expect(mail.text).not.toContain('/reservations/');
  });

  it('allows 5 messages per dinner per UTC day: the 6th is refused, not kept, not sent', async () => {
    const t = await table();
    for (let i = 1; i <= MESSAGES_PER_DAY; i++)
      expect((await send(t.host.agent, t.dinner.id, { body: `Note ${i}` })).statusCode).toBe(201);
    const sixth = await send(t.host.agent, t.dinner.id, { body: 'Note 6' });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({
      code: 'MESSAGE_LIMIT',
      message: expect.stringContaining('5 messages for this dinner today'),
      error: expect.any(String),
    });
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(sixth.headers['retry-after'])).toBeLessThanOrEqual(DAY / 1000);
    expect(await messagesKept(t.dinner.id)).toBe(MESSAGES_PER_DAY);
    await ctx.app.deps.mailer.delivery!.idle();
    expect((await outboxTo(t.ana.user.email)).filter((m) => m.text.includes('Note 6'))).toEqual([]);
    const read = await request(ctx, t.host.agent, 'GET', `/api/events/${t.dinner.id}/messages`);
    expect(read.json().leftToday).toBe(0);
    // another dinner of the same host has its own allowance; the next UTC day starts afresh
    const other = await hostedEvent(ctx, t.host.user.id, { capacity: 4 });
    await reserve(ctx, t.ben.agent, { eventId: other.id });
    expect((await send(t.host.agent, other.id, { body: 'Hello' })).statusCode).toBe(201);
    const tomorrow = new Date(Date.now() + DAY);
    const next = await postMessage(
      ctx.app.deps,
      t.host.user,
      t.dinner.id,
      { body: 'A new day', includeWaitlist: false },
      tomorrow,
    );
    expect(next.leftToday).toBe(MESSAGES_PER_DAY - 1);
  });

  it('refuses an empty, overlong or malformed message with a 400 and keeps nothing', async () => {
    const t = await table();
    const max = 'x'.repeat(MESSAGE_MAX_CHARACTERS);
    for (const [body, message] of [
      [{ body: '   \n ' }, 'Write a message first.'],
      [{ body: `${max}y` }, 'A message is at most 2,000 characters.'],
      [{ body: 'a\u0000b' }, 'Text contains characters that are not allowed'],
      [{}, 'Write a message first.'],
      [{ body: 'hi', includeWaitlist: 'yes' }, 'includeWaitlist must be true or false'],
    ] as const) {
      const res = await send(t.host.agent, t.dinner.id, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        message: expect.stringContaining(message),
      });
    }
    expect((await send(t.host.agent, t.dinner.id, { body: 'hi', html: '<b>' })).statusCode).toBe(
      400,
    );
    expect(await messagesKept(t.dinner.id)).toBe(0);
    // exactly the bound, once trimmed, is accepted
    const ok = await send(t.host.agent, t.dinner.id, { body: `  ${max}\n` });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().sent.body).toHaveLength(MESSAGE_MAX_CHARACTERS);
  });

  it('refuses a dinner nobody has booked yet with a 409, keeping nothing', async () => {
    const host = await signedInUser(ctx.app, ctx.database.db, { isHost: true });
    const empty = await hostedEvent(ctx, host.user.id, { capacity: 6 });
    const res = await send(host.agent, empty.id, { body: 'Anyone?' });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('NO_RECIPIENTS');
    expect(await messagesKept(empty.id)).toBe(0);
  });

  it('lets only the host write; the host and admins read; everyone else is refused', async () => {
    const t = await table();
    const admin = await agentFor(
      ctx.app,
      ctx.database.db,
      await createUser(ctx.database.db, { isAdmin: true }),
    );
    const otherHost = await signedInUser(ctx.app, ctx.database.db, { isHost: true });
    const url = `/api/events/${t.dinner.id}/messages`;
    const adminRead = await request(ctx, admin, 'GET', url);
    expect(adminRead.statusCode).toBe(200);
    expect(adminRead.json().canWrite).toBe(false);
    for (const agent of [admin, otherHost.agent, t.ana.agent, t.wen.agent]) {
      const res = await send(agent, t.dinner.id, { body: 'Not mine to send' });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Only the host of this event can message its guests.');
    }
    for (const agent of [otherHost.agent, t.ana.agent, t.wen.agent])
      expect((await request(ctx, agent, 'GET', url)).statusCode).toBe(403);
    const visitor = await anonymousAgent(ctx.app);
    expect((await request(ctx, visitor, 'GET', url)).statusCode).toBe(401);
    expect((await send(visitor, t.dinner.id, { body: 'x' })).statusCode).toBe(401);
    expect((await send(t.host.agent, 2_000_000_000, { body: 'x' })).statusCode).toBe(404);
    expect(await messagesKept(t.dinner.id)).toBe(0);
  });
});

describe('a guest reads and replies', () => {
  it('shows a confirmed guest the messages of their dinner and lets them reply', async () => {
    const t = await table();
    await send(t.host.agent, t.dinner.id, { body: XSS });
    const url = `/api/reservations/${t.anaReservation}`;
    const read = await request(ctx, t.ana.agent, 'GET', `${url}/messages`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({
      reservationId: t.anaReservation,
      hostName: 'Hana Host',
      messages: [{ body: XSS }],
      replies: [],
    });
    expect(read.body).not.toContain(t.host.user.email);

    const replied = await request(ctx, t.ana.agent, 'POST', `${url}/replies`, {
      body: ' Can I bring <b>wine</b>? ',
    });
    expect(replied.statusCode).toBe(201);
    expect(replied.json()).toMatchObject({
      message: 'Reply sent to your host.',
      reply: { body: 'Can I bring <b>wine</b>?' },
    });
    const mail = await mailTo(t.host.user.email, 'Reply');
    expect(mail.subject).toBe('Reply from Ana Lima: Supper & Strangers');
    expect(mail.html).toContain('Can I bring &lt;b&gt;wine&lt;/b&gt;?');
    expect(mail.raw).not.toContain(t.ana.user.email);
    expect(mail.text).toContain(`/event/${t.dinner.id}/guests`);
    expect(
      (await outboxTo(t.host.user.email)).filter((m) => m.subject.startsWith('Reply')),
    ).toHaveLength(1);

    const host = (
      await request(ctx, t.host.agent, 'GET', `/api/events/${t.dinner.id}/messages`)
    ).json();
    expect(host.replies).toEqual([
      {
        id: expect.any(Number),
        reservationId: t.anaReservation,
        guestName: 'Ana Lima',
        guestImage: null,
        body: 'Can I bring <b>wine</b>?',
        sentAt: expect.any(String),
      },
    ]);
    expect(JSON.stringify(host)).not.toContain(t.ana.user.email);
    expect((await request(ctx, t.ana.agent, 'GET', `${url}/messages`)).json().replies).toHaveLength(
      1,
    );
  });

  it('refuses a cancelled guest, other guests and anyone signed out', async () => {
    const t = await table();
    await send(t.host.agent, t.dinner.id, { body: 'Parking moved' });
    const quitterUrl = `/api/reservations/${t.quitterReservation}`;
    for (const res of [
      await request(ctx, t.quitter.agent, 'GET', `${quitterUrl}/messages`),
      await request(ctx, t.quitter.agent, 'POST', `${quitterUrl}/replies`, { body: 'Hi' }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({
        code: 'NO_SEAT',
        message: expect.stringContaining('cancelled'),
      });
    }
    const anaUrl = `/api/reservations/${t.anaReservation}`;
    for (const agent of [t.ben.agent, t.wen.agent, t.host.agent]) {
      expect((await request(ctx, agent, 'GET', `${anaUrl}/messages`)).statusCode).toBe(404);
      expect(
        (await request(ctx, agent, 'POST', `${anaUrl}/replies`, { body: 'x' })).statusCode,
      ).toBe(404);
    }
    const visitor = await anonymousAgent(ctx.app);
    expect((await request(ctx, visitor, 'GET', `${anaUrl}/messages`)).statusCode).toBe(401);
    const bad = await request(ctx, t.ana.agent, 'POST', `${anaUrl}/replies`, { body: '' });
    expect(bad.statusCode).toBe(400);
    const kept = await ctx.database.db
      .select({ n: count() })
      .from(messageReplies)
      .where(eq(messageReplies.eventId, t.dinner.id));
    expect(kept[0]?.n).toBe(0);
  });

  it('limits a guest to 10 replies a day', async () => {
    const t = await table();
    const url = `/api/reservations/${t.anaReservation}/replies`;
    for (let i = 0; i < 10; i++)
      expect((await request(ctx, t.ana.agent, 'POST', url, { body: `r${i}` })).statusCode).toBe(
        201,
      );
    const refused = await request(ctx, t.ana.agent, 'POST', url, { body: 'r10' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('MESSAGE_LIMIT');
    await vi.waitFor(async () =>
      expect(
        (await outboxTo(t.host.user.email)).filter((m) => m.subject.startsWith('Reply')),
      ).toHaveLength(10),
    );
  });
});
