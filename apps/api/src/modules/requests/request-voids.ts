import type { JoinRequestRow } from '../../db/schema/index.ts';
import { isPaymentGatewayState } from './provider-state.ts';
import type { RequestDeps as Deps } from './request-deps.ts';
import { findOwedVoids, markVoided } from './request-repository.ts';

/**
 * Releases the card hold of a request that ended without approval, once (idempotency key
 * `jr-void-{id}`). Best effort: a failure leaves `void_status` 'required' for the sweep.
 * An intent the provider already charged (an approval whose commit was lost) is refunded.
 */
export async function voidRequest(deps: Deps, row: JoinRequestRow): Promise<boolean> {
  if (row.voidStatus !== 'required' || !row.paymentIntentId) return false;
  const paymentIntentId = row.paymentIntentId;
  try {
    await deps.payments.cancelPaymentIntent({
      paymentIntentId,
      idempotencyKey: `jr-void-${row.id}`,
    });
  } catch (err) {
    const state = await isPaymentGatewayState(deps, err, paymentIntentId);
    if (state === 'succeeded') {
      await deps.payments.createRefund({ paymentIntentId, idempotencyKey: `jr-refund-${row.id}` });
    } else if (state !== 'canceled') {
      deps.log.warn({ err, requestId: row.id }, 'request void failed: retried by the sweep');
      return false;
    }
  }
  await markVoided(deps.db, row.id);
  return true;
}

/** Every void still owed (the sweep). */
export async function voidOwed(deps: Deps, limit = 100): Promise<number> {
  let done = 0;
  for (const row of await findOwedVoids(deps.db, limit)) {
    try {
      if (await voidRequest(deps, row)) done += 1;
    } catch (err) {
      deps.log.warn({ err, requestId: row.id }, 'request void failed: retried by the sweep');
    }
  }
  return done;
}
