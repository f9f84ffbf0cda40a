import { formatEventWhen, type MaterialChange } from '@storytable/domain';
import { detailsHtml, detailsText, type EmailContext } from '../../platform/email/email-html.ts';
import type { Email } from '../../platform/email/mailer.ts';

export interface ChangedDinner {
  id: number;
  title: string;
  timeZone: string;
}

/** One booked guest of a changed dinner, and what their seat cost. */
export interface ChangeRecipient {
  name: string;
  email: string;
  reservationId: number;
  amountPaid: number;
}

/**
 * The host changed the date, time or place of a dinner a guest has a seat at (decision 059):
 * what changed, old → new, and that a cancellation is refunded in full until `refundUntil`.
 */
export function dinnerChangedEmail(
  ctx: EmailContext,
  dinner: ChangedDinner,
  to: ChangeRecipient,
  changes: MaterialChange[],
  refundUntil: Date,
): Email {
  const until = formatEventWhen(refundUntil, dinner.timeZone);
  const lines = [
    `Hi ${to.name},`,
    `The host of ${dinner.title} changed the dinner you have a seat at:`,
  ];
  const cancel =
    to.amountPaid > 0
      ? `If it no longer suits you, you may cancel until ${until} with a full refund, whatever the refund policy says.`
      : `If it no longer suits you, you may cancel until ${until}, whatever the cutoff says.`;
  const details: [string, string][] = changes.map((c) => [c.label, `${c.from} → ${c.to}`]);
  const link = `${ctx.appUrl}/reservations/${to.reservationId}`;
  return {
    to: to.email,
    subject: `Your dinner has changed: ${dinner.title}`,
    text: detailsText([...lines], details, `${cancel}\n\n${link}`),
    html: detailsHtml(ctx.appName, [...lines, cancel], details, link),
  };
}
