/**
 * Just enough MIME to read what nodemailer sends: nested multiparts, quoted-printable and base64
 * bodies, RFC 2047 encoded headers. The input is the raw message as a byte-preserving latin1
 * string; text comes out decoded with its charset.
 */

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export interface ParsedMail {
  headers: Record<string, string>;
  subject: string;
  text: string;
  html: string;
  attachments: MailAttachment[];
}

function splitHead(raw: string): { head: string; body: string } {
  const match = /\r?\n\r?\n/.exec(raw);
  if (!match) return { head: raw, body: '' };
  return { head: raw.slice(0, match.index), body: raw.slice(match.index + match[0].length) };
}

function decodeWords(value: string): string {
  const bytesAsUtf8 = Buffer.from(value, 'latin1').toString('utf8');
  return bytesAsUtf8
    .replace(/\?=\s+=\?/g, '?==?') // whitespace between encoded words is not content
    .replace(
      /=\?([^?]+)\?([bBqQ])\?([^?]*)\?=/g,
      (_, charset: string, enc: string, text: string) => {
        const bytes =
          enc.toUpperCase() === 'B'
            ? Buffer.from(text, 'base64')
            : Buffer.from(
                text
                  .replace(/_/g, ' ')
                  .replace(/=([0-9A-Fa-f]{2})/g, (_m, hex: string) =>
                    String.fromCharCode(Number.parseInt(hex, 16)),
                  ),
                'latin1',
              );
        return new TextDecoder(charset).decode(bytes);
      },
    );
}

function parseHeaders(head: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    headers[name] = decodeWords(line.slice(colon + 1).trim());
  }
  return headers;
}

function param(header: string | undefined, name: string): string | undefined {
  const match = new RegExp(`${name}\\*?=(?:"([^"]*)"|([^;\\s]+))`, 'i').exec(header ?? '');
  return match ? (match[1] ?? match[2]) : undefined;
}

function decodeBody(body: string, encoding: string | undefined, charset: string): string {
  let bytes: Buffer;
  switch ((encoding ?? '7bit').toLowerCase()) {
    case 'base64':
      bytes = Buffer.from(body.replace(/\s+/g, ''), 'base64');
      break;
    case 'quoted-printable':
      bytes = Buffer.from(
        body
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-Fa-f]{2})/g, (_m, hex: string) =>
            String.fromCharCode(Number.parseInt(hex, 16)),
          ),
        'latin1',
      );
      break;
    default:
      bytes = Buffer.from(body, 'latin1');
  }
  return new TextDecoder(charset).decode(bytes);
}

function walk(raw: string, into: ParsedMail, headers = parseHeaders(splitHead(raw).head)) {
  const { body } = splitHead(raw);
  const type = headers['content-type'] ?? 'text/plain';
  const mime = type.split(';')[0]!.trim().toLowerCase();
  if (mime.startsWith('multipart/')) {
    const boundary = param(type, 'boundary');
    if (!boundary) return;
    const parts = body.split(
      new RegExp(`\\r?\\n?--${boundary.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
    );
    // parts[0] is the preamble; the last part starts with "--" (the closing delimiter)
    for (const part of parts.slice(1)) {
      if (part.startsWith('--')) break;
      walk(part.replace(/^[ \t]*\r?\n/, ''), into);
    }
    return;
  }
  const content = decodeBody(
    body,
    headers['content-transfer-encoding'],
    param(type, 'charset') ?? 'utf-8',
  );
  const disposition = headers['content-disposition'] ?? '';
  const filename = param(disposition, 'filename') ?? param(type, 'name');
  if (disposition.toLowerCase().startsWith('attachment') || filename) {
    into.attachments.push({ filename: filename ?? 'attachment', contentType: mime, content });
  } else if (mime === 'text/html' && !into.html) {
    into.html = content;
  } else if (mime === 'text/plain' && !into.text) {
    into.text = content;
  } else if (mime === 'text/calendar') {
    into.attachments.push({ filename: 'invite.ics', contentType: mime, content });
  }
}

export function parseMail(raw: string): ParsedMail {
  const headers = parseHeaders(splitHead(raw).head);
  const mail: ParsedMail = {
    headers,
    subject: headers.subject ?? '',
    text: '',
    html: '',
    attachments: [],
  };
  walk(raw, mail, headers);
  return mail;
}

/** Every distinct http(s) URL in the text and the HTML (href values decoded). */
export function extractLinks(mail: Pick<ParsedMail, 'text' | 'html'>): string[] {
  const found = new Set<string>();
  for (const m of mail.text.matchAll(/https?:\/\/[^\s<>"')\]]+/g)) found.add(m[0]);
  for (const m of mail.html.matchAll(/href\s*=\s*"([^"]+)"/gi)) {
    const href = m[1]!.replace(/&amp;/g, '&');
    if (/^https?:\/\//.test(href)) found.add(href);
  }
  return [...found];
}
