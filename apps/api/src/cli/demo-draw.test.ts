import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawEntries, events, openingDraws, waitlistEntries } from '../db/schema/index.ts';
import { createTestApp, type TestContext } from '../test/helper.ts';
import { seedDemoIfEmpty } from './demo-seed.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemoIfEmpty(ctx.app.deps);
});
afterAll(() => ctx.close());

describe('the demo’s first-minute draw (decision 072)', () => {
  it('has run on one dinner: recorded, whole parties held, the rest in line, seats accounted', async () => {
    const { db } = ctx.database;
    const [draw] = await db.select().from(openingDraws);
    expect(draw?.seed).toMatch(/^[0-9a-f]{32}$/);
    const eventId = draw?.eventId as number;
    const entries = await db.select().from(drawEntries).where(eq(drawEntries.eventId, eventId));
    expect(draw?.drawOrder).toHaveLength(entries.length);
    expect(entries.some((e) => e.status === 'offered')).toBe(true);
    expect(entries.some((e) => e.status === 'waitlisted')).toBe(true);
    const [held] = await db
      .select({ n: sql<number>`coalesce(sum(${waitlistEntries.seats}), 0)`.mapWith(Number) })
      .from(waitlistEntries)
      .where(and(eq(waitlistEntries.eventId, eventId), eq(waitlistEntries.status, 'offered')));
    const [dinner] = await db.select().from(events).where(eq(events.id, eventId));
    expect((held?.n ?? 0) + (dinner?.availableSpots ?? 0)).toBe(dinner?.capacity);
    const offered = entries.filter((e) => e.status === 'offered');
    expect(offered.reduce((n, e) => n + e.seats, 0)).toBe(held?.n);
  });
});
