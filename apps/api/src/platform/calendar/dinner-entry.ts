import { eventEndsAt, eventPagePath, fullAddressText, publicPlaceText } from '@storytable/domain';
import type { EventRow } from '../../db/schema/index.ts';
import { type CalendarDinner, calendarFileTemplate } from './calendar-file.ts';
import { keptCalendarFileTemplate } from './tuned/kept-calendar-file.ts';

/** What a calendar entry says about the product: its name and its public address. */
export interface CalendarContext {
  appName: string;
  appUrl: string;
}

export interface DinnerEntryOptions {
  /** Unique within the app: `reservation-7`, `event-3`; the app's host name is added. */
  uid: string;
  /** The street address (a confirmed guest's or the host's entry); else neighborhood and city. */
  withAddress: boolean;
  /** A seat given up: the entry stays, cancelled, one revision later. */
  seatCancelledAt?: Date | null;
}

type Dinner = Pick<
  EventRow,
  | 'id'
  | 'title'
  | 'restaurantName'
  | 'streetAddress'
  | 'neighborhood'
  | 'city'
  | 'state'
  | 'dateTime'
  | 'timeZone'
  | 'status'
  | 'revision'
  | 'updatedAt'
>;

/** A dinner as a calendar entry in its own zone (decision 048). */
export function dinnerEntry(
  ctx: CalendarContext,
  event: Dinner,
  { uid, withAddress, seatCancelledAt = null }: DinnerEntryOptions,
): CalendarDinner {
  const url = `${ctx.appUrl}${eventPagePath(event.id)}`;
  const where = withAddress
    ? fullAddressText(event)
    : `${event.restaurantName}, ${publicPlaceText(event)}`;
  const seatCancelled = seatCancelledAt !== null;
  return {
    uid: `${uid}@${new URL(ctx.appUrl).hostname}`,
    start: event.dateTime,
    end: eventEndsAt(event.dateTime),
    timeZone: event.timeZone,
    summary: event.title,
    description: `${ctx.appName} dinner hosted at ${event.restaurantName}. ${url}`,
    location: where,
    url,
    cancelled: !event.status || seatCancelled,
    sequence: event.revision + (seatCancelled ? 1 : 0),
    lastModified:
      seatCancelledAt && seatCancelledAt > event.updatedAt ? seatCancelledAt : event.updatedAt,
  };
}

/**
 * One dinner's file for many seats (an email to each guest): written once, `uid` filled in per
 * seat. The entry carries the street address: emails go to confirmed guests and the host.
 */
export function dinnerCalendarTemplate(
  ctx: CalendarContext,
  event: Dinner,
): (uid: string) => string {
  const { uid: _slot, ...entry } = dinnerEntry(ctx, event, { uid: 'slot', withAddress: true });
  const fill = calendarFileTemplate(entry);
  const host = new URL(ctx.appUrl).hostname;
  return (uid) => fill(`${uid}@${host}`);
}

/**
 * One seat's file (a booking's confirmation): the same as `dinnerCalendarTemplate`'s, with the
 * dinner's file written once while the dinner stays the same (decision 073).
 */
export function seatCalendarFile(ctx: CalendarContext, event: Dinner, uid: string): string {
  const { uid: _slot, ...entry } = dinnerEntry(ctx, event, { uid: 'slot', withAddress: true });
  return keptCalendarFileTemplate(entry)(`${uid}@${new URL(ctx.appUrl).hostname}`);
}
