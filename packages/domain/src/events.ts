import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns/format';
import { z } from 'zod';
import { hostQuestionSchema } from './booking-questions.ts';
import { isEventCategory } from './category-list.ts';
import {
  CAPACITY_MAX,
  CAPACITY_MIN,
  PAID_PRICE_MIN_CENTS,
  PRICE_MAX_CENTS,
} from './event-rules.ts';
import { findState, isCityOf, timeZoneOf } from './locations.ts';
import { opensAtSchema } from './openings.ts';
import { DEFAULT_MAX_SEATS_PER_BOOKING, maxSeatsPerBookingSchema } from './parties.ts';
import { DEFAULT_REFUND_POLICY, refundPolicySchema } from './refund-policy.ts';
import { restaurantEmailSchema } from './restaurant-brief.ts';
import { boundedText, cacheBusterSchema, pathId } from './text.ts';
import { publicReviewStatusSchema } from './user.ts';

/** Create event form messages (spec section 5) plus the few rules the spec leaves unworded. */
export const EVENT_MESSAGES = {
  titleRequired: 'Title is required',
  descriptionRequired: 'Description is required',
  stateRequired: 'State is required',
  cityRequired: 'City is required',
  restaurantRequired: 'Restaurant name is required',
  dateRequired: 'Date is required',
  timeRequired: 'Time is required',
  priceRequired: 'Price is required',
  priceNumber: 'Price must be a number',
  priceNegative: 'Price cannot be negative',
  priceMax: 'Price cannot exceed $2,000',
  validNumber: 'Please enter a valid number',
  capacityRequired: 'Capacity is required',
  capacityMin: 'Capacity must be at least 1',
  capacityMax: 'Capacity cannot exceed 12',
  tagsRequired: 'At least one category is required',
  paidMinimum: 'Paid events must have a price of at least $10.00',
  titleTooLong: 'Title must not exceed 120 characters',
  descriptionTooLong: 'Description must not exceed 5000 characters',
  restaurantTooLong: 'Restaurant name must not exceed 120 characters',
  locationTooLong: 'Location must not exceed 200 characters',
  streetAddressRequired: 'Street address is required',
  streetAddressTooLong: 'Street address must not exceed 120 characters',
  neighborhoodRequired: 'Neighborhood is required',
  neighborhoodTooLong: 'Neighborhood must not exceed 60 characters',
  unknownState: 'Please choose a state from the list',
  unknownCity: 'Please choose a city in the selected state',
  invalidDate: 'Please enter a valid date',
  invalidTime: 'Please enter a valid time',
  pastDate: 'The event must start in the future',
  timeSlot: 'Time must be on a 15-minute slot',
  tooFarAhead: 'Date must be within the next two years',
  unknownCategory: 'Please choose a category from the list',
  oneCategory: 'Please choose only one category',
} as const;
const M = EVENT_MESSAGES;

/** Start times are on the quarter hour (the form offers 96 slots a day). */
export const TIME_SLOT_MINUTES = 15;
/** How far ahead a dinner may be scheduled. */
export const EVENT_MAX_YEARS_AHEAD = 2;

function addYears(date: Date, years: number): Date {
  const d = new Date(date.getTime());
  d.setUTCFullYear(d.getUTCFullYear() + years);
  return d;
}

// ---------------------------------------------------------------- responses

/** The host as it travels with each event (spec section 3, Event.host). */
export const eventHostSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  profileImage: z.string().nullable(),
  isVerifiedHost: z.boolean(),
  /** As `publicStanding` gives them: only what the card badge needs. */
  idmeVerified: z.boolean(),
  manualReviewStatus: publicReviewStatusSchema,
  isHost: z.boolean(),
  rating: z.number().nullable(),
  reviewCount: z.number().int(),
});
export type EventHost = z.infer<typeof eventHostSchema>;

