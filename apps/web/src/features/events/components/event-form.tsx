import { zodResolver } from '@hookform/resolvers/zod';
import {
  citiesOf,
  EVENT_MESSAGES,
  type EventFormValues,
  eventFormSchema,
  timeZoneOf,
} from '@storytable/domain';
import type { LucideIcon } from 'lucide-react';
import { CalendarDays, MapPin, PenLine } from 'lucide-react';
import type { ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { IconHeading } from '@/components/icon-heading.tsx';
import { Button } from '@/components/ui/button.tsx';
import { SelectField } from '@/components/ui/select-field.tsx';
import { Switch } from '@/components/ui/switch.tsx';
import { TextAreaField } from '@/components/ui/text-area-field.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import {
  CAPACITY_OPTIONS,
  CATEGORY_OPTIONS,
  STATE_OPTIONS,
  TIME_OPTIONS,
  todayIn,
} from '../lib/form-options.ts';
import { CoverImageField } from './cover-image-field.tsx';

export type EventFormOutput = z.output<typeof eventFormSchema>;

const DEFAULTS: EventFormValues = {
  title: '',
  description: '',
  tags: [],
  state: '',
  city: '',
  restaurantName: '',
  date: '',
  time: '',
  isFreeEvent: false,
  price: '',
  capacity: '',
};

function FormSection({
  icon,
  title,
  description,
  children,
}: {
  icon: LucideIcon;
  title: string;
  description: string;
  children: ReactNode;
}) {
  const id = `section-${title.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <section
      aria-labelledby={id}
      className="rounded-3xl border border-line bg-white p-6 shadow-sm shadow-ink/5 sm:p-8"
    >
      <IconHeading icon={icon} id={id} title={title} description={description} look="form" />
      <div className="mt-6 space-y-5">{children}</div>
    </section>
  );
}

/**
 * The create event form (spec section 5): Basic Information (with an optional cover photo),
 * Location Details, Event Details.
 * Every rule and message comes from the shared eventFormSchema. `onValid` receives values that
 * passed it; the publishing steps (payout check, host terms, confirmation) follow in the page.
 */
export function EventForm({
  onValid,
  busy,
  cover,
  onCoverChange,
}: {
  onValid: (values: EventFormOutput) => void;
  busy: boolean;
  /** The picked cover photo, uploaded once the event is published. */
  cover: File | null;
  onCoverChange: (file: File | null) => void;
}) {
  const form = useForm<EventFormValues, unknown, EventFormOutput>({
    resolver: zodResolver(eventFormSchema),
    defaultValues: DEFAULTS,
  });
  const { errors } = form.formState;
  const [state, isFree] = useWatch({ control: form.control, name: ['state', 'isFreeEvent'] });
  const cities = state ? citiesOf(state) : [];
  const minDate = todayIn(timeZoneOf(state || 'CA'));
  const tagsError = errors.tags?.message ?? errors.tags?.[0]?.message;

  return (
    <form onSubmit={form.handleSubmit(onValid)} noValidate className="space-y-6">
      <FormSection
        icon={PenLine}
        title="Basic Information"
        description="What is the conversation about, and why will guests love it?"
      >
        <TextField
          label="Title"
          placeholder="Letters from the Silk Road"
          maxLength={120}
          error={errors.title?.message}
          {...form.register('title')}
        />
        <TextAreaField
          label="Description"
          placeholder="The stories you will share, the questions you will ask, and what makes the evening special."
          rows={5}
          maxLength={5000}
          error={errors.description?.message}
          {...form.register('description')}
        />
        <Controller
          control={form.control}
          name="tags"
          render={({ field }) => (
            <SelectField
              label="Category"
              placeholder="Select a category"
              options={CATEGORY_OPTIONS}
              name={field.name}
              ref={field.ref}
              onBlur={field.onBlur}
              value={field.value?.[0] ?? ''}
              onChange={(e) => field.onChange(e.target.value ? [e.target.value] : [])}
              error={tagsError}
            />
          )}
        />
        <CoverImageField value={cover} onChange={onCoverChange} />
      </FormSection>

      <FormSection
        icon={MapPin}
        title="Location Details"
        description="Where will your guests gather?"
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField
            label="State"
            placeholder="Select a state"
            options={STATE_OPTIONS}
            error={errors.state?.message}
            {...form.register('state', {
              // a new state clears the city
              onChange: () => form.setValue('city', ''),
            })}
          />
          <SelectField
            label="City"
            placeholder={state ? 'Select a city' : 'Choose a state first'}
            options={cities.map((c) => ({ value: c, label: c }))}
            disabled={!state}
            error={errors.city?.message}
            {...form.register('city')}
          />
        </div>
        <TextField
          label="Restaurant name"
          placeholder="Olive & Ember"
          maxLength={120}
          error={errors.restaurantName?.message}
          {...form.register('restaurantName')}
        />
      </FormSection>

      <FormSection
        icon={CalendarDays}
        title="Event Details"
        description="When it happens, how many seats, and what each guest pays."
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label="Date"
            type="date"
            min={minDate}
            error={errors.date?.message}
            {...form.register('date')}
          />
          <SelectField
            label="Time"
            placeholder="Select a time"
            options={TIME_OPTIONS}
            error={errors.time?.message}
            {...form.register('time')}
          />
        </div>
        <SelectField
          label="Capacity"
          placeholder="Select the number of guests"
          options={CAPACITY_OPTIONS}
          error={errors.capacity?.message}
          {...form.register('capacity')}
        />
        <Controller
          control={form.control}
          name="isFreeEvent"
          render={({ field }) => (
            <Switch
              label="Free event"
              description="Guests reserve without paying."
              checked={field.value}
              onCheckedChange={(free) => {
                field.onChange(free);
                form.setValue('price', free ? '0' : '');
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
          hint={EVENT_MESSAGES.paidMinimum}
          error={errors.price?.message}
          {...form.register('price')}
        />
      </FormSection>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">
        <Button type="submit" size="lg" disabled={busy}>
          Create Event
        </Button>
      </div>
    </form>
  );
}
