import type { UserRow } from '../../db/schema/index.ts';
import type { Email } from '../../platform/email/mailer.ts';

export type HostDecision =
  | 'application_approved'
  | 'application_rejected'
  | 'host_verified'
  | 'verification_rejected';

const WORDING: Record<HostDecision, { subject: string; lines: string[] }> = {
  application_approved: {
    subject: 'Your host application was approved',
    lines: [
      'Good news: your application to host dinners was approved.',
      'Set up your payout account from Settings, then publish your first dinner.',
    ],
  },
  application_rejected: {
    subject: 'About your host application',
    lines: [
      'Thank you for applying to host dinners. We are not able to approve your application at this time.',
      'You are welcome to apply again from your profile.',
    ],
  },
  host_verified: {
    subject: 'You are now a verified host',
    lines: [
      'Your identity check was reviewed and approved: your profile and dinners now show the Verified Host badge.',
    ],
  },
  verification_rejected: {
    subject: 'About your identity verification',
    lines: [
      'We could not approve your identity verification.',
      'You can start a new verification from your profile.',
    ],
  },
};

/** The applicant's email about an admin's decision (text only: it carries no link to hide). */
export function hostDecisionEmail(
  ctx: { appName: string; appUrl: string },
  user: Pick<UserRow, 'name' | 'email'>,
  decision: HostDecision,
): Email {
  const { subject, lines } = WORDING[decision];
  const body = [`Hi ${user.name},`, ...lines, `${ctx.appUrl}/profile`, `— ${ctx.appName}`];
  return { to: user.email, subject, text: `${body.join('\n\n')}\n` };
}
