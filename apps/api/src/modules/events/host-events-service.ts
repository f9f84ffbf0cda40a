import type { Event, UserEventsResponse } from '@storytable/domain';
import type { AppDeps } from '../../app-deps.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { findFollowedHostsEvents, findHostEvents } from './event-repository.ts';
import { toEvent } from './event-serializer.ts';

type Deps = Pick<AppDeps, 'db'>;

/** Upcoming events from followed hosts shown with the user's own list. */
export const FOLLOWED_HOSTS_EVENTS_LIMIT = 50;

/**
 * GET /api/host/events: the signed-in host's events. Upcoming active ones soonest first, or with
 * showAll every one (past and cancelled too), newest first. A user who is not a host has none.
 */
export async function listHostEvents(
  deps: Deps,
  user: UserRow,
  showAll: boolean,
): Promise<Event[]> {
  if (!user.isHost) return [];
  const rows = await findHostEvents(deps.db, user.id, { showAll });
  return rows.map(toEvent);
}

/** GET /api/user/events (docs/decisions/005-user-events-shape.md). */
export async function listUserEvents(deps: Deps, user: UserRow): Promise<UserEventsResponse> {
  const [hosted, followed] = await Promise.all([
    findHostEvents(deps.db, user.id, { showAll: true }),
    findFollowedHostsEvents(deps.db, user.id, FOLLOWED_HOSTS_EVENTS_LIMIT),
  ]);
  return { hosted: hosted.map(toEvent), fromFollowedHosts: followed.map(toEvent) };
}
