import { formatDollars, formatEventWhen } from '@storytable/domain';
import type { EventRow } from '../../db/schema/index.ts';
import {
  type EmailContext as Context,
  detailsHtml,
  detailsText,
  type Recipient as Guest,
} from '../../platform/email/email-html.ts';
import type { Email } from '../../platform/email/mailer.ts';

/** The host cancelled the dinner. */
export function eventCancelledEmail(
  ctx: Context,
  guest: Guest,
  reservation: { amountPaid: number; refunded: boolean },
  event: EventRow,
): Email {
  const lines = [
    `Hi ${guest.name},`,
    `We are sorry: the host has cancelled ${event.title}, planned for ${formatEventWhen(event.dateTime, event.timeZone)}. Your reservation has been cancelled.`,
    ...(reservation.amountPaid > 0
      ? [
          `Your payment of ${formatDollars(reservation.amountPaid)} has been refunded in full. Depending on your bank, it can take 5 to 10 business days to appear on your statement.`,
        ]
      : []),
  ];
  return {
    to: guest.email,
    subject: `Cancelled: ${event.title}`,
    text: detailsText(lines, [], `${ctx.appUrl}/`),
    html: detailsHtml(ctx.appName, lines, [], `${ctx.appUrl}/`),
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
    text: detailsText(lines, [], `${ctx.appUrl}/`),
    html: detailsHtml(ctx.appName, lines, [], `${ctx.appUrl}/`),
  };
}
