import type { Event } from './events.ts';

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

/** What that element holds: the public dinner of an event page. */
export interface PageData {
  event?: Event;
}
