import {
  EVENT_EDIT_MESSAGES,
  type Event,
  OPENING_MESSAGES,
  openingFixed,
  seatsTaken,
} from '@storytable/domain';
import { CalendarDays } from 'lucide-react';
import { FormSection } from '@/components/form-section.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import type { EventFormApi } from '../lib/event-form-values.ts';
import { todayIn } from '../lib/form-options.ts';
import { WhenAndSeatsFields } from './event-core-fields.tsx';
import { OpensAtField } from './opens-at-field.tsx';
import { RefundPolicyField } from './refund-policy-field.tsx';

/**
 * The edit's date, time, seats, price and refund policy, with the create form's inputs. The
 * capacity offers no fewer seats than are taken; a free dinner stays free (decision 059).
 */
export function EditScheduleFields({ form, event }: { form: EventFormApi; event: Event }) {
  const { errors } = form.formState;
  const taken = seatsTaken(event);
  const isFree = event.price === 0;
  const seats = `${taken} of ${event.capacity} seats ${taken === 1 ? 'is' : 'are'} taken, so capacity cannot go below ${Math.max(taken, 1)}.`;
  return (
    <FormSection
      look="form"
      icon={CalendarDays}
      title="Event Details"
      description="When it happens, how many seats, what later guests pay and get back."
    >
      <WhenAndSeatsFields
        form={form}
        minDate={todayIn(event.timeZone)}
        minCapacity={taken}
        capacityHint={seats}
      />
      {openingFixed(event.opensAt, new Date()) ? (
        <p className="text-sm text-muted">{OPENING_MESSAGES.opened}</p>
      ) : (
        <OpensAtField form={form} />
      )}
      {isFree ? (
        <p className="text-sm text-muted">{EVENT_EDIT_MESSAGES.freeStays}</p>
      ) : (
        <TextField
          label="Price per person (USD)"
          inputMode="decimal"
          hint={EVENT_EDIT_MESSAGES.priceLater}
          error={errors.price?.message}
          {...form.register('price')}
        />
      )}
      <RefundPolicyField form={form} isFree={isFree} />
      {errors.refundPolicy?.message ? (
        <p role="alert" className="text-sm text-danger">
          {errors.refundPolicy.message}
        </p>
      ) : null}
    </FormSection>
  );
}
