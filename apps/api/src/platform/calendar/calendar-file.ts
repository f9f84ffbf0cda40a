import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical, { ICalCalendarMethod, ICalEventStatus, ICalEventTransparency } from 'ical-generator';
import { DateTime } from 'luxon';

/**
 * One dinner as a calendar entry. `uid` is stable for as long as the entry is the same one (a
 * seat, or a dinner in a feed), so a calendar that sees it again updates it; `sequence` grows with
 * every change (decision 048).
 */
export interface CalendarDinner {
  uid: string;
  start: Date;
  end: Date;
  /** The dinner's IANA zone: DTSTART/DTEND carry it, and a VTIMEZONE describes it. */
  timeZone: string;
  summary: string;
  description: string;
  location: string;
  url: string;
  cancelled: boolean;
  sequence: number;
  lastModified: Date;
}

export interface CalendarFileOptions {
  /** The feed's name in the reader's calendar list (X-WR-CALNAME); none for a single file. */
  name?: string;
  dinners: CalendarDinner[];
  /** When the file was made (DTSTAMP); now by default. */
  stamp?: Date;
  /** How often a subscribed calendar should fetch the feed again. */
  refreshSeconds?: number;
}

/**
 * An iCalendar (RFC 5545) file, written by ical-generator: every dinner in its own zone, with a
 * VTIMEZONE for each zone from @touch4it/ical-timezones, so a calendar anywhere shows the
 * local time the host chose. A cancelled dinner stays in the file as STATUS:CANCELLED, so a
 * calendar that had it removes or strikes it.
 */
export function calendarFile({
  name,
  dinners,
  stamp = new Date(),
  refreshSeconds,
}: CalendarFileOptions): string {
  const calendar = ical({
    prodId: { company: 'Storytable', product: 'Dinners', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    ...(name ? { name } : {}),
    ...(refreshSeconds ? { ttl: refreshSeconds } : {}),
  });
  // a generator without a name: a VTIMEZONE for each dinner's zone, and no X-WR-TIMEZONE
  calendar.timezone({ name: '', generator: vtimezone });
  for (const dinner of dinners) {
    calendar.createEvent({
      id: dinner.uid,
      sequence: dinner.sequence,
      stamp,
      lastModified: dinner.lastModified,
      // a native Date would be written on the process's own clock: Luxon carries the instant,
      // and ical-generator writes it on the dinner's wall clock (setZone)
      start: DateTime.fromJSDate(dinner.start),
      end: DateTime.fromJSDate(dinner.end),
      timezone: dinner.timeZone,
      summary: dinner.summary,
      description: dinner.description,
      location: dinner.location,
      url: dinner.url,
      status: dinner.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      transparency: ICalEventTransparency.OPAQUE,
    });
  }
  return calendar.toString();
}

/** A zone's VTIMEZONE, read from @touch4it/ical-timezones' files once per zone. */
const vtimezones = new Map<string, string | null>();
function vtimezone(zone: string): string | null {
  if (!vtimezones.has(zone)) vtimezones.set(zone, getVtimezoneComponent(zone) ?? null);
  return vtimezones.get(zone) ?? null;
}

const UID_SLOT = 'uid-to-fill';
/** RFC 5545 folds lines past 75 octets: a UID line within that is filled in without refolding. */
const fitsOnOneLine = (uid: string) => Buffer.byteLength(`UID:${uid}`) <= 75;

/**
 * The same one-dinner file for many UIDs (a dinner's reminders, one per seat): written once
 * (ical-generator spends about a millisecond on a file), the UID filled in per seat.
 */
export function calendarFileTemplate(
  dinner: Omit<CalendarDinner, 'uid'>,
  stamp = new Date(),
): (uid: string) => string {
  const file = calendarFile({ dinners: [{ ...dinner, uid: UID_SLOT }], stamp });
  return (uid) =>
    fitsOnOneLine(uid)
      ? file.replace(`\r\nUID:${UID_SLOT}\r\n`, `\r\nUID:${uid}\r\n`)
      : calendarFile({ dinners: [{ ...dinner, uid }], stamp });
}

/** How a file is attached to an email: text/calendar, method PUBLISH. */
export function calendarAttachment(content: string, filename = 'dinner.ics') {
  return { filename, contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content };
}
