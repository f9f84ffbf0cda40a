import { and, eq, inArray, sum } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { joinRequests, reservations, simulatedPaymentIntents } from '../../db/schema/index.ts';
import type { Agent } from '../../test/auth.ts';
import { useTestApp } from '../../test/helper.ts';
import * as money from '../../test/reservations.ts';
import { expireRequests } from './request-expiry.ts';
import { voidOwed } from './request-voids.ts';

/**
 * Answers racing on two API instances over one database (decision 068): approve (twice), decline,
 * withdraw and the expiry sweep on the same requests, while approvals race for the last seats.
 * On PGlite transactions run one at a time; on PostgreSQL (DATABASE_URL) they race.
 */
const ctx = useTestApp();
const db = () => ctx.database.db;
const DAY = 24 * 3_600_000;

async function confirmedSeats(eventId: number) {
  const [row] = await db()
    .select({ n: sum(reservations.seats).mapWith(Number) })
    .from(reservations)
    .where(and(eq(reservations.eventId, eventId), eq(reservations.status, true)));
  return row?.n ?? 0;
}

describe('answers racing on requests to join', () => {
  it('settles each request once; captures match approvals, voids the rest, seats add up', async () => {
    const second = await buildApp({ config: ctx.config, database: ctx.database, logger: false });
    await second.ready();
    try {
      const apps = [ctx.app, second] as const;
      const host = await money.payoutReadyHost(ctx);
      const capacity = 5;
      const event = await money.hostedEvent(ctx, host.user.id, {
        price: 3000,
        capacity,
        availableSpots: capacity,
        maxSeatsPerBooking: 2,
        requiresApproval: true,
        dateTime: new Date(Date.now() + 10 * DAY),
      });
      const made = [] as { id: number; intent: string; agent: Agent; size: number }[];
      for (let i = 0; i < 12; i++) {
        const g = await money.guest(ctx);
        const size = 1 + (i % 2);
        const seats = size === 1 ? [{}] : [{}, { name: `Friend${i}` }];
        const res = await money.request(ctx, g.agent, 'POST', `/api/events/${event.id}/requests`, {
          seats,
        });
        const body = res.json();
        expect((await money.confirmCard(ctx, g.agent, body)).statusCode).toBe(200);
        await money.request(ctx, g.agent, 'POST', `/api/requests/${body.request.id}/authorized`);
        made.push({ id: body.request.id, intent: body.paymentIntentId, agent: g.agent, size });
      }
      const post = (i: number, agent: Agent, url: string) =>
        (i % 2 === 0 ? apps[0] : apps[1]).inject({ method: 'POST', url, headers: agent.headers });
      const later = new Date(Date.now() + 73 * 3_600_000);
      const answers = await Promise.all(
        // the first half: two approvals racing with a decline and a withdrawal; the second
        // half: approvals only, racing each other for the last seats
        made.flatMap((r, i) => [
          post(i, host.agent, `/api/requests/${r.id}/approve`),
          post(i + 1, host.agent, `/api/requests/${r.id}/approve`),
          i < 6
            ? post(i, host.agent, `/api/requests/${r.id}/decline`)
            : post(i, host.agent, `/api/requests/${r.id}/approve`),
          i < 6
            ? post(i + 1, r.agent, `/api/requests/${r.id}/withdraw`)
            : post(i + 1, host.agent, `/api/requests/${r.id}/approve`),
        ]),
      );
      // the sweep runs on both instances while the answers are in flight on PostgreSQL
      await Promise.all(apps.map((a) => expireRequests(a.deps, later)));
      await money.simulated(ctx).flushWebhooks();
      await voidOwed(ctx.app.deps);

      for (const a of answers) expect([200, 409]).toContain(a.statusCode);
      for (const a of answers.filter((x) => x.statusCode === 409))
        expect(['REQUEST_NOT_PENDING', 'NOT_ENOUGH_SEATS']).toContain(a.json().code);
      const rows = await db()
        .select()
        .from(joinRequests)
        .where(
          inArray(
            joinRequests.id,
            made.map((r) => r.id),
          ),
        );
      const approved = rows.filter((r) => r.status === 'approved');
      for (const [i, r] of made.entries()) {
        const row = rows.find((x) => x.id === r.id);
        expect(['approved', 'declined', 'withdrawn', 'expired']).toContain(row?.status);
        const wins = answers.slice(i * 4, i * 4 + 4).filter((a) => a.statusCode === 200);
        // a request whose approval found no seats stays pending until the sweep expires it
        expect(wins.length).toBe(row?.status === 'expired' ? 0 : 1);
      }
      expect(approved.length).toBeGreaterThan(0);
      const sold = approved.reduce((n, r) => n + r.seats, 0);
      expect(sold).toBeLessThanOrEqual(capacity);
      // confirmed + held (no offers here) + available = capacity
      expect(await confirmedSeats(event.id)).toBe(sold);
      expect(sold + (await money.seatsLeft(db(), event.id))).toBe(capacity);
      // captures == approved requests, voids == the rest
      const intents = await db()
        .select()
        .from(simulatedPaymentIntents)
        .where(
          inArray(
            simulatedPaymentIntents.id,
            made.map((r) => r.intent),
          ),
        );
      const byStatus = (s: string) => intents.filter((p) => p.status === s).length;
      expect(byStatus('succeeded')).toBe(approved.length);
      expect(byStatus('canceled')).toBe(made.length - approved.length);
      for (const r of approved) {
        const [seat] = await db()
          .select()
          .from(reservations)
          .where(eq(reservations.paymentIntentId, r.paymentIntentId ?? ''));
        expect(seat).toMatchObject({ status: true, seats: r.seats });
      }
    } finally {
      await second.close();
    }
  }, 240_000);
});