/**
 * An event's cover photo (16:10): `src` a middle width, `srcSet` every width for `srcset`. Null
 * when the host has not uploaded one: the category artwork shows instead.
 */
export const eventCoverSchema = z.object({
  src: z.string().max(200),
  srcSet: z.string().max(600),
});
export type EventCover = z.infer<typeof eventCoverSchema>;

/**
 * An event as the API returns it. Price is integer cents; `dateTime` is an ISO instant shown in
 * `timeZone`; `availableSeats` repeats `availableSpots` (both names appear in the spec);
 * `status` true means active and listed.
 */
export const eventSchema = z.object({
  id: z.number().int(),
  hostId: z.number().int(),
  host: eventHostSchema,
  title: z.string(),
  description: z.string(),
  tags: z.array(z.string()),
  featured: z.boolean(),
  restaurantName: z.string(),
  city: z.string(),
  state: z.string(),
  location: z.string(),
  /** The public part of the address ('Midtown'); null on dinners from before addresses. */
  neighborhood: z.string().nullable(),
  dateTime: z.string(),
  timeZone: z.string(),
  price: z.number().int(),
  capacity: z.number().int(),
  availableSpots: z.number().int(),
  availableSeats: z.number().int(),
  status: z.boolean(),
  createdAt: z.string(),
  cancelledAt: z.string().nullable(),
  coverImage: eventCoverSchema.nullable(),
  /** False for a paid dinner whose host cannot take payment: shown by its link, never sold. */
  onSale: z.boolean(),
  /** What a guest who cancels gets back (decision 057): read it with `refundPolicyLine`. */
  refundPolicy: refundPolicySchema,
  /** The last change of date, time or place (guests booked before it may cancel in full for 48 hours). */
  materialChangeAt: z.string().nullable(),
  /** The host's own question asked at booking (decision 060), null for none. */
  question: z.string().nullable(),
  /** Whether a booking must answer `question`. */
  questionRequired: z.boolean(),
  /** The most seats one booking may take (decision 063). */
  maxSeatsPerBooking: z.number().int(),
  /** Guests request to join and the host approves each (decision 068). */
  requiresApproval: z.boolean(),
  /** When booking opens (issue 30, decision 071), an ISO instant; null: open now. */
  opensAt: z.string().nullable(),
});
export type Event = z.infer<typeof eventSchema>;

