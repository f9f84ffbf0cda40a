import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema/index.ts';
import { signedInUser } from '../../test/auth.ts';
import { useTestApp } from '../../test/helper.ts';
import { notificationsHeard as heard } from '../../test/notices.ts';
import { hostedEvent, reserve } from '../../test/reservations.ts';
import { createUser } from '../users/user-factory.ts';
import { AUTH_CHANGED_CHANNEL } from './session-cache.ts';

const ctx = useTestApp();
beforeAll(async () => {
  // the test harness reads through the caches (config.readCaches off); these switch it on
  ctx.app.deps.sessionCache.serve = true;
});

const notificationsHeard = () =>
  heard(ctx.database.db, AUTH_CHANGED_CHANNEL, ctx.app.deps.sessionCache);

/** Runs `change` with the users trigger off: what it changes is not notified (the cache is not told). */
async function unheard(change: () => Promise<void>) {
  await ctx.database.db.execute(sql`alter table users disable trigger users_auth_changed_notify`);
  try {
    await change();
  } finally {
    await ctx.database.db.execute(sql`alter table users enable trigger users_auth_changed_notify`);
  }
}

const me = (headers: Record<string, string>) =>
  ctx.app.inject({ method: 'GET', url: '/api/user', headers });

describe('session cache', () => {
  it('is listening and serving', () => {
    expect(ctx.app.deps.sessionCache.active).toBe(true);
  });

  it('serves the user from memory until the database says users or sessions changed', async () => {
    const { user, agent } = await signedInUser(ctx.app, ctx.database.db, { name: 'Before' });
    await notificationsHeard();
    expect((await me(agent.headers)).json()).toMatchObject({ name: 'Before' });

    // a change with the trigger off is not heard: the cached answer stands (proves it is cached)
    await unheard(async () => {
      await ctx.database.db.update(users).set({ name: 'Silent' }).where(eq(users.id, user.id));
      expect((await me(agent.headers)).json()).toMatchObject({ name: 'Before' });
    });

    // a change committed anywhere (here: straight to the database) reaches the cache
    await ctx.database.db.update(users).set({ name: 'After' }).where(eq(users.id, user.id));
    await notificationsHeard();
    expect((await me(agent.headers)).json()).toMatchObject({ name: 'After' });
  });

  it('forgets a session deleted by another instance', async () => {
    const { user, agent } = await signedInUser(ctx.app, ctx.database.db);
    await notificationsHeard();
    expect((await me(agent.headers)).statusCode).toBe(200);
    await ctx.database.db.delete(sessions).where(eq(sessions.userId, user.id));
    await notificationsHeard();
    expect((await me(agent.headers)).statusCode).toBe(401);
  });

  it('reads its own writes: logout on this instance is seen by the very next request', async () => {
    const { agent } = await signedInUser(ctx.app, ctx.database.db);
    await notificationsHeard();
    expect((await me(agent.headers)).statusCode).toBe(200);
    const out = await ctx.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: agent.headers,
    });
    expect(out.statusCode).toBe(200);
    expect((await me(agent.headers)).statusCode).toBe(401);
  });

  it("a POST forgets only its own client's entry: other sessions stay cached", async () => {
    const a = await signedInUser(ctx.app, ctx.database.db);
    const b = await signedInUser(ctx.app, ctx.database.db, { name: 'Bea Before' });
    await notificationsHeard();
    expect((await me(b.agent.headers)).json()).toMatchObject({ name: 'Bea Before' });
    await unheard(async () => {
      await ctx.database.db
        .update(users)
        .set({ name: 'Bea Silent' })
        .where(eq(users.id, b.user.id));
      const other = await ctx.app.inject({
        method: 'POST',
        url: '/api/newsletter/subscribe',
        headers: a.agent.headers,
        payload: { email: `reader-${a.user.id}@example.com` },
      });
      expect(other.statusCode).toBeLessThan(500);
      // still the cached answer: A's POST did not empty B's entry
      expect((await me(b.agent.headers)).json()).toMatchObject({ name: 'Bea Before' });
    });
  });

  it("reserving a seat keeps the guest's own entry; other POSTs forget it", async () => {
    const guest = await signedInUser(ctx.app, ctx.database.db, { name: 'Gil Before' });
    const host = await createUser(ctx.database.db, { isHost: true });
    const dinner = await hostedEvent(ctx, host.id);
    await notificationsHeard();
    expect((await me(guest.agent.headers)).json()).toMatchObject({ name: 'Gil Before' });
    await unheard(async () => {
      await ctx.database.db
        .update(users)
        .set({ name: 'Gil Silent' })
        .where(eq(users.id, guest.user.id));
      expect((await reserve(ctx, guest.agent, { eventId: dinner.id })).statusCode).toBe(201);
      expect((await me(guest.agent.headers)).json()).toMatchObject({ name: 'Gil Before' });
      const other = await ctx.app.inject({
        method: 'POST',
        url: '/api/newsletter/subscribe',
        headers: guest.agent.headers,
        payload: { email: `reader-${guest.user.id}@example.com` },
      });
      expect(other.statusCode).toBeLessThan(500);
      expect((await me(guest.agent.headers)).json()).toMatchObject({ name: 'Gil Silent' });
    });
  });
});
