import type { EmailContext as Context, Recipient } from '../../platform/email/email-html.ts';
import { detailsHtml, detailsText } from '../../platform/email/email-html.ts';
import type { Email } from '../../platform/email/mailer.ts';

/** The morning after: the host's thanks to a guest who came, and a link to review the dinner. */
export function thankYouEmail(
  ctx: Context,
  event: { id: number; title: string },
  hostName: string,
  guest: Recipient,
): Email {
  const reviewUrl = `${ctx.appUrl}/events/${event.id}#write-review`;
  const lines = [
    `Hi ${guest.name},`,
    `Thank you for coming to ${event.title} last night. It was good to have you at the table.`,
    `If you have a minute, tell other guests how the evening went: your review helps them choose their next dinner. You can also leave me a private note that only I will read.`,
    `${hostName}, your host on ${ctx.appName}`,
  ];
  const details: [string, string][] = [
    ['Dinner', event.title],
    ['Host', hostName],
  ];
  return {
    to: guest.email,
    subject: `Thank you for coming: ${event.title}`,
    text: detailsText(lines, details, reviewUrl),
    html: detailsHtml(ctx.appName, lines, details, reviewUrl),
  };
}
