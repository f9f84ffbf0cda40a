import {
  EVENT_EDIT_MESSAGES,
  type Event,
  type EventEditPayload,
  type EventFormValues,
  isAsGenerous,
  parseDollarInput,
  REFUND_POLICY_LABELS,
  seatsTaken,
  zonedDateAndTime,
} from '@storytable/domain';
import type { EventFormOutput } from './event-form-values.ts';

/** The dinner as the create form's values (decision 059): its street address read apart. */
export function editFormValues(event: Event, streetAddress: string): EventFormValues {
  const { date, time } = zonedDateAndTime(event.dateTime, event.timeZone);
  return {
    title: event.title,
    description: event.description,
    tags: event.tags,
    state: event.state,
    city: event.city,
    restaurantName: event.restaurantName,
    streetAddress,
    neighborhood: event.neighborhood ?? '',
    restaurantEmail: '',
    date,
    time,
    isFreeEvent: event.price === 0,
    price: event.price === 0 ? '0' : (event.price / 100).toFixed(2),
    capacity: String(event.capacity),
    refundPolicy: event.refundPolicy,
    question: event.question ?? '',
    questionRequired: event.questionRequired,
    maxSeatsPerBooking: event.maxSeatsPerBooking,
    requiresApproval: event.requiresApproval,
    opensAt: event.opensAt,
  };
}

/** What the form's valid values change of the dinner, as the PATCH body (empty: nothing). */
export function editPayload(event: Event, before: EventFormValues, v: EventFormOutput) {
  const body: EventEditPayload = {};
  const texts = [
    'title',
    'description',
    'restaurantName',
    'streetAddress',
    'neighborhood',
  ] as const;
  for (const key of texts) if (v[key] !== before[key]) body[key] = v[key];
  if (v.date !== before.date || v.time !== before.time) {
    body.date = v.date;
    body.time = v.time;
  }
  if (Number(v.capacity) !== event.capacity) body.capacity = Number(v.capacity);
  const price = v.isFreeEvent ? { cents: 0 } : parseDollarInput(v.price ?? '');
  if ('cents' in price && price.cents !== event.price) body.price = price.cents;
  if (v.refundPolicy !== event.refundPolicy) body.refundPolicy = v.refundPolicy;
  const question = v.question ?? null;
  if (question !== event.question) body.question = question;
  const required = question !== null && v.questionRequired === true;
  if (required !== event.questionRequired) body.questionRequired = required;
  if (v.maxSeatsPerBooking !== event.maxSeatsPerBooking)
    body.maxSeatsPerBooking = v.maxSeatsPerBooking;
  if (v.requiresApproval !== event.requiresApproval) body.requiresApproval = v.requiresApproval;
  const opensAt = v.opensAt ?? null;
  if (!sameInstant(opensAt, event.opensAt)) body.opensAt = opensAt;
  return body;
}

const sameInstant = (a: string | null, b: string | null) =>
  a === b || (a !== null && b !== null && Date.parse(a) === Date.parse(b));

/** The edit's own refusals, before the server's: capacity below the seats taken, a meaner policy. */
export function editProblems(event: Event, body: EventEditPayload) {
  const problems: { field: 'capacity' | 'refundPolicy'; message: string }[] = [];
  const taken = seatsTaken(event);
  if (body.capacity !== undefined && body.capacity < taken)
    problems.push({ field: 'capacity', message: EVENT_EDIT_MESSAGES.capacityBelowTaken(taken) });
  if (body.refundPolicy && !isAsGenerous(body.refundPolicy, event.refundPolicy))
    problems.push({
      field: 'refundPolicy',
      message: EVENT_EDIT_MESSAGES.policyLessGenerous(REFUND_POLICY_LABELS[event.refundPolicy]),
    });
  return problems;
}
