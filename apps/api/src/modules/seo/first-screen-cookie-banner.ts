import { FIRST_SCREEN_COOKIE_BANNER } from '@storytable/domain';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { hasNoCookieChoice, pageSession } from './page-session.ts';

const { start, end } = FIRST_SCREEN_COOKIE_BANNER;

/** The page without its first screen's cookie bar (no marks: the page as it is). */
export function withoutCookieBanner(html: string): string {
  const from = html.indexOf(start);
  const to = html.indexOf(end, from);
  return from === -1 || to === -1 ? html : html.slice(0, from) + html.slice(to + end.length);
}

/**
 * Whether the page request's session belongs to an account that has made no cookie choice: the
 * app will draw the bar for it, so its first screen may paint the bar (decisions 074, 079). No
 * session, an expired one, or a session that cannot be read is false: the app decides then.
 */
export async function accountHasNoCookieChoice(
  deps: Pick<AppDeps, 'sessionCache'>,
  request: FastifyRequest,
): Promise<boolean> {
  try {
    const entry = await pageSession(deps, request);
    return entry !== null && hasNoCookieChoice(entry.user);
  } catch (err) {
    // the page is the app's shell, which needs no database: it is sent without the bar
    request.log.warn({ err }, 'first screen: session not read');
    return false;
  }
}
