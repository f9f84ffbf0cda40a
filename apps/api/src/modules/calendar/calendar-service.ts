import { type CalendarFeedResponse, calendarFeedPaths } from '@storytable/domain';
import type { AppDeps } from '../../app-deps.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { type CalendarContext, calendarFile, dinnerEntry } from '../../platform/calendar/index.ts';
import {
  type FeedSeat,
  findHostedForFeed,
  findOwnSeat,
  findPublicHost,
  findSeatsForFeed,
  findUserByFeedHash,
  saveFeedVersion,
} from './calendar-repository.ts';
import { feedToken, feedTokenHash } from './feed-token.ts';

type Deps = Pick<AppDeps, 'db' | 'config'>;

export const FEED_NOT_FOUND = 'Calendar feed not found';
/** Subscribed calendars are asked to fetch a feed again after this long. */
const FEED_REFRESH_SECONDS = 3600;

const contextOf = ({ config }: Deps): CalendarContext => ({
  appName: config.appName,
  appUrl: config.appUrl,
});

/** Version `version` of a user's private feed: its token and its address. */
function privateFeed({ config }: Deps, userId: number, version: number) {
  const token = feedToken(config.sessionSecret, userId, version);
  return { token, url: `${config.appUrl}${calendarFeedPaths.user(token)}` };
}

/** GET /api/user/calendar-token: the private feed's address, or null before the first. */
export function currentFeed(deps: Deps, user: UserRow): CalendarFeedResponse {
  if (user.calendarFeedVersion === null) return { url: null };
  return { url: privateFeed(deps, user.id, user.calendarFeedVersion).url };
}

/**
 * POST /api/user/calendar-token: a new address for the private feed (the first, or a reset:
 * the old address stops working at once).
 */
export async function resetFeed(deps: Deps, user: UserRow): Promise<CalendarFeedResponse> {
  const version = (user.calendarFeedVersion ?? 0) + 1;
  const { token, url } = privateFeed(deps, user.id, version);
  await saveFeedVersion(deps.db, user.id, version, feedTokenHash(token));
  return { url };
}

function seatEntry(ctx: CalendarContext, seat: FeedSeat) {
  return dinnerEntry(ctx, seat.dinner, {
    uid: `reservation-${seat.reservationId}`,
    // the address is for a confirmed seat only
    withAddress: seat.confirmed,
    seatCancelledAt: seat.confirmed ? null : (seat.cancelledAt ?? seat.dinner.updatedAt),
  });
}

/**
 * GET /api/calendar/users/{token}.ics: the guest's seats (and the dinners they host), in each
 * dinner's zone, with the addresses they may see. An unknown token is a plain 404.
 */
export async function userFeed(deps: Deps, token: string): Promise<string> {
  const user = await findUserByFeedHash(deps.db, feedTokenHash(token));
  if (!user) throw AppError.notFound(FEED_NOT_FOUND);
  const ctx = contextOf(deps);
  const [seats, hosted] = await Promise.all([
    findSeatsForFeed(deps.db, user.id),
    findHostedForFeed(deps.db, user.id, 'history'),
  ]);
  return calendarFile({
    name: `${deps.config.appName}: my dinners`,
    refreshSeconds: FEED_REFRESH_SECONDS,
    dinners: [
      ...seats.map((seat) => seatEntry(ctx, seat)),
      ...hosted.map((dinner) =>
        dinnerEntry(ctx, dinner, { uid: `event-${dinner.id}-host`, withAddress: true }),
      ),
    ],
  });
}

/**
 * GET /api/calendar/hosts/{id}.ics: a host's upcoming dinners for anyone to subscribe to, where
 * the public sees them (neighborhood and city, never the street address).
 */
export async function hostFeed(deps: Deps, hostId: number): Promise<string> {
  const host = await findPublicHost(deps.db, hostId);
  if (!host) throw AppError.notFound('Host not found');
  const ctx = contextOf(deps);
  const dinners = await findHostedForFeed(deps.db, host.id, 'upcoming');
  return calendarFile({
    name: `${deps.config.appName}: dinners hosted by ${host.name}`,
    refreshSeconds: FEED_REFRESH_SECONDS,
    dinners: dinners.map((dinner) =>
      dinnerEntry(ctx, dinner, { uid: `event-${dinner.id}`, withAddress: false }),
    ),
  });
}

/** GET /api/reservations/{id}/calendar.ics: the owner's seat as a file (others: not found). */
export async function seatFile(deps: Deps, user: UserRow, reservationId: number): Promise<string> {
  const seat = await findOwnSeat(deps.db, user.id, reservationId);
  if (!seat) throw AppError.notFound('Reservation not found');
  return calendarFile({ dinners: [seatEntry(contextOf(deps), seat)] });
}
