import { formatDollars, formatEventWhen } from '@storytable/domain';
import type { EventRow } from '../../db/schema/index.ts';
import {
  type EmailContext,
  greetingEmail,
  type Recipient,
} from '../../platform/email/email-html.ts';
import type { Email } from '../../platform/email/mailer.ts';

interface Asked {
  seats: number;
  amount: number;
}

const when = (event: EventRow) => formatEventWhen(event.dateTime, event.timeZone);
const seatsText = (n: number) => `${n} ${n === 1 ? 'seat' : 'seats'}`;

/** To the host: a guest asks to join. */
export function requestReceivedEmail(
  ctx: EmailContext,
  host: Recipient,
  guest: { name: string },
  event: EventRow,
  asked: Asked,
  expiresAt: Date,
): Email {
  return greetingEmail(
    ctx,
    host,
    `${guest.name} asks to join ${event.title}`,
    [
      `${guest.name} would like ${seatsText(asked.seats)} at ${event.title} on ${when(event)}.`,
      `Read their answers and approve or decline before ${formatEventWhen(expiresAt, event.timeZone)}; after that the request lapses.`,
    ],
    `${ctx.appUrl}/event/${event.id}/requests`,
  );
}

export function requestApprovedEmail(
  ctx: EmailContext,
  guest: Recipient,
  event: EventRow,
  asked: Asked,
): Email {
  const charged = asked.amount > 0 ? ` Your card was charged ${formatDollars(asked.amount)}.` : '';
  return greetingEmail(
    ctx,
    guest,
    `You're in: ${event.title}`,
    [
      `Good news: the host approved your request. ${seatsText(asked.seats)} at ${event.title} on ${when(event)} are yours.${charged}`,
      'Your confirmation and ticket follow in a separate email.',
    ],
    `${ctx.appUrl}/events/${event.id}`,
  );
}

/** What a closed paid request tells the guest of their card. */
const holdReleased = (asked: Asked) =>
  asked.amount > 0 ? ' Your card was not charged and its hold is released.' : '';

export function requestDeclinedEmail(
  ctx: EmailContext,
  guest: Recipient,
  event: EventRow,
  asked: Asked,
): Email {
  const card = holdReleased(asked);
  return greetingEmail(
    ctx,
    guest,
    `About your request: ${event.title}`,
    [
      `The host could not make room for you at ${event.title} this time.${card}`,
      'There are many more tables to sit at: have a look at what is coming up.',
    ],
    `${ctx.appUrl}/events`,
  );
}

export function requestExpiredEmail(
  ctx: EmailContext,
  guest: Recipient,
  event: EventRow,
  asked: Asked,
): Email {
  const card = holdReleased(asked);
  return greetingEmail(
    ctx,
    guest,
    `Your request has lapsed: ${event.title}`,
    [
      `Your request to join ${event.title} on ${when(event)} was not answered in time, so it has lapsed.${card}`,
    ],
    `${ctx.appUrl}/events/${event.id}`,
  );
}
