// What other modules may use of events: the routes, the hot reads and their cache, the event
// as every endpoint answers it, the on-sale rule's SQL (and what the listing offers, which the
// sitemap lists), and cancelling a dinner with its seats.

export { EVENT_NOT_FOUND, lockEvent } from '../../platform/events/event-lock.ts';
export { eventAddressRoutes } from './address-routes.ts';
export { coverImageRoutes } from './cover-image-routes.ts';
export { cancelDinnerAndSeats, refundOwedIfPaid } from './dinner-cancellation-repository.ts';
export {
  hostColumns,
  insertEvent,
  listed,
  prepareEventReads,
} from './event-repository.ts';
export { type EventWithHost, toEvent } from './event-serializer.ts';
export { eventJson, eventsJsonByIds } from './event-service.ts';
export { EventsCache, listenForEventChanges } from './events-cache.ts';
export { hostEventRoutes } from './host-events-routes.ts';
export { onSale } from './on-sale.ts';
export { eventRoutes, noStoreWhenAsked } from './routes.ts';
