import { z } from 'zod';
import { formatEventWhen } from './format.ts';

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
  opened: 'This dinner has opened for booking; its opening can no longer change',
  inDraw: 'Requests made in the first minute wait for its draw; the opening can only move later',
} as const;

/** The payload's `opensAt`: an ISO instant with its offset, or null for "open now". */
export const opensAtSchema = z
  .string()
  .max(40)
  .datetime({ offset: true, message: OPENING_MESSAGES.invalid })
  .nullable();

/**
 * Whether a dinner's opening is fixed at `now`: once its first minute is over, as that minute's
 * requests are drawn once (decision 072).
 */
export function openingFixed(current: Date | string | null, now: Date): boolean {
  return current !== null && openingPhase(current, now) === 'open';
}

/** Why a dinner's opening cannot change from `current` to `next` at `now`, or null. */
export function openingChangeIssue(
  current: Date | null,
  next: Date | null,
  now: Date,
): string | null {
  if (openingFixed(current, now)) return OPENING_MESSAGES.opened;
  // the minute's entries wait for a draw at the end of a minute: removing it would strand them
  if (current !== null && next === null && openingPhase(current, now) === 'draw') {
    return OPENING_MESSAGES.inDraw;
  }
  return null;
}

/** What is wrong with an opening time for a dinner starting at `start`, or null. */
export function opensAtIssue(opensAt: Date, start: Date, now: Date): string | null {
  if (opensAt.getTime() <= now.getTime()) return OPENING_MESSAGES.past;
  if (opensAt.getTime() >= start.getTime()) return OPENING_MESSAGES.afterStart;
  return null;
}

export const OPENING_NOTIFY_MESSAGES = {
  notYetOpen: (when: string) => `This dinner opens for booking on ${when}.`,
  alreadyOpen: 'This dinner is already open for booking',
  asked: 'We will email you when this dinner opens for booking',
  stopped: 'You will not be emailed when this dinner opens',
} as const;

/** The dinner as the opening rules read it: its opening and its zone. */
export interface OpeningDinner {
  opensAt: Date | string | null;
  timeZone: string;
}

/**
 * Why a booking is refused at `now` because the dinner has not opened yet, naming when in the
 * dinner's zone; null once it has opened (the draw and after decide the rest).
 */
export function notYetOpenMessage(dinner: OpeningDinner, now: Date): string | null {
  if (dinner.opensAt === null || openingPhase(dinner.opensAt, now) !== 'before') return null;
  return OPENING_NOTIFY_MESSAGES.notYetOpen(formatEventWhen(dinner.opensAt, dinner.timeZone));
}

/** 'Notify me' is taken only while the dinner has not opened. */
export function mayAskToNotify(dinner: OpeningDinner, now: Date): boolean {
  return dinner.opensAt !== null && openingPhase(dinner.opensAt, now) === 'before';
}

/** GET, POST and DELETE /api/events/{id}/notify: whether the signed-in user asked. */
export const openingNotifySchema = z.object({
  asked: z.boolean(),
  message: z.string().max(200).optional(),
});
export type OpeningNotify = z.infer<typeof openingNotifySchema>;

/** The opening's email: one per recipient, the same words for all (queued in one statement). */
export function openingEmail(
  dinner: { id: number; title: string },
  ctx: { appName: string; appUrl: string },
): { subject: string; text: string } {
  const link = `${ctx.appUrl}/event/${dinner.id}`;
  return {
    subject: `${dinner.title} is open for booking`,
    text: [
      `${dinner.title} is open for booking.`,
      '',
      `Book your seat: ${link}`,
      '',
      `You asked to be told, or you follow its host on ${ctx.appName}.`,
    ].join('\n'),
  };
}

/** The countdown's visible text: '2 days 4 h', '3 h 12 min', then '12:05' in the last hour. */
export function countdownText(msLeft: number): string {
  const s = Math.max(0, Math.ceil(msLeft / 1000));
  const days = Math.floor(s / 86_400);
  const hours = Math.floor((s % 86_400) / 3_600);
  const minutes = Math.floor((s % 3_600) / 60);
  if (days > 0) return `${days} ${days === 1 ? 'day' : 'days'} ${hours} h`;
  if (hours > 0) return `${hours} h ${minutes} min`;
  return `${minutes}:${String(s % 60).padStart(2, '0')}`;
}

/** What a screen reader is told, in whole minutes, so a polite live region changes rarely. */
export function countdownSpoken(msLeft: number): string {
  const minutes = Math.max(1, Math.ceil(msLeft / 60_000));
  if (minutes < 60) return `Opens in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
  const hours = Math.round(minutes / 60);
  if (hours < 48) return `Opens in about ${hours} ${hours === 1 ? 'hour' : 'hours'}`;
  return `Opens in ${Math.round(hours / 24)} days`;
}
