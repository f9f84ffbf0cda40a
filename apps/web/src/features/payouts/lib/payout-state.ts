import { type CurrentUser, canTakePayment } from '@storytable/domain';

export type PayoutState = 'complete' | 'pending' | 'not-connected';

type PayoutFields = Pick<
  CurrentUser,
  'stripeConnectId' | 'stripeConnectStatus' | 'stripeConnectOnboardingComplete'
>;

/**
 * Complete when the host can take payment (the domain's `canTakePayment`); pending while an
 * account exists or the provider says pending; otherwise not connected.
 */
export function payoutState(u: PayoutFields): PayoutState {
  if (canTakePayment(u)) return 'complete';
  if (u.stripeConnectStatus === 'pending' || u.stripeConnectId !== null) return 'pending';
  return 'not-connected';
}

export const PAYOUT_STATE_LABELS: Record<PayoutState, string> = {
  complete: 'Complete',
  pending: 'Pending',
  'not-connected': 'Not connected',
};
