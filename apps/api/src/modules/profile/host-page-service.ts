import {
  HOST_PAST_TABLES_LIMIT,
  HOST_REVIEWS_PAGE_SIZE,
  HOST_UPCOMING_TABLES_LIMIT,
  type HostReviewsResponse,
  type HostTablesResponse,
} from '@storytable/domain';
import type { AppDeps } from '../../app-deps.ts';
import { toEvent } from '../events/index.ts';
import { toReview } from '../reviews/index.ts';
import { countHostReviews, findHostActiveEvents, findHostReviews } from './host-page-repository.ts';
import { visibleUser } from './profile-service.ts';

type Deps = Pick<AppDeps, 'db'>;

/**
 * GET /api/users/:id/events (docs/decisions/031-public-host-page.md): 404 like the profile for an
 * unknown or removed user; a user who is not a host shows no tables.
 */
export async function listHostTables(deps: Deps, id: number): Promise<HostTablesResponse> {
  const user = await visibleUser(deps, id);
  if (!user.isHost) return { upcoming: [], past: [] };
  const [upcoming, past] = await Promise.all([
    findHostActiveEvents(deps.db, user.id, 'upcoming', HOST_UPCOMING_TABLES_LIMIT),
    findHostActiveEvents(deps.db, user.id, 'past', HOST_PAST_TABLES_LIMIT),
  ]);
  return { upcoming: upcoming.map(toEvent), past: past.map(toEvent) };
}

/** GET /api/users/:id/reviews?page=N: the reviews of the host's dinners, newest first. */
export async function listHostReviews(
  deps: Deps,
  id: number,
  requestedPage: number,
): Promise<HostReviewsResponse> {
  const user = await visibleUser(deps, id);
  const total = user.isHost ? await countHostReviews(deps.db, user.id) : 0;
  const totalPages = Math.ceil(total / HOST_REVIEWS_PAGE_SIZE);
  const page = Math.min(requestedPage, Math.max(1, totalPages));
  const pagination = { total, totalPages, page, pageSize: HOST_REVIEWS_PAGE_SIZE };
  if (total === 0) return { reviews: [], pagination };
  const rows = await findHostReviews(deps.db, user.id, {
    limit: HOST_REVIEWS_PAGE_SIZE,
    offset: (page - 1) * HOST_REVIEWS_PAGE_SIZE,
  });
  return {
    reviews: rows.map((row) => ({
      ...toReview(row),
      event: { ...row.event, dateTime: row.event.dateTime.toISOString() },
    })),
    pagination,
  };
}
