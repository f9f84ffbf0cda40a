import { NEWSLETTER_MESSAGES } from '@storytable/domain';
import type { AppDeps } from '../../app-deps.ts';
import { addSubscriber } from './newsletter-repository.ts';

/** The address arrives trimmed and lower-cased by the domain schema, so repeats are found. */
export async function subscribe(deps: AppDeps, email: string) {
  const added = await addSubscriber(deps.db, email);
  return {
    success: true,
    message: added ? NEWSLETTER_MESSAGES.SUBSCRIBED : NEWSLETTER_MESSAGES.ALREADY_SUBSCRIBED,
  };
}
