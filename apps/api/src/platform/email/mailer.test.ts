import { createServer } from 'node:net';
import { desc, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { emailOutbox } from '../../db/schema/index.ts';
import { startSmtpSink } from '../../test/smtp-sink.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { MAX_ATTEMPTS, RETRY_DELAYS_MS } from './delivery.ts';
import {
  createMailer,
  type Mailer,
  maskEmail,
  pooledSmtpUrl,
  REDACTED_BODY,
  redactExpiredSecrets,
  SMTP_CONNECTIONS,
} from './mailer.ts';

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
  (
    await database.db
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .orderBy(desc(emailOutbox.id))
      .limit(1)
  )[0]?.id ?? 0;

/** Waits until the mailer's worker has nothing under way (it runs after `send` returns). */
const settled = (mailer: Mailer) => mailer.delivery!.idle();

/** A port that was free a moment ago: nothing listens there. */
const refusedPort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const p = (s.address() as { port: number }).port;
      s.close(() => resolve(p));
    });
  });

describe('mailer', () => {
  it('without SMTP_URL keeps the email in the outbox and logs it, undelivered', async () => {
    const { log, lines } = recordingLogger();
    const mailer = createMailer({ db: database.db, smtpUrl: undefined, from: 'x <x@y.z>', log });
    expect(mailer.delivery).toBeNull();
    await mailer.send({
      to: 'outbox@example.com',
      subject: 'Outbox only',
      text: 'Hello from the outbox: https://example.com/link',
      html: '<p>Hello</p>',
    });
    const row = await outboxRow(await lastOutboxId());
    expect(row).toMatchObject({
      to: 'outbox@example.com',
      subject: 'Outbox only',
      text: 'Hello from the outbox: https://example.com/link',
      html: '<p>Hello</p>',
      sentAt: null,
      error: null,
      attempts: 0,
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
    await mailer.close();
  });

  it('send only writes the outbox; the worker delivers over SMTP and stamps sentAt', async () => {
    const sink = await startSmtpSink();
    const { log } = recordingLogger();
    const mailer = createMailer({
      db: database.db,
      smtpUrl: sink.url,
      from: 'Storytable <no-reply@storytable.app>',
      log,
    });
    try {
      await mailer.send({
        to: 'smtp@example.com',
        subject: 'Café über alles',
        text: `Line with unicode: naïve — ${'long '.repeat(30)}end`,
        html: '<p>Hi</p>',
      });
      const mail = await sink.waitFor('smtp@example.com');
      expect(mail.envelope.from).toBe('no-reply@storytable.app');
      expect(mail.subject).toBe('Café über alles');
      expect(mail.text).toContain('naïve —');
      expect(mail.text.replace(/\s+/g, ' ')).toContain(`${'long '.repeat(30)}end`);
      expect(mail.html).toBe('<p>Hi</p>');
      await settled(mailer);
      const row = await outboxRow(await lastOutboxId());
      expect(row?.sentAt).toBeInstanceOf(Date);
      expect(row).toMatchObject({ attempts: 1, lockedUntil: null, failedAt: null });
    } finally {
      await mailer.close();
      await sink.close();
    }
  });

  it('a batch goes out once each over a few pooled connections', async () => {
    const sink = await startSmtpSink();
    const mailer = createMailer({
      db: database.db,
      smtpUrl: sink.url,
      from: 'Storytable <no-reply@storytable.app>',
      log: recordingLogger().log,
    });
    try {
      const to = Array.from({ length: 25 }, (_, i) => `pooled-${i}@example.com`);
      await database.db.transaction(async (tx) => {
        for (const address of to)
          await mailer.send({ to: address, subject: 'Pooled', text: 'x' }, tx);
      });
      mailer.delivery?.wake();
      await Promise.all(to.map((address) => sink.waitFor(address)));
      await settled(mailer);
      expect(to.map((address) => sink.to(address).length)).toEqual(to.map(() => 1));
      expect(sink.connections).toBeLessThanOrEqual(SMTP_CONNECTIONS);
    } finally {
      await mailer.close();
      await sink.close();
    }
  });

  it('SMTP_URL gets a connection pool unless it chooses its own', () => {
    expect(pooledSmtpUrl('smtp://u:p@mail.example.com:2525')).toBe(
      `smtp://u:p@mail.example.com:2525?pool=true&maxConnections=${SMTP_CONNECTIONS}`,
    );
    expect(pooledSmtpUrl('smtps://mail.example.com?pool=false')).toBe(
      `smtps://mail.example.com?pool=false&maxConnections=${SMTP_CONNECTIONS}`,
    );
  });

  it('an email written in a transaction that rolls back is never sent', async () => {
    const sink = await startSmtpSink();
    const { log } = recordingLogger();
    const mailer = createMailer({ db: database.db, smtpUrl: sink.url, from: 'x <x@y.z>', log });
    await mailer.delivery!.start();
    try {
      await database.db
        .transaction(async (tx) => {
          await mailer.send({ to: 'rolled-back@example.com', subject: 'No', text: 'No' }, tx);
          throw new Error('roll back');
        })
        .catch(() => {});
      await mailer.send({ to: 'committed@example.com', subject: 'Yes', text: 'Yes' });
      await sink.waitFor('committed@example.com');
      await settled(mailer);
      expect(sink.messages.flatMap((m) => m.envelope.to)).not.toContain('rolled-back@example.com');
      const kept = await database.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.to, 'rolled-back@example.com'));
      expect(kept).toHaveLength(0);
    } finally {
      await mailer.close();
      await sink.close();
    }
  });

  it('an email committed in a transaction is sent when the notification arrives', async () => {
    const sink = await startSmtpSink();
    const { log } = recordingLogger();
    const mailer = createMailer({ db: database.db, smtpUrl: sink.url, from: 'x <x@y.z>', log });
    await mailer.delivery!.start();
    try {
      await database.db.transaction(async (tx) => {
        await mailer.send({ to: 'in-tx@example.com', subject: 'Tx', text: 'Tx' }, tx);
      });
      expect((await sink.waitFor('in-tx@example.com')).subject).toBe('Tx');
    } finally {
      await mailer.close();
      await sink.close();
    }
  });

  it('a failed try is retried with backoff, then given up on visibly', async () => {
    const { log, lines } = recordingLogger();
    const mailer = createMailer({
      db: database.db,
      smtpUrl: `smtp://127.0.0.1:${await refusedPort()}`,
      from: 'x <x@y.z>',
      log,
    });
    try {
      const before = Date.now();
      await mailer.send({ to: 'fail@example.com', subject: 'S', text: 'T' });
      await settled(mailer);
      const id = await lastOutboxId();
      let row = await outboxRow(id);
      expect(row).toMatchObject({ sentAt: null, failedAt: null, attempts: 1, lockedUntil: null });
      expect(row?.error).toMatch(/ECONNREFUSED|connect/i);
      expect(row!.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(before + RETRY_DELAYS_MS[0]!);
      expect(lines.some((l) => l.level === 'warn' && l.msg === 'email try failed')).toBe(true);
      // not due yet: a pass leaves it alone
      expect(await mailer.delivery!.deliverDue()).toBe(0);
      expect((await outboxRow(id))?.attempts).toBe(1);

      // the last try fails too: marked failed, logged as an error, never tried again
      await database.db
        .update(emailOutbox)
        .set({ attempts: MAX_ATTEMPTS - 1, nextAttemptAt: new Date() })
        .where(eq(emailOutbox.id, id));
      await mailer.delivery!.deliverDue();
      row = await outboxRow(id);
      expect(row?.attempts).toBe(MAX_ATTEMPTS);
      expect(row?.failedAt).toBeInstanceOf(Date);
      expect(lines.some((l) => l.level === 'error' && /given up/.test(l.msg))).toBe(true);
      await database.db
        .update(emailOutbox)
        .set({ nextAttemptAt: new Date() })
        .where(eq(emailOutbox.id, id));
      await mailer.delivery!.deliverDue();
      expect((await outboxRow(id))?.attempts).toBe(MAX_ATTEMPTS);
    } finally {
      await mailer.close();
    }
  });

  it('two workers on one database send each email once', async () => {
    const sink = await startSmtpSink();
    const { log } = recordingLogger();
    const outboxOnly = createMailer({
      db: database.db,
      smtpUrl: undefined,
      from: 'x <x@y.z>',
      log,
    });
    const workers = [1, 2].map(() =>
      createMailer({ db: database.db, smtpUrl: sink.url, from: 'x <x@y.z>', log }),
    );
    try {
      const to = Array.from({ length: 30 }, (_, i) => `twice-${i}@example.com`);
      for (const address of to)
        await outboxOnly.send({ to: address, subject: 'Once', text: 'Once' });
      await Promise.all(workers.map((w) => w.delivery!.deliverDue()));
      const received = sink.messages
        .flatMap((m) => m.envelope.to)
        .filter((t) => t.startsWith('twice-'));
      expect(received.sort()).toEqual([...to].sort());
      const rows = await database.db.select().from(emailOutbox).where(inArray(emailOutbox.to, to));
      expect(rows.every((r) => r.sentAt && r.attempts === 1)).toBe(true);
    } finally {
      await Promise.all([outboxOnly, ...workers].map((m) => m.close()));
      await sink.close();
    }
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
      await settled(mailer);
      const row = await outboxRow(await lastOutboxId());
      expect(row).toMatchObject({ text: REDACTED_BODY, html: null });
      expect(row?.sentAt).toBeInstanceOf(Date);
    } finally {
      await mailer.close();
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
    await mailer.close();
  });
});
