import { escapeHtml } from '../../lib/escape-html.ts';
import type { Email } from './mailer.ts';

/** Who an email goes to. */
export interface Recipient {
  name: string;
  email: string;
}

/** What every email names: the app, and the address its links start from. */
export interface EmailContext {
  appName: string;
  appUrl: string;
}

/** A plain link on a line of its own, its address as its text. */
export const linkLine = (href: string) =>
  `<p><a href="${escapeHtml(href)}" style="color: #9a4a2b;">${escapeHtml(href)}</a></p>`;

/**
 * Every email's HTML page: the app's name, the paragraphs (escaped here), then `extra`, HTML the
 * caller built with escapeHtml (a table, a link, a button).
 */
export function emailPage(appName: string, paragraphs: string[], extra = ''): string {
  return `<!doctype html>
<html><body style="font-family: Georgia, serif; color: #2b2118; max-width: 560px; margin: 0 auto; padding: 24px;">
<h1 style="font-size: 20px;">${escapeHtml(appName)}</h1>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${extra}
</body></html>`;
}

/** An email's HTML: its paragraphs, a table of details (label, value) and a link. */
export function detailsHtml(
  appName: string,
  paragraphs: string[],
  details: [string, string][],
  link: string,
) {
  const rows = details
    .map(
      ([k, v]) =>
        `<tr><td style="padding: 4px 12px 4px 0; color: #6b5e55;">${escapeHtml(k)}</td><td style="padding: 4px 0;">${escapeHtml(v)}</td></tr>`,
    )
    .join('\n');
  const table = rows ? `<table style="border-collapse: collapse;">${rows}</table>\n` : '';
  return emailPage(appName, paragraphs, table + linkLine(link));
}

/** The same email as text: paragraphs, `Label: value` lines and the link. */
export function detailsText(lines: string[], details: [string, string][], link?: string) {
  const table = details.map(([k, v]) => `${k}: ${v}`).join('\n');
  return `${lines.join('\n\n')}\n\n${table}${link ? `\n\n${link}` : ''}\n`;
}

/** The short notice most modules send: "Hi {name},", its paragraphs, then one link. */
export function greetingEmail(
  ctx: EmailContext,
  to: Recipient,
  subject: string,
  lines: string[],
  link: string,
): Email {
  const all = [`Hi ${to.name},`, ...lines];
  return {
    to: to.email,
    subject,
    text: `${all.join('\n\n')}\n\n${link}\n`,
    html: emailPage(ctx.appName, all, linkLine(link)),
  };
}
