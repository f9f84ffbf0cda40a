import {
  dietaryTotalsLine,
  formatEventWhen,
  type GuestList,
  type GuestListGuest,
} from '@storytable/domain';
import type { EventRow } from '../../db/schema/index.ts';
import {
  type EmailContext as Context,
  detailsHtml,
  detailsText,
  type Recipient,
} from '../../platform/email/email-html.ts';
import type { Email } from '../../platform/email/mailer.ts';

/**
 * The restaurant brief: the headcount and the guests' names as the guest list shows them (never
 * their email addresses), to the host and, when the dinner keeps one, to the restaurant.
 */
export function restaurantBriefEmails(
  ctx: Context,
  host: Recipient,
  event: EventRow,
  table: {
    guests: Pick<GuestListGuest, 'name' | 'seats'>[];
    confirmedSeats: number;
    dietaryTotals: GuestList['dietaryTotals'];
  },
): Email[] {
  const when = formatEventWhen(event.dateTime, event.timeZone);
  const names = table.guests.map((g) => (g.seats > 1 ? `${g.name} (${g.seats})` : g.name));
  const details: [string, string][] = [
    ['Dinner', event.title],
    ['When', when],
    ['Restaurant', event.restaurantName],
    [
      'Headcount',
      `${table.confirmedSeats} ${table.confirmedSeats === 1 ? 'guest' : 'guests'}, and the host`,
    ],
    ['Guests', names.join(', ')],
    // totals only: a guest's own note stays between them and the host (decision 060)
    ['Dietary needs', dietaryTotalsLine(table.dietaryTotals)],
    ['Host', host.name],
  ];
  const subject = `Restaurant brief: ${event.title}`;
  const facts = `${event.title} is ${when}, and guests can no longer cancel: here is who is coming.`;
  const hostLines = [
    `Hi ${host.name},`,
    facts,
    event.restaurantEmail
      ? `A copy of this brief went to the restaurant at ${event.restaurantEmail}.`
      : 'Forward this brief to the restaurant if they need the numbers.',
  ];
  const restaurantLines = [
    `Hello ${event.restaurantName},`,
    `${host.name} hosts a ${ctx.appName} dinner with you. ${facts}`,
    'If anything changes, the host will let you know.',
  ];
  const hostLink = `${ctx.appUrl}/event/${event.id}/guests`;
  const emails: Email[] = [
    {
      to: host.email,
      subject,
      text: detailsText(hostLines, details, hostLink),
      html: detailsHtml(ctx.appName, hostLines, details, hostLink),
    },
  ];
  if (event.restaurantEmail) {
    const link = `${ctx.appUrl}/events/${event.id}`;
    emails.push({
      to: event.restaurantEmail,
      subject,
      text: detailsText(restaurantLines, details, link),
      html: detailsHtml(ctx.appName, restaurantLines, details, link),
    });
  }
  return emails;
}
