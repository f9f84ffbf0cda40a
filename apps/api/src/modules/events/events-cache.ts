import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { listenToChannel } from '../../db/listen.ts';
import { NotifiedCache } from '../../lib/tuned/notified-cache.ts';

/** The channel the triggers of migration 0003_events_notify notify on commit. */
export const EVENTS_CHANGED_CHANNEL = 'events_changed';

/**
 * Serialized answers of the public event reads (listing pages, the filter panel, single events,
 * searches). Any committed change to events or to a host's public fields reaches every instance
 * as a NOTIFY (database triggers), which empties the cache. Entries also lapse when an event they
 * count starts, and after 30 s.
 */
export class EventsCache extends NotifiedCache<string> {
  constructor() {
    super({ maxAgeMs: 30_000, maxWeight: 32 * 1024 * 1024, weigh: (body) => body.length });
  }
}

/** LISTENs for event changes and keeps `cache` told whether it may serve. */
export function listenForEventChanges(db: Db, cache: EventsCache, log: FastifyBaseLogger) {
  return listenToChannel(db, EVENTS_CHANGED_CHANNEL, cache, log);
}
