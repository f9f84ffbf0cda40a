import {
  eventEndsAt,
  formatDollars,
  formatEventLongDate,
  formatEventTime,
} from '@storytable/domain';
import type { EventRow } from '../../db/schema/index.ts';
import type { Email } from '../../platform/email/mailer.ts';
import { buildIcs } from './ics.ts';

interface Guest {
  name: string;
  email: string;
}

interface Context {
  appName: string;
  appUrl: string;
}

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

function zoneName(event: EventRow): string {
  return (
    new Intl.DateTimeFormat('en-US', { timeZone: event.timeZone, timeZoneName: 'short' })
      .formatToParts(event.dateTime)
      .find((p) => p.type === 'timeZoneName')?.value ?? event.timeZone
  );
}

/** 'Tuesday, November 24, 2026 at 7:00 PM PST', in the dinner's own zone. */
export function whenText(event: EventRow): string {
  return `${formatEventLongDate(event.dateTime, event.timeZone)} at ${formatEventTime(event.dateTime, event.timeZone)} ${zoneName(event)}`;
}

function html(appName: string, paragraphs: string[], details: [string, string][], link?: string) {
  const rows = details
    .map(
      ([k, v]) =>
        `<tr><td style="padding: 4px 12px 4px 0; color: #6b5e55;">${escapeHtml(k)}</td><td style="padding: 4px 0;">${escapeHtml(v)}</td></tr>`,
    )
    .join('\n');
  return `<!doctype html>
<html><body style="font-family: Georgia, serif; color: #2b2118; max-width: 560px; margin: 0 auto; padding: 24px;">
<h1 style="font-size: 20px;">${escapeHtml(appName)}</h1>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${rows ? `<table style="border-collapse: collapse;">${rows}</table>` : ''}
${link ? `<p><a href="${escapeHtml(link)}" style="color: #9a4a2b;">${escapeHtml(link)}</a></p>` : ''}
</body></html>`;
}

function dinnerDetails(event: EventRow, amountPaid: number): [string, string][] {
  return [
    ['Dinner', event.title],
    ['When', whenText(event)],
    ['Restaurant', event.restaurantName],
    ['Location', event.location],
    ['Amount paid', amountPaid > 0 ? formatDollars(amountPaid) : 'Free'],
  ];
}

function text(lines: string[], details: [string, string][], link?: string) {
  const table = details.map(([k, v]) => `${k}: ${v}`).join('\n');
  return `${lines.join('\n\n')}\n\n${table}${link ? `\n\n${link}` : ''}\n`;
}

/** The confirmation with the dinner's details and an .ics invitation in the dinner's zone. */
export function confirmationEmail(
  ctx: Context,
  guest: Guest,
  reservation: { id: number; amountPaid: number },
  event: EventRow,
): Email {
  const eventUrl = `${ctx.appUrl}/events/${event.id}`;
  const lines = [
    `Hi ${guest.name},`,
    `Your reservation is confirmed. We look forward to seeing you at ${event.title}.`,
    'You can cancel up to 48 hours before the dinner starts from your profile.',
  ];
  const details = dinnerDetails(event, reservation.amountPaid);
  const ics = buildIcs({
    uid: `reservation-${reservation.id}@${new URL(ctx.appUrl).hostname}`,
    start: event.dateTime,
    end: eventEndsAt(event.dateTime),
    timeZone: event.timeZone,
    summary: event.title,
    location: `${event.restaurantName}, ${event.location}`,
    description: `${ctx.appName} dinner hosted at ${event.restaurantName}. ${eventUrl}`,
    url: eventUrl,
  });
  return {
    to: guest.email,
    subject: `Your reservation is confirmed: ${event.title}`,
    text: text(lines, details, eventUrl),
    html: html(ctx.appName, lines, details, eventUrl),
    attachments: [
      {
        filename: 'dinner.ics',
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        content: ics,
      },
    ],
  };
}

/** The host cancelled the dinner. */
export function eventCancelledEmail(
  ctx: Context,
  guest: Guest,
  reservation: { amountPaid: number; refunded: boolean },
  event: EventRow,
): Email {
  const lines = [
    `Hi ${guest.name},`,
    `We are sorry: the host has cancelled ${event.title}, planned for ${whenText(event)}. Your reservation has been cancelled.`,
    ...(reservation.amountPaid > 0
      ? [
          `Your payment of ${formatDollars(reservation.amountPaid)} has been refunded in full. Depending on your bank, it can take 5 to 10 business days to appear on your statement.`,
        ]
      : []),
  ];
  return {
    to: guest.email,
    subject: `Cancelled: ${event.title}`,
    text: text(lines, [], `${ctx.appUrl}/`),
    html: html(ctx.appName, lines, [], `${ctx.appUrl}/`),
  };
}

/** A payment arrived for a seat that could no longer be given (the browser never came back). */
export function seatNotGivenEmail(
  ctx: Context,
  guest: Guest,
  reservation: { amountPaid: number },
  event: EventRow,
  reason: string,
): Email {
  const lines = [
    `Hi ${guest.name},`,
    `We could not reserve your seat at ${event.title}: ${reason}`,
    `Your payment of ${formatDollars(reservation.amountPaid)} has been refunded in full. Depending on your bank, it can take 5 to 10 business days to appear on your statement.`,
  ];
  return {
    to: guest.email,
    subject: `Your payment for ${event.title} has been refunded`,
    text: text(lines, [], `${ctx.appUrl}/`),
    html: html(ctx.appName, lines, [], `${ctx.appUrl}/`),
  };
}
