import type { APIRequestContext } from '@playwright/test';
import { type Event, zonedDateAndTime } from '@storytable/domain';
import { post } from './api.ts';

const PLACES = [
  { state: 'NY', city: 'New York', timeZone: 'America/New_York' },
  { state: 'CA', city: 'Sacramento', timeZone: 'America/Los_Angeles' },
  { state: 'HI', city: 'Honolulu', timeZone: 'Pacific/Honolulu' },
] as const;

/** The dinner's date and time on `timeZone`'s clock, the minutes down to the form's quarter hour. */
function wallClock(at: Date, timeZone: string) {
  const { date, time } = zonedDateAndTime(at, timeZone);
  const [hour, minute] = time.split(':');
  return { date, time: `${hour}:${String(Math.floor(Number(minute) / 15) * 15).padStart(2, '0')}` };
}

/**
 * A free dinner starting in about an hour on the same local day, so table mode is open at once
 * (check-in opens on the dinner's day): held where it is still that day an hour from now.
 */
export async function dinnerLaterToday(host: APIRequestContext, title: string): Promise<Event> {
  const now = new Date();
  const later = new Date(now.getTime() + 75 * 60_000);
  const place = PLACES.find(
    (p) => wallClock(now, p.timeZone).date === wallClock(later, p.timeZone).date,
  );
  if (!place) throw new Error('no zone where an hour from now is still today');
  const { date, time } = wallClock(later, place.timeZone);
  return (await post(host, '/api/events', {
    title,
    description: 'A table for the table-mode journey.',
    state: place.state,
    city: place.city,
    restaurantName: 'Tonight Supper Club',
    streetAddress: '20 W 34th St',
    neighborhood: 'Downtown',
    date,
    time,
    isFreeEvent: true,
    price: 0,
    capacity: 6,
    tags: ['World History'],
  })) as Event;
}
