import {
  DRAW_MESSAGES,
  type DrawStatus,
  drawAt,
  ErrorCode,
  openingPhase,
  reserveRefusals,
} from '@storytable/domain';
import type { AppDeps } from '../../app-deps.ts';
import type { DrawRequest, EventRow, UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { assertPartyFits, eventNotAvailable, refusalError } from '../../lib/refusal-error.ts';
import { EVENT_NOT_FOUND } from '../../platform/events/event-lock.ts';
import { enterDraw, findEntry } from './draw-repository.ts';
import { type DrawDeps, drawIfDue } from './draw-runner.ts';

type Dinner = { event: EventRow; host: { takesPayment: boolean } };

export interface DrawEntered {
  status: 'entered';
  drawAt: string;
}

/**
 * In a dinner's first minute (decision 072) a request for seats enters its draw instead of
 * booking, validated as a booking is; null outside the minute (or for a dinner taking requests
 * to join, which are never first-come). A replay keeps the first entry and writes nothing. An
 * entry that reaches the database after the draw ran is not one: it books first-come.
 */
export async function enterDrawIfDrawing(
  deps: Pick<AppDeps, 'db'>,
  user: UserRow,
  dinner: Dinner,
  ask: { request: DrawRequest; seats: number },
  now: Date,
): Promise<DrawEntered | null> {
  const { event, host } = dinner;
  if (event.opensAt === null || event.requiresApproval) return null;
  if (openingPhase(event.opensAt, now) !== 'draw') return null;
  // seats are not counted yet: the draw decides who gets them
  const refused = reserveRefusals({
    user,
    event: { ...event, onSale: event.price === 0 || host.takesPayment },
    now,
  }).find((r) => r !== 'sold_out' && r !== 'duplicate');
  if (refused) throw refusalError(refused);
  assertPartyFits(event, { answer: ask.request.answer, seats: ask.seats }, null);
  // a replay keeps its entry even once drawn; a first request after the draw is first-come
  const outcome = await enterDraw(deps.db, { eventId: event.id, userId: user.id, ...ask });
  if (outcome === 'gone') throw eventNotAvailable();
  if (outcome === 'drawn') return null;
  return { status: 'entered', drawAt: drawAt(event.opensAt).toISOString() };
}

/** The payment intent endpoint in the first minute: nobody pays before winning. */
export function refuseInDraw(event: Pick<EventRow, 'opensAt' | 'requiresApproval'>, now: Date) {
  if (event.opensAt === null || event.requiresApproval) return;
  if (openingPhase(event.opensAt, now) === 'draw') {
    throw new AppError(ErrorCode.IN_DRAW, 409, DRAW_MESSAGES.IN_DRAW);
  }
}

/** GET /api/events/:id/draw: my entry and its outcome ('none' without one). */
export async function myDraw(
  deps: DrawDeps & Pick<AppDeps, 'eventReads'>,
  user: UserRow,
  eventId: number,
  now: Date,
): Promise<DrawStatus> {
  const found = await deps.eventReads.withHost(eventId);
  if (!found) throw AppError.notFound(EVENT_NOT_FOUND);
  await drawIfDue(deps, found.event, now);
  const entry = await findEntry(deps.db, eventId, user.id);
  const at = found.event.opensAt ? drawAt(found.event.opensAt).toISOString() : null;
  if (!entry) {
    return {
      status: 'none',
      drawAt: at,
      seats: null,
      offerExpiresAt: null,
      waitlistPosition: null,
    };
  }
  return {
    status: entry.status,
    drawAt: at,
    seats: entry.seats,
    offerExpiresAt: entry.offerExpiresAt?.toISOString() ?? null,
    waitlistPosition: entry.waitlistPosition,
  };
}
