import { CANCELLATION_CUTOFF_HOURS, formatEventWhen } from '@storytable/domain';
import type { EventRow } from '../../db/schema/index.ts';
import { calendarAttachment, dinnerCalendarTemplate } from '../../platform/calendar/index.ts';
import {
  type EmailContext as Context,
  detailsHtml,
  detailsText,
  type Recipient as Guest,
} from '../../platform/email/email-html.ts';
import type { Email } from '../../platform/email/mailer.ts';
import { dinnerDetails } from '../reservations/index.ts';

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
  const when = formatEventWhen(event.dateTime, event.timeZone);
  const ics = dinnerCalendarTemplate(ctx, event);
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
      text: detailsText(lines, details, eventUrl),
      html: detailsHtml(ctx.appName, lines, details, eventUrl),
      attachments: [calendarAttachment(ics(`reservation-${reservation.id}`))],
    };
  };
}

/** The host's reminder with the guest list. */
export function hostReminderEmail(
  ctx: Context,
  host: Guest,
  event: EventRow,
  guests: { name: string; seats: number }[],
): Email {
  const eventUrl = `${ctx.appUrl}/events/${event.id}`;
  // a party is one booking of several seats (decision 063): count seats, name the booker
  const taken = guests.reduce((sum, g) => sum + g.seats, 0);
  const names = guests.map((g) => (g.seats > 1 ? `${g.name} (+${g.seats - 1})` : g.name));
  const lines = [
    `Hi ${host.name},`,
    `A reminder: you are hosting ${event.title} tomorrow, ${formatEventWhen(event.dateTime, event.timeZone)}, at ${event.restaurantName}.`,
    guests.length
      ? `Your guests (${taken} of ${event.capacity} seats): ${names.join(', ')}.`
      : 'No guest has reserved a seat yet.',
  ];
  const details: [string, string][] = [
    ['Dinner', event.title],
    ['When', formatEventWhen(event.dateTime, event.timeZone)],
    ['Restaurant', event.restaurantName],
    ['Location', event.location],
    ['Guests', `${taken} of ${event.capacity}`],
  ];
  return {
    to: host.email,
    subject: `Tomorrow you host: ${event.title}`,
    text: detailsText(lines, details, eventUrl),
    html: detailsHtml(ctx.appName, lines, details, eventUrl),
    attachments: [calendarAttachment(dinnerCalendarTemplate(ctx, event)(`event-${event.id}-host`))],
  };
}
