import { z } from 'zod';
import {
  capacityField,
  checkPriceCents,
  eventFieldSchemas,
  priceCentsField,
  startIssues,
} from './events.ts';
import { opensAtSchema } from './openings.ts';
import { maxSeatsPerBookingSchema } from './parties.ts';
import { MATERIAL_CHANGE_REFUND_HOURS, refundPolicySchema } from './refund-policy.ts';

/**
 * PATCH /api/events/:id (issue 29 item 4, decision 059): what a host may change on a published
 * dinner, each field as the create form bounds it. Cover, restaurant email, state, city and
 * category stay on their own screens.
 */
const F = eventFieldSchemas;

export const EVENT_EDIT_MESSAGES = {
  nothingToChange: 'Change at least one field',
  dateAndTime: 'Send the date and the time together',
  notYourEvent: 'Only the host of this dinner can edit it',
  started: 'This dinner has already started and can no longer be edited.',
  cancelled: 'This dinner is cancelled and can no longer be edited.',
  capacityBelowTaken: (taken: number) =>
    `${taken} ${taken === 1 ? 'seat is' : 'seats are'} already taken: capacity cannot go below ${taken}.`,
  policyLessGenerous: (current: string) =>
    `Guests booked under the ${current} refund policy: it may only become more generous.`,
  priceKind:
    'A free dinner stays free and a paid dinner stays paid once published; cancel it and publish a new one instead.',
  saved: 'Your changes are saved.',
  nothingChanged: 'Nothing to save: change a field first.',
  materialWarning: `Changing the date, time or place emails every booked guest what changed, and lets each of them cancel with a full refund for ${MATERIAL_CHANGE_REFUND_HOURS} hours.`,
  priceLater: 'A new price applies to later bookings; booked guests keep what they paid.',
  freeStays: 'A free dinner stays free once published.',
} as const;

export const eventEditPayloadSchema = z
  .object({
    title: F.title,
    description: F.description,
    restaurantName: F.restaurantName,
    streetAddress: F.streetAddress,
    neighborhood: F.neighborhood,
    date: F.date,
    time: F.time,
    capacity: capacityField,
    price: priceCentsField,
    refundPolicy: refundPolicySchema,
    /** The host's question (decision 060); null or blank removes it. */
    question: F.question,
    questionRequired: z.boolean(),
    /** Seats per booking (decision 063): bookings made keep their seats. */
    maxSeatsPerBooking: maxSeatsPerBookingSchema,
    /** 'Request to join' (decision 068): open requests stay answerable when it is turned off. */
    requiresApproval: z.boolean(),
    /** When booking opens (decision 071); null opens it now. */
    opensAt: opensAtSchema,
  })
  .partial()
  .strict()
  .superRefine((v, ctx) => {
    if (Object.values(v).every((x) => x === undefined))
      ctx.addIssue({ code: 'custom', path: [], message: EVENT_EDIT_MESSAGES.nothingToChange });
    if ((v.date === undefined) !== (v.time === undefined))
      ctx.addIssue({
        code: 'custom',
        path: [v.date === undefined ? 'date' : 'time'],
        message: EVENT_EDIT_MESSAGES.dateAndTime,
      });
    // the zone is the dinner's, so the service checks that the start is ahead
    for (const issue of startIssues(v.date, v.time, undefined, new Date()))
      ctx.addIssue({ code: 'custom', ...issue });
    if (v.price !== undefined && v.price !== 0) checkPriceCents(v.price, false, ctx);
  });
export type EventEditPayload = z.input<typeof eventEditPayloadSchema>;
export type EventEditInput = z.output<typeof eventEditPayloadSchema>;

/** What a guest is told changed: the fields that move a booked guest (date, time, place). */
export interface MaterialChange {
  label: 'When' | 'Restaurant' | 'Address';
  from: string;
  to: string;
}

/** A change of these fields emails the guests and opens the 48-hour full-refund window. */
export const MATERIAL_FIELDS = [
  'date',
  'time',
  'restaurantName',
  'streetAddress',
  'neighborhood',
] as const;
