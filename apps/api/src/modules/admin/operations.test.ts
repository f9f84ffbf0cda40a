import { OPERATIONS_MESSAGES } from '@storytable/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminAuditLog, emailOutbox } from '../../db/schema/index.ts';
import { REDACTED_BODY } from '../../platform/email/mailer.ts';
import { MAX_ATTEMPTS } from '../../platform/email/outbox-repository.ts';
import { createUser } from '../../platform/users/user-factory.ts';
import { agentFor } from '../../test/auth.ts';
import { useTestAppWithMail } from '../../test/helper.ts';

const { ctx, sink } = useTestAppWithMail();

let seq = 0;
/** An email the worker gave up on, as delivery leaves it. */
async function failedEmail(overrides: Partial<typeof emailOutbox.$inferInsert> = {}) {
  seq += 1;
  const [row] = await ctx.database.db
    .insert(emailOutbox)
    .values({
      to: `failed-${seq}-${Date.now()}@example.com`,
      subject: `Failed ${seq}`,
      text: 'Hello again',
      attempts: MAX_ATTEMPTS,
      error: '550 mailbox unavailable',
      failedAt: new Date(),
      requestId: `req-failed-${seq}`,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('no row');
  return row;
}

const admin = async () =>
  agentFor(ctx.app, ctx.database.db, await createUser(ctx.database.db, { isAdmin: true }));
const sendAgain = async (id: number, headers: Record<string, string>) =>
  ctx.app.inject({ method: 'POST', url: `/api/admin/emails/${id}/send-again`, headers });

describe('GET /api/admin/operations', () => {
  it('shows the outbox, its failed emails with the reason, and the workers last runs', async () => {
    const failed = await failedEmail();
    await ctx.app.deps.workers.recorded({
      worker: 'reminders',
      everyMs: 300_000,
      startedAt: new Date(Date.now() - 1500),
      finishedAt: new Date(),
      error: null,
    });
    await ctx.app.deps.workers.recorded({
      worker: 'refund sweep',
      everyMs: 300_000,
      startedAt: new Date(),
      finishedAt: new Date(),
      error: new Error('provider unreachable'),
    });
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/operations',
      headers: (await admin()).headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body.emails.failed).toBeGreaterThanOrEqual(1);
    expect(body.failedEmails[0]).toMatchObject({
      id: failed.id,
      to: failed.to,
      error: '550 mailbox unavailable',
      requestId: failed.requestId,
      redacted: false,
    });
    const runs = Object.fromEntries(body.workers.map((w: { worker: string }) => [w.worker, w]));
    expect(runs.reminders).toMatchObject({
      instance: ctx.app.deps.workers.instance,
      ok: true,
      error: null,
      everySeconds: 300,
      runs: 1,
      failures: 0,
    });
    expect(runs.reminders.durationMs).toBeGreaterThanOrEqual(1000);
    expect(runs['refund sweep']).toMatchObject({
      ok: false,
      error: 'provider unreachable',
      lastOkAt: null,
      failures: 1,
    });
  });
});

describe('POST /api/admin/emails/:id/send-again', () => {
  it('queues a failed email for one more try: delivered once, audited', async () => {
    const { headers } = await admin();
    const failed = await failedEmail();
    const [first, second] = await Promise.all([
      sendAgain(failed.id, headers),
      sendAgain(failed.id, headers),
    ]);
    const statuses = [first.statusCode, second.statusCode].sort();
    expect(statuses).toEqual([200, 409]);
    const ok = first.statusCode === 200 ? first : second;
    expect(ok.json()).toMatchObject({
      message: OPERATIONS_MESSAGES.emailQueued,
      email: { id: failed.id, failedAt: null, attempts: MAX_ATTEMPTS - 1 },
    });
    const mail = await sink.waitFor(failed.to, { timeoutMs: 15_000 });
    expect(mail.subject).toBe(failed.subject);
    await ctx.app.deps.mailer.delivery?.idle();
    const [row] = await ctx.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.id, failed.id));
    expect(row).toMatchObject({ failedAt: null, attempts: MAX_ATTEMPTS });
    expect(row?.sentAt).toBeInstanceOf(Date);
    expect(sink.to(failed.to)).toHaveLength(1);
    const audit = await ctx.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.action, 'send_email_again'));
    expect(audit.filter((a) => a.details.emailId === failed.id)).toHaveLength(1);

    // sent now: not failed any more
    const again = await sendAgain(failed.id, headers);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: OPERATIONS_MESSAGES.emailNotFailed });
  });

  it('refuses an email whose one-time link expired, and one that does not exist', async () => {
    const { headers } = await admin();
    const redacted = await failedEmail({ text: REDACTED_BODY, redactAfter: new Date() });
    const res = await sendAgain(redacted.id, headers);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'CONFLICT',
      message: OPERATIONS_MESSAGES.emailRedacted,
    });
    const missing = await sendAgain(2_000_000_000, headers);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: OPERATIONS_MESSAGES.emailNotFound });
    const [row] = await ctx.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.id, redacted.id));
    expect(row?.failedAt).toBeInstanceOf(Date);
  });
});
