import {
  canCreateEvents,
  canTakePayment,
  defaultEventLocation,
  ErrorCode,
  EVENT_PAGE_SIZE,
  type Event,
  type EventCreationInput,
  eventSchema,
  eventStart,
  eventsListResponseSchema,
  eventsSearchPanelResponseSchema,
  FEATURED_LIMIT,
  opensAtIssue,
  SEARCH_PANEL_EVENT_LIMIT,
  timeZoneOf,
} from '@storytable/domain';
import type { AppDeps } from '../../app-deps.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { signedInUser } from '../../lib/guards.ts';
import { EVENT_NOT_FOUND } from '../../platform/events/event-lock.ts';
import { findEventsWithHostByIds, insertEvent, upcomingRanges } from './event-repository.ts';
import { toEvent } from './event-serializer.ts';

export const HOST_REQUIRED =
  'You must be approved as a host to create events. Please submit a host application and wait for admin approval.';
export const PAYOUT_SETUP_REQUIRED =
  'You need to complete your Stripe account setup before creating events.';
/** Pages past this are read as the last one without asking the database for a huge offset. */
const MAX_PAGE = 1_000_000;

type Deps = Pick<AppDeps, 'db' | 'eventsCache' | 'eventReads'>;

/**
 * GET /api/events?page=N as JSON: upcoming active events soonest first, pages of 12, the page
 * clamped to 1..last, and up to 12 featured events, which the pages leave out. Served from the
 * events cache.
 */
export function eventListJson(deps: Deps, page: number): Promise<string> {
  const requested = Math.min(Math.max(1, Math.trunc(page) || 1), MAX_PAGE);
  return deps.eventsCache.get(`list:${requested}`, async () => {
    const [summary, featured, rows] = await Promise.all([
      deps.eventReads.upcomingSummary(),
      deps.eventReads.featured(FEATURED_LIMIT),
      deps.eventReads.upcomingPage(EVENT_PAGE_SIZE, (requested - 1) * EVENT_PAGE_SIZE),
    ]);
    const totalPages = Math.ceil(summary.total / EVENT_PAGE_SIZE);
    const current = Math.min(requested, Math.max(1, totalPages));
    const pageRows =
      current === requested
        ? rows
        : await deps.eventReads.upcomingPage(EVENT_PAGE_SIZE, (current - 1) * EVENT_PAGE_SIZE);
    const response = eventsListResponseSchema.parse({
      events: pageRows.map(toEvent),
      featured: featured.map(toEvent),
      pagination: { total: summary.total, totalPages, page: current, pageSize: EVENT_PAGE_SIZE },
    });
    // the answer changes by itself when the soonest dinner of the grid or the carousel starts
    const starts = [summary.nextStart, featured[0]?.event.dateTime].filter((d) => d != null);
    const validUntil = starts.length ? Math.min(...starts.map((d) => d.getTime())) : undefined;
    return { value: JSON.stringify(response), validUntil };
  });
}

/** GET /api/events?search=true as JSON: what the filter panel needs (docs/decisions/004). */
export function searchPanelJson(deps: Deps): Promise<string> {
  return deps.eventsCache.get('panel', async () => {
    const [rows, featured, ranges] = await Promise.all([
      deps.eventReads.upcomingListed(SEARCH_PANEL_EVENT_LIMIT),
      deps.eventReads.featured(FEATURED_LIMIT),
      upcomingRanges(deps.db),
    ]);
    const response = eventsSearchPanelResponseSchema.parse({
      events: rows.map(toEvent),
      featured: featured.map(toEvent),
      ranges: { maxPrice: Math.ceil(ranges.maxPrice / 100), maxCapacity: ranges.maxCapacity },
    });
    return { value: JSON.stringify(response), validUntil: rows[0]?.event.dateTime.getTime() };
  });
}

/** The events cache's entry of one event's JSON (eventJson and eventsJsonByIds share it). */
const eventKey = (id: number) => `event:${id}`;
const toEventJson = (row: Parameters<typeof toEvent>[0]) =>
  JSON.stringify(eventSchema.parse(toEvent(row)));

