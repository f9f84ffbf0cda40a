import { formatEventWhen, type HostNoticeKind } from '@storytable/domain';
import {
  type EmailContext as Context,
  detailsHtml,
  detailsText,
} from '../../platform/email/email-html.ts';
import type { Email } from '../../platform/email/mailer.ts';
import type { NoticeDetails } from './notice-repository.ts';

/** Each kind's subject, before the dinner's title. */
const SUBJECTS: Record<HostNoticeKind, string> = {
  booking: 'New booking',
  cancellation: 'Cancellation',
  waitlist_claim: 'Waitlist seat claimed',
  review: 'New review',
};

/** One sentence saying what happened, as the at-once email and the digest both tell it. */
function happened(n: NoticeDetails): string {
  const who = n.guestName ?? 'A guest';
  const at = `${n.event.title} on ${formatEventWhen(n.event.dateTime, n.event.timeZone)}`;
  switch (n.kind) {
    case 'booking':
      return `${who} reserved a seat at ${at}.`;
    case 'cancellation':
      return `${who} cancelled their seat at ${at}. The seat goes back on sale, or to the first guest on the waitlist.`;
    case 'waitlist_claim':
      return `${who} claimed the seat the waitlist held for them at ${at}.`;
    case 'review':
      return `${who} reviewed ${n.event.title}: ${n.rating ?? '?'} of 5 stars.`;
  }
}

const eventLink = (ctx: Context, n: NoticeDetails) => `${ctx.appUrl}/event/${n.event.id}`;

/** The at-once email of one notice, to the dinner's host. */
export function noticeEmail(ctx: Context, n: NoticeDetails): Email {
  const lines = [`Hi ${n.host.name},`, happened(n)];
  if (n.kind === 'review' && n.review) lines.push(`"${n.review}"`);
  const details: [string, string][] =
    n.kind === 'review' ? [] : [['Seats reserved now', `${n.reserved} of ${n.event.capacity}`]];
  const link = eventLink(ctx, n);
  return {
    to: n.host.email,
    subject: `${SUBJECTS[n.kind]}: ${n.event.title}`,
    text: detailsText(lines, details, link),
    html: detailsHtml(ctx.appName, lines, details, link),
  };
}

/** One email listing a host's notices of the day, oldest first. */
export function digestEmail(ctx: Context, notices: NoticeDetails[]): Email {
  const host = notices[0]!.host;
  const count = `${notices.length} ${notices.length === 1 ? 'update' : 'updates'}`;
  const lines = [
    `Hi ${host.name},`,
    `Here is what happened on your dinners since your last digest:`,
    ...notices.map((n) => `${SUBJECTS[n.kind]}. ${happened(n)}`),
    'You chose a daily digest for these in Settings, under Host.',
  ];
  const link = `${ctx.appUrl}/settings?tab=host`;
  return {
    to: host.email,
    subject: `Your daily digest: ${count}`,
    text: detailsText(lines, [], link),
    html: detailsHtml(ctx.appName, lines, [], link),
  };
}
