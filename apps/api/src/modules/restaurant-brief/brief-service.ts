import {
  managesDinner,
  RESTAURANT_BRIEF_MESSAGES,
  type RestaurantBrief,
  restaurantBriefDueAt,
} from '@storytable/domain';
import type { AppDeps } from '../../app-deps.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { EVENT_NOT_FOUND } from '../events/index.ts';
import { findBriefState, setRestaurantEmail } from './brief-repository.ts';

type Deps = Pick<AppDeps, 'db'>;

/**
 * GET /api/events/:id/restaurant-brief: the restaurant email and when the brief goes (or went),
 * for the dinner's host and admins only, as the guest list (decision 058).
 */
export async function restaurantBrief(
  deps: Deps,
  user: UserRow,
  eventId: number,
): Promise<RestaurantBrief> {
  const state = await findBriefState(deps.db, eventId);
  if (!state) throw AppError.notFound(EVENT_NOT_FOUND);
  if (!managesDinner(user, state))
    throw AppError.forbidden(RESTAURANT_BRIEF_MESSAGES.NOT_YOUR_EVENT);
  return {
    eventId,
    restaurantEmail: state.restaurantEmail,
    timeZone: state.timeZone,
    hasGuests: state.hasGuests,
    dueAt: restaurantBriefDueAt(state.dateTime).toISOString(),
    sentAt: state.sentAt?.toISOString() ?? null,
    sentToRestaurant: state.sentAt ? state.sentToRestaurant : null,
    headcount: state.headcount,
  };
}

/**
 * PUT /api/events/:id/restaurant-brief: the host sets, changes or (with null) removes the
 * restaurant email. Only the host: the address is theirs to give (admins read it).
 */
export async function changeRestaurantEmail(
  deps: Deps,
  user: UserRow,
  eventId: number,
  restaurantEmail: string | null,
): Promise<RestaurantBrief> {
  const state = await findBriefState(deps.db, eventId);
  if (!state) throw AppError.notFound(EVENT_NOT_FOUND);
  if (state.hostId !== user.id)
    throw AppError.forbidden(RESTAURANT_BRIEF_MESSAGES.CHANGE_NOT_YOURS);
  await setRestaurantEmail(deps.db, eventId, restaurantEmail);
  return restaurantBrief(deps, user, eventId);
}
