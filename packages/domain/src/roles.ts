import type { CurrentUser } from './user.ts';

type RoleFields = Pick<CurrentUser, 'isAdmin' | 'isVerifiedHost' | 'isHost' | 'manualReviewStatus'>;

/** Role display order of spec section 4. */
export function roleLabel(
  u: RoleFields,
): 'Admin' | 'Verified Host' | 'Host' | 'Pending Host' | 'User' {
  if (u.isAdmin) return 'Admin';
  if (u.isVerifiedHost) return 'Verified Host';
  if (u.isHost) return 'Host';
  if (u.manualReviewStatus === 'pending') return 'Pending Host';
  return 'User';
}

/** A host may create events only once payout onboarding is complete and not pending. */
export function canCreateEvents(
  u: Pick<CurrentUser, 'isHost' | 'stripeConnectStatus' | 'stripeConnectOnboardingComplete'>,
): boolean {
  return u.isHost && u.stripeConnectStatus !== 'pending' && u.stripeConnectOnboardingComplete;
}
