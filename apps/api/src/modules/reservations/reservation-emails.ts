import {
  bookingTerms,
  type DietaryNeed,
  dietaryLine,
  formatDollars,
  formatEventWhen,
  RESERVATION_MESSAGES,
} from '@storytable/domain';
import type { EventRow } from '../../db/schema/index.ts';
import { calendarAttachment, seatCalendarFile } from '../../platform/calendar/index.ts';
import {
  type EmailContext as Context,
  detailsHtml,
  detailsText,
  type Recipient as Guest,
} from '../../platform/email/email-html.ts';
import type { Email } from '../../platform/email/mailer.ts';
import { displayCode } from '../tickets/index.ts';

export type SeatDietary = { needs: readonly DietaryNeed[]; note: string | null };

/** What a dinner's emails list: what, when (in its zone), where, and what the guest paid. */
export function dinnerDetails(
  event: EventRow,
  amountPaid: number,
  when = formatEventWhen(event.dateTime, event.timeZone),
): [string, string][] {
  return [
    ['Dinner', event.title],
    ['When', when],
    ['Restaurant', event.restaurantName],
    ['Location', event.location],
    ['Amount paid', amountPaid > 0 ? formatDollars(amountPaid) : 'Free'],
  ];
}

/**
 * The confirmation with the dinner's details and an .ics invitation in the dinner's zone; it says
 * the dinner's refund policy and how to cancel, or, inside the window, that it cannot be.
 */
export function confirmationEmail(
  ctx: Context,
  guest: Guest,
  reservation: { id: number; amountPaid: number; ticketCode?: string },
  event: EventRow,
  dietary: SeatDietary | null = null,
  companions: readonly { name: string; dietary: SeatDietary }[] = [],
): Email {
  const eventUrl = `${ctx.appUrl}/events/${event.id}`;
  const terms = bookingTerms(event);
  const lines = [
    `Hi ${guest.name},`,
    `Your reservation is confirmed. We look forward to seeing you at ${event.title}.`,
    ...(reservation.ticketCode ? ticketLines(ctx, reservation.id, reservation.ticketCode) : []),
    terms.text,
    ...(terms.cancellable ? [RESERVATION_MESSAGES.CANCEL_FROM_PROFILE] : []),
  ];
  // each seat's name and what it eats (decisions 060 and 063), the booker's first
  const seats = [
    { name: guest.name, dietary: dietary ?? { needs: [], note: null } },
    ...companions,
  ];
  const details: [string, string][] = [
    ...dinnerDetails(event, reservation.amountPaid),
    ...seats.map((seat, i): [string, string] => [
      seats.length > 1 ? `Seat ${i + 1}` : 'Seat',
      `${seat.name}, dietary needs: ${dietaryLine(seat.dietary)}`,
    ]),
  ];
  const ics = seatCalendarFile(ctx, event, `reservation-${reservation.id}`);
  return {
    to: guest.email,
    subject: `Your reservation is confirmed: ${event.title}`,
    text: detailsText(lines, details, eventUrl),
    html: detailsHtml(ctx.appName, lines, details, eventUrl),
    attachments: [calendarAttachment(ics)],
  };
}

/** The ticket as text (decision 061): its code, and the page that shows its QR code. */
function ticketLines(ctx: Context, reservationId: number, code: string): string[] {
  return [
    `Your ticket code is ${displayCode(code)}. Show it, or the QR code on your reservation page (${ctx.appUrl}/reservations/${reservationId}), to your host at the table.`,
  ];
}
