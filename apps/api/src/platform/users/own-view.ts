import { currentUserSchema } from '@storytable/domain';
import type { SessionUser } from '../sessions/session-repository.ts';
import { toCurrentUser } from './user-serializer.ts';

/**
 * The signed-in user's own view as JSON, checked against its schema once per session-cache
 * entry rather than on every GET /api/user (the busiest signed-in read). A change to the user or
 * the session empties the cache, so the next request builds a fresh entry and a fresh answer.
 */
export function ownViewJson(entry: NonNullable<SessionUser>): string {
  entry.ownViewJson ??= JSON.stringify(currentUserSchema.parse(toCurrentUser(entry.user)));
  return entry.ownViewJson;
}
