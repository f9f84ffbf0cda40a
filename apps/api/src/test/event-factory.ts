import { defaultEventLocation, timeZoneOf } from '@storytable/domain';
import type { DbOrTx } from '../db/client.ts';
import type { EventRow, NewEventRow } from '../db/schema/index.ts';
import { insertEvent } from '../modules/events/index.ts';

let seq = 0;

/**
 * A host whose payout account takes charges, so their paid dinners are on sale (decision 034):
 * `createUser(db, { ...PAYOUTS_READY, isHost: true })`.
 */
export const PAYOUTS_READY = {
  stripeConnectId: 'acct_payouts_ready',
  stripeConnectStatus: 'complete',
  stripeConnectOnboardingComplete: true,
} as const;

/** A host's create form as `POST /api/events` takes it: a paid Sacramento dinner next July. */
export function newDinnerForm<T extends object = object>(overrides: T = {} as T) {
  return {
    title: 'Bread and Circuses',
    description: 'Roman history over dinner.',
    state: 'CA',
    city: 'Sacramento',
    restaurantName: 'Capitol Oak Bistro',
    streetAddress: '1500 K St',
    neighborhood: 'Midtown',
    date: `${new Date().getUTCFullYear() + 1}-07-03`,
    time: '19:30',
    price: 4500,
    capacity: 8,
    tags: ['Ancient Civilizations'],
    ...overrides,
  };
}

export type CreateEventOverrides = Partial<NewEventRow> & { hostId: number };

/**
 * The integration tests' event factory: `createEvent(db, { hostId, price: 0 })`. A Sacramento
 * dinner a week ahead unless told otherwise.
 */
export async function createEvent(db: DbOrTx, overrides: CreateEventOverrides): Promise<EventRow> {
  seq += 1;
  const restaurantName = overrides.restaurantName ?? 'The Firehouse';
  const city = overrides.city ?? 'Sacramento';
  const state = overrides.state ?? 'CA';
  const capacity = overrides.capacity ?? 8;
  return insertEvent(db, {
    title: `Test dinner ${seq}`,
    description: 'A conversation over dinner.',
    tags: ['World History'],
    dateTime: new Date(Date.now() + 7 * 24 * 3_600_000 + seq * 60_000),
    price: 2500,
    streetAddress: '1112 2nd St',
    neighborhood: 'Old Sacramento',
    ...overrides,
    restaurantName,
    city,
    state,
    capacity,
    timeZone: overrides.timeZone ?? timeZoneOf(state),
    location: overrides.location ?? defaultEventLocation({ restaurantName, city, state }),
    availableSpots: overrides.availableSpots ?? capacity,
  });
}
