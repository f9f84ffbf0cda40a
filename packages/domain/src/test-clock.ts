import { z } from 'zod';
import { bodyId } from './text.ts';

/**
 * The journeys' controlled clock (decision 069). Only a server started with TEST_CLOCK honours
 * these: a request carrying this header is served as if it were that instant.
 */
export const TEST_NOW_HEADER = 'x-test-now';

/** The latest test time a request may carry is this far from the real clock either way. */
const TEST_NOW_REACH_MS = 30 * 86_400_000;

/** The header's instant, or null for a missing, malformed or out-of-reach value (the real clock). */
export function parseTestNow(value: unknown, real: Date = new Date()): Date | null {
  if (typeof value !== 'string' || value.length > 40) return null;
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) return null;
  return Math.abs(at.getTime() - real.getTime()) <= TEST_NOW_REACH_MS ? at : null;
}

/** POST /api/test/thank-yous: the morning-after sweep for one dinner at a given instant. */
export const testThankYousSchema = z
  .object({
    eventId: bodyId('Invalid event id'),
    at: z.iso.datetime({ offset: true, message: 'at must be an ISO date-time' }),
  })
  .strict();

export const testThankYousResponseSchema = z.object({ thankYous: z.number().int() });
