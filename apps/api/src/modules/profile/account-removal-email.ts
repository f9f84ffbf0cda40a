import type { UserRow } from '../../db/schema/index.ts';
import { emailPage } from '../../platform/email/email-html.ts';
import type { Email } from '../../platform/email/mailer.ts';

/**
 * The confirmation that an account is gone, to the address it had (the last email we write to
 * it): who removed it, what happened to its dinners and seats, what stays.
 */
export function accountDeletedEmail(opts: {
  appName: string;
  user: Pick<UserRow, 'name' | 'username' | 'email'>;
  byAdmin: boolean;
  cancelledDinners: number;
  refundedSeats: number;
}): Email {
  const { appName, user } = opts;
  const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  const lines = [
    `Hi ${user.name},`,
    opts.byAdmin
      ? `An administrator has deleted your ${appName} account (@${user.username}).`
      : `Your ${appName} account (@${user.username}) has been deleted, as you asked.`,
    ...(opts.cancelledDinners > 0
      ? [
          `${plural(opts.cancelledDinners, 'upcoming dinner', 'upcoming dinners')} you were hosting ${opts.cancelledDinners === 1 ? 'is' : 'are'} cancelled; every guest is told, and paid seats are refunded in full.`,
        ]
      : []),
    ...(opts.refundedSeats > 0
      ? [
          `${plural(opts.refundedSeats, 'paid seat', 'paid seats')} of yours ${opts.refundedSeats === 1 ? 'is' : 'are'} cancelled and refunded in full; depending on your bank, it can take 5 to 10 business days to appear on your statement.`,
        ]
      : []),
    'Your profile, photo, bio, follows, sessions and newsletter subscription are removed. Reviews you wrote stay, signed "Former guest".',
    'We will not write to this address again. If you did not ask for this, reply to this email.',
  ];
  return {
    to: user.email,
    subject: `Your ${appName} account has been deleted`,
    text: `${lines.join('\n\n')}\n`,
    html: emailPage(appName, lines),
  };
}
