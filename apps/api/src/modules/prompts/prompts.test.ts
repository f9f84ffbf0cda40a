import { CONVERSATION_PROMPTS, PROMPTS_MESSAGES } from '@storytable/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { eventPrompts } from '../../db/schema/index.ts';
import { type Agent, anonymousAgent, signedInUser } from '../../test/auth.ts';
import { useTestApp } from '../../test/helper.ts';
import { hostedEvent } from '../../test/reservations.ts';

const ctx = useTestApp();

async function dinner(tags = ['Leadership']) {
  const host = await signedInUser(ctx.app, ctx.database.db, { isHost: true });
  const event = await hostedEvent(ctx, host.user.id, { tags });
  return { host, event };
}

function call(agent: Agent, method: 'GET' | 'PUT', eventId: number | string, body?: object) {
  return ctx.app.inject({
    method,
    url: `/api/events/${eventId}/prompts`,
    headers: agent.headers,
    ...(body ? { payload: body } : {}),
  });
}

async function savedRow(eventId: number) {
  const [row] = await ctx.database.db
    .select()
    .from(eventPrompts)
    .where(eq(eventPrompts.eventId, eventId));
  return row;
}

describe("a dinner's conversation prompts", () => {
  it("suggests the category's set until the host saves, then returns what was saved", async () => {
    const { host, event } = await dinner(['Cultural Heritage', 'Leadership']);
    const first = await call(host.agent, 'GET', event.id);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-store');
    expect(first.json()).toEqual({
      eventId: event.id,
      prompts: CONVERSATION_PROMPTS['Cultural Heritage'],
      roundMinutes: null,
      saved: false,
    });
    expect(await savedRow(event.id)).toBeUndefined();

    const put = await call(host.agent, 'PUT', event.id, {
      prompts: ['  What dish tastes like home?  ', 'Who taught you to cook?'],
      roundMinutes: 7,
    });
    expect(put.statusCode).toBe(200);
    const saved = {
      eventId: event.id,
      prompts: ['What dish tastes like home?', 'Who taught you to cook?'],
      roundMinutes: 7,
      saved: true,
    };
    expect(put.json()).toEqual(saved);
    expect((await call(host.agent, 'GET', event.id)).json()).toEqual(saved);
  });

  it('replaces the whole list and the timer on each save, keeping one row', async () => {
    const { host, event } = await dinner();
    await call(host.agent, 'PUT', event.id, { prompts: ['A?', 'B?', 'C?'], roundMinutes: 5 });
    const put = await call(host.agent, 'PUT', event.id, {
      prompts: ['C?', 'A?'],
      roundMinutes: null,
    });
    expect(put.statusCode).toBe(200);
    const row = await savedRow(event.id);
    expect(row?.prompts).toEqual(['C?', 'A?']);
    expect(row?.roundMinutes).toBeNull();
    const rows = await ctx.database.db
      .select()
      .from(eventPrompts)
      .where(eq(eventPrompts.eventId, event.id));
    expect(rows).toHaveLength(1);
  });

  it('lets an admin read but not change them; other hosts and guests neither', async () => {
    const { host, event } = await dinner();
    await call(host.agent, 'PUT', event.id, { prompts: ['Mine?'], roundMinutes: null });
    const admin = await signedInUser(ctx.app, ctx.database.db, { isAdmin: true });
    const otherHost = await signedInUser(ctx.app, ctx.database.db, { isHost: true });
    const guest = await signedInUser(ctx.app, ctx.database.db);
    const anonymous = await anonymousAgent(ctx.app);
    const body = { prompts: ['Theirs?'], roundMinutes: 3 };

    expect((await call(admin.agent, 'GET', event.id)).json().prompts).toEqual(['Mine?']);
    const adminPut = await call(admin.agent, 'PUT', event.id, body);
    expect(adminPut.statusCode).toBe(403);
    expect(adminPut.json().message).toBe(PROMPTS_MESSAGES.CHANGE_NOT_YOURS);
    for (const who of [otherHost, guest]) {
      const read = await call(who.agent, 'GET', event.id);
      expect(read.statusCode).toBe(403);
      expect(read.json().message).toBe(PROMPTS_MESSAGES.NOT_YOUR_EVENT);
      expect((await call(who.agent, 'PUT', event.id, body)).statusCode).toBe(403);
    }
    expect((await call(anonymous, 'GET', event.id)).statusCode).toBe(401);
    expect((await call(anonymous, 'PUT', event.id, body)).statusCode).toBe(401);
    expect((await savedRow(event.id))?.prompts).toEqual(['Mine?']);
  });

  it('answers 404 for an unknown dinner and 400 for a malformed id', async () => {
    const { host } = await dinner();
    const body = { prompts: ['Q?'], roundMinutes: null };
    expect((await call(host.agent, 'GET', 2_000_000_000)).statusCode).toBe(404);
    expect((await call(host.agent, 'PUT', 2_000_000_000, body)).statusCode).toBe(404);
    expect((await call(host.agent, 'GET', 'abc')).statusCode).toBe(400);
  });

  it.each([
    ['no prompts', { prompts: [], roundMinutes: null }],
    ['21 prompts', { prompts: Array(21).fill('Q?'), roundMinutes: null }],
    ['a blank prompt', { prompts: ['Q?', '  '], roundMinutes: null }],
    ['a 301-character prompt', { prompts: ['x'.repeat(301)], roundMinutes: null }],
    ['a 31-minute round', { prompts: ['Q?'], roundMinutes: 31 }],
    ['a round as text', { prompts: ['Q?'], roundMinutes: '5' }],
    ['an unknown field', { prompts: ['Q?'], roundMinutes: null, saved: false }],
  ])('refuses %s with 400 and writes nothing', async (_, body) => {
    const { host, event } = await dinner();
    await call(host.agent, 'PUT', event.id, { prompts: ['Kept?'], roundMinutes: 4 });
    const res = await call(host.agent, 'PUT', event.id, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(
      expect.objectContaining({
        message: expect.any(String),
        error: expect.any(String),
        code: 'VALIDATION_ERROR',
      }),
    );
    const row = await savedRow(event.id);
    expect(row?.prompts).toEqual(['Kept?']);
    expect(row?.roundMinutes).toBe(4);
  });

  it('refuses an out-of-bounds list in the database too', async () => {
    const { event } = await dinner();
    await expect(
      ctx.database.db
        .insert(eventPrompts)
        .values({ eventId: event.id, prompts: [], roundMinutes: 5 }),
    ).rejects.toThrow();
    await expect(
      ctx.database.db
        .insert(eventPrompts)
        .values({ eventId: event.id, prompts: ['Q?'], roundMinutes: 0 }),
    ).rejects.toThrow();
  });
});
