import type { CurrentUser } from '@storytable/domain';

export type HostStatusLabel =
  | 'Verified Host'
  | 'Pending Admin Review'
  | 'Waiting for Admin Review'
  | 'Unverified Host'
  | 'Verification in Progress'
  | 'Verification Failed';

export type HostStatusTone = 'green' | 'yellow' | 'blue' | 'red';

export interface HostStatus {
  label: HostStatusLabel;
  tone: HostStatusTone;
  /** The provider's error code of a 'failed:{code}' status, when there is one. */
  failureCode?: string;
}

/**
 * What the status is computed from. A public profile carries fewer fields than the owner's
 * (no application text, no identity status): the rules that need them then do not apply.
 */
export type HostStatusFields = Pick<
  CurrentUser,
  'isVerifiedHost' | 'isHost' | 'idmeVerified' | 'manualReviewStatus'
> &
  Partial<Pick<CurrentUser, 'hostExperience' | 'idmeVerificationStatus'>>;

const FAILED_PREFIX = 'failed:';

/** Host badge status on the profile (spec section 4), checked in order; null for plain guests. */
export function profileHostStatus(u: HostStatusFields): HostStatus | null {
  if (u.isVerifiedHost) return { label: 'Verified Host', tone: 'green' };
  if (u.idmeVerified && u.manualReviewStatus === 'pending')
    return { label: 'Pending Admin Review', tone: 'yellow' };
  if (!u.isHost && u.manualReviewStatus === 'pending' && u.hostExperience)
    return { label: 'Waiting for Admin Review', tone: 'yellow' };
  if (u.isHost) return { label: 'Unverified Host', tone: 'blue' };
  const identity = u.idmeVerificationStatus ?? null;
  if (identity === 'in_progress') return { label: 'Verification in Progress', tone: 'blue' };
  if (u.manualReviewStatus === 'rejected' || identity === 'rejected')
    return { label: 'Verification Failed', tone: 'red' };
  if (identity?.startsWith(FAILED_PREFIX)) {
    const code = identity.slice(FAILED_PREFIX.length).trim();
    return { label: 'Verification Failed', tone: 'red', ...(code ? { failureCode: code } : {}) };
  }
  return null;
}
