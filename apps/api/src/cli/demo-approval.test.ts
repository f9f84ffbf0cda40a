import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, joinRequests, simulatedPaymentIntents, users } from '../db/schema/index.ts';
import { agentFor } from '../test/auth.ts';
import { createTestApp, type TestContext } from '../test/helper.ts';
import { seatsLeft } from '../test/reservations.ts';
import { seedDemoIfEmpty } from './demo-seed.ts';

/** The demo's approval dinner (decision 068): real authorizations, so Approve works. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemoIfEmpty(ctx.app.deps);
});
afterAll(() => ctx.close());

describe('the demo approval dinner', () => {
  it('gives hannah two pending paid requests whose approval captures', async () => {
    const db = ctx.database.db;
    const [hannah] = await db.select().from(users).where(eq(users.username, 'hannah'));
    if (!hannah) throw new Error('no demo host');
    const [dinner] = await db.select().from(events).where(eq(events.requiresApproval, true));
    expect(dinner).toMatchObject({ hostId: hannah.id });
    expect(dinner?.price).toBeGreaterThan(0);
    const eventId = dinner?.id ?? 0;
    const asked = await db.select().from(joinRequests).where(eq(joinRequests.eventId, eventId));
    expect(asked.map((r) => r.status)).toEqual(['pending', 'pending']);
    const first = asked[0];
    if (!first?.paymentIntentId) throw new Error('no authorization');
    const before = await seatsLeft(db, eventId);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/requests/${first.id}/approve`,
      headers: (await agentFor(ctx.app, db, hannah)).headers,
    });
    expect(res.statusCode).toBe(200);
    expect(await seatsLeft(db, eventId)).toBe(before - first.seats);
    const [pi] = await db
      .select()
      .from(simulatedPaymentIntents)
      .where(eq(simulatedPaymentIntents.id, first.paymentIntentId));
    expect(pi?.status).toBe('succeeded');
  });
});
