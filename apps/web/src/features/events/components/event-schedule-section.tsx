import { EVENT_MESSAGES, type EventFormValues, timeZoneOf } from '@storytable/domain';
import { CalendarDays } from 'lucide-react';
import { useRef } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { FormSection } from '@/components/form-section.tsx';
import { Switch } from '@/components/ui/switch.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import type { EventFormApi } from '../lib/event-form-values.ts';
import { todayIn } from '../lib/form-options.ts';
import { WhenAndSeatsFields } from './event-core-fields.tsx';
import { OpensAtField } from './opens-at-field.tsx';
import { RefundPolicyField } from './refund-policy-field.tsx';

/**
 * The event form's Event Details: date (from today in the state's zone), time, capacity, and
 * the price, which 'Free event' sets to 0 and locks; turning it off gives back the price typed
 * before. The paid minimum is a hint until it is the error, never both. Then the refund policy.
 */
export function EventScheduleSection({ form }: { form: EventFormApi }) {
  const { errors } = form.formState;
  const [state, isFree] = useWatch({ control: form.control, name: ['state', 'isFreeEvent'] });
  const minDate = todayIn(timeZoneOf(state || 'CA'));
  const paidPrice = useRef<EventFormValues['price']>('');
  const showMinimum = !isFree && errors.price?.message !== EVENT_MESSAGES.paidMinimum;
  return (
    <FormSection
      look="form"
      icon={CalendarDays}
      title="Event Details"
      description="When it happens, how many seats, what each guest pays and gets back."
    >
      <WhenAndSeatsFields form={form} minDate={minDate} />
      <OpensAtField form={form} />
      <Controller
        control={form.control}
        name="isFreeEvent"
        render={({ field }) => (
          <Switch
            label="Free event"
            description="Guests reserve without paying."
            checked={field.value}
            onCheckedChange={(free) => {
              if (free) paidPrice.current = form.getValues('price');
              field.onChange(free);
              form.setValue('price', free ? '0' : paidPrice.current);
              form.clearErrors('price');
            }}
          />
        )}
      />
      <TextField
        label="Price per person (USD)"
        inputMode="decimal"
        placeholder="45.00"
        disabled={isFree}
        hint={showMinimum ? EVENT_MESSAGES.paidMinimum : undefined}
        error={errors.price?.message}
        {...form.register('price')}
      />
      <RefundPolicyField form={form} isFree={isFree} />
    </FormSection>
  );
}
