import type { AppDeps } from '../../app-deps.ts';
import { applyAccountUpdate } from './payouts-service.ts';

/** Payout accounts' webhook reaction (registered once by lifecycle.ts). */
export function onAccountWebhooks(deps: AppDeps) {
  deps.paymentEvents.on('account.updated', async (event, { log }) => {
    const id = event.data.object.id;
    if (typeof id === 'string') await applyAccountUpdate(deps, id, log);
  });
}
