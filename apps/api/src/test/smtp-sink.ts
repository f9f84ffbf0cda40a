import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One message as the sink received it: the SMTP envelope plus the decoded text and HTML parts. */
export interface ReceivedMail {
  envelope: { from: string; to: string[] };
  headers: Map<string, string>;
  subject: string;
  text: string;
  html: string;
  raw: string;
}

export interface SmtpSink {
  /** `smtp://127.0.0.1:PORT`, for createTestApp({ smtpUrl }) */
  url: string;
  messages: ReceivedMail[];
  /** SMTP connections opened to the sink so far. */
  readonly connections: number;
  /** Messages addressed to `to` (envelope recipient, case-insensitive). */
  to(address: string): ReceivedMail[];
  /** Resolves with the first message to `to` that arrives after `since` messages to it; rejects after `timeoutMs`. */
  waitFor(to: string, opts?: { since?: number; timeoutMs?: number }): Promise<ReceivedMail>;
  clear(): void;
  close(): Promise<void>;
}

/** A recipient the sink refuses with 550 the first time it is offered, then accepts. */
export const BOUNCE_ONCE_PREFIX = 'bounce-once';

/**
 * A real SMTP server on 127.0.0.1 (a random port, or `port` to come back where it was) that keeps
 * what it receives, for integration tests.
 */
export async function startSmtpSink({
  port: wanted = 0,
}: {
  port?: number;
} = {}): Promise<SmtpSink> {
  const messages: ReceivedMail[] = [];
  const bounced = new Set<string>();
  let connections = 0;
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // closing drops open connections at once, as a server that goes down does
    closeTimeout: 50,
    onConnect(_session, callback) {
      connections += 1;
      callback();
    },
    onRcptTo(address, _session, callback) {
      const to = address.address.toLowerCase();
      if (to.startsWith(BOUNCE_ONCE_PREFIX) && !bounced.has(to)) {
        bounced.add(to);
        const refused = Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 });
        return callback(refused);
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const envelope = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
        };
        messages.push(parseMessage(Buffer.concat(chunks).toString('utf8'), envelope));
        for (const wake of waiters) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(wanted, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  const to = (address: string) =>
    messages.filter((m) => m.envelope.to.some((t) => t.toLowerCase() === address.toLowerCase()));

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    get connections() {
      return connections;
    },
    to,
    waitFor(address, { since = 0, timeoutMs = 15_000 } = {}) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = to(address)[since];
          if (!found) return false;
          clearTimeout(timer);
          waiters.delete(wake);
          resolve(found);
          return true;
        };
        const wake = () => void check();
        const timer = setTimeout(() => {
          waiters.delete(wake);
          reject(new Error(`no email to ${address} within ${timeoutMs} ms`));
        }, timeoutMs);
        if (!check()) waiters.add(wake);
      });
    },
    clear() {
      messages.length = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Pulls the first http(s) link out of a message's text part. */
export function firstLink(mail: ReceivedMail): string {
  const match = mail.text.match(/https?:\/\/\S+/);
  if (!match) throw new Error(`no link in email "${mail.subject}"`);
  return match[0];
}

// --- a small RFC 5322 / MIME reader: enough for what nodemailer writes ---

function splitHeaderBody(raw: string): { headers: Map<string, string>; body: string } {
  const at = raw.search(/\r?\n\r?\n/);
  const head = at === -1 ? raw : raw.slice(0, at);
  const body = at === -1 ? '' : raw.slice(at).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  // unfold continuation lines, then split "Name: value"
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function param(header: string | undefined, name: string): string | undefined {
  const m = header?.match(new RegExp(`${name}="?([^";]+)"?`, 'i'));
  return m?.[1];
}

function decodeQuotedPrintable(s: string): Buffer {
  const bytes: number[] = [];
  const text = s.replace(/=\r?\n/g, '');
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    const hex = text.slice(i + 1, i + 3);
    if (c === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(c, 'utf8'));
    }
  }
  return Buffer.from(bytes);
}

function decodeBody(body: string, encoding: string | undefined): string {
  switch (encoding?.toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    case 'quoted-printable':
      return decodeQuotedPrintable(body).toString('utf8');
    default:
      return body;
  }
}

/** RFC 2047 encoded words, e.g. =?UTF-8?Q?Caf=C3=A9?= */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_, _charset, enc: string, text: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')).toString('utf8'),
    );
}

function collectParts(raw: string, out: { text: string; html: string }) {
  const { headers, body } = splitHeaderBody(raw);
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = param(type, 'boundary');
  if (type.toLowerCase().startsWith('multipart/') && boundary) {
    const sections = body.split(`--${boundary}`).slice(1);
    for (const section of sections) {
      if (section.startsWith('--')) break;
      // the line break before a boundary belongs to the boundary (RFC 2046)
      collectParts(section.replace(/^\r?\n/, '').replace(/\r?\n$/, ''), out);
    }
    return;
  }
  const content = decodeBody(body, headers.get('content-transfer-encoding'));
  if (type.toLowerCase().startsWith('text/html')) out.html ||= content;
  else if (type.toLowerCase().startsWith('text/plain')) out.text ||= content;
}

export function parseMessage(raw: string, envelope: ReceivedMail['envelope']): ReceivedMail {
  const { headers } = splitHeaderBody(raw);
  const parts = { text: '', html: '' };
  collectParts(raw, parts);
  return {
    envelope,
    headers,
    subject: decodeWords(headers.get('subject') ?? ''),
    text: parts.text.replace(/\r\n/g, '\n'),
    html: parts.html.replace(/\r\n/g, '\n'),
    raw,
  };
}
