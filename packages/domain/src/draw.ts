import { z } from 'zod';
import { DRAW_WINDOW_MS } from './openings.ts';

/**
 * The fair first minute (issue 30 item 2, decision 072): requests made in the minute after a
 * dinner opens are drawn in random order; each winner's whole party is held for ten minutes, the
 * rest wait in line in draw order.
 */
export const DRAW_OFFER_MS = 10 * 60_000;

/** When the draw of a dinner opening at `opensAt` runs. */
export function drawAt(opensAt: Date | string): Date {
  return new Date(new Date(opensAt).getTime() + DRAW_WINDOW_MS);
}

/** A uniform integer in [0, n), n ≥ 1. */
export type RandomInt = (n: number) => number;

/**
 * A reproducible random source from a 128-bit hex seed (sfc32): the server draws the seed from
 * crypto randomness and records it, so anyone can replay a draw from its seed and its entries.
 */
export function seededRandom(seedHex: string): RandomInt {
  const hex = seedHex.padEnd(32, '0').slice(0, 32);
  let a = Number.parseInt(hex.slice(0, 8), 16) >>> 0;
  let b = Number.parseInt(hex.slice(8, 16), 16) >>> 0;
  let c = Number.parseInt(hex.slice(16, 24), 16) >>> 0;
  let d = Number.parseInt(hex.slice(24, 32), 16) >>> 0;
  const next = () => {
    const t = (((a + b) >>> 0) + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = ((c << 21) | (c >>> 11)) >>> 0;
    c = (c + t) >>> 0;
    return t;
  };
  for (let i = 0; i < 12; i++) next();
  return (n) => {
    // rejection sampling: every value in [0, n) equally likely
    const limit = 2 ** 32 - (2 ** 32 % n);
    for (;;) {
      const x = next();
      if (x < limit) return x % n;
    }
  };
}

/**
 * The draw's order: entries sorted by guest (so arrival order cannot matter), then shuffled with
 * Fisher-Yates from `randomInt`. Pure: the same entries and source give the same order.
 */
export function drawOrder<T extends { userId: number }>(
  entries: readonly T[],
  randomInt: RandomInt,
): T[] {
  const order = [...entries].sort((x, y) => x.userId - y.userId);
  for (let i = order.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    const held = order[i] as T;
    order[i] = order[j] as T;
    order[j] = held;
  }
  return order;
}

export type DrawOutcome =
  | { kind: 'offered'; drawPosition: number }
  | { kind: 'waitlisted'; drawPosition: number; waitlistPosition: number };

/**
 * In draw order: each party that fits the seats left wins them all (never split); the rest wait
 * in line in draw order.
 */
export function assignDraw(
  ordered: readonly { seats: number }[],
  seatsLeft: number,
): DrawOutcome[] {
  let left = seatsLeft;
  let waiting = 0;
  return ordered.map((entry, i) => {
    if (entry.seats <= left) {
      left -= entry.seats;
      return { kind: 'offered', drawPosition: i + 1 };
    }
    waiting += 1;
    return { kind: 'waitlisted', drawPosition: i + 1, waitlistPosition: waiting };
  });
}

export const DRAW_MESSAGES = {
  ENTERED: "You're in the draw.",
  IN_DRAW:
    'This dinner opened less than a minute ago: ask for seats and you enter the draw; nobody pays before winning.',
} as const;

/** POST /api/reservations (or the waitlist) during the first minute: 202. */
export const drawEnteredResponseSchema = z.object({
  message: z.string(),
  draw: z.object({ status: z.literal('entered'), drawAt: z.string() }),
});
export type DrawEnteredResponse = z.infer<typeof drawEnteredResponseSchema>;

/** GET /api/events/:id/draw: the signed-in guest's entry and its outcome. */
export const drawStatusSchema = z.object({
  status: z.enum(['none', 'entered', 'offered', 'waitlisted']),
  drawAt: z.string().nullable(),
  seats: z.number().int().nullable(),
  offerExpiresAt: z.string().nullable(),
  waitlistPosition: z.number().int().nullable(),
});
export type DrawStatus = z.infer<typeof drawStatusSchema>;
