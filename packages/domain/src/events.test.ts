import { describe, expect, it } from 'vitest';
import { EVENT_CATEGORIES } from './category-list.ts';
import { eventCancelledText, eventStatusLabel, seatCue, spotsText } from './event-rules.ts';
import {
  eventCreationPayloadSchema,
  eventCreationPayloadSchemaAt,
  eventFormSchema,
  eventFormSchemaAt,
  eventFormToPayload,
  TIME_SLOTS,
  zonedDateAndTime,
  zonedDateTime,
} from './events.ts';
import { US_STATES } from './locations.ts';

const nextYear = new Date().getUTCFullYear() + 1;
const payload = {
  title: 'Dinner and the Fall of Rome',
  description: 'An evening on how empires end.',
  state: 'CA',
  city: 'Sacramento',
  restaurantName: 'The Firehouse',
  streetAddress: '1112 2nd St',
  neighborhood: 'Old Sacramento',
  date: `${nextYear}-06-12`,
  time: '19:00',
  isFreeEvent: false,
  price: 4500,
  capacity: 8,
  tags: ['Ancient Civilizations'],
};
const form = { ...payload, price: '45', capacity: '8' };

function messages(result: {
  success: boolean;
  error?: { issues: { message: string; path: PropertyKey[] }[] };
}) {
  return (result.error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`);
}

describe('event creation payload', () => {
  it('accepts a valid paid event', () => {
    const r = eventCreationPayloadSchema.safeParse(payload);
    expect(messages(r)).toEqual([]);
    expect(r.data).toMatchObject({ price: 4500, isFreeEvent: false, state: 'CA' });
  });

  it('stores free events at price 0 and reads price 0 without the flag as free', () => {
    expect(
      eventCreationPayloadSchema.parse({ ...payload, isFreeEvent: true, price: 2500 }),
    ).toMatchObject({ price: 0, isFreeEvent: true });
    const { isFreeEvent: _, ...noFlag } = payload;
    expect(eventCreationPayloadSchema.parse({ ...noFlag, price: 0 })).toMatchObject({
      price: 0,
      isFreeEvent: true,
    });
  });

  it.each([
    ['title', { title: '' }, 'title: Title is required'],
    ['title missing', { title: undefined }, 'title: Title is required'],
    ['blank title', { title: '   ' }, 'title: Title is required'],
    ['description', { description: '' }, 'description: Description is required'],
    ['state', { state: '' }, 'state: State is required'],
    ['city', { city: '' }, 'city: City is required'],
    ['restaurant', { restaurantName: '' }, 'restaurantName: Restaurant name is required'],
    ['date', { date: '' }, 'date: Date is required'],
    ['time', { time: '' }, 'time: Time is required'],
    ['price missing', { price: undefined }, 'price: Price is required'],
    ['price text', { price: 'ten' }, 'price: Price must be a number'],
    ['price fraction of a cent', { price: 1000.5 }, 'price: Please enter a valid number'],
    ['price negative', { price: -100 }, 'price: Price cannot be negative'],
    ['price above 2000 dollars', { price: 200_001 }, 'price: Price cannot exceed $2,000'],
    [
      'paid under 10 dollars',
      { price: 999 },
      'price: Paid events must have a price of at least $10.00',
    ],
    ['paid at 0', { price: 0 }, 'price: Paid events must have a price of at least $10.00'],
    ['capacity 0', { capacity: 0 }, 'capacity: Capacity must be at least 1'],
    ['capacity 13', { capacity: 13 }, 'capacity: Capacity cannot exceed 12'],
    ['capacity missing', { capacity: undefined }, 'capacity: Capacity is required'],
    ['capacity fraction', { capacity: 2.5 }, 'capacity: Please enter a valid number'],
    ['no category', { tags: [] }, 'tags: At least one category is required'],
    ['tags missing', { tags: undefined }, 'tags: At least one category is required'],
    ['unknown category', { tags: ['Cooking'] }, 'tags.0: Please choose a category from the list'],
    [
      'two categories',
      { tags: ['Art History', 'Leadership'] },
      'tags: Please choose only one category',
    ],
    ['unknown state', { state: 'ZZ' }, 'state: Please choose a state from the list'],
    [
      'city of another state',
      { city: 'Los Angeles' },
      'city: Please choose a city in the selected state',
    ],
    ['bad date', { date: `${nextYear}-02-30` }, 'date: Please enter a valid date'],
    ['bad time', { time: '25:00' }, 'time: Please enter a valid time'],
    ['past date', { date: '2020-01-01' }, 'date: The event must start in the future'],
  ])('%s', (_name, change, expected) => {
    const r = eventCreationPayloadSchema.safeParse({ ...payload, ...change });
    expect(r.success).toBe(false);
    expect(messages(r)).toEqual([expected]);
  });

  it('accepts the bounds: 10 and 2000 dollars, 1 and 12 seats', () => {
    for (const change of [{ price: 1000 }, { price: 200_000 }, { capacity: 1 }, { capacity: 12 }])
      expect(messages(eventCreationPayloadSchema.safeParse({ ...payload, ...change }))).toEqual([]);
  });

  it('accepts a lower-case state code and every state and city pair of the lists', () => {
    expect(eventCreationPayloadSchema.parse({ ...payload, state: 'ca' }).state).toBe('CA');
    for (const s of US_STATES)
      for (const city of s.cities)
        expect(
          eventCreationPayloadSchema.safeParse({ ...payload, state: s.code, city }).success,
        ).toBe(true);
  });

  it('accepts each of the 14 categories', () => {
    for (const c of EVENT_CATEGORIES)
      expect(eventCreationPayloadSchema.safeParse({ ...payload, tags: [c] }).success).toBe(true);
  });

  it('reports every broken field at once', () => {
    const r = eventCreationPayloadSchema.safeParse({});
    expect(messages(r)).toEqual(
      expect.arrayContaining([
        'title: Title is required',
        'description: Description is required',
        'state: State is required',
        'city: City is required',
        'restaurantName: Restaurant name is required',
        'streetAddress: Street address is required',
        'neighborhood: Neighborhood is required',
        'date: Date is required',
        'time: Time is required',
        'price: Price is required',
        'capacity: Capacity is required',
        'tags: At least one category is required',
      ]),
    );
  });
});

describe('event form', () => {
  it('accepts valid values and turns them into the payload', () => {
    const r = eventFormSchema.safeParse(form);
    expect(messages(r)).toEqual([]);
    const body = eventFormToPayload(r.data!);
    expect(body).toMatchObject({ price: 4500, capacity: 8, isFreeEvent: false });
    expect(body.dateTime).toBe(
      zonedDateTime(form.date, form.time, 'America/Los_Angeles')!.toISOString(),
    );
    expect(eventCreationPayloadSchema.safeParse(body).success).toBe(true);
  });

  it('sends price 0 for a free event whatever the disabled input holds', () => {
    const body = eventFormToPayload(
      eventFormSchema.parse({ ...form, isFreeEvent: true, price: '' }),
    );
    expect(body).toMatchObject({ price: 0, isFreeEvent: true });
    const disabled = eventFormToPayload(
      eventFormSchema.parse({ ...form, isFreeEvent: true, price: undefined }),
    );
    expect(disabled.price).toBe(0);
    expect(messages(eventFormSchema.safeParse({ ...form, price: undefined }))).toEqual([
      'price: Price is required',
    ]);
  });

  it('converts cents without floating point drift', () => {
    expect(eventFormToPayload(eventFormSchema.parse({ ...form, price: '19.99' })).price).toBe(1999);
    expect(eventFormToPayload(eventFormSchema.parse({ ...form, price: 10.1 })).price).toBe(1010);
  });

  it.each([
    ['', 'Price is required'],
    ['abc', 'Price must be a number'],
    ['12.345', 'Please enter a valid number'],
    [Number.NaN, 'Please enter a valid number'],
    ['-1', 'Price cannot be negative'],
    ['2000.01', 'Price cannot exceed $2,000'],
    ['9.99', 'Paid events must have a price of at least $10.00'],
    ['0', 'Paid events must have a price of at least $10.00'],
  ])('price %j gives %s', (price, message) => {
    expect(messages(eventFormSchema.safeParse({ ...form, price }))).toEqual([`price: ${message}`]);
  });

  it.each([
    ['', 'Capacity is required'],
    ['0', 'Capacity must be at least 1'],
    [13, 'Capacity cannot exceed 12'],
    ['x', 'Please enter a valid number'],
  ])('capacity %j gives %s', (capacity, message) => {
    expect(messages(eventFormSchema.safeParse({ ...form, capacity }))).toEqual([
      `capacity: ${message}`,
    ]);
  });

  it('shows the required messages of an empty form together', () => {
    const empty = {
      title: '',
      description: '',
      state: '',
      city: '',
      restaurantName: '',
      streetAddress: '',
      neighborhood: '',
      date: '',
      time: '',
      isFreeEvent: false,
      price: '',
      capacity: '',
      tags: [],
    };
    expect(messages(eventFormSchema.safeParse(empty))).toEqual([
      'title: Title is required',
      'description: Description is required',
      'state: State is required',
      'city: City is required',
      'restaurantName: Restaurant name is required',
      'streetAddress: Street address is required',
      'neighborhood: Neighborhood is required',
      'date: Date is required',
      'time: Time is required',
      'tags: At least one category is required',
      'price: Price is required',
      'capacity: Capacity is required',
    ]);
  });
});

describe('zonedDateTime', () => {
  it('reads the wall clock of the zone, across daylight saving time', () => {
    expect(zonedDateTime('2030-07-03', '19:30', 'America/Los_Angeles')!.toISOString()).toBe(
      '2030-07-04T02:30:00.000Z',
    );
    expect(zonedDateTime('2030-01-15', '19:00', 'America/Los_Angeles')!.toISOString()).toBe(
      '2030-01-16T03:00:00.000Z',
    );
    expect(zonedDateTime('2030-01-15', '19:00', 'America/New_York')!.toISOString()).toBe(
      '2030-01-16T00:00:00.000Z',
    );
  });

  it('rejects impossible dates and times', () => {
    expect(zonedDateTime('2030-02-29', '10:00', 'UTC')).toBeNull();
    expect(zonedDateTime('2030-01-01', '24:00', 'UTC')).toBeNull();
  });
});

it('offers 96 time slots every 15 minutes', () => {
  expect(TIME_SLOTS).toHaveLength(96);
  expect(TIME_SLOTS.slice(0, 3)).toEqual(['00:00', '00:15', '00:30']);
  expect(TIME_SLOTS.at(-1)).toBe('23:45');
});

describe('event times (audit finding 10)', () => {
  const first = (r: ReturnType<typeof eventCreationPayloadSchema.safeParse>) => messages(r)[0];

  it('must be on a 15-minute slot', () => {
    expect(first(eventCreationPayloadSchema.safeParse({ ...payload, time: '19:07' }))).toBe(
      'time: Time must be on a 15-minute slot',
    );
    expect(eventCreationPayloadSchema.safeParse({ ...payload, time: '19:45' }).success).toBe(true);
  });

  it('must be within two years', () => {
    const far = `${nextYear + 2}-06-12`;
    expect(first(eventCreationPayloadSchema.safeParse({ ...payload, date: far }))).toBe(
      'date: Date must be within the next two years',
    );
  });

  // 2030-01-10 12:00 in Sacramento (UTC-8 in winter)
  const atNoon = eventCreationPayloadSchemaAt(() => new Date('2030-01-10T20:00:00Z'));
  const at = (date: string, time: string) => messages(atNoon.safeParse({ ...payload, date, time }));

  it('reads the injected clock: two years to the minute, and not in the past', () => {
    expect(at('2032-01-10', '12:00')).toEqual([]);
    expect(at('2032-01-10', '12:15')).toEqual(['date: Date must be within the next two years']);
    expect(at('2030-01-10', '12:15')).toEqual([]);
    expect(at('2030-01-10', '12:00')).toEqual(['date: The event must start in the future']);
    expect(at('2030-01-10', '11:45')).toEqual(['date: The event must start in the future']);
  });

  it('holds the form to the same clock', () => {
    const tooFar = { ...form, date: '2032-01-10', time: '12:15' };
    const r = eventFormSchemaAt(() => new Date('2030-01-10T20:00:00Z')).safeParse(tooFar);
    expect(messages(r)).toEqual(['date: Date must be within the next two years']);
  });
});

describe('seatCue', () => {
  it.each([
    [0, 'Sold out'],
    [1, '1 seat left'],
    [3, '3 seats left'],
    [4, null],
  ])('%i seats left reads %s', (availableSpots, cue) => {
    expect(seatCue({ availableSpots, capacity: 8 })).toBe(cue);
  });
});

describe('a cancelled dinner (#32.19)', () => {
  it('is badged Cancelled, not Inactive', () => {
    expect(eventStatusLabel({ status: true, cancelledAt: null })).toBe('Active');
    expect(eventStatusLabel({ status: false, cancelledAt: '2026-11-26T10:00:00.000Z' })).toBe(
      'Cancelled',
    );
    expect(eventStatusLabel({ status: false, cancelledAt: null })).toBe('Inactive');
  });

  it('tells the host what happened, refunds only when there were any', () => {
    expect(eventCancelledText('Rome', { reservationsCancelled: 0, refundsStarted: 0 })).toBe(
      'Rome is cancelled and off the listings. No guest had reserved a seat, so nobody needed to be told.',
    );
    expect(eventCancelledText('Rome', { reservationsCancelled: 1, refundsStarted: 0 })).toBe(
      'Rome is cancelled and off the listings. 1 reservation cancelled; each guest is told by email.',
    );
    expect(eventCancelledText('Rome', { reservationsCancelled: 3, refundsStarted: 2 })).toBe(
      'Rome is cancelled and off the listings. 3 reservations cancelled and 2 paid seats refunded in full; each guest is told by email.',
    );
  });
});

describe('spotsText', () => {
  it.each([
    [0, 'Sold out'],
    [-1, 'Sold out'],
    [1, '1 of 8 spots available'],
    [8, '8 of 8 spots available'],
  ])('%i seats left reads %s', (availableSpots, text) => {
    expect(spotsText({ availableSpots, capacity: 8 })).toBe(text);
  });
});

describe('zonedDateAndTime', () => {
  it("reads an instant on the zone's wall clock, the inverse of zonedDateTime", () => {
    for (const [date, time, zone] of [
      ['2030-03-10', '19:00', 'America/Los_Angeles'],
      ['2030-11-03', '01:30', 'America/New_York'],
      ['2030-12-31', '23:45', 'Pacific/Honolulu'],
    ] as const) {
      const at = zonedDateTime(date, time, zone);
      expect(zonedDateAndTime(at!, zone)).toEqual({ date, time });
    }
    expect(zonedDateAndTime('2030-06-02T02:30:00.000Z', 'America/Los_Angeles')).toEqual({
      date: '2030-06-01',
      time: '19:30',
    });
  });
});
