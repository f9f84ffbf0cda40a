import type { CurrentUser } from './user.ts';

/** A host may create events only once payout onboarding is complete and not pending. */
export function canCreateEvents(
  u: Pick<CurrentUser, 'isHost' | 'stripeConnectStatus' | 'stripeConnectOnboardingComplete'>,
): boolean {
  return u.isHost && u.stripeConnectStatus !== 'pending' && u.stripeConnectOnboardingComplete;
}
