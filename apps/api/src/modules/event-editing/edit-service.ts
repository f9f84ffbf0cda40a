import {
  cancellationTerms,
  defaultEventLocation,
  ErrorCode,
  type Event,
  type EventEditInput,
  formatEventWhen,
  isAsGenerous,
  EVENT_EDIT_MESSAGES as M,
  type MaterialChange,
  openingChangeIssue,
  opensAtIssue,
  REFUND_POLICY_LABELS,
  seatsTaken,
  startIssues,
  zonedDateTime,
} from '@storytable/domain';
import type { AppDeps } from '../../app-deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { EventRow, UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { EVENT_NOT_FOUND, lockEvent, toEvent } from '../events/index.ts';
import { releaseSeat } from '../waitlist/index.ts';
import { dinnerChangedEmail } from './change-emails.ts';
import { type EventChanges, findBookedGuests, updateEvent } from './edit-repository.ts';

type Deps = Pick<AppDeps, 'db' | 'mailer' | 'config' | 'eventsCache' | 'eventReads'>;

const addressOf = (e: { streetAddress: string | null; neighborhood: string | null }) =>
  [e.streetAddress, e.neighborhood].filter(Boolean).join(', ');

/**
 * PATCH /api/events/:id (decision 059): the dinner's host changes it before it starts. Written
 * under the dinner's row lock in one transaction with its seats (raised capacity is offered to
 * the waitlist as a freed seat is) and, for a change of date, time or place, the guests' emails
 * (the outbox sends them after commit) and `materialChangeAt`, which opens their refund window.
 */
export async function editEvent(
  deps: Deps,
  actor: UserRow,
  eventId: number,
  input: EventEditInput,
  now = new Date(),
): Promise<Event> {
  const written = await deps.db.transaction(async (tx) => {
    const event = await lockEvent(tx, eventId);
    if (!event) throw AppError.notFound(EVENT_NOT_FOUND);
    // the changes are the host's promise to their guests: admins cancel, they do not edit
    if (event.hostId !== actor.id) throw AppError.forbidden(M.notYourEvent);
    if (!event.status) throw AppError.conflict(ErrorCode.EVENT_UNAVAILABLE, M.cancelled);
    if (event.dateTime.getTime() <= now.getTime())
      throw AppError.conflict(ErrorCode.EVENT_PAST, M.started);

    const { changes, material } = describeChanges(event, input, now);
    const raised = seatChanges(event, input, changes);
    if (material.length > 0) changes.materialChangeAt = now;
    if (Object.keys(changes).length === 0) return false;
    await updateEvent(tx, eventId, changes);
    // each new seat goes as a freed one does: to the first guest waiting, else to the public
    for (let i = 0; i < raised; i++) await releaseSeat(deps, tx, eventId, now);
    if (material.length > 0) await emailGuests(deps, tx, { ...event, ...changes }, material, now);
    return true;
  });
  if (written) deps.eventsCache.invalidate();
  const found = await deps.eventReads.withHost(eventId);
  if (!found) throw AppError.notFound(EVENT_NOT_FOUND);
  return toEvent(found);
}

