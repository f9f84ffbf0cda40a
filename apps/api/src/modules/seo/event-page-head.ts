import {
  availableSpotsOf,
  DEFAULT_EVENT_DESCRIPTION,
  type Event,
  eventEndsAt,
  eventPagePath,
  formatEventIsoWithOffset,
  formatEventLongDate,
  formatEventTime,
  profilePagePath,
  publicPlaceText,
} from '@storytable/domain';
import type { PageHead } from './page-head.ts';
import { shortText } from './page-head.ts';
import { SHARE_CARD_SIZE, shareCardVersion } from './share-card.ts';

export interface Site {
  appName: string;
  appUrl: string;
}

const SCHEMA = 'https://schema.org';

/** The dinner's picture for previews: its cover's largest size, or the card the server draws. */
export function eventImage(event: Event, site: Site): NonNullable<PageHead['image']> {
  const largest = event.coverImage?.srcSet.split(', ').at(-1)?.split(' ')[0];
  if (largest) {
    return {
      url: `${site.appUrl}${largest}`,
      width: 1440,
      height: 900,
      alt: `Cover photo of ${event.title}`,
    };
  }
  return {
    url: `${site.appUrl}/api/events/${event.id}/share-card.png?v=${shareCardVersion(event)}`,
    ...SHARE_CARD_SIZE,
    alt: `${event.title}: ${formatEventLongDate(event.dateTime, event.timeZone)}, hosted by ${event.host.name}`,
  };
}

/** 'Saturday, November 28, 2026, 7:00 PM PST' in the dinner's own zone. */
export function whenText(event: Pick<Event, 'dateTime' | 'timeZone'>): string {
  return `${formatEventLongDate(event.dateTime, event.timeZone)}, ${formatEventTime(event.dateTime, event.timeZone)}`;
}

function availability(event: Event): string {
  if (!event.status || !event.onSale) return `${SCHEMA}/Discontinued`;
  return availableSpotsOf(event) > 0 ? `${SCHEMA}/InStock` : `${SCHEMA}/SoldOut`;
}

/** schema.org Event: Google's event fields, with the public part of the address only. */
export function eventStructuredData(event: Event, site: Site): object {
  const url = `${site.appUrl}${eventPagePath(event.id)}`;
  return {
    '@context': SCHEMA,
    '@type': 'Event',
    name: event.title,
    description: event.description.trim() || DEFAULT_EVENT_DESCRIPTION,
    url,
    startDate: formatEventIsoWithOffset(event.dateTime, event.timeZone),
    endDate: formatEventIsoWithOffset(eventEndsAt(event.dateTime), event.timeZone),
    eventStatus: `${SCHEMA}/${event.status ? 'EventScheduled' : 'EventCancelled'}`,
    eventAttendanceMode: `${SCHEMA}/OfflineEventAttendanceMode`,
    location: {
      '@type': 'Place',
      name: event.restaurantName,
      address: {
        '@type': 'PostalAddress',
        ...(event.neighborhood ? { name: event.neighborhood } : {}),
        addressLocality: event.city,
        addressRegion: event.state,
        addressCountry: 'US',
      },
    },
    image: [eventImage(event, site).url],
    organizer: {
      '@type': 'Person',
      name: event.host.name,
      url: `${site.appUrl}${profilePagePath(event.hostId)}`,
    },
    maximumAttendeeCapacity: event.capacity,
    remainingAttendeeCapacity: availableSpotsOf(event),
    offers: {
      '@type': 'Offer',
      url,
      price: (event.price / 100).toFixed(2),
      priceCurrency: 'USD',
      availability: availability(event),
      validFrom: event.createdAt,
    },
  };
}

/** The dinner page's head: what a chat app's preview and a search result show. */
export function eventPageHead(event: Event, site: Site): PageHead {
  const state = !event.status ? 'Cancelled. ' : availableSpotsOf(event) === 0 ? 'Sold out. ' : '';
  const facts = `${whenText(event)} at ${event.restaurantName}, ${publicPlaceText(event)}. Hosted by ${event.host.name}.`;
  const about = event.description.trim() || DEFAULT_EVENT_DESCRIPTION;
  return {
    title: `${event.status ? '' : 'Cancelled: '}${event.title} | ${site.appName}`,
    description: shortText(`${state}${facts} ${about}`, 300),
    canonical: `${site.appUrl}${eventPagePath(event.id)}`,
    type: 'website',
    image: eventImage(event, site),
    structuredData: [eventStructuredData(event, site)],
  };
}
