import { describe, expect, it } from 'vitest';
import { eventAddressOf, mapSearchUrl, publicPlaceText } from './places.ts';

const place = {
  eventId: 3,
  restaurantName: 'Midtown Ember',
  streetAddress: '1801 L St',
  neighborhood: 'Midtown',
  city: 'Sacramento',
  state: 'CA',
};

describe('where a dinner is', () => {
  it('tells the public the neighborhood and city only', () => {
    expect(publicPlaceText(place)).toBe('Midtown, Sacramento, CA');
    expect(publicPlaceText({ ...place, neighborhood: null })).toBe('Sacramento, CA');
  });

  it('gives guests the whole address and a map search for it', () => {
    expect(eventAddressOf(place)).toEqual({
      ...place,
      fullText: 'Midtown Ember, 1801 L St, Sacramento, CA',
      mapUrl: 'https://www.openstreetmap.org/search?query=1801%20L%20St%2C%20Sacramento%2C%20CA',
    });
    // an older dinner without a street address: no map link to guess
    expect(mapSearchUrl({ ...place, streetAddress: null })).toBeNull();
    expect(eventAddressOf({ ...place, streetAddress: null }).fullText).toBe(
      'Midtown Ember, Sacramento, CA',
    );
  });
});
