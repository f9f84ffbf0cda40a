import { escapeHtml } from '../../lib/escape-html.ts';
import { emailPage } from '../../platform/email/email-html.ts';
import type { Email } from '../../platform/email/mailer.ts';
import { VERIFY_EMAIL_LINK_HOURS } from './one-time-tokens.ts';

function layout(appName: string, paragraphs: string[], link: { href: string; label: string }) {
  return emailPage(
    appName,
    paragraphs,
    `<p><a href="${escapeHtml(link.href)}" style="display: inline-block; padding: 10px 18px; background: #9a4a2b; color: #ffffff; text-decoration: none; border-radius: 6px;">${escapeHtml(link.label)}</a></p>
<p style="font-size: 13px; color: #6b5e55;">If the button does not work, copy this address into your browser:<br>${escapeHtml(link.href)}</p>`,
  );
}

interface LinkEmailInput {
  appName: string;
  to: string;
  name: string;
  link: string;
  expiresAt: Date;
}

/** An email whose one-time link is its point: kept secret until the link expires. */
function linkEmail(
  opts: LinkEmailInput,
  {
    subject,
    lines,
    action,
    button,
  }: { subject: string; lines: string[]; action: string; button: string },
): Email {
  return {
    to: opts.to,
    subject,
    secretUntil: opts.expiresAt,
    text: `${lines.join('\n\n')}\n\n${action}: ${opts.link}\n`,
    html: layout(opts.appName, lines, { href: opts.link, label: button }),
  };
}

export function verificationEmail(opts: LinkEmailInput): Email {
  return linkEmail(opts, {
    subject: `Verify your email address for ${opts.appName}`,
    lines: [
      `Hi ${opts.name},`,
      `Welcome to ${opts.appName}! Please confirm your email address to finish setting up your account.`,
      `This link expires in ${VERIFY_EMAIL_LINK_HOURS} hours.`,
    ],
    action: 'Verify your email',
    button: 'Verify email address',
  });
}

export function passwordResetEmail(opts: LinkEmailInput): Email {
  return linkEmail(opts, {
    subject: `Reset your ${opts.appName} password`,
    lines: [
      `Hi ${opts.name},`,
      `We received a request to reset the password of your ${opts.appName} account.`,
      'This link expires in 1 hour and can be used once. If you did not ask for it, you can ignore this email: your password stays the same.',
    ],
    action: 'Reset your password',
    button: 'Reset password',
  });
}

/** The link that confirms a new address: sent to the NEW address, valid 24 hours. */
export function emailChangeEmail(opts: LinkEmailInput): Email {
  return linkEmail(opts, {
    subject: `Confirm your new email address for ${opts.appName}`,
    lines: [
      `Hi ${opts.name},`,
      `You asked to use this address for your ${opts.appName} account. Until you confirm it, we keep using your current address for logging in and for email.`,
      'This link expires in 24 hours and can be used once. If you did not ask for it, you can ignore this email.',
    ],
    action: 'Confirm your new email address',
    button: 'Confirm new address',
  });
}

/** A notice about the account (no link, nothing secret), e.g. after a password change. */
export function accountNoticeEmail(opts: {
  appName: string;
  appUrl: string;
  to: string;
  name: string;
  subject: string;
  lines: string[];
}): Email {
  const lines = [`Hi ${opts.name},`, ...opts.lines];
  const settings = `${opts.appUrl}/settings`;
  return {
    to: opts.to,
    subject: opts.subject,
    text: `${lines.join('\n\n')}\n\nYour settings: ${settings}\n`,
    html: layout(opts.appName, lines, { href: settings, label: 'Open your settings' }),
  };
}

/** The security notice after a password was set with a reset link (no link to hide in it). */
export function passwordResetNoticeEmail(
  config: { appName: string; appUrl: string },
  user: { email: string; name: string },
): Email {
  return accountNoticeEmail({
    appName: config.appName,
    appUrl: config.appUrl,
    to: user.email,
    name: user.name,
    subject: `Your ${config.appName} password was reset`,
    lines: [
      `The password of your ${config.appName} account was just reset with a link sent to this address, and every device was signed out.`,
      'If this was not you, ask for a new reset link from the login dialog (Forgot password?) at once, and reply to this email so we can secure your account.',
    ],
  });
}
