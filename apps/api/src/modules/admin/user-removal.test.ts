import { ADMIN_MESSAGES as A } from '@storytable/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminAuditLog, simulatedRefunds, users } from '../../db/schema/index.ts';
import { createUser } from '../../platform/users/user-factory.ts';
import { agentFor, anonymousAgent } from '../../test/auth.ts';
import { useTestAppWithMail } from '../../test/helper.ts';
import * as money from '../../test/reservations.ts';
import { ADMIN_NOT_REMOVABLE } from '../profile/account-removal.ts';

const { ctx, sink } = useTestAppWithMail();
const PRICE = 4200;

async function asAdmin() {
  const admin = await createUser(ctx.database.db, { isAdmin: true });
  return { admin, agent: await agentFor(ctx.app, ctx.database.db, admin) };
}

const refundsOf = (pi: string) =>
  ctx.database.db.select().from(simulatedRefunds).where(eq(simulatedRefunds.paymentIntentId, pi));

async function userRow(id: number) {
  const [row] = await ctx.database.db.select().from(users).where(eq(users.id, id));
  return row!;
}

async function paidSeat() {
  const host = await money.payoutReadyHost(ctx);
  const event = await money.hostedEvent(ctx, host.user.id, { price: PRICE, capacity: 6 });
  const g = await money.guest(ctx);
  const pi = await money.pay(ctx, g.agent, event.id);
  const res = await money.reserve(ctx, g.agent, { eventId: event.id, paymentIntentId: pi });
  expect([200, 201]).toContain(res.statusCode);
  await money.simulated(ctx).flushWebhooks();
  await sink.waitFor(g.user.email);
  return { host, event, guest: g, pi };
}

describe('DELETE /api/admin/users/:id', () => {
  it('refuses visitors (401), guests and hosts (403)', async () => {
    const target = await createUser(ctx.database.db);
    const url = `/api/admin/users/${target.id}`;
    const visitor = await anonymousAgent(ctx.app);
    expect((await money.request(ctx, visitor, 'DELETE', url)).statusCode).toBe(401);
    for (const overrides of [{}, { isHost: true }]) {
      const caller = await agentFor(
        ctx.app,
        ctx.database.db,
        await createUser(ctx.database.db, overrides),
      );
      expect((await money.request(ctx, caller, 'DELETE', url)).statusCode).toBe(403);
    }
    expect((await userRow(target.id)).deletedAt).toBeNull();
  });

  it('never deletes an admin', async () => {
    const { agent } = await asAdmin();
    const other = await createUser(ctx.database.db, { isAdmin: true });
    const res = await money.request(ctx, agent, 'DELETE', `/api/admin/users/${other.id}`);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(ADMIN_NOT_REMOVABLE);
    expect((await userRow(other.id)).deletedAt).toBeNull();
  });

  it('answers 404 for an unknown or already removed user and 400 for a bad id', async () => {
    const { agent } = await asAdmin();
    expect(
      (await money.request(ctx, agent, 'DELETE', '/api/admin/users/2000000000')).statusCode,
    ).toBe(404);
    expect((await money.request(ctx, agent, 'DELETE', '/api/admin/users/0')).statusCode).toBe(400);
  });

  it('deleting a guest with a paid seat refunds it, returns the seat and is audited', async () => {
    const { admin, agent } = await asAdmin();
    const { event, guest, pi } = await paidSeat();
    expect(await money.seatsLeft(ctx.database.db, event.id)).toBe(5);

    const res = await money.request(ctx, agent, 'DELETE', `/api/admin/users/${guest.user.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: A.userDeleted });
    expect(await money.seatsLeft(ctx.database.db, event.id)).toBe(6);
    await expect.poll(async () => (await refundsOf(pi)).length).toBe(1);
    expect((await userRow(guest.user.id)).deletedAt).toBeInstanceOf(Date);
    const audit = await ctx.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetUserId, guest.user.id));
    expect(audit).toMatchObject([
      { actorId: admin.id, action: 'delete_user', targetLabel: guest.user.username },
    ]);
    const again = await money.request(ctx, agent, 'DELETE', `/api/admin/users/${guest.user.id}`);
    expect(again.statusCode).toBe(404);
  });

  it('deleting a host cancels their dinner and refunds their guests', async () => {
    const { agent } = await asAdmin();
    const { host, event, guest, pi } = await paidSeat();
    const res = await money.request(ctx, agent, 'DELETE', `/api/admin/users/${host.user.id}`);
    expect(res.statusCode).toBe(200);
    await expect.poll(async () => (await refundsOf(pi)).length).toBe(1);
    expect(await money.activeReservations(ctx.database.db, event.id)).toBe(0);
    await expect
      .poll(() => sink.to(guest.user.email).some((m) => m.subject === `Cancelled: ${event.title}`))
      .toBe(true);
  });
});
