import {
  type EventPrompts,
  type EventPromptsUpdate,
  managesDinner,
  PROMPTS_MESSAGES,
  suggestedPrompts,
} from '@storytable/domain';
import type { AppDeps } from '../../app-deps.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { EVENT_NOT_FOUND } from '../events/index.ts';
import { findPromptsState, savePrompts } from './prompts-repository.ts';

type Deps = Pick<AppDeps, 'db'>;

/**
 * GET /api/events/:id/prompts: the saved prompts, or the category's set as a suggestion, for the
 * dinner's host and admins. Guests hear them at the table, not before (decision 066).
 */
export async function eventPrompts(
  deps: Deps,
  user: UserRow,
  eventId: number,
): Promise<EventPrompts> {
  const state = await findPromptsState(deps.db, eventId);
  if (!state) throw AppError.notFound(EVENT_NOT_FOUND);
  if (!managesDinner(user, state)) throw AppError.forbidden(PROMPTS_MESSAGES.NOT_YOUR_EVENT);
  if (state.prompts)
    return { eventId, prompts: state.prompts, roundMinutes: state.roundMinutes, saved: true };
  return { eventId, prompts: suggestedPrompts(state.tags[0]), roundMinutes: null, saved: false };
}

/** PUT /api/events/:id/prompts: the host alone replaces the list and the round timer. */
export async function changePrompts(
  deps: Deps,
  user: UserRow,
  eventId: number,
  update: EventPromptsUpdate,
): Promise<EventPrompts> {
  const state = await findPromptsState(deps.db, eventId);
  if (!state) throw AppError.notFound(EVENT_NOT_FOUND);
  if (state.hostId !== user.id) throw AppError.forbidden(PROMPTS_MESSAGES.CHANGE_NOT_YOURS);
  await savePrompts(deps.db, eventId, update);
  return { eventId, ...update, saved: true };
}
