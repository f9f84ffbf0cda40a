import type { ConnectAccount, ConnectStatusResponse } from '@storytable/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { type ConnectAccountInfo, isMissing } from '../../platform/payments/gateway.ts';
import { toAppError, viaGateway } from '../../platform/payments/gateway-errors.ts';
import { recordAdminAction } from '../admin/index.ts';
import {
  type ConnectState,
  clearConnectAccount,
  findConnectIdOfUser,
  heldConnectAccountIds,
  linkConnectAccount,
  setConnectStateByAccount,
} from './payouts-repository.ts';

type Deps = Pick<AppDeps, 'config' | 'db' | 'payments'>;

/** 'complete' once Stripe lets the account take charges and has its details; else 'pending'. */
export function connectStateOf(account: ConnectAccountInfo): ConnectState {
  return {
    stripeConnectStatus:
      account.chargesEnabled && account.detailsSubmitted ? 'complete' : 'pending',
    stripeConnectOnboardingComplete: account.detailsSubmitted,
  };
}

/** Where the browser goes back to from hosted onboarding (spec: /settings?tab=host&complete=true). */
export function onboardingUrls(appUrl: string) {
  return {
    returnUrl: `${appUrl}/settings?tab=host&complete=true`,
    refreshUrl: `${appUrl}/settings?tab=host`,
  };
}

/**
 * POST /api/stripe/create-connect-account for a host: reuses the account they hold (a new one if
 * the provider no longer has it) and returns a fresh onboarding link, returning to `origin` (one
 * of ours: returnOrigin).
 */
export async function startOnboarding(
  deps: Deps,
  host: UserRow,
  log: FastifyBaseLogger,
  origin: string,
): Promise<{ url: string }> {
  const accountId = await viaGateway(() => ensureAccount(deps, host, log));
  const url = await viaGateway(() =>
    deps.payments.createAccountLink({ accountId, ...onboardingUrls(origin) }),
  );
  return { url };
}

async function ensureAccount(deps: Deps, host: UserRow, log: FastifyBaseLogger): Promise<string> {
  const held = host.stripeConnectId;
  if (held) {
    try {
      await deps.payments.retrieveAccount(held);
      return held;
    } catch (err) {
      if (!isMissing(err)) throw err;
      log.warn(
        { userId: host.id },
        'held Connect account is gone at the provider; creating another',
      );
    }
  }
  const account = await deps.payments.createAccount({
    email: host.email,
    userId: host.id,
    name: host.name,
  });
  if (await linkConnectAccount(deps.db, host.id, held, account.id)) return account.id;
  // a simultaneous request linked its own account first: keep that one, drop ours
  await deps.payments
    .deleteAccount(account.id)
    .catch((err) =>
      log.error({ err, userId: host.id }, 'could not delete a duplicate Connect account'),
    );
  const winner = await findConnectIdOfUser(deps.db, host.id);
  if (!winner) throw new Error('Connect account link lost');
  return winner;
}

/** POST /api/stripe/set-latest-stripe-data: the user's payout status, refreshed from the provider. */
export async function refreshConnectStatus(
  deps: Deps,
  user: UserRow,
): Promise<ConnectStatusResponse> {
  const accountId = user.stripeConnectId;
  if (!accountId) return { status: null, onboardingComplete: false };
  let account: ConnectAccountInfo;
  try {
    account = await deps.payments.retrieveAccount(accountId);
  } catch (err) {
    if (isMissing(err)) {
      await clearConnectAccount(deps.db, accountId);
      return { status: null, onboardingComplete: false };
    }
    throw toAppError(err);
  }
  const state = connectStateOf(account);
  await setConnectStateByAccount(deps.db, accountId, state);
  return {
    status: state.stripeConnectStatus,
    onboardingComplete: state.stripeConnectOnboardingComplete,
  };
}

/** The `account.updated` webhook: whoever holds the account gets its current state. */
export async function applyAccountUpdate(deps: Deps, accountId: string, log: FastifyBaseLogger) {
  let account: ConnectAccountInfo;
  try {
    // fetched, not read from the event, so late or reordered deliveries still converge
    account = await deps.payments.retrieveAccount(accountId);
  } catch (err) {
    if (isMissing(err)) {
      log.info({ accountId }, 'account.updated for an account that no longer exists');
      return;
    }
    throw err;
  }
  const updated = await setConnectStateByAccount(deps.db, accountId, connectStateOf(account));
  if (updated === 0) log.info({ accountId }, 'account.updated for an account no user holds');
}

/** Admin list, in Stripe's field names (spec section 3). */
export async function listConnectAccounts(deps: Deps): Promise<ConnectAccount[]> {
  const accounts = await viaGateway(() => deps.payments.listAccounts());
  return accounts.map((a) => ({
    id: a.id,
    metadata: a.metadata.userId !== undefined ? { userId: a.metadata.userId } : {},
    business_profile: { name: a.businessName },
    email: a.email,
    charges_enabled: a.chargesEnabled,
    created: a.created,
  }));
}

/** Admin delete: the account goes at the provider and from whoever held it, audited. */
export async function deleteConnectAccount(deps: Deps, admin: UserRow, accountId: string) {
  let goneAlready = false;
  try {
    await deps.payments.deleteAccount(accountId);
  } catch (err) {
    if (!isMissing(err)) throw toAppError(err);
    goneAlready = true;
  }
  const holders = await deps.db.transaction(async (tx) => {
    const cleared = await clearConnectAccount(tx, accountId);
    if (goneAlready && cleared.length === 0) return null;
    await recordAdminAction(tx, {
      actor: admin,
      action: 'delete_connect_account',
      ...(cleared[0] ? { target: cleared[0] } : {}),
      details: { accountId },
    });
    return cleared;
  });
  if (!holders) throw AppError.notFound('Connect account not found');
  return { deleted: true as const, id: accountId };
}

/**
 * Admin clean-up: deletes every account that no user holds (`users.stripe_connect_id`), i.e. the
 * accounts of deleted users and accounts a host replaced. A held account is never deleted.
 */
export async function cleanupConnectAccounts(deps: Deps, admin: UserRow, log: FastifyBaseLogger) {
  const [accounts, held] = await Promise.all([
    viaGateway(() => deps.payments.listAccounts()),
    heldConnectAccountIds(deps.db),
  ]);
  const deletedIds: string[] = [];
  for (const account of accounts) {
    if (held.has(account.id)) continue;
    try {
      await deps.payments.deleteAccount(account.id);
      deletedIds.push(account.id);
    } catch (err) {
      log.warn({ err, accountId: account.id }, 'could not delete an orphaned Connect account');
    }
  }
  // the provider's deletions cannot share our transaction: the row records what was done
  await recordAdminAction(deps.db, {
    actor: admin,
    action: 'cleanup_connect_accounts',
    details: { deleted: deletedIds.length, accountIds: deletedIds },
  });
  return { deleted: deletedIds.length };
}
