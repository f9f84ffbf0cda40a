import { createServer } from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { emailOutbox } from '../../db/schema/index.ts';
import { startSmtpSink } from '../../test/smtp-sink.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { createMailer } from './mailer.ts';

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
    expect(lines[0]?.obj).toMatchObject({ to: 'outbox@example.com', outboxId: row?.id });
    expect(lines[0]?.msg).toContain('https://example.com/link');
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
