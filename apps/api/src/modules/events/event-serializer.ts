import type { Event, EventHost } from '@storytable/domain';
import type { EventRow } from '../../db/schema/index.ts';

/** An event row and its host's public fields, as every events endpoint answers them. */
export interface EventWithHost {
  event: EventRow;
  host: EventHost;
}

export function toEvent({ event: e, host }: EventWithHost): Event {
  const availableSpots = e.availableSpots ?? e.capacity;
  return {
    id: e.id,
    hostId: e.hostId,
    host,
    title: e.title,
    description: e.description,
    tags: e.tags,
    featured: e.featured,
    restaurantName: e.restaurantName,
    city: e.city,
    state: e.state,
    location: e.location,
    dateTime: e.dateTime.toISOString(),
    timeZone: e.timeZone,
    price: e.price,
    capacity: e.capacity,
    availableSpots,
    availableSeats: availableSpots,
    status: e.status,
    createdAt: e.createdAt.toISOString(),
    cancelledAt: e.cancelledAt ? e.cancelledAt.toISOString() : null,
  };
}