/** The row's new values, and the changes of date, time or place a guest is told about. */
function describeChanges(event: EventRow, input: EventEditInput, now: Date) {
  const changes: EventChanges = {};
  const material: MaterialChange[] = [];
  if (input.title !== undefined && input.title !== event.title) changes.title = input.title;
  if (input.description !== undefined && input.description !== event.description)
    changes.description = input.description;
  // answers given to an earlier question stay with their seats (decision 059)
  const question = input.question === undefined ? event.question : input.question;
  if (question !== event.question) changes.question = question;
  const required = question !== null && (input.questionRequired ?? event.questionRequired);
  if (required !== event.questionRequired) changes.questionRequired = required;
  // bookings made keep their seats; the cap applies to later ones (decision 063)
  if (
    input.maxSeatsPerBooking !== undefined &&
    input.maxSeatsPerBooking !== event.maxSeatsPerBooking
  )
    changes.maxSeatsPerBooking = input.maxSeatsPerBooking;
  // open requests stay answerable either way; bookings made stay (decision 068)
  if (input.requiresApproval !== undefined && input.requiresApproval !== event.requiresApproval)
    changes.requiresApproval = input.requiresApproval;

  if (input.date !== undefined && input.time !== undefined) {
    const issues = startIssues(input.date, input.time, event.timeZone, now);
    if (issues[0]) throw AppError.badRequest(issues[0].message, issues);
    const start = zonedDateTime(input.date, input.time, event.timeZone);
    if (start && start.getTime() !== event.dateTime.getTime()) {
      changes.dateTime = start;
      const when = (d: Date) => formatEventWhen(d, event.timeZone);
      material.push({ label: 'When', from: when(event.dateTime), to: when(start) });
    }
  }
  if (input.restaurantName !== undefined && input.restaurantName !== event.restaurantName) {
    changes.restaurantName = input.restaurantName;
    material.push({ label: 'Restaurant', from: event.restaurantName, to: input.restaurantName });
    // a location the host never wrote follows the restaurant's name
    if (event.location === defaultEventLocation(event))
      changes.location = defaultEventLocation({ ...event, restaurantName: input.restaurantName });
  }
  const address = {
    streetAddress: input.streetAddress ?? event.streetAddress,
    neighborhood: input.neighborhood ?? event.neighborhood,
  };
  if (addressOf(address) !== addressOf(event)) {
    Object.assign(changes, address);
    material.push({ label: 'Address', from: addressOf(event), to: addressOf(address) });
  }

  if (input.price !== undefined && input.price !== event.price) {
    if ((input.price === 0) !== (event.price === 0))
      throw AppError.conflict(ErrorCode.PRICE_KIND_CHANGE, M.priceKind);
    changes.price = input.price;
  }
  if (input.refundPolicy !== undefined && input.refundPolicy !== event.refundPolicy) {
    if (!isAsGenerous(input.refundPolicy, event.refundPolicy))
      throw AppError.conflict(
        ErrorCode.POLICY_LESS_GENEROUS,
        M.policyLessGenerous(REFUND_POLICY_LABELS[event.refundPolicy]),
      );
    changes.refundPolicy = input.refundPolicy;
  }
  if (input.opensAt !== undefined) {
    changes.opensAt = openingChange(event, input.opensAt, changes, now);
    // a new opening is announced again when it comes (decision 071)
    if (changes.opensAt) changes.openingNotifiedAt = null;
  }
  return { changes, material };
}

/** A new opening time, checked against the (new) start; unchanged when the same instant. */
function openingChange(
  event: EventRow,
  opensAtIn: string | null,
  changes: EventChanges,
  now: Date,
): Date | null | undefined {
  const opensAt = opensAtIn === null ? null : new Date(opensAtIn);
  if ((opensAt?.getTime() ?? null) === (event.opensAt?.getTime() ?? null)) return undefined;
  const fixed = openingChangeIssue(event.opensAt, opensAt, now);
  if (fixed) throw AppError.conflict(ErrorCode.OPENING_FIXED, fixed);
  if (opensAt) {
    const issue = opensAtIssue(opensAt, changes.dateTime ?? event.dateTime, now);
    if (issue) throw AppError.badRequest(issue, [{ path: ['opensAt'], message: issue }]);
  }
  return opensAt;
}

/**
 * A new capacity keeps confirmed + held + available = capacity: never below the seats taken
 * (confirmed and held), a cut comes off the available seats, and a raise is returned to be
 * released seat by seat once the capacity is written.
 */
function seatChanges(event: EventRow, input: EventEditInput, changes: EventChanges): number {
  if (input.capacity === undefined || input.capacity === event.capacity) return 0;
  const taken = seatsTaken(event);
  if (input.capacity < taken)
    throw AppError.conflict(ErrorCode.CAPACITY_BELOW_TAKEN, M.capacityBelowTaken(taken));
  changes.capacity = input.capacity;
  if (input.capacity > event.capacity) return input.capacity - event.capacity;
  changes.availableSpots = event.availableSpots - (event.capacity - input.capacity);
  return 0;
}

/** One email per guest with a confirmed seat, in the transaction: the outbox sends it once. */
async function emailGuests(
  deps: Deps,
  tx: DbOrTx,
  event: EventRow,
  material: MaterialChange[],
  now: Date,
) {
  const ctx = { appName: deps.config.appName, appUrl: deps.config.appUrl };
  // the full refund the change grants every guest booked before it, as the refund rule says
  const { fullRefundUntil } = cancellationTerms({
    policy: event.refundPolicy,
    startsAt: event.dateTime,
    by: 'guest',
    materialChangeAt: now,
    now,
  });
  const until = fullRefundUntil ?? event.dateTime;
  const dinner = { id: event.id, title: event.title, timeZone: event.timeZone };
  for (const guest of await findBookedGuests(tx, event.id))
    await deps.mailer.send(dinnerChangedEmail(ctx, dinner, guest, material, until), tx);
}
