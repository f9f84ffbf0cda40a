import { formatDollars, formatEventWhen, REFUND_ARRIVES } from '@storytable/domain';
import type { EventRow } from '../../db/schema/index.ts';
import {
  type EmailContext as Context,
  detailsHtml,
  detailsText,
  type Recipient as Guest,
} from '../../platform/email/email-html.ts';
import type { Email } from '../../platform/email/mailer.ts';

interface SeatCancelled {
  /** The companion's first name. */
  name: string;
  /** The seats the party keeps. */
  seats: number;
  /** The seat's share of the payment (0: free) and what of it comes back. */
  share: number;
  refundAmount: number;
}

function refundLine({ share, refundAmount }: SeatCancelled): string {
  if (share === 0) return 'The seat was free, so there is nothing to refund.';
  if (refundAmount === 0) return `The seat’s share of ${formatDollars(share)} is not refunded.`;
  return `We are refunding ${formatDollars(refundAmount)}, the seat’s share with its fee, to the card you paid with. Expect it on your statement within ${REFUND_ARRIVES}.`;
}

/** The receipt a guest gets when they cancel one companion's seat (decision 067). */
export function seatCancellationReceiptEmail(
  ctx: Context,
  guest: Guest,
  seat: SeatCancelled,
  event: Pick<EventRow, 'title' | 'dateTime' | 'timeZone'>,
): Email {
  const party = `${seat.seats} ${seat.seats === 1 ? 'seat' : 'seats'}`;
  const lines = [
    `Hi ${guest.name},`,
    `${seat.name}’s seat at ${event.title} on ${formatEventWhen(event.dateTime, event.timeZone)} is cancelled. Your reservation keeps ${party}.`,
    refundLine(seat),
  ];
  const details: [string, string][] = [
    ['Seats kept', String(seat.seats)],
    ['Refund', formatDollars(seat.refundAmount)],
  ];
  if (seat.refundAmount > 0) {
    details.push(['To', 'The card you paid with'], ['Expect it', `Within ${REFUND_ARRIVES}`]);
  }
  const link = `${ctx.appUrl}/profile`;
  return {
    to: guest.email,
    subject: `Cancelled: ${seat.name}’s seat at ${event.title}`,
    text: detailsText(lines, details, link),
    html: detailsHtml(ctx.appName, lines, details, link),
  };
}
