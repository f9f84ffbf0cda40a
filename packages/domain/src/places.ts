import { z } from 'zod';

/**
 * Where a dinner is (decision 047). The public sees the neighborhood and the city; the street
 * address is for the dinner's confirmed guests, its host and admins, with a link that opens it
 * in a map (a search URL: nothing is fetched from a map service by us).
 */
export const eventAddressSchema = z.object({
  eventId: z.number().int(),
  restaurantName: z.string(),
  /** Null on dinners created before addresses existed. */
  streetAddress: z.string().nullable(),
  neighborhood: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  /** One line for a calendar or a letter: 'Midtown Ember, 1801 L St, Sacramento, CA'. */
  fullText: z.string(),
  /** An OpenStreetMap search for the address; null without a street address. */
  mapUrl: z.string().nullable(),
});
export type EventAddress = z.infer<typeof eventAddressSchema>;

interface Place {
  restaurantName: string;
  streetAddress?: string | null;
  neighborhood?: string | null;
  city: string;
  state: string;
}

/** What everyone may see: 'Midtown, Sacramento, CA', or 'Sacramento, CA' without a neighborhood. */
export function publicPlaceText(place: Omit<Place, 'restaurantName'>): string {
  return [place.neighborhood, place.city, place.state].filter(Boolean).join(', ');
}

/** The whole address on one line, restaurant first. */
export function fullAddressText(place: Place): string {
  return [place.restaurantName, place.streetAddress, place.city, place.state]
    .filter(Boolean)
    .join(', ');
}

/** A map search for the street address (OpenStreetMap opens it in the visitor's browser). */
export function mapSearchUrl(place: Place): string | null {
  if (!place.streetAddress) return null;
  const query = [place.streetAddress, place.city, place.state].join(', ');
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(query)}`;
}

export function eventAddressOf(place: Place & { eventId: number }): EventAddress {
  return {
    eventId: place.eventId,
    restaurantName: place.restaurantName,
    streetAddress: place.streetAddress ?? null,
    neighborhood: place.neighborhood ?? null,
    city: place.city,
    state: place.state,
    fullText: fullAddressText(place),
    mapUrl: mapSearchUrl(place),
  };
}
