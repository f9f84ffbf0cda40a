import type { CurrentUser, HostAction } from '@storytable/domain';

export type BecomeHostStep = 'retry' | 'application' | 'identity';

/** Where the dialog opens for the user's next action on the way to hosting. */
export const firstStep = (action: HostAction): BecomeHostStep =>
  action.kind === 'apply' ? 'application' : action.kind === 'verify' ? 'identity' : 'retry';

export const STEP_TITLES: Record<BecomeHostStep, string> = {
  retry: 'Verification Failed',
  application: 'Become a Host',
  identity: 'Verify your identity',
};

/** The dialog can open: a retry always, otherwise an action that is not waiting on someone. */
export const mayOpen = (action: HostAction | null) =>
  action !== null && (action.kind === 'retry' || !action.disabled);

/** Why the button is disabled, said beside it rather than left to guess. */
export function disabledReason(user: Pick<CurrentUser, 'idmeVerificationStatus'>): string {
  const identity = user.idmeVerificationStatus;
  if (identity === 'in_progress' || identity === 'processing')
    return 'Your identity check is being processed.';
  return 'Your application is waiting for an admin review.';
}
