import { describe, expect, it } from 'vitest';
import {
  type RestaurantBrief,
  restaurantBriefDueAt,
  restaurantBriefLine,
  restaurantBriefUpdateSchema,
} from './restaurant-brief.ts';

// 7:30 PM in Sacramento on Thursday, December 12, 2030: the brief is due 48 hours before
const DINNER = '2030-12-13T03:30:00.000Z';
const brief = (over: Partial<RestaurantBrief> = {}): RestaurantBrief => ({
  eventId: 1,
  restaurantEmail: null,
  timeZone: 'America/Los_Angeles',
  hasGuests: true,
  dueAt: restaurantBriefDueAt(DINNER).toISOString(),
  sentAt: null,
  sentToRestaurant: null,
  headcount: null,
  ...over,
});
const before = new Date('2030-12-01T00:00:00.000Z');
const after = new Date('2030-12-11T05:00:00.000Z');

describe('restaurantBriefLine', () => {
  it('says when it goes, and to whom', () => {
    expect(restaurantBriefDueAt(DINNER).toISOString()).toBe('2030-12-11T03:30:00.000Z');
    expect(restaurantBriefLine(brief(), before)).toBe(
      'The restaurant brief goes to you on Tuesday, December 10, 2030 at 7:30 PM PST, 48 hours before the dinner.',
    );
    expect(restaurantBriefLine(brief({ restaurantEmail: 'b@r.test' }), before)).toContain(
      'goes to you and b@r.test on Tuesday',
    );
  });

  it('says when it went and to whom, whatever the address is now', () => {
    const went = brief({
      restaurantEmail: 'new@r.test',
      sentAt: '2030-12-11T03:31:00.000Z',
      sentToRestaurant: 'old@r.test',
      headcount: 3,
    });
    expect(restaurantBriefLine(went, after)).toBe(
      'The restaurant brief went to you and old@r.test on Tuesday, December 10, 2030 at 7:31 PM PST.',
    );
    expect(restaurantBriefLine({ ...went, sentToRestaurant: null }, after)).toContain(
      'went to you on',
    );
  });

  it('past its moment: in minutes, or when the first guest books', () => {
    expect(restaurantBriefLine(brief(), after)).toBe(
      'The restaurant brief goes to you in the next few minutes.',
    );
    expect(restaurantBriefLine(brief({ hasGuests: false }), after)).toBe(
      'The restaurant brief goes to you as soon as the first guest books.',
    );
  });
});

describe('restaurantBriefUpdateSchema', () => {
  it('takes an address (trimmed, lower case), blank or null as none, and nothing else', () => {
    const parse = (v: unknown) => restaurantBriefUpdateSchema.safeParse({ restaurantEmail: v });
    expect(parse(' Bookings@R.test ').data).toEqual({ restaurantEmail: 'bookings@r.test' });
    expect(parse('').data).toEqual({ restaurantEmail: null });
    expect(parse(null).data).toEqual({ restaurantEmail: null });
    for (const bad of ['nope', `${'x'.repeat(250)}@r.test`, 'a\u0000@r.test', 3])
      expect(parse(bad).success).toBe(false);
    expect(restaurantBriefUpdateSchema.safeParse({}).success).toBe(false);
  });
});
