import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../../app-deps.ts';
import {
  claimWebhookEvent,
  markWebhookFailed,
  markWebhookProcessed,
} from './webhook-repository.ts';

/** An attempt still 'processing' after this long is taken to have died and may be retried. */
const ABANDONED_AFTER_MS = 5 * 60 * 1000;

export type WebhookOutcome = { eventId: string; type: string; duplicate: boolean };

/**
 * The one way a webhook event gets in, from Stripe's HTTP call or the simulated gateway:
 * verify the signature on the raw body (throws WebhookSignatureError), take the event id once,
 * run the handlers, and record the result. A failure is recorded and rethrown, so the provider's
 * retry runs the handlers again; a duplicate of a processed event changes nothing.
 */
export async function receiveWebhook(
  deps: Pick<AppDeps, 'db' | 'payments' | 'paymentEvents'>,
  rawBody: Buffer | string,
  signature: string | undefined,
  log: FastifyBaseLogger,
): Promise<WebhookOutcome> {
  const event = deps.payments.constructEvent(rawBody, signature);
  const claimed = await claimWebhookEvent(
    deps.db,
    event.id,
    event.type,
    new Date(Date.now() - ABANDONED_AFTER_MS),
  );
  if (!claimed) {
    log.info({ eventId: event.id, type: event.type }, 'duplicate webhook event ignored');
    return { eventId: event.id, type: event.type, duplicate: true };
  }
  try {
    await deps.paymentEvents.dispatch(event, { log });
  } catch (err) {
    await markWebhookFailed(deps.db, event.id, err instanceof Error ? err.message : String(err));
    throw err;
  }
  await markWebhookProcessed(deps.db, event.id);
  return { eventId: event.id, type: event.type, duplicate: false };
}
