import ICAL from 'ical.js';

/** One VEVENT as a calendar program reads it (ical.js, independent of the library that wrote it). */
export interface ParsedEntry {
  uid: string;
  /** The instant, resolved through the file's own VTIMEZONE. */
  start: Date;
  end: Date;
  /** The TZID the start is written in, and its wall-clock time there ('2030-11-26T19:30:00'). */
  tzid: string | null;
  localStart: string;
  summary: string;
  description: string;
  location: string;
  url: string | null;
  status: string | null;
  sequence: number;
  lastModified: Date | null;
}

export interface ParsedCalendar {
  method: string | null;
  name: string | null;
  /** TZIDs of the file's VTIMEZONE components. */
  zones: string[];
  entries: ParsedEntry[];
}

/**
 * Parses an iCalendar file with ical.js. The file's VTIMEZONEs are registered first, so a
 * TZID start resolves as a calendar would resolve it: through the rules the file itself gives.
 */
export function parseCalendar(ics: string): ParsedCalendar {
  const root = new ICAL.Component(ICAL.parse(ics));
  const zones = root.getAllSubcomponents('vtimezone');
  for (const zone of zones) ICAL.TimezoneService.register(zone);
  const text = (c: ICAL.Component, name: string) => {
    const v = c.getFirstPropertyValue(name);
    return v === null || v === undefined ? null : String(v);
  };
  return {
    method: text(root, 'method'),
    name: text(root, 'x-wr-calname'),
    zones: zones.map((z) => String(z.getFirstPropertyValue('tzid'))),
    entries: root.getAllSubcomponents('vevent').map((vevent) => {
      const event = new ICAL.Event(vevent);
      const start = event.startDate;
      const lastModified = vevent.getFirstPropertyValue('last-modified');
      return {
        uid: event.uid,
        start: start.toJSDate(),
        end: event.endDate.toJSDate(),
        tzid: vevent.getFirstProperty('dtstart')?.getParameter('tzid')?.toString() ?? null,
        localStart: start.toString(),
        summary: event.summary,
        description: event.description,
        location: event.location,
        url: text(vevent, 'url'),
        status: text(vevent, 'status'),
        sequence: event.sequence,
        lastModified: lastModified instanceof ICAL.Time ? lastModified.toJSDate() : null,
      };
    }),
  };
}
