import { SelectField } from '@/components/ui/select-field.tsx';
import { TextAreaField } from '@/components/ui/text-area-field.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import type { EventFormApi } from '../lib/event-form-values.ts';
import { CAPACITY_OPTIONS, TIME_OPTIONS } from '../lib/form-options.ts';

/** A dinner's title and description, as the create and edit forms ask them. */
export function TitleDescriptionFields({ form }: { form: EventFormApi }) {
  const { errors } = form.formState;
  return (
    <>
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
    </>
  );
}

/**
 * A dinner's date (from `minDate`), time and capacity, as the create and edit forms ask them;
 * the edit offers only capacities from the seats taken and says why in `capacityHint`.
 */
export function WhenAndSeatsFields({
  form,
  minDate,
  minCapacity = 0,
  capacityHint,
}: {
  form: EventFormApi;
  minDate: string;
  minCapacity?: number;
  capacityHint?: string;
}) {
  const { errors } = form.formState;
  return (
    <>
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
        options={CAPACITY_OPTIONS.filter((o) => Number(o.value) >= minCapacity)}
        hint={capacityHint}
        error={errors.capacity?.message}
        {...form.register('capacity')}
      />
    </>
  );
}
