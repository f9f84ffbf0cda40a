import { formatEventWhen } from '@storytable/domain';
import { type EmailContext, emailPage, linkLine } from '../../platform/email/email-html.ts';
import type { Email } from '../../platform/email/mailer.ts';

interface Dinner {
  id: number;
  title: string;
  dateTime: Date;
  timeZone: string;
}

/** The message's own lines as paragraphs: escaped by emailPage, never read as HTML. */
const paragraphsOf = (body: string) => body.split(/\n\s*\n|\n/).filter((p) => p.trim() !== '');

function textEmail(lines: string[], body: string, link: string) {
  return `${lines.join('\n\n')}\n\n${body}\n\n${link}\n`;
}

/**
 * A host's message to one guest. From the app, with no reply address: the guest answers on
 * their reservation's page, so neither side learns the other's email (decision 056).
 */
export function guestMessageEmail(
  ctx: EmailContext,
  dinner: Dinner,
  hostName: string,
  to: { name: string; email: string; reservationId: number | null },
  body: string,
): Email {
  const when = formatEventWhen(dinner.dateTime, dinner.timeZone);
  const intro = [
    `Hi ${to.name},`,
    `${hostName}, your host, wrote to the guests of ${dinner.title} on ${when}:`,
  ];
  const link =
    to.reservationId === null
      ? `${ctx.appUrl}/event/${dinner.id}`
      : `${ctx.appUrl}/reservations/${to.reservationId}`;
  const outro =
    to.reservationId === null
      ? 'You are on the waitlist of this dinner. Replies are for guests with a seat.'
      : 'To reply, open your reservation. Your email address is not shared with your host.';
  return {
    to: to.email,
    subject: `Message from your host: ${dinner.title}`,
    text: textEmail(intro, `${body}\n\n${outro}`, link),
    html: emailPage(ctx.appName, [...intro, ...paragraphsOf(body), outro], linkLine(link)),
  };
}

/** A guest's reply, to the host of the dinner, who reads it beside the guest list. */
export function hostReplyEmail(
  ctx: EmailContext,
  dinner: Dinner,
  host: { name: string; email: string },
  guestName: string,
  body: string,
): Email {
  const when = formatEventWhen(dinner.dateTime, dinner.timeZone);
  const intro = [`Hi ${host.name},`, `${guestName} replied about ${dinner.title} on ${when}:`];
  const link = `${ctx.appUrl}/event/${dinner.id}/guests`;
  const outro = 'Read the replies beside your guest list. Your email address is not shared.';
  return {
    to: host.email,
    subject: `Reply from ${guestName}: ${dinner.title}`,
    text: textEmail(intro, `${body}\n\n${outro}`, link),
    html: emailPage(ctx.appName, [...intro, ...paragraphsOf(body), outro], linkLine(link)),
  };
}
