import { formatEventWhen } from '@storytable/domain';
import type { EventRow } from '../../db/schema/index.ts';
import { emailPage, linkLine } from '../../platform/email/email-html.ts';
import type { Email } from '../../platform/email/mailer.ts';

interface Context {
  appName: string;
  appUrl: string;
}
interface Guest {
  name: string;
  email: string;
}

function email(ctx: Context, to: Guest, subject: string, lines: string[], link: string): Email {
  const all = [`Hi ${to.name},`, ...lines];
  return {
    to: to.email,
    subject,
    text: `${all.join('\n\n')}\n\n${link}\n`,
    html: emailPage(ctx.appName, all, linkLine(link)),
  };
}

/** A winner of the first minute's draw: the party's seats are held for ten minutes. */
export function wonEmail(ctx: Context, guest: Guest, event: EventRow, expiresAt: Date): Email {
  return email(
    ctx,
    guest,
    `You got seats: book within 10 minutes: ${event.title}`,
    [
      `Everyone who asked for ${event.title} in its first minute was drawn in random order, and you got seats.`,
      `We hold them for you until ${formatEventWhen(expiresAt, event.timeZone)}; after that they go to the next guest in line.`,
    ],
    `${ctx.appUrl}/events/${event.id}?claim=1`,
  );
}

/** Drawn after the seats ran out: a place in the waitlist, in draw order. */
export function waitlistedEmail(
  ctx: Context,
  guest: Guest,
  event: EventRow,
  position: number,
): Email {
  return email(
    ctx,
    guest,
    `You are on the waitlist, number ${position}: ${event.title}`,
    [
      `Everyone who asked for ${event.title} in its first minute was drawn in random order; the seats ran out before your turn.`,
      `You are on the waitlist, number ${position}. When seats free up, they are offered in line order by email.`,
    ],
    `${ctx.appUrl}/events/${event.id}`,
  );
}
