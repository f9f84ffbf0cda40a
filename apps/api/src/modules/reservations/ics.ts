/**
 * An iCalendar (RFC 5545) invitation in the dinner's own time zone: DTSTART/DTEND carry
 * `TZID=<IANA zone>` and a VTIMEZONE describes that zone for the dinner's year (its offsets and
 * the transitions between them, computed with Intl), so every calendar shows the local time the
 * host chose, whatever the reader's own zone.
 */
export interface CalendarEntry {
  uid: string;
  start: Date;
  end: Date;
  timeZone: string;
  summary: string;
  location: string;
  description: string;
  url?: string;
  /** When the file was made (DTSTAMP); now by default. */
  stamp?: Date;
}

const PRODUCT_ID = '-//Storytable//Reservations//EN';
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export function buildIcs(entry: CalendarEntry): string {
  return icsTemplate(entry)(entry.uid);
}

/**
 * The same file for many UIDs (a dinner's reminders, one per reservation): the zone, times and
 * text are formatted once, the UID filled in per file.
 */
export function icsTemplate(entry: Omit<CalendarEntry, 'uid'>): (uid: string) => string {
  const tz = entry.timeZone;
  const head = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODUCT_ID}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...vtimezone(tz, entry.start, entry.end),
    'BEGIN:VEVENT',
  ]
    .map(fold)
    .join('\r\n');
  const tail = [
    `DTSTAMP:${utcStamp(entry.stamp ?? new Date())}`,
    `DTSTART;TZID=${tz}:${localStamp(entry.start, tz)}`,
    `DTEND;TZID=${tz}:${localStamp(entry.end, tz)}`,
    `SUMMARY:${escapeText(entry.summary)}`,
    `LOCATION:${escapeText(entry.location)}`,
    `DESCRIPTION:${escapeText(entry.description)}`,
    ...(entry.url ? [`URL:${entry.url}`] : []),
    'STATUS:CONFIRMED',
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ]
    .map(fold)
    .join('\r\n');
  return (uid) => `${head}\r\n${fold(`UID:${escapeText(uid)}`)}\r\n${tail}\r\n`;
}

/** RFC 5545 TEXT escaping. */
export function escapeText(s: string): string {
  return s
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r?\n/g, '\\n');
}

/** Lines longer than 75 octets continue on the next line after one space (never inside a character). */
function fold(line: string): string {
  if (Buffer.byteLength(line) <= 75) return line;
  const out: string[] = [];
  let current = '';
  let limit = 75;
  for (const ch of line) {
    if (Buffer.byteLength(current + ch) > limit) {
      out.push(current);
      current = '';
      limit = 74; // the leading space counts
    }
    current += ch;
  }
  out.push(current);
  return out.join('\r\n ');
}

const pad = (n: number) => String(n).padStart(2, '0');

function utcStamp(d: Date): string {
  return `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}Z`;
}

/** The wall-clock time in `timeZone`, as iCalendar's local DATE-TIME (no Z). */
export function localStamp(d: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    formatter(timeZone, 'wallClock')
      .formatToParts(d)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}${parts.month}${parts.day}T${parts.hour}${parts.minute}${parts.second}`;
}

const FORMATS = {
  wallClock: {
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  },
  longOffset: { timeZoneName: 'longOffset' },
  short: { timeZoneName: 'short' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

const formatters = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone and format: making one costs far more than using it. */
function formatter(timeZone: string, format: keyof typeof FORMATS): Intl.DateTimeFormat {
  const key = `${timeZone} ${format}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone, ...FORMATS[format] });
    formatters.set(key, f);
  }
  return f;
}

/** The zone's UTC offset at an instant, in minutes (e.g. -420 for PDT). */
export function offsetMinutes(timeZone: string, at: Date | number): number {
  const name = formatter(timeZone, 'longOffset')
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName')?.value;
  const m = name?.match(/GMT([+-])(\d{2}):?(\d{2})?/);
  if (!m) return 0; // 'GMT' itself
  const minutes = Number(m[2]) * 60 + Number(m[3] ?? 0);
  return m[1] === '-' ? -minutes : minutes;
}

/** The zone's short name at an instant ('PST', 'PDT'), or the zone itself. */
export function abbreviation(timeZone: string, at: Date | number): string {
  return (
    formatter(timeZone, 'short')
      .formatToParts(at)
      .find((p) => p.type === 'timeZoneName')?.value ?? timeZone
  );
}

function utcOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${pad(Math.floor(abs / 60))}${pad(abs % 60)}`;
}

/** Local wall-clock stamp of an instant under a fixed offset. */
function stampAtOffset(at: number, offset: number): string {
  return utcStamp(new Date(at + offset * MINUTE)).replace('Z', '');
}

/** The instants (to the minute) where the zone's offset changes between `from` and `to`. */
function transitions(timeZone: string, from: number, to: number): number[] {
  const found: number[] = [];
  for (let t = from; t < to; t += DAY) {
    if (offsetMinutes(timeZone, t) === offsetMinutes(timeZone, t + DAY)) continue;
    let lo = t;
    let hi = t + DAY; // offset(lo) != offset(hi): find the first minute with the new offset
    while (hi - lo > MINUTE) {
      const mid = lo + Math.floor((hi - lo) / 2 / MINUTE) * MINUTE;
      if (offsetMinutes(timeZone, mid) === offsetMinutes(timeZone, lo)) lo = mid;
      else hi = mid;
    }
    found.push(hi);
  }
  return found;
}

const vtimezones = new Map<string, string[]>();

/** A VTIMEZONE valid from the start of the dinner's year to the end of the year it ends in. */
function vtimezone(timeZone: string, start: Date, end: Date): string[] {
  const key = `${timeZone} ${start.getUTCFullYear()} ${end.getUTCFullYear()}`;
  let lines = vtimezones.get(key);
  if (!lines) {
    lines = computeVtimezone(timeZone, start.getUTCFullYear(), end.getUTCFullYear());
    if (vtimezones.size > 1000) vtimezones.clear();
    vtimezones.set(key, lines);
  }
  return lines;
}

function computeVtimezone(timeZone: string, firstYear: number, lastYear: number): string[] {
  const from = Date.UTC(firstYear, 0, 1);
  const to = Date.UTC(lastYear + 1, 0, 1);
  const changes = transitions(timeZone, from, to);
  const initial = offsetMinutes(timeZone, from);
  const offsets = [initial, ...changes.map((t) => offsetMinutes(timeZone, t))];
  const standard = Math.min(...offsets);
  const observance = (at: number, fromOffset: number, toOffset: number) => {
    const kind = toOffset > standard ? 'DAYLIGHT' : 'STANDARD';
    return [
      `BEGIN:${kind}`,
      `DTSTART:${stampAtOffset(at, fromOffset)}`,
      `TZOFFSETFROM:${utcOffset(fromOffset)}`,
      `TZOFFSETTO:${utcOffset(toOffset)}`,
      `TZNAME:${abbreviation(timeZone, at)}`,
      `END:${kind}`,
    ];
  };
  const lines = ['BEGIN:VTIMEZONE', `TZID:${timeZone}`, ...observance(from, initial, initial)];
  for (const t of changes) {
    lines.push(...observance(t, offsetMinutes(timeZone, t - MINUTE), offsetMinutes(timeZone, t)));
  }
  lines.push('END:VTIMEZONE');
  return lines;
}
