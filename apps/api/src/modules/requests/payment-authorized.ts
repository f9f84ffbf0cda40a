import { parseDecimalId } from '@storytable/domain';
import type { AppDeps } from '../../app-deps.ts';
import { paymentIntentFromEvent } from '../../platform/payments/webhooks/payment-events.ts';
import { findRequest } from './request-repository.ts';
import { confirmAuthorized } from './request-service.ts';

/**
 * `payment_intent.amount_capturable_updated`: a request's card is authorized even if the browser
 * never came back (registered once by lifecycle.ts). Idempotent, as webhooks must be.
 */
export function onRequestWebhooks(deps: AppDeps) {
  deps.paymentEvents.on('payment_intent.amount_capturable_updated', async (event) => {
    const intent = paymentIntentFromEvent(event);
    const id = parseDecimalId(intent.metadata.joinRequestId);
    if (id === null) return;
    const row = await findRequest(deps.db, id);
    if (row?.paymentIntentId === intent.id) await confirmAuthorized(deps, row);
  });
}
