import { NEWSLETTER_MESSAGES } from '@storytable/domain';
import type { AppDeps } from '../../app-deps.ts';
import type { RateLimitRule } from '../../platform/rate-limit/rate-limiter.ts';
import { addSubscriber } from './newsletter-repository.ts';

const HOUR = 60 * 60 * 1000;

/** Sign-ups per client address and per address (audit finding 9). */
export const NEWSLETTER_LIMITS = {
  perClient: { name: 'newsletter:ip', max: 20, windowMs: HOUR },
  perAddress: { name: 'newsletter:email', max: 5, windowMs: HOUR },
} as const satisfies Record<string, RateLimitRule>;

/**
 * The address arrives trimmed and lower-cased by the domain schema, so repeats are found. The
 * answer is the same whether or not the address was already on the list: it must not tell
 * anyone who subscribes.
 */
export async function subscribe(deps: AppDeps, email: string) {
  await addSubscriber(deps.db, email);
  return { success: true, message: NEWSLETTER_MESSAGES.SUBSCRIBED };
}
