import { formatEventWhen } from '@storytable/domain';
import type { EventRow } from '../../db/schema/index.ts';
import {
  type EmailContext,
  greetingEmail,
  type Recipient,
} from '../../platform/email/email-html.ts';
import type { Email } from '../../platform/email/mailer.ts';

/** 'Thursday, November 26, 2026 at 9:23 PM PST': in the dinner's zone, labelled. */
const when = (d: Date, event: EventRow) => formatEventWhen(d, event.timeZone);

export function joinedEmail(ctx: EmailContext, guest: Recipient, event: EventRow): Email {
  return greetingEmail(
    ctx,
    guest,
    `You're on the waitlist: ${event.title}`,
    [
      `You're on the waitlist for ${event.title} on ${when(event.dateTime, event)}.`,
      'When a seat frees up, the first guest in line gets it held for a limited time and an email with a link to claim it.',
    ],
    `${ctx.appUrl}/events/${event.id}`,
  );
}

export function offerEmail(
  ctx: EmailContext,
  guest: Recipient,
  event: EventRow,
  expiresAt: Date,
): Email {
  return greetingEmail(
    ctx,
    guest,
    `A seat is yours to claim: ${event.title}`,
    [
      `A seat freed up at ${event.title} on ${when(event.dateTime, event)}, and we are holding it for you.`,
      `Claim it before ${when(expiresAt, event)}; after that it goes to the next guest in line.`,
    ],
    `${ctx.appUrl}/events/${event.id}?claim=1`,
  );
}

export function offerExpiredEmail(ctx: EmailContext, guest: Recipient, event: EventRow): Email {
  return greetingEmail(
    ctx,
    guest,
    `Your seat offer has expired: ${event.title}`,
    [
      `The seat we held for you at ${event.title} was not claimed in time and has gone to the next guest.`,
    ],
    `${ctx.appUrl}/events/${event.id}`,
  );
}
