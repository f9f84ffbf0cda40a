import type { APIRequestContext } from '@playwright/test';
import type { Event } from '@storytable/domain';
import { post } from './api.ts';

const PLACES = [
  { state: 'NY', city: 'New York', timeZone: 'America/New_York' },
  { state: 'CA', city: 'Sacramento', timeZone: 'America/Los_Angeles' },
  { state: 'HI', city: 'Honolulu', timeZone: 'Pacific/Honolulu' },
] as const;

function wallClock(at: Date, timeZone: string) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  const minute = String(Math.floor(Number(parts.minute) / 15) * 15).padStart(2, '0');
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${minute}` };
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
