import type { EventPrompts } from './conversation-prompts.ts';
import type { Event } from './events.ts';
import type { Table } from './tickets.ts';
import type { CurrentUser } from './user.ts';

/**
 * The public pages' paths, the same for the web app's links, the server's canonical URLs and the
 * sitemap (decision 047): a dinner's page is /event/{id}; /events/{id} shows it too, with this
 * one as its canonical URL.
 */
export const eventPagePath = (id: number) => `/event/${id}`;
export const profilePagePath = (id: number) => `/profile/${id}`;
export const reservationPagePath = (id: number) => `/reservations/${id}`;

/**
 * The element holding the data a server-sent page starts from (JSON): the web app reads it
 * before its first render instead of asking the API again.
 */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

/**
 * What that element holds: the public dinner of an event page; on table mode, for the dinner's
 * host or an admin only, the signed-in user, the table and its prompts (decision 074).
 */
export interface PageData {
  event?: Event;
  user?: CurrentUser;
  table?: Table;
  prompts?: EventPrompts;
}

/**
 * The marks around the cookie bar in a signed-in page's first screen (decision 074): the server
 * keeps the bar for an account that has made no cookie choice and cuts it for everyone else.
 */
export const FIRST_SCREEN_COOKIE_BANNER = {
  start: '<!--cookie-banner-->',
  end: '<!--/cookie-banner-->',
} as const;

/**
 * The places the table's top takes in table mode's first screen (decision 074): the build writes
 * the app's heading block with these, the server fills them for the dinner's host.
 */
export const TABLE_FIRST_SCREEN_TOKENS = {
  title: '@@st-table-title@@',
  when: '@@st-table-when@@',
  count: '@@st-table-count@@',
} as const;
