import { parseDecimalId } from '@storytable/domain';
import type { AppDeps } from '../../app-deps.ts';
import { isMissing } from '../../platform/payments/gateway.ts';
import { applyVerificationResult } from './identity-service.ts';

const IDENTITY_EVENTS = [
  'identity.verification_session.verified',
  'identity.verification_session.requires_input',
  'identity.verification_session.processing',
  'identity.verification_session.canceled',
];

/**
 * Identity verification's webhook reactions (registered once by lifecycle.ts). Each re-reads the
 * session from the gateway, so duplicates, retries and out-of-order deliveries all end in the
 * provider's current state.
 */
export function onIdentityWebhooks(deps: AppDeps) {
  for (const type of IDENTITY_EVENTS) {
    deps.paymentEvents.on(type, async (event, { log }) => {
      const id = event.data.object.id;
      if (typeof id !== 'string') return;
      try {
        const session = await deps.payments.retrieveVerificationSession(id);
        const userId = parseDecimalId(session.metadata.userId);
        if (userId !== null) await applyVerificationResult(deps, userId, session);
      } catch (err) {
        if (!isMissing(err)) throw err;
        log.info({ sessionId: id }, `${type} for a session that no longer exists`);
      }
    });
  }
}
