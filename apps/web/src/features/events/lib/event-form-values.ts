import {
  DEFAULT_MAX_SEATS_PER_BOOKING,
  type EventFormValues,
  type eventFormSchema,
} from '@storytable/domain';
import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';

/** What the event form hands on once the shared eventFormSchema has passed it. */
export type EventFormOutput = z.output<typeof eventFormSchema>;

/** The form's state as each of its sections reads and writes it. */
export type EventFormApi = UseFormReturn<EventFormValues, unknown, EventFormOutput>;

/** An empty form: nothing chosen, a paid event. */
export const EVENT_FORM_DEFAULTS: EventFormValues = {
  title: '',
  description: '',
  tags: [],
  state: '',
  city: '',
  restaurantName: '',
  streetAddress: '',
  neighborhood: '',
  restaurantEmail: '',
  date: '',
  time: '',
  isFreeEvent: false,
  price: '',
  capacity: '',
  refundPolicy: 'flexible',
  question: '',
  questionRequired: false,
  maxSeatsPerBooking: DEFAULT_MAX_SEATS_PER_BOOKING,
  requiresApproval: false,
  opensAt: null,
};
