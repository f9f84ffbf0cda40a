import { inArray } from 'drizzle-orm';
import parsePrometheusTextFormat from 'parse-prometheus-text-format';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { emailOutbox } from '../../db/schema/index.ts';
import { agentFor } from '../../test/auth.ts';
import { createEvent } from '../../test/event-factory.ts';
import { createTestApp, type TestContext } from '../../test/helper.ts';
import { BOUNCE_ONCE_PREFIX, type SmtpSink, startSmtpSink } from '../../test/smtp-sink.ts';
import { createUser } from '../users/user-factory.ts';

// Fault: the SMTP server goes away for a while under real requests, then comes back. Every email
// is delivered once, nothing is lost, and /metrics shows the outbox filling and draining.

const TOKEN = 'outage-metrics-token-0123456789';
let sink: SmtpSink;
let ctx: TestContext;
let port: number;
beforeAll(async () => {
  sink = await startSmtpSink();
  port = Number(new URL(sink.url).port);
  ctx = await createTestApp({
    smtpUrl: sink.url,
    metricsToken: TOKEN,
    // the product waits 30 s before the first retry; the same backoff, shorter
    emailRetryDelaysMs: [300, 600, 1200, 2400, 4800],
  });
});
afterAll(async () => {
  await ctx?.close();
  await sink?.close();
});

async function metric(name: string, labels: Record<string, string> = {}): Promise<number> {
  const res = await ctx.app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  const family = parsePrometheusTextFormat(res.body).find((f) => f.name === name);
  const sample = family?.metrics.find((m) =>
    Object.entries(labels).every(([k, v]) => m.labels?.[k] === v),
  );
  return Number(sample?.value ?? Number.NaN);
}

describe('SMTP server down, then back', () => {
  it('delivers every email once when it returns; the outbox depth shows meanwhile', async () => {
    const { db } = ctx.database;
    const host = await createUser(db, { isHost: true });
    const event = await createEvent(db, { hostId: host.id, price: 0, capacity: 20 });
    const guests = await Promise.all(Array.from({ length: 12 }, () => createUser(db)));

    await sink.close();
    const outageStarted = Date.now();
    // twelve reservations while mail is down: each commits its confirmation to the outbox
    const answers = await Promise.all(
      guests.map(async (guest) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/reservations',
          headers: (await agentFor(ctx.app, db, guest)).headers,
          payload: { eventId: event.id },
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(guests.map(() => 201));
    await vi.waitFor(
      async () => {
        const tried = await db
          .select({ attempts: emailOutbox.attempts })
          .from(emailOutbox)
          .where(
            inArray(
              emailOutbox.to,
              guests.map((g) => g.email),
            ),
          );
        expect(tried.every((r) => r.attempts >= 1)).toBe(true);
      },
      { timeout: 10_000, interval: 100 },
    );
    expect(await metric('storytable_email_outbox_depth')).toBeGreaterThanOrEqual(12);
    expect(
      await metric('storytable_email_send_failures_total', { final: 'false' }),
    ).toBeGreaterThanOrEqual(1);

    // back on the same address after about two seconds
    await new Promise((r) => setTimeout(r, Math.max(0, 2000 - (Date.now() - outageStarted))));
    sink = await startSmtpSink({ port });
    const outageMs = Date.now() - outageStarted;
    await Promise.all(guests.map((g) => sink.waitFor(g.email, { timeoutMs: 15_000 })));
    const recoveredMs = Date.now() - outageStarted - outageMs;
    await ctx.app.deps.mailer.delivery?.idle();

    expect(guests.map((g) => sink.to(g.email).length)).toEqual(guests.map(() => 1));
    const rows = await db
      .select()
      .from(emailOutbox)
      .where(
        inArray(
          emailOutbox.to,
          guests.map((g) => g.email),
        ),
      );
    expect(rows).toHaveLength(12);
    expect(rows.map((r) => [Boolean(r.sentAt), r.failedAt, r.error])).toEqual(
      rows.map(() => [true, null, null]),
    );
    expect(await metric('storytable_email_outbox_depth')).toBe(0);
    console.info(
      `SMTP outage: ${outageMs} ms down, 12 emails written meanwhile, all delivered once ${recoveredMs} ms after it returned`,
    );
  }, 40_000);

  it('fails at once an email whose recipient the server refuses for good (550)', async () => {
    const address = `${BOUNCE_ONCE_PREFIX}-${Date.now()}@example.com`;
    await ctx.app.deps.mailer.send({ to: address, subject: 'Refused', text: 'x' });
    await vi.waitFor(
      async () => {
        const [row] = await ctx.database.db
          .select()
          .from(emailOutbox)
          .where(inArray(emailOutbox.to, [address]));
        expect(row?.failedAt).toBeInstanceOf(Date);
        expect(row).toMatchObject({ attempts: 1 });
        expect(row?.error).toMatch(/550/);
      },
      { timeout: 5000, interval: 50 },
    );
    expect(await metric('storytable_email_outbox_failed')).toBeGreaterThanOrEqual(1);
  });
});
