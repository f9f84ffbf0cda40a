import { z } from 'zod';
import { eventEndsAt } from './reservations.ts';

/**
 * Calendars (decision 048): a guest's private feed at /api/calendar/users/{token}.ics, a host's
 * public feed at /api/calendar/hosts/{id}.ics, a seat's file at
 * /api/reservations/{id}/calendar.ics, and links that open the common web calendars.
 */

/** A feed token: 32 bytes, base64url (256 bits: guessing one is hopeless). */
export const CALENDAR_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const calendarTokenParamSchema = z.object({
  token: z.string().max(100).regex(CALENDAR_TOKEN_PATTERN, 'Calendar feed not found'),
});

/** GET and POST /api/user/calendar-token: the feed's address, or null before the first one. */
export const calendarFeedResponseSchema = z.object({
  url: z.string().nullable(),
});
export type CalendarFeedResponse = z.infer<typeof calendarFeedResponseSchema>;

export const calendarFeedPaths = {
  user: (token: string) => `/api/calendar/users/${token}.ics`,
  host: (hostId: number) => `/api/calendar/hosts/${hostId}.ics`,
  reservation: (reservationId: number) => `/api/reservations/${reservationId}/calendar.ics`,
};

export interface CalendarLinkEntry {
  title: string;
  description: string;
  /** ISO instant */
  start: string;
  location: string;
  url: string;
}

/** 20261124T030000Z */
function utcStamp(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/**
 * 'Add to calendar' links for Google Calendar, Outlook.com and Yahoo Calendar. The times are
 * UTC instants: each calendar shows them in its reader's zone, the same instant the .ics file
 * gives in the dinner's own zone.
 */
export function calendarLinks(entry: CalendarLinkEntry) {
  const start = new Date(entry.start);
  const end = eventEndsAt(start);
  const details = `${entry.description}\n\n${entry.url}`;
  const google = new URLSearchParams({
    action: 'TEMPLATE',
    text: entry.title,
    dates: `${utcStamp(start)}/${utcStamp(end)}`,
    details,
    location: entry.location,
  });
  const outlook = new URLSearchParams({
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: entry.title,
    startdt: start.toISOString(),
    enddt: end.toISOString(),
    body: details,
    location: entry.location,
  });
  const yahoo = new URLSearchParams({
    v: '60',
    title: entry.title,
    st: utcStamp(start),
    et: utcStamp(end),
    desc: details,
    in_loc: entry.location,
  });
  return {
    google: `https://calendar.google.com/calendar/render?${google}`,
    outlook: `https://outlook.live.com/calendar/0/action/compose?${outlook}`,
    yahoo: `https://calendar.yahoo.com/?${yahoo}`,
  };
}
