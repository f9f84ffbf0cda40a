import { formatDollars, formatEventWhen, REFUND_ARRIVES } from '@storytable/domain';
import type { EventRow, ReservationRow } from '../../db/schema/index.ts';
import {
  type EmailContext as Context,
  detailsHtml,
  detailsText,
  type Recipient as Guest,
} from '../../platform/email/email-html.ts';
import type { Email } from '../../platform/email/mailer.ts';

/**
 * What the guest who cancelled is told of their money: the refund owed (asked for right after
 * the commit, retried by the sweep until it goes), a free seat's nothing, or no refund. Payments
 * keep no card brand or last 4 digits, so the card is 'the card you paid with'.
 */
function refundLine(row: Pick<ReservationRow, 'amountPaid' | 'refundStatus'>): string {
  if (row.amountPaid === 0) return 'Your seat was free, so there is nothing to refund.';
  if (row.refundStatus === null)
    return `Your payment of ${formatDollars(row.amountPaid)} is not refunded.`;
  return `We are refunding ${formatDollars(row.amountPaid)} to the card you paid with. Expect it on your statement within ${REFUND_ARRIVES}.`;
}

/** The receipt a guest gets when they cancel their own seat. */
export function cancellationReceiptEmail(
  ctx: Context,
  guest: Guest,
  row: Pick<ReservationRow, 'amountPaid' | 'refundStatus'>,
  event: Pick<EventRow, 'title' | 'dateTime' | 'timeZone'>,
): Email {
  const lines = [
    `Hi ${guest.name},`,
    `Your seat at ${event.title} on ${formatEventWhen(event.dateTime, event.timeZone)} is cancelled.`,
    refundLine(row),
  ];
  const details: [string, string][] = [
    [
      'Refund',
      row.amountPaid > 0 && row.refundStatus !== null ? formatDollars(row.amountPaid) : '$0.00',
    ],
  ];
  if (row.amountPaid > 0 && row.refundStatus !== null) {
    details.push(['To', 'The card you paid with'], ['Expect it', `Within ${REFUND_ARRIVES}`]);
  }
  const link = `${ctx.appUrl}/events`;
  return {
    to: guest.email,
    subject: `Cancelled: your seat at ${event.title}`,
    text: detailsText(lines, details, link),
    html: detailsHtml(ctx.appName, lines, details, link),
  };
}
