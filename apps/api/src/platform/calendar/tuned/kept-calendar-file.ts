import { TwoGenerations } from '../../../lib/tuned/two-generations.ts';
import { type CalendarDinner, calendarFileTemplate } from '../calendar-file.ts';

// Tuned: measure before touching (README). Its figures are decision 073's and
// docs/measurements/hot-paths.md.

/** DTSTAMP as ical-generator writes it: UTC to the second. */
const stampText = (stamp: Date) =>
  `DTSTAMP:${stamp
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')}`;

type Kept = { fill: (uid: string) => string; stampLine: string };

/** Files written for recent dinners, by everything written into them but the UID and DTSTAMP. */
const keptFiles = new TwoGenerations<string, Kept>(500);

/**
 * `calendarFileTemplate` for a file made again and again for the same dinner (a confirmation
 * per booking): ical-generator writes a dinner's file once while it stays the same, and each
 * file gets its own UID and DTSTAMP, so it reads exactly as one written fresh.
 */
export function keptCalendarFileTemplate(
  dinner: Omit<CalendarDinner, 'uid'>,
  stamp = new Date(),
): (uid: string) => string {
  const key = JSON.stringify(dinner);
  let kept = keptFiles.get(key);
  if (!kept) {
    kept = { fill: calendarFileTemplate(dinner, stamp), stampLine: stampText(stamp) };
    keptFiles.set(key, kept);
  }
  const { fill, stampLine } = kept;
  const now = stampText(stamp);
  return (uid) => fill(uid).replace(`\r\n${stampLine}\r\n`, `\r\n${now}\r\n`);
}
