import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { listenToChannel } from '../../db/listen.ts';
import { NotifiedCache } from '../../lib/tuned/notified-cache.ts';
import type { SessionUser } from './session-repository.ts';
import { hashToken } from './session-token.ts';

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

  /**
   * The session of a cookie's token, from the cache when it can be trusted. Kept by token, so a
   * hit costs no hashing; the database is asked by the token's hash.
   */
  async sessionUser(token: string): Promise<SessionUser> {
    const found =
      this.peek(token) ??
      (await this.get(token, async () => {
        const value = await this.lookup(hashToken(token));
        // misses are not kept: the cookie of a session created a moment later must work at once
        return { value, validUntil: value ? value.expiresAt.getTime() : 0 };
      }));
    return unexpired(found);
  }

  /** The cached session of a token, when there is a fresh one (no I/O, no promise). */
  cached(token: string): SessionUser | undefined {
    const found = this.peek(token);
    return found === undefined ? undefined : unexpired(found);
  }
}

const unexpired = (found: SessionUser) =>
  found && found.expiresAt.getTime() > Date.now() ? found : null;

export function listenForAuthChanges(db: Db, cache: SessionCache, log: FastifyBaseLogger) {
  return listenToChannel(db, AUTH_CHANGED_CHANNEL, cache, log);
}
