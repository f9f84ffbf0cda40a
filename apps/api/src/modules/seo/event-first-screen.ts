import {
  EVENT_FIRST_SCREEN_TOKENS,
  type Event,
  type EventFirstScreen,
  eventFirstScreen,
} from '@storytable/domain';
import { escapeHtml } from '../../lib/escape-html.ts';

const TOKEN = /@@st-[a-z-]+@@/g;
const FIELD = new Map(
  Object.entries(EVENT_FIRST_SCREEN_TOKENS).map(([field, token]) => [
    token,
    field as keyof EventFirstScreen,
  ]),
);
/** The cover photo's element, left out for a dinner without one (its artwork shows alone). */
const COVER_IMG = new RegExp(`<img [^>]*${EVENT_FIRST_SCREEN_TOKENS.coverSrc}[^>]*>`);

/**
 * The prerendered dinner page's body with this dinner's first screen (decision 055): each token
 * replaced by its text, escaped for HTML (a title is what a host typed). One pass over the built
 * page, so text that looks like a token is never replaced again.
 */
export function fillFirstScreen(body: string, event: Event): string {
  const view = eventFirstScreen(event);
  const page = view.coverSrc ? body : body.replace(COVER_IMG, '');
  return page.replace(TOKEN, (token) => {
    const field = FIELD.get(token);
    return field === undefined ? token : escapeHtml(view[field]);
  });
}
