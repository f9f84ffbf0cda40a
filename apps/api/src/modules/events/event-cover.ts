import type { Event } from '@storytable/domain';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import { type EventRow, events, type UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { EVENT_NOT_FOUND, lockEvent } from '../../platform/events/event-lock.ts';
import {
  COVER_KEY_WIDTH,
  COVER_WIDTHS,
  coverJpegs,
  coverKeyAt,
} from '../../platform/images/cover-jpegs.ts';
import { saveImages } from '../../platform/images/image-store.ts';
import { refuseNonImages } from '../../platform/images/image-upload.ts';
import { getEvent } from './event-service.ts';

export const NOT_YOUR_EVENT = 'Only the host of this event can change its cover';

type Deps = Pick<AppDeps, 'db' | 'images' | 'eventsCache' | 'eventReads'>;

/** The event, when `user` hosts it: 404 for no such event, 403 for someone else's. */
export async function findOwnEvent(deps: Pick<Deps, 'db'>, user: UserRow, id: number) {
  const [row] = await deps.db.select().from(events).where(eq(events.id, id)).limit(1);
  if (!row) throw AppError.notFound(EVENT_NOT_FOUND);
  assertHosts(user, row);
  return row;
}

function assertHosts(user: UserRow, event: EventRow) {
  if (event.hostId !== user.id) throw AppError.forbidden(NOT_YOUR_EVENT);
}

/**
 * POST /api/events/:id/cover-image: the upload re-encoded to the cover widths, stored as the
 * host's, named by the event, and the host's covers no event names any more (the one replaced)
 * deleted, in one transaction; their objects (S3) only once it committed.
 */
export async function setEventCover(
  deps: Deps,
  host: UserRow,
  eventId: number,
  upload: Buffer,
): Promise<Event> {
  const owner = { ownerId: host.id, kind: 'event-cover' as const };
  const images = await refuseNonImages(coverJpegs(upload, `${owner.kind}:${owner.ownerId}`));
  const key = images.find((image) => image.width === COVER_KEY_WIDTH)!.key;
  const rows = await deps.images.put(images);
  const afterCommit = await deps.db.transaction(async (tx) => {
    const event = await lockEvent(tx, eventId);
    if (!event) throw AppError.notFound(EVENT_NOT_FOUND);
    assertHosts(host, event);
    await saveImages(tx, owner, rows);
    await tx.update(events).set({ coverImageKey: key }).where(eq(events.id, eventId));
    return deps.images.deleteOwned(tx, owner, await namedCoverKeys(tx, host.id));
  });
  await afterCommit();
  deps.eventsCache.invalidate();
  return getEvent(deps, eventId);
}

/** Every width's key of the covers the host's events name. */
async function namedCoverKeys(tx: DbOrTx, hostId: number): Promise<string[]> {
  const named = await tx
    .select({ key: events.coverImageKey })
    .from(events)
    .where(and(eq(events.hostId, hostId), isNotNull(events.coverImageKey)));
  return named.flatMap(({ key }) => COVER_WIDTHS.map((width) => coverKeyAt(key!, width)));
}
