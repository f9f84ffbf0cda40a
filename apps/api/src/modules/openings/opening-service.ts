import {
  ErrorCode,
  mayAskToNotify,
  OPENING_NOTIFY_MESSAGES,
  type OpeningNotify,
} from '@storytable/domain';
import type { AppDeps } from '../../app-deps.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { eventNotAvailable } from '../../lib/refusal-error.ts';
import { deleteAsk, findOpeningDinner, hasAsked, insertAsk } from './opening-repository.ts';

type Deps = Pick<AppDeps, 'db'>;

/** An active dinner, or 404 (unknown and cancelled alike). */
async function activeDinner(deps: Deps, eventId: number) {
  const dinner = await findOpeningDinner(deps.db, eventId);
  if (!dinner?.status) throw eventNotAvailable();
  return dinner;
}

/** POST /api/events/:id/notify: only before the opening; asking again is the same answer. */
export async function askToNotify(
  deps: Deps,
  user: UserRow,
  eventId: number,
  now = new Date(),
): Promise<OpeningNotify> {
  const dinner = await activeDinner(deps, eventId);
  if (!mayAskToNotify(dinner, now)) {
    throw new AppError(ErrorCode.ALREADY_OPEN, 409, OPENING_NOTIFY_MESSAGES.alreadyOpen);
  }
  await insertAsk(deps.db, eventId, user.id);
  return { asked: true, message: OPENING_NOTIFY_MESSAGES.asked };
}

/** DELETE /api/events/:id/notify: harmless when not asked. */
export async function stopNotify(
  deps: Deps,
  user: UserRow,
  eventId: number,
): Promise<OpeningNotify> {
  await activeDinner(deps, eventId);
  await deleteAsk(deps.db, eventId, user.id);
  return { asked: false, message: OPENING_NOTIFY_MESSAGES.stopped };
}

/** GET /api/events/:id/notify: whether the signed-in user asked. */
export async function notifyState(
  deps: Deps,
  user: UserRow,
  eventId: number,
): Promise<OpeningNotify> {
  await activeDinner(deps, eventId);
  return { asked: await hasAsked(deps.db, eventId, user.id) };
}
