import { createServer } from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { emailOutbox } from '../../db/schema/index.ts';
import { startSmtpSink } from '../../test/smtp-sink.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { createMailer, maskEmail, REDACTED_BODY, redactExpiredSecrets } from './mailer.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/** A logger that keeps what it is told, in pino's (object, message) shape. */
function recordingLogger() {
  const lines: { level: string; obj: Record<string, unknown>; msg: string }[] = [];
  const at =
    (level: string) =>
    (obj: Record<string, unknown>, msg = '') =>
      lines.push({ level, obj, msg });
  const log = {
    info: at('info'),
    error: at('error'),
    warn: at('warn'),
    debug: at('debug'),
    trace: at('trace'),
    fatal: at('fatal'),
    child: () => log,
    level: 'info',
    silent: () => {},
  };
  return { log: log as unknown as FastifyBaseLogger, lines };
}

const outboxRow = async (id: number) =>
  (await database.db.select().from(emailOutbox).where(eq(emailOutbox.id, id)))[0];
const lastOutboxId = async () =>
  (await database.db.select({ id: emailOutbox.id }).from(emailOutbox)).at(-1)?.id ?? 0;

describe('mailer', () => {
  it('without SMTP_URL keeps the email in the outbox and logs it, undelivered', async () => {
    const { log, lines } = recordingLogger();
    const mailer = createMailer({ db: database.db, smtpUrl: undefined, from: 'x <x@y.z>', log });
    const result = await mailer.send({
      to: 'outbox@example.com',
      subject: 'Outbox only',
      text: 'Hello from the outbox: https://example.com/link',
      html: '<p>Hello</p>',
    });
    expect(result).toEqual({ delivered: false });
    const row = await outboxRow(await lastOutboxId());
    expect(row).toMatchObject({
      to: 'outbox@example.com',
      subject: 'Outbox only',
      text: 'Hello from the outbox: https://example.com/link',
      html: '<p>Hello</p>',
      sentAt: null,
      error: null,
    });
    expect(lines).toHaveLength(1);
    expect(lines[0]?.level).toBe('info');
    // audit finding 8: the log names the recipient masked and the subject, never the body
    expect(lines[0]?.obj).toEqual({
      to: 'o****@example.com',
      subject: 'Outbox only',
      outboxId: row?.id,
    });
    expect(JSON.stringify(lines)).not.toContain('https://example.com/link');
    expect(JSON.stringify(lines)).not.toContain('outbox@example.com');
    mailer.close();
  });

  it('with SMTP delivers through the server and stamps sentAt', async () => {
    const sink = await startSmtpSink();
    const { log } = recordingLogger();
    const mailer = createMailer({
      db: database.db,
      smtpUrl: sink.url,
      from: 'Storytable <no-reply@storytable.app>',
      log,
    });
    try {
      const result = await mailer.send({
        to: 'smtp@example.com',
        subject: 'Café über alles',
        text: `Line with unicode: naïve — ${'long '.repeat(30)}end`,
        html: '<p>Hi</p>',
      });
      expect(result).toEqual({ delivered: true });
      const mail = await sink.waitFor('smtp@example.com');
      expect(mail.envelope.from).toBe('no-reply@storytable.app');
      expect(mail.subject).toBe('Café über alles');
      expect(mail.text).toContain('naïve —');
      expect(mail.text.replace(/\s+/g, ' ')).toContain(`${'long '.repeat(30)}end`);
      expect(mail.html).toBe('<p>Hi</p>');
      const row = await outboxRow(await lastOutboxId());
      expect(row?.sentAt).toBeInstanceOf(Date);
    } finally {
      mailer.close();
      await sink.close();
    }
  });

  it('records a delivery failure on the outbox row instead of throwing', async () => {
    // a port that was free a moment ago: nothing listens there
    const port = await new Promise<number>((resolve) => {
      const s = createServer().listen(0, '127.0.0.1', () => {
        const p = (s.address() as { port: number }).port;
        s.close(() => resolve(p));
      });
    });
    const { log, lines } = recordingLogger();
    const mailer = createMailer({
      db: database.db,
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'x <x@y.z>',
      log,
    });
    const result = await mailer.send({ to: 'fail@example.com', subject: 'S', text: 'T' });
    expect(result).toEqual({ delivered: false });
    const row = await outboxRow(await lastOutboxId());
    expect(row?.sentAt).toBeNull();
    expect(row?.error).toMatch(/ECONNREFUSED|connect/i);
    expect(lines.some((l) => l.level === 'error')).toBe(true);
    mailer.close();
  });
});

describe('one-time links in the outbox (audit finding 8)', () => {
  it('masks addresses for logs', () => {
    expect(maskEmail('hannah@example.com')).toBe('h****@example.com');
    expect(maskEmail('nonsense')).toBe('****');
  });

  it('redacts a secret-bearing body once it is sent', async () => {
    const sink = await startSmtpSink();
    const { log } = recordingLogger();
    const mailer = createMailer({ db: database.db, smtpUrl: sink.url, from: 'x <x@y.z>', log });
    try {
      await mailer.send({
        to: 'secret@example.com',
        subject: 'Reset',
        text: 'Reset: https://example.com/reset?token=live-token',
        html: '<a href="https://example.com/reset?token=live-token">Reset</a>',
        secretUntil: new Date(Date.now() + 3_600_000),
      });
      const mail = await sink.waitFor('secret@example.com');
      expect(mail.text).toContain('live-token');
      const row = await outboxRow(await lastOutboxId());
      expect(row).toMatchObject({ text: REDACTED_BODY, html: null });
      expect(row?.sentAt).toBeInstanceOf(Date);
    } finally {
      mailer.close();
      await sink.close();
    }
  });

  it('keeps an unsent link readable until it expires, then redacts it; other mail stays', async () => {
    const { log } = recordingLogger();
    const mailer = createMailer({ db: database.db, smtpUrl: undefined, from: 'x <x@y.z>', log });
    await mailer.send({
      to: 'live@example.com',
      subject: 'Live link',
      text: 'token=still-valid',
      secretUntil: new Date(Date.now() + 3_600_000),
    });
    const liveId = await lastOutboxId();
    await mailer.send({
      to: 'expired@example.com',
      subject: 'Expired link',
      text: 'token=expired',
      secretUntil: new Date(Date.now() - 1000),
    });
    const expiredId = await lastOutboxId();
    await mailer.send({ to: 'plain@example.com', subject: 'Plain', text: 'no secret here' });
    const plainId = await lastOutboxId();

    expect(await redactExpiredSecrets(database.db)).toBeGreaterThanOrEqual(1);
    expect((await outboxRow(liveId))?.text).toBe('token=still-valid');
    expect((await outboxRow(expiredId))?.text).toBe(REDACTED_BODY);
    expect((await outboxRow(plainId))?.text).toBe('no secret here');
    mailer.close();
  });
});
