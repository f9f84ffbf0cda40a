import { DEFAULT_MAX_SEATS_PER_BOOKING, MAX_PARTY_SEATS } from '@storytable/domain';
import { Controller } from 'react-hook-form';
import { SelectField } from '@/components/ui/select-field.tsx';
import type { EventFormApi } from '../lib/event-form-values.ts';

const OPTIONS = Array.from({ length: MAX_PARTY_SEATS }, (_, i) => ({
  value: String(i + 1),
  label: i === 0 ? '1 seat (guests book alone)' : `Up to ${i + 1} seats`,
}));

/** The most seats one booking may take, the guest's own included (decision 063). */
export function SeatsPerBookingField({ form }: { form: EventFormApi }) {
  return (
    <Controller
      control={form.control}
      name="maxSeatsPerBooking"
      render={({ field, fieldState }) => (
        <SelectField
          label="Seats per booking"
          options={OPTIONS}
          hint="A guest may bring companions up to this many seats in one booking."
          error={fieldState.error?.message}
          name={field.name}
          ref={field.ref}
          onBlur={field.onBlur}
          value={String(field.value ?? DEFAULT_MAX_SEATS_PER_BOOKING)}
          onChange={(e) => field.onChange(Number(e.target.value))}
        />
      )}
    />
  );
}
