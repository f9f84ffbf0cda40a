import { zonedDateAndTime, zonedDateTime } from '@storytable/domain';
import type { DbOrTx } from '../db/client.ts';
import { hostNotes, noShows, type UserRow } from '../db/schema/index.ts';
import { seatDemoDinner } from './demo-dinner.ts';

const DEMO_NOTE =
  'Thank you for steering us back to the question about the first letter we never sent. ' +
  'I went home and wrote it.';
const ZONE = 'America/Los_Angeles';
const DAY_MS = 24 * 3_600_000;

/**
 * Seven in the evening before the latest 9 AM that has passed in Sacramento: its morning after
 * is within the last 24 hours whenever the demo starts, so the thank-you sweep sends it then.
 */
function lastNightAtSeven(now = new Date()): Date {
  const today = zonedDateAndTime(now, ZONE);
  const morning =
    today.time >= '09:00'
      ? today.date
      : zonedDateAndTime(new Date(now.getTime() - DAY_MS), ZONE).date;
  const noon = zonedDateTime(morning, '12:00', ZONE);
  const at =
    noon &&
    zonedDateTime(zonedDateAndTime(new Date(noon.getTime() - DAY_MS), ZONE).date, '19:00', ZONE);
  if (!at) throw new Error('demo attendance: no 7 PM last night');
  return at;
}

/**
 * Hannah's dinner last night (decision 065): three demo guests; the last did not come and is
 * marked so, the second left her a private note, and both who came get the morning's thank-you.
 */
export async function seedDemoLastNight(tx: DbOrTx, host: UserRow, guests: UserRow[]) {
  const seated = guests.slice(5, 8);
  if (seated.length < 3) return;
  const made = await seatDemoDinner(tx, host, {
    title: 'Last Night: Letters We Never Sent',
    dateTime: lastNightAtSeven(),
    capacity: 6,
    guests: seated,
    bookedDaysAgo: 6,
  });
  const [, writer, absent] = made?.seated ?? [];
  if (!made || !writer || !absent) return;
  const eventId = made.dinner.id;
  await tx.insert(noShows).values({ reservationId: absent.id, eventId });
  await tx.insert(hostNotes).values({ eventId, userId: writer.userId, note: DEMO_NOTE });
}

const SEATED_EARLIER = 4;
const EARLIER_HOURS_AGO = 3;

/**
 * Hannah's dinner that ended an hour ago (decision 065): four demo guests, none checked in, so
 * table mode offers the no-show marks on any day the demo starts. The demo guest login is not one.
 */
export async function seedDemoEarlierToday(tx: DbOrTx, host: UserRow, guests: UserRow[]) {
  const seated = guests.slice(-SEATED_EARLIER);
  if (seated.length < SEATED_EARLIER) return;
  await seatDemoDinner(tx, host, {
    title: 'Earlier Today: Letters We Never Sent',
    dateTime: new Date(Date.now() - EARLIER_HOURS_AGO * 3_600_000),
    capacity: 8,
    guests: seated,
    bookedDaysAgo: 3,
  });
}
