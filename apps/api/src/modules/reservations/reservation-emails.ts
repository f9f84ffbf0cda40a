import {
  CANCELLATION_CUTOFF_HOURS,
  eventEndsAt,
  formatDollars,
  formatEventLongDate,
  formatEventTime,
} from '@storytable/domain';
import type { EventRow } from '../../db/schema/index.ts';
import { escapeHtml } from '../../lib/escape-html.ts';
import { emailPage, linkLine } from '../../platform/email/email-html.ts';
import type { Email } from '../../platform/email/mailer.ts';
import { abbreviation, icsTemplate } from './ics.ts';

interface Guest {
  name: string;
  email: string;
}

interface Context {
  appName: string;
  appUrl: string;
}

/** 'Tuesday, November 24, 2026 at 7:00 PM PST', in the dinner's own zone. */
export function whenText(event: EventRow): string {
  return `${formatEventLongDate(event.dateTime, event.timeZone)} at ${formatEventTime(event.dateTime, event.timeZone)} ${abbreviation(event.timeZone, event.dateTime)}`;
}

function html(appName: string, paragraphs: string[], details: [string, string][], link: string) {
  const rows = details
    .map(
      ([k, v]) =>
        `<tr><td style="padding: 4px 12px 4px 0; color: #6b5e55;">${escapeHtml(k)}</td><td style="padding: 4px 0;">${escapeHtml(v)}</td></tr>`,
    )
    .join('\n');
  const table = rows ? `<table style="border-collapse: collapse;">${rows}</table>\n` : '';
  return emailPage(appName, paragraphs, table + linkLine(link));
}

function dinnerDetails(
  event: EventRow,
  amountPaid: number,
  when = whenText(event),
): [string, string][] {
  return [
    ['Dinner', event.title],
    ['When', when],
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
    `You can cancel up to ${CANCELLATION_CUTOFF_HOURS} hours before the dinner starts from your profile.`,
  ];
  const details = dinnerDetails(event, reservation.amountPaid);
  const ics = dinnerIcs(ctx, event)(`reservation-${reservation.id}`);
  return {
    to: guest.email,
    subject: `Your reservation is confirmed: ${event.title}`,
    text: text(lines, details, eventUrl),
    html: html(ctx.appName, lines, details, eventUrl),
    attachments: [icsAttachment(ics)],
  };
}

/** The dinner as a calendar entry in its own zone, for a uid stable per reservation or role. */
function dinnerIcs(ctx: Context, event: EventRow): (uid: string) => string {
  const eventUrl = `${ctx.appUrl}/events/${event.id}`;
  const fill = icsTemplate({
    start: event.dateTime,
    end: eventEndsAt(event.dateTime),
    timeZone: event.timeZone,
    summary: event.title,
    location: `${event.restaurantName}, ${event.location}`,
    description: `${ctx.appName} dinner hosted at ${event.restaurantName}. ${eventUrl}`,
    url: eventUrl,
  });
  const host = new URL(ctx.appUrl).hostname;
  return (uid) => fill(`${uid}@${host}`);
}

const icsAttachment = (content: string) => ({
  filename: 'dinner.ics',
  contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
  content,
});

/**
 * A dinner's guest reminders, sent about 24 hours ahead: when (in the dinner's zone), where, the
 * calendar entry, and what cancelling means now (the cancellation window has closed). What is the same
 * for every guest is made once; the returned function fills in the guest and their seat.
 */
export function guestReminderEmails(
  ctx: Context,
  event: EventRow,
  canStillCancel: boolean,
): (guest: Guest, reservation: { id: number; amountPaid: number }) => Email {
  const eventUrl = `${ctx.appUrl}/events/${event.id}`;
  const when = whenText(event);
  const ics = dinnerIcs(ctx, event);
  const reminder = `A reminder: ${event.title} is tomorrow, ${when}, at ${event.restaurantName}.`;
  const cancelling = (paid: boolean) =>
    canStillCancel
      ? 'If you cannot come, please cancel from your profile so another guest can take your seat.'
      : `Cancellations closed ${CANCELLATION_CUTOFF_HOURS} hours before the dinner, so your seat can no longer be cancelled${paid ? ' or refunded' : ''}. If something comes up, please let the host know through ${ctx.appName}.`;
  return (guest, reservation) => {
    const lines = [`Hi ${guest.name},`, reminder, cancelling(reservation.amountPaid > 0)];
    const details = dinnerDetails(event, reservation.amountPaid, when);
    return {
      to: guest.email,
      subject: `Tomorrow: ${event.title}`,
      text: text(lines, details, eventUrl),
      html: html(ctx.appName, lines, details, eventUrl),
      attachments: [icsAttachment(ics(`reservation-${reservation.id}`))],
    };
  };
}

/** The host's reminder with the guest list. */
export function hostReminderEmail(
  ctx: Context,
  host: Guest,
  event: EventRow,
  guests: { name: string }[],
): Email {
  const eventUrl = `${ctx.appUrl}/events/${event.id}`;
  const lines = [
    `Hi ${host.name},`,
    `A reminder: you are hosting ${event.title} tomorrow, ${whenText(event)}, at ${event.restaurantName}.`,
    guests.length
      ? `Your guests (${guests.length} of ${event.capacity} seats): ${guests.map((g) => g.name).join(', ')}.`
      : 'No guest has reserved a seat yet.',
  ];
  const details: [string, string][] = [
    ['Dinner', event.title],
    ['When', whenText(event)],
    ['Restaurant', event.restaurantName],
    ['Location', event.location],
    ['Guests', `${guests.length} of ${event.capacity}`],
  ];
  return {
    to: host.email,
    subject: `Tomorrow you host: ${event.title}`,
    text: text(lines, details, eventUrl),
    html: html(ctx.appName, lines, details, eventUrl),
    attachments: [icsAttachment(dinnerIcs(ctx, event)(`event-${event.id}-host`))],
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
