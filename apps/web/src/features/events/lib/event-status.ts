import type { Event } from '@storytable/domain';

/** An event whose start has passed. */
export function isPastEvent(event: Pick<Event, 'dateTime'>, now = Date.now()): boolean {
  return new Date(event.dateTime).getTime() <= now;
}

/** A host may cancel an event that is active and still to come. */
export function canCancelEvent(
  event: Pick<Event, 'dateTime' | 'status'>,
  now = Date.now(),
): boolean {
  return event.status && !isPastEvent(event, now);
}

/**
 * 'Your Events' in two lists: active dinners still to come, soonest first; then past and
 * cancelled ones, most recent first.
 */
export function splitHostedEvents<E extends Pick<Event, 'dateTime' | 'status'>>(
  events: readonly E[],
  now = Date.now(),
): { upcoming: E[]; past: E[] } {
  const at = (e: E) => new Date(e.dateTime).getTime();
  const upcoming = events.filter((e) => canCancelEvent(e, now)).sort((a, b) => at(a) - at(b));
  const past = events.filter((e) => !canCancelEvent(e, now)).sort((a, b) => at(b) - at(a));
  return { upcoming, past };
}

/** A route's :id as an event id, or null when it cannot be one. */
export function parseEventId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

/** Why a visitor cannot reserve, when they cannot: the reserve button is not offered then. */
export function closedReason(
  event: Pick<Event, 'dateTime' | 'status'>,
  isHost: boolean,
  now = Date.now(),
): string | null {
  if (isHost) return 'You are hosting this event.';
  if (!event.status) return 'This event is no longer accepting reservations.';
  if (isPastEvent(event, now)) return 'This event has already taken place.';
  return null;
}