export const paginationSchema = z.object({
  total: z.number().int(),
  totalPages: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type Pagination = z.infer<typeof paginationSchema>;

/** GET /api/events?page=N */
export const eventsListResponseSchema = z.object({
  events: z.array(eventSchema),
  featured: z.array(eventSchema),
  pagination: paginationSchema,
});
export type EventsListResponse = z.infer<typeof eventsListResponseSchema>;

/** Cap on `events` of GET /api/events?search=true; `ranges` always covers every upcoming event. */
export const SEARCH_PANEL_EVENT_LIMIT = 500;

/**
 * GET /api/events?search=true: what the filter panel needs. `ranges` are the slider maxima over
 * all upcoming active events (price in whole dollars, rounded up; capacity in seats).
 */
export const eventsSearchPanelResponseSchema = z.object({
  events: z.array(eventSchema),
  featured: z.array(eventSchema),
  ranges: z.object({ maxPrice: z.number().int(), maxCapacity: z.number().int() }),
});
export type EventsSearchPanelResponse = z.infer<typeof eventsSearchPanelResponseSchema>;

/** Query of GET /api/events: a bad or out-of-range page is clamped, never an error. */
/** A page number from a URL: anything unreadable is page 1; the service clamps the rest. */
export const pageParamSchema = z.coerce
  .number()
  .catch(1)
  .transform((n) => Math.max(1, Math.trunc(n)));

export const eventsQuerySchema = z.object({
  page: pageParamSchema,
  search: z.enum(['true', 'false', '1', '0']).optional().catch(undefined),
  t: cacheBusterSchema,
});

/** Path id of an event or a user: a positive 32-bit integer. */
export const idParamSchema = (what: string) =>
  z.object({
    id: pathId(`Invalid ${what} id`),
  });

export const cancelEventResponseSchema = z.object({
  message: z.string(),
  event: eventSchema,
  /** Confirmed reservations this cancellation ended (0 when nobody had booked, or on a repeat). */
  reservationsCancelled: z.number().int().nonnegative(),
  /** Of those, the paid seats whose refund it started. */
  refundsStarted: z.number().int().nonnegative(),
});
export type CancelEventResponse = z.infer<typeof cancelEventResponseSchema>;

/** GET /api/host/events?showAll=bool */
export const hostEventsQuerySchema = z.object({
  showAll: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .catch(undefined)
    .transform((v) => v === 'true' || v === '1'),
  t: cacheBusterSchema,
});

/** GET /api/user/events (docs/decisions/005-user-events-shape.md). */
export const userEventsResponseSchema = z.object({
  hosted: z.array(eventSchema),
  fromFollowedHosts: z.array(eventSchema),
});
export type UserEventsResponse = z.infer<typeof userEventsResponseSchema>;

// ---------------------------------------------------------------- creation

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_RE = /^([01]\d|2[0-3]):([0-5]\d)$/;

function parseDateParts(date: string): [number, number, number] | null {
  const m = DATE_RE.exec(date);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const probe = new Date(Date.UTC(y, mo - 1, d));
  if (probe.getUTCFullYear() !== y || probe.getUTCMonth() !== mo - 1 || probe.getUTCDate() !== d)
    return null;
  return [y, mo, d];
}

/**
 * The instant of `date` (yyyy-MM-dd) at `time` (HH:MM) on the wall clock of `timeZone`.
 * The server stores this, whatever `dateTime` a client sent.
 */
export function zonedDateTime(date: string, time: string, timeZone: string): Date | null {
  const d = parseDateParts(date);
  const t = TIME_RE.exec(time);
  if (!d || !t) return null;
  const zoned = new TZDate(d[0], d[1] - 1, d[2], Number(t[1]), Number(t[2]), timeZone);
  return new Date(zoned.getTime());
}

/** An instant as a form's date (yyyy-MM-dd) and time (HH:MM) on `timeZone`'s wall clock. */
export function zonedDateAndTime(instant: string | Date, timeZone: string) {
  const at = new TZDate(new Date(instant).getTime(), timeZone);
  return { date: format(at, 'yyyy-MM-dd'), time: format(at, 'HH:mm') };
}

/** The start instant of an event created in `stateCode`'s zone. */
export function eventStart(date: string, time: string, stateCode: string): Date | null {
  return zonedDateTime(date, time, timeZoneOf(stateCode));
}

const text = (required: string, max: number, tooLong: string) =>
  boundedText(max * 2, tooLong, required)
    .trim()
    .min(1, required)
    .max(max, tooLong);
const shortText = (required: string) =>
  boundedText(100, undefined, required).trim().min(1, required);

/** Fields and wording shared by the web form, the API payload and the edit (decision 059). */
const sharedFields = {
  title: text(M.titleRequired, 120, M.titleTooLong),
  description: text(M.descriptionRequired, 5000, M.descriptionTooLong),
  state: shortText(M.stateRequired).toUpperCase(),
  city: shortText(M.cityRequired),
  restaurantName: text(M.restaurantRequired, 120, M.restaurantTooLong),
  /** Seen only by the dinner's confirmed guests, its host and admins (decision 047). */
  streetAddress: text(M.streetAddressRequired, 120, M.streetAddressTooLong),
  neighborhood: text(M.neighborhoodRequired, 60, M.neighborhoodTooLong),
  date: shortText(M.dateRequired),
  time: shortText(M.timeRequired),
  tags: z.array(boundedText(100), M.tagsRequired).min(1, M.tagsRequired).max(1, M.oneCategory),
  /** Optional; seen only by the dinner's host and admins (decision 058). */
  restaurantEmail: restaurantEmailSchema.nullish(),
  /** Optional, asked of every guest at booking (decision 060). */
  question: hostQuestionSchema,
  questionRequired: z.boolean().default(false),
  /** The most seats one booking may take, 1 to 4 (decision 063). */
  maxSeatsPerBooking: maxSeatsPerBookingSchema.default(DEFAULT_MAX_SEATS_PER_BOOKING),
  /** 'Request to join': the host approves each guest (decision 068). */
  requiresApproval: z.boolean().default(false),
};

/**
 * What is wrong with a start date and time, read in `timeZone` (unknown: format and slot only):
 * the create form's rules, which editing a dinner applies too (decision 059).
 */
export function startIssues(
  dateIn: unknown,
  timeIn: unknown,
  timeZone: string | undefined,
  now: Date,
): { path: ['date' | 'time']; message: string }[] {
  const issues: { path: ['date' | 'time']; message: string }[] = [];
  const date = typeof dateIn === 'string' ? dateIn.trim() : '';
  const time = typeof timeIn === 'string' ? timeIn.trim() : '';
  const dateOk = date !== '' && parseDateParts(date) !== null;
  const timeOk = time !== '' && TIME_RE.test(time);
  if (date && !dateOk) issues.push({ path: ['date'], message: M.invalidDate });
  if (time && !timeOk) issues.push({ path: ['time'], message: M.invalidTime });
  if (dateOk && timeOk && timeZone) {
    const start = zonedDateTime(date, time, timeZone);
    if (start && start.getTime() <= now.getTime())
      issues.push({ path: ['date'], message: M.pastDate });
    if (start && start.getTime() > addYears(now, EVENT_MAX_YEARS_AHEAD).getTime())
      issues.push({ path: ['date'], message: M.tooFarAhead });
  }
  if (timeOk && Number(time.slice(-2)) % TIME_SLOT_MINUTES !== 0)
    issues.push({ path: ['time'], message: M.timeSlot });
  return issues;
}

/** The create form's field schemas, which editing a dinner reuses (decision 059). */
export const eventFieldSchemas = sharedFields;

interface RuleInput {
  state?: unknown;
  city?: unknown;
  date?: unknown;
  time?: unknown;
  tags?: unknown;
}

type Ctx = z.RefinementCtx;

/** Location, date and category rules, checked alike for the form and the payload. */
function checkSharedRules(v: RuleInput, ctx: Ctx, now: Date) {
  const state = typeof v.state === 'string' ? v.state.trim().toUpperCase() : '';
  const city = typeof v.city === 'string' ? v.city.trim() : '';
  const knownState = state ? findState(state) : undefined;
  if (state && !knownState)
    ctx.addIssue({ code: 'custom', path: ['state'], message: M.unknownState });
  if (knownState && city && !isCityOf(knownState.code, city))
    ctx.addIssue({ code: 'custom', path: ['city'], message: M.unknownCity });

  for (const issue of startIssues(v.date, v.time, knownState?.timeZone, now))
    ctx.addIssue({ code: 'custom', ...issue });

  if (Array.isArray(v.tags)) {
    v.tags.forEach((tag, i) => {
      if (typeof tag === 'string' && !isEventCategory(tag))
        ctx.addIssue({ code: 'custom', path: ['tags', i], message: M.unknownCategory });
    });
  }
}

/** Price rules on cents once the amount is a number: range, then the paid minimum. */
export function checkPriceCents(cents: number, isFree: boolean, ctx: Ctx) {
  const issue = (message: string) => ctx.addIssue({ code: 'custom', path: ['price'], message });
  if (isFree) return;
  if (cents < 0) return issue(M.priceNegative);
  if (cents > PRICE_MAX_CENTS) return issue(M.priceMax);
  if (cents < PAID_PRICE_MIN_CENTS) return issue(M.paidMinimum);
}

/**
 * Runs even when other fields failed, so the form shows every message at once; but only on an
 * object (a JSON `null` body must be a plain 400, audit finding 6).
 */
const always = {
  when: (payload: { value: unknown }) =>
    typeof payload.value === 'object' && payload.value !== null && !Array.isArray(payload.value),
};

/** Reads the time for the date rules; tests pass a fixed one. */
export type Clock = () => Date;
const systemClock: Clock = () => new Date();

/** The payload's price in cents and seat count (the edit takes the same, decision 059). */
export const priceCentsField = z
  .number({
    error: (iss) =>
      iss.input === undefined || iss.input === null ? M.priceRequired : M.priceNumber,
  })
  .int(M.validNumber);
export const capacityField = z
  .number({
    error: (iss) =>
      iss.input === undefined || iss.input === null ? M.capacityRequired : M.validNumber,
  })
  .int(M.validNumber)
  .min(CAPACITY_MIN, M.capacityMin)
  .max(CAPACITY_MAX, M.capacityMax);

/**
 * POST /api/events body, its date rules read against `now`. Price is cents. `isFreeEvent` may be
 * left out: a price of 0 then means free. A free event is stored at price 0. `dateTime` is
 * accepted and ignored: the server derives the instant from date, time and the state's zone.
 */
export const eventCreationPayloadSchemaAt = (now: Clock) =>
  z
    .object({
      ...sharedFields,
      isFreeEvent: z.boolean().optional(),
      price: priceCentsField,
      capacity: capacityField,
      location: boundedText(400, M.locationTooLong).trim().max(200, M.locationTooLong).optional(),
      dateTime: boundedText(100).optional(),
      refundPolicy: refundPolicySchema.default(DEFAULT_REFUND_POLICY),
      /** When booking opens (decision 071); checked against the start by the server. */
      opensAt: opensAtSchema.optional(),
    })
    .superRefine((v, ctx) => {
      checkSharedRules(v, ctx, now());
      if (typeof v.price === 'number' && Number.isInteger(v.price)) {
        if (v.price < 0)
          ctx.addIssue({ code: 'custom', path: ['price'], message: M.priceNegative });
        else checkPriceCents(v.price, v.isFreeEvent ?? v.price === 0, ctx);
      }
    }, always)
    .transform((v) => {
      const isFreeEvent = v.isFreeEvent ?? v.price === 0;
      return { ...v, isFreeEvent, price: isFreeEvent ? 0 : v.price };
    });
export const eventCreationPayloadSchema = eventCreationPayloadSchemaAt(systemClock);
export type EventCreationPayload = z.input<typeof eventCreationPayloadSchema>;
export type EventCreationInput = z.output<typeof eventCreationPayloadSchema>;

/** A number input's value: what was typed, or a number (NaN when an input reads as number). */
const numberInput = (required: string) =>
  z.custom<string | number>((v) => typeof v === 'string' || typeof v === 'number', required);

/** A dollar amount typed into the price input: its cents, or the message explaining why not. */
export function parseDollarInput(raw: string | number): { cents: number } | { error: string } {
  if (typeof raw === 'number') {
    if (!Number.isFinite(raw)) return { error: M.validNumber };
    raw = String(raw);
  }
  const s = raw.trim();
  if (s === '') return { error: M.priceRequired };
  if (!/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(s)) return { error: M.priceNumber };
  const n = Number(s);
  if (!Number.isFinite(n)) return { error: M.validNumber };
  if (n < 0) return { error: M.priceNegative };
  const cents = Math.round(n * 100);
  if (Math.abs(cents - n * 100) > 1e-6) return { error: M.validNumber };
  return { cents };
}

/** The capacity choice: a whole number of seats, or the message explaining why not. */
function parseCapacityInput(raw: string | number): { seats: number } | { error: string } {
  if (typeof raw === 'string' && raw.trim() === '') return { error: M.capacityRequired };
  const s = typeof raw === 'number' ? raw : Number(raw);
  if (!Number.isFinite(s) || !Number.isInteger(s)) return { error: M.validNumber };
  if (s < CAPACITY_MIN) return { error: M.capacityMin };
  if (s > CAPACITY_MAX) return { error: M.capacityMax };
  return { seats: s };
}

/**
 * The create event form as the inputs hold it: price in dollars and capacity as typed or chosen.
 * Same messages and rules as the payload; `eventFormToPayload` turns valid values into the body.
 */
export const eventFormSchemaAt = (now: Clock) =>
  z
    .object({
      ...sharedFields,
      isFreeEvent: z.boolean(),
      // a disabled input reads as undefined: the price of a free event may be absent
      price: numberInput(M.priceRequired).optional(),
      capacity: numberInput(M.capacityRequired),
      refundPolicy: refundPolicySchema.default(DEFAULT_REFUND_POLICY),
      /** When booking opens (decision 071); checked against the start by the server. */
      opensAt: opensAtSchema.optional(),
    })
    .superRefine((v, ctx) => {
      checkSharedRules(v, ctx, now());
      if (v.isFreeEvent !== true) {
        const price = parseDollarInput(v.price ?? '');
        if ('error' in price)
          ctx.addIssue({ code: 'custom', path: ['price'], message: price.error });
        else checkPriceCents(price.cents, false, ctx);
      }
      if (typeof v.capacity === 'string' || typeof v.capacity === 'number') {
        const capacity = parseCapacityInput(v.capacity);
        if ('error' in capacity)
          ctx.addIssue({ code: 'custom', path: ['capacity'], message: capacity.error });
      }
    }, always);
export const eventFormSchema = eventFormSchemaAt(systemClock);
export type EventFormValues = z.input<typeof eventFormSchema>;

/** Valid form values to the POST /api/events body (price in cents, dateTime in the state's zone). */
export function eventFormToPayload(values: z.output<typeof eventFormSchema>): EventCreationPayload {
  const price = values.isFreeEvent ? { cents: 0 } : parseDollarInput(values.price ?? '');
  const capacity = parseCapacityInput(values.capacity);
  if ('error' in price || 'error' in capacity)
    throw new Error('eventFormToPayload: invalid values');
  const start = eventStart(values.date, values.time, values.state);
  return {
    title: values.title,
    description: values.description,
    state: values.state,
    city: values.city,
    restaurantName: values.restaurantName,
    streetAddress: values.streetAddress,
    neighborhood: values.neighborhood,
    date: values.date,
    time: values.time,
    isFreeEvent: values.isFreeEvent,
    price: price.cents,
    capacity: capacity.seats,
    tags: values.tags,
    ...(values.restaurantEmail ? { restaurantEmail: values.restaurantEmail } : {}),
    ...(values.question
      ? { question: values.question, questionRequired: values.questionRequired }
      : {}),
    refundPolicy: values.refundPolicy,
    maxSeatsPerBooking: values.maxSeatsPerBooking,
    requiresApproval: values.requiresApproval,
    ...(values.opensAt ? { opensAt: values.opensAt } : {}),
    ...(start ? { dateTime: start.toISOString() } : {}),
  };
}

/** Every HH:MM choice of the time select, every 15 minutes (96 slots). */
export const TIME_SLOTS: readonly string[] = Array.from({ length: 96 }, (_, i) => {
  const h = Math.floor(i / 4);
  const m = (i % 4) * 15;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
});

/** Seat choices of the capacity select. */
export const CAPACITY_CHOICES: readonly number[] = Array.from(
  { length: CAPACITY_MAX },
  (_, i) => i + 1,
);

/** Default `location` text of an event created without one. */
export function defaultEventLocation(e: { restaurantName: string; city: string; state: string }) {
  return `${e.restaurantName}, ${e.city}, ${e.state}`;
}