/** GET /api/events/:id as JSON (cancelled events too: their page says so). */
export function eventJson(deps: Deps, id: number): Promise<string> {
  return deps.eventsCache.get(eventKey(id), async () => {
    const found = await deps.eventReads.withHost(id);
    if (!found) throw AppError.notFound(EVENT_NOT_FOUND);
    return { value: toEventJson(found) };
  });
}

/**
 * Several events' JSON as GET /api/events/:id answers each (eventJson), in `ids` order, from the
 * entries the event page keeps in the events cache; those not kept are read in one statement and
 * kept. Seat counts are as current as the event page's: every seat change empties the cache (the
 * NOTIFY of the events table's trigger, and this instance at once). An id without an event is
 * left out.
 */
export async function eventsJsonByIds(
  deps: Pick<AppDeps, 'db' | 'eventsCache'>,
  ids: number[],
): Promise<string[]> {
  const json = await deps.eventsCache.getMany(ids, eventKey, (missing) =>
    readEventsJson(deps, missing),
  );
  return json.filter((j) => j !== undefined);
}

async function readEventsJson(deps: Pick<AppDeps, 'db'>, ids: number[]) {
  const rows = await findEventsWithHostByIds(deps.db, ids);
  return new Map(rows.map((r) => [r.event.id, toEventJson(r)]));
}

export async function getEvent(deps: Deps, id: number): Promise<Event> {
  const found = await deps.eventReads.withHost(id);
  if (!found) throw AppError.notFound(EVENT_NOT_FOUND);
  return toEvent(found);
}

/** Who may create events: hosts whose payout onboarding is complete. */
function assertCanCreateEvents(user: UserRow): void {
  if (!user.isHost) throw AppError.forbidden(HOST_REQUIRED);
  if (!canCreateEvents(user))
    throw AppError.forbidden(PAYOUT_SETUP_REQUIRED, ErrorCode.PAYOUT_SETUP_REQUIRED);
}

/** The guard of POST /api/events (before validation: a guest learns they cannot, not a field rule). */
export async function requireEventCreator(request: { user: UserRow | null }) {
  assertCanCreateEvents(signedInUser(request));
}

/**
 * POST /api/events. The start instant is computed here from date, time and the state's zone;
 * a `dateTime` sent by the client is ignored (docs/decisions/004).
 */
export async function publishEvent(
  deps: Deps,
  host: UserRow,
  input: EventCreationInput,
): Promise<Event> {
  assertCanCreateEvents(host);
  const dateTime = eventStart(input.date, input.time, input.state);
  if (!dateTime) throw AppError.badRequest('Please enter a valid date');
  const opensAt = input.opensAt ? new Date(input.opensAt) : null;
  const openingIssue = opensAt && opensAtIssue(opensAt, dateTime, new Date());
  if (openingIssue)
    throw AppError.badRequest(openingIssue, [{ path: ['opensAt'], message: openingIssue }]);
  const row = await insertEvent(deps.db, {
    hostId: host.id,
    title: input.title,
    description: input.description,
    tags: input.tags,
    restaurantName: input.restaurantName,
    streetAddress: input.streetAddress,
    neighborhood: input.neighborhood,
    restaurantEmail: input.restaurantEmail ?? null,
    city: input.city,
    state: input.state,
    location: input.location || defaultEventLocation(input),
    dateTime,
    timeZone: timeZoneOf(input.state),
    price: input.price,
    capacity: input.capacity,
    availableSpots: input.capacity,
    refundPolicy: input.refundPolicy,
    question: input.question,
    questionRequired: input.question !== null && input.questionRequired,
    maxSeatsPerBooking: input.maxSeatsPerBooking,
    requiresApproval: input.requiresApproval,
    opensAt,
  });
  // the trigger's NOTIFY reaches every instance; this one needs no round trip to see its own write
  deps.eventsCache.invalidate();
  return toEvent({
    event: row,
    host: {
      id: host.id,
      name: host.name,
      profileImage: host.profileImage,
      isVerifiedHost: host.isVerifiedHost,
      idmeVerified: host.idmeVerified,
      manualReviewStatus: host.manualReviewStatus,
      isHost: host.isHost,
      rating: host.rating,
      reviewCount: host.reviewCount,
      takesPayment: canTakePayment(host),
    },
  });
}
