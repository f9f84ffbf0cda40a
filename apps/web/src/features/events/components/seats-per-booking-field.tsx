import { MAX_PARTY_SEATS } from '@storytable/domain';
import { SelectField } from '@/components/ui/select-field.tsx';
import type { EventFormApi } from '../lib/event-form-values.ts';

const OPTIONS = Array.from({ length: MAX_PARTY_SEATS }, (_, i) => ({
  value: String(i + 1),
  label: i === 0 ? '1 seat (guests book alone)' : `Up to ${i + 1} seats`,
}));

/** The most seats one booking may take, the guest's own included (decision 063). */
export function SeatsPerBookingField({ form }: { form: EventFormApi }) {
  return (
    <SelectField
      label="Seats per booking"
      options={OPTIONS}
      hint="A guest may bring companions up to this many seats in one booking."
      error={form.formState.errors.maxSeatsPerBooking?.message}
      {...form.register('maxSeatsPerBooking', { valueAsNumber: true })}
    />
  );
}
