import type { CurrentUser } from './user.ts';

type PayoutAccount = Pick<
  CurrentUser,
  'stripeConnectId' | 'stripeConnectStatus' | 'stripeConnectOnboardingComplete'
>;

/**
 * Whether a host's payout account can take a guest's payment: linked, onboarding complete and not
 * pending (decisions 034 and 041). The database's `payout_ready` (migration 0017) and the SQL of
 * `modules/events/on-sale.ts` are this rule, tested against it case by case.
 */
export function canTakePayment<A extends PayoutAccount>(
  account: A,
): account is A & { stripeConnectId: string } {
  return (
    account.stripeConnectId !== null &&
    account.stripeConnectOnboardingComplete &&
    account.stripeConnectStatus !== 'pending'
  );
}

/** A host may create events only once their payout account can take payment. */
export function canCreateEvents(u: Pick<CurrentUser, 'isHost'> & PayoutAccount): boolean {
  return u.isHost && canTakePayment(u);
}

/**
 * The dinner's host or an admin: who reads its guest list, messages, waitlist count, restaurant
 * brief and check-ins, and who may cancel it. Writing in the host's name (editing, messages, the
 * brief's address, a reply to a review) is the host's alone.
 */
export function managesDinner(
  user: { id: number; isAdmin: boolean },
  event: { hostId: number },
): boolean {
  return user.isAdmin || event.hostId === user.id;
}
