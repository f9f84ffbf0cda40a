import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { listenToChannel } from '../../db/listen.ts';
import { NotifiedCache } from '../../lib/notified-cache.ts';
import type { SessionUser } from './session-repository.ts';

/** The channel the triggers of migration 0004_auth_notify notify on commit. */
export const AUTH_CHANGED_CHANNEL = 'auth_changed';

/**
 * Session -> user lookups run on every signed-in request. They are kept per instance while it
 * hears the database's `auth_changed` notifications (any committed change to users or sessions
 * empties the cache), never past the session's expiry, and at most 30 s. One per app, made in
 * app.ts with the database's prepared lookup.
 */
export class SessionCache extends NotifiedCache<SessionUser> {
  constructor(private readonly lookup: (id: string) => Promise<SessionUser>) {
    super({ maxAgeMs: 30_000, maxWeight: 50_000, weigh: () => 1 });
  }

  /** The session's user, from the cache when it can be trusted. */
  async sessionUser(id: string): Promise<SessionUser> {
    const found = await this.get(id, async () => {
      const value = await this.lookup(id);
      // misses are not kept: the cookie of a session created a moment later must work at once
      return { value, validUntil: value ? value.expiresAt.getTime() : 0 };
    });
    return found && found.expiresAt.getTime() > Date.now() ? found : null;
  }
}

export function listenForAuthChanges(db: Db, cache: SessionCache, log: FastifyBaseLogger) {
  return listenToChannel(db, AUTH_CHANGED_CHANNEL, cache, log);
}
