import { z } from 'zod';

/**
 * Openings (issue 30, decisions 071 and 072): a dinner may open for booking at a set time.
 * Requests in the first minute after it opens are drawn in random order; after that, first come,
 * first served.
 */
export const DRAW_WINDOW_MS = 60_000;

/** 'before': not yet open; 'draw': the first minute, whose requests are drawn; 'open': as today. */
export type OpeningPhase = 'before' | 'draw' | 'open';

/** The phase of a dinner's opening at `now`; a dinner without `opensAt` is open. */
export function openingPhase(opensAt: Date | string | null, now: Date): OpeningPhase {
  if (opensAt === null) return 'open';
  const at = typeof opensAt === 'string' ? Date.parse(opensAt) : opensAt.getTime();
  const t = now.getTime();
  if (t < at) return 'before';
  return t < at + DRAW_WINDOW_MS ? 'draw' : 'open';
}

export const OPENING_MESSAGES = {
  invalid: 'Enter a valid opening date and time',
  past: 'The opening must be in the future',
  afterStart: 'The dinner must open for booking before it starts',
} as const;

/** The payload's `opensAt`: an ISO instant with its offset, or null for "open now". */
export const opensAtSchema = z
  .string()
  .max(40)
  .datetime({ offset: true, message: OPENING_MESSAGES.invalid })
  .nullable();

/** What is wrong with an opening time for a dinner starting at `start`, or null. */
export function opensAtIssue(opensAt: Date, start: Date, now: Date): string | null {
  if (opensAt.getTime() <= now.getTime()) return OPENING_MESSAGES.past;
  if (opensAt.getTime() >= start.getTime()) return OPENING_MESSAGES.afterStart;
  return null;
}
