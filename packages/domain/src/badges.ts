import type { CurrentUser } from './user.ts';

/**
 * What a user's standing as a host is computed from. Cards and public profiles carry fewer
 * fields than the owner's (no admin flag on a card, no application text or identity status in
 * public): the rules that need a missing field then do not apply.
 */
export type StandingFields = Pick<
  CurrentUser,
  'isVerifiedHost' | 'isHost' | 'idmeVerified' | 'manualReviewStatus'
> &
  Partial<Pick<CurrentUser, 'isAdmin' | 'hostExperience' | 'idmeVerificationStatus'>>;

export type RoleLabel = 'Admin' | 'Verified Host' | 'Host' | 'Pending Host' | 'User';

export type CardBadge =
  | { label: 'Verified Host'; tone: 'green' }
  | { label: 'Pending Review'; tone: 'yellow' }
  | { label: 'Unverified Host'; tone: 'blue' }
  | { label: 'Guest'; tone: 'gray' };

export type ProfileStatusLabel =
  | 'Verified Host'
  | 'Pending Admin Review'
  | 'Waiting for Admin Review'
  | 'Unverified Host'
  | 'Verification in Progress'
  | 'Verification Failed';

export interface ProfileStatus {
  label: ProfileStatusLabel;
  tone: 'green' | 'yellow' | 'blue' | 'red';
  /** The provider's error code of a 'failed:{code}' status, when there is one. */
  failureCode?: string;
}

/**
 * The owner's next step towards hosting (decision 023):
 * - `apply`: 'Become a Host', the application then identity verification;
 * - `verify`: identity verification only, for an applicant or host who has not passed it;
 * - `retry`: after 'Verification Failed', a dialog with the code, then the step to redo.
 */
export type HostAction =
  | { kind: 'apply'; disabled: boolean }
  | { kind: 'verify'; disabled: boolean }
  | { kind: 'retry'; step: 'application' | 'identity'; failureCode?: string };

export interface HostStanding {
  role: RoleLabel;
  card: CardBadge;
  /** Host badge status on the profile; null for a plain guest. */
  status: ProfileStatus | null;
  /** Null for admins, verified hosts and anyone whose fields do not say (a public profile). */
  action: HostAction | null;
}

const FAILED_PREFIX = 'failed:';

/** Role display order (spec section 4). */
function role(u: StandingFields): RoleLabel {
  if (u.isAdmin) return 'Admin';
  if (u.isVerifiedHost) return 'Verified Host';
  if (u.isHost) return 'Host';
  if (u.manualReviewStatus === 'pending') return 'Pending Host';
  return 'User';
}

/** Host badge on cards (spec section 4), checked in order. */
function card(u: StandingFields): CardBadge {
  if (u.isVerifiedHost) return { label: 'Verified Host', tone: 'green' };
  if (u.idmeVerified && u.manualReviewStatus === 'pending')
    return { label: 'Pending Review', tone: 'yellow' };
  if (u.isHost) return { label: 'Unverified Host', tone: 'blue' };
  return { label: 'Guest', tone: 'gray' };
}

/** Host badge status on the profile (spec section 4), its six rules checked in order. */
function status(u: StandingFields): ProfileStatus | null {
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

function failureCodeOf(identity: string | null | undefined) {
  const code = identity?.startsWith(FAILED_PREFIX) ? identity.slice(FAILED_PREFIX.length) : '';
  return code.trim() || undefined;
}

/**
 * The become-host button is disabled while verification is in progress or processing, or while
 * admin review is pending (spec section 4).
 */
function action(u: StandingFields, shown: ProfileStatus | null): HostAction | null {
  if (u.isAdmin !== false || u.isVerifiedHost || u.idmeVerificationStatus === undefined)
    return null;
  const identity = u.idmeVerificationStatus;
  const checking = identity === 'in_progress' || identity === 'processing';
  const pending = u.manualReviewStatus === 'pending';
  const failureCode = failureCodeOf(identity);
  if (shown?.label === 'Verification Failed' || identity === 'rejected' || failureCode) {
    const step = !u.isHost && !pending ? 'application' : 'identity';
    return { kind: 'retry', step, ...(failureCode ? { failureCode } : {}) };
  }
  if (!u.isHost && !pending) return { kind: 'apply', disabled: checking };
  if (u.idmeVerified) return pending && !u.isHost ? { kind: 'apply', disabled: true } : null;
  return { kind: 'verify', disabled: identity === 'processing' };
}

/** Role, card badge, profile status and next host step of a user: every rule of spec section 4 in one place. */
export function hostStanding(u: StandingFields): HostStanding {
  const shown = status(u);
  return { role: role(u), card: card(u), status: shown, action: action(u, shown) };
}
