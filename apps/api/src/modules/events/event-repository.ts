import { FEATURED_LIMIT } from '@storytable/domain';
import { and, asc, count, desc, eq, gt, inArray, max, min, not, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../db/client.ts';
import { type EventRow, events, follows, type NewEventRow, users } from '../../db/schema/index.ts';
import type { EventWithHost } from './event-serializer.ts';
import { hostTakesPayment, onSaleOf } from './on-sale.ts';

/** The host's public fields, joined onto every event (one query, never one per event). */
export const hostColumns = {
  id: users.id,
  name: users.name,
  profileImage: users.profileImage,
  isVerifiedHost: users.isVerifiedHost,
  idmeVerified: users.idmeVerified,
  manualReviewStatus: users.manualReviewStatus,
  isHost: users.isHost,
  rating: users.rating,
  reviewCount: users.reviewCount,
  /** Not public: it decides the event's `onSale` (toEvent). */
  takesPayment: hostTakesPayment,
};

const withHost = { event: events, host: hostColumns };
/**
 * What guests are offered: upcoming, active and on sale (a host's own list shows them all). The
 * sitemap lists exactly these.
 */
const listedIn = (t: Record<'status' | 'dateTime' | 'price' | 'hostId', AnyPgColumn>) =>
  and(eq(t.status, true), gt(t.dateTime, sql`now()`), onSaleOf(t));
export const listed = listedIn(events);
const upcomingActive = and(eq(events.status, true), gt(events.dateTime, sql`now()`));
const soonestFirst = [asc(events.dateTime), asc(events.id)] as const;
const carousel = alias(events, 'carousel');

/**
 * The listing's grid: what guests are offered less the featured dinners the carousel above it
 * shows (the soonest FEATURED_LIMIT), so no dinner appears twice. Featured dinners the carousel
 * has no room for stay in the grid.
 */
function inGrid(db: DbOrTx) {
  const carouselIds = db
    .select({ id: carousel.id })
    .from(carousel)
    .where(and(listedIn(carousel), eq(carousel.featured, true)))
    .orderBy(asc(carousel.dateTime), asc(carousel.id))
    .limit(FEATURED_LIMIT);
  return and(listed, not(and(eq(events.featured, true), inArray(events.id, carouselIds))!));
}

function selectWithHost(db: DbOrTx) {
  return db.select(withHost).from(events).innerJoin(users, eq(users.id, events.hostId));
}

/**
 * The listing's and the event page's hot reads, prepared once per database: app.ts makes them
 * (AppDeps.eventReads).
 */
export function prepareEventReads(db: Db) {
  const grid = inGrid(db);
  const page = selectWithHost(db)
    .where(grid)
    .orderBy(...soonestFirst)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('events_upcoming_page');
  const summary = db
    .select({ total: count(), nextStart: min(events.dateTime) })
    .from(events)
    .where(grid)
    .prepare('events_upcoming_summary');
  const panel = selectWithHost(db)
    .where(listed)
    .orderBy(...soonestFirst)
    .limit(sql.placeholder('limit'))
    .prepare('events_upcoming_panel');
  const featured = selectWithHost(db)
    .where(and(listed, eq(events.featured, true)))
    .orderBy(...soonestFirst)
    .limit(sql.placeholder('limit'))
    .prepare('events_featured');
  const byId = selectWithHost(db)
    .where(eq(events.id, sql.placeholder('id')))
    .limit(1)
    .prepare('event_by_id');
  return {
    /** How many dinners the listing's grid has, and when the soonest of them starts. */
    async upcomingSummary(): Promise<{ total: number; nextStart: Date | null }> {
      const [row] = await summary.execute();
      return { total: row?.total ?? 0, nextStart: row?.nextStart ?? null };
    },
    /** A page of the listing's grid (without the carousel's featured dinners). */
    upcomingPage(limit: number, offset: number): Promise<EventWithHost[]> {
      return page.execute({ limit, offset });
    },
    /** The soonest dinners offered, featured or not (the filter panel). */
    upcomingListed(limit: number): Promise<EventWithHost[]> {
      return panel.execute({ limit });
    },
    featured(limit: number): Promise<EventWithHost[]> {
      return featured.execute({ limit });
    },
    async withHost(id: number): Promise<EventWithHost | null> {
      const [row] = await byId.execute({ id });
      return row ?? null;
    },
  };
}

export type EventReads = ReturnType<typeof prepareEventReads>;

/** The filter panel's slider maxima over every upcoming active event. */
export async function upcomingRanges(
  db: DbOrTx,
): Promise<{ maxPrice: number; maxCapacity: number }> {
  const [row] = await db
    .select({ maxPrice: max(events.price), maxCapacity: max(events.capacity) })
    .from(events)
    .where(listed);
  return { maxPrice: row?.maxPrice ?? 0, maxCapacity: row?.maxCapacity ?? 0 };
}

export function findEventsWithHostByIds(db: DbOrTx, ids: number[]): Promise<EventWithHost[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return selectWithHost(db).where(inArray(events.id, ids));
}

/** A host's events: upcoming active ones soonest first, or all of them (past and cancelled too). */
export function findHostEvents(
  db: DbOrTx,
  hostId: number,
  { showAll }: { showAll: boolean },
): Promise<EventWithHost[]> {
  return selectWithHost(db)
    .where(showAll ? eq(events.hostId, hostId) : and(eq(events.hostId, hostId), upcomingActive))
    .orderBy(...(showAll ? [desc(events.dateTime), desc(events.id)] : soonestFirst));
}

/** Upcoming active events of the hosts `followerId` follows, soonest first. */
export function findFollowedHostsEvents(
  db: DbOrTx,
  followerId: number,
  limit: number,
): Promise<EventWithHost[]> {
  return selectWithHost(db)
    .innerJoin(follows, and(eq(follows.hostId, events.hostId), eq(follows.followerId, followerId)))
    .where(listed)
    .orderBy(...soonestFirst)
    .limit(limit);
}

export async function insertEvent(db: DbOrTx, values: NewEventRow): Promise<EventRow> {
  const [row] = await db.insert(events).values(values).returning();
  if (!row) throw new Error('insertEvent: insert returned nothing');
  return row;
}

/** Marks an event inactive. Keeps the first cancellation time when called again. */
export async function markEventCancelled(tx: DbOrTx, id: number): Promise<void> {
  await tx
    .update(events)
    .set({ status: false, cancelledAt: sql`coalesce(${events.cancelledAt}, now())` })
    .where(eq(events.id, id));
}
