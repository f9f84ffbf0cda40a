import { createServer, type Server } from 'node:http';
import type { AddressInfo, Server as NetServer } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { extractLinks, type MailAttachment, parseMail } from './mime.ts';

/** One message as the sink's HTTP endpoint returns it. */
export interface SinkMessage {
  id: number;
  /** Envelope recipients, lower case. */
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  attachments: MailAttachment[];
  receivedAt: number;
}

export interface MailSink {
  smtpUrl: string;
  /** GET `${httpUrl}/messages?to=<address>` lists that recipient's messages, oldest first. */
  httpUrl: string;
  close(): Promise<void>;
}

/**
 * A real SMTP server on 127.0.0.1 that keeps every message in memory, and a loopback HTTP
 * endpoint through which tests (in other processes) read them.
 */
/**
 * Listens on a port the OS picks, never the app's: that one was chosen free in the config and is
 * free until the app binds it, so the OS may hand it out again (the app then failed to start,
 * and its readiness check reached this server instead).
 */
async function listenBeside(server: Server | NetServer, appPort: number): Promise<void> {
  for (;;) {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
    if ((server.address() as AddressInfo).port !== appPort) return;
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

/** A recipient the sink refuses for good (550) the first time, then accepts: a failed email. */
export const BOUNCE_ONCE_PREFIX = 'bounce-once';

export async function startMailSink(appPort: number): Promise<MailSink> {
  const messages: SinkMessage[] = [];
  const bounced = new Set<string>();
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const to = address.address.toLowerCase();
      if (to.startsWith(BOUNCE_ONCE_PREFIX) && !bounced.has(to)) {
        bounced.add(to);
        return callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        try {
          const mail = parseMail(Buffer.concat(chunks).toString('latin1'));
          const from = session.envelope.mailFrom;
          messages.push({
            id: messages.length + 1,
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            from: from ? from.address : '',
            subject: mail.subject,
            text: mail.text,
            html: mail.html,
            links: extractLinks(mail),
            attachments: mail.attachments,
            receivedAt: Date.now(),
          });
          callback();
        } catch (err) {
          callback(err as Error);
        }
      });
    },
  });
  await listenBeside(smtp.server, appPort);
  smtp.on('error', (err) => console.error('[mail sink]', err.message));

  const http: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://sink');
    if (url.pathname !== '/messages') {
      res.writeHead(404).end();
      return;
    }
    if (req.method === 'DELETE') {
      messages.length = 0;
      res.writeHead(204).end();
      return;
    }
    const to = url.searchParams.get('to')?.toLowerCase();
    const list = to ? messages.filter((m) => m.to.includes(to)) : messages;
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(list));
  });
  await listenBeside(http, appPort);

  const smtpPort = (smtp.server.address() as AddressInfo).port;
  const httpPort = (http.address() as AddressInfo).port;
  return {
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    httpUrl: `http://127.0.0.1:${httpPort}`,
    async close() {
      await new Promise<void>((resolve) => http.close(() => resolve()));
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    },
  };
}
