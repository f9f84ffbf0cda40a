import { TextField } from '@/components/ui/text-field.tsx';
import type { EventFormApi } from '../lib/event-form-values.ts';

/**
 * The restaurant's street address and its neighborhood (decision 047). Guests see the
 * neighborhood and city until they hold a seat; the street address then, with a map link.
 */
export function AddressFields({ form }: { form: EventFormApi }) {
  const { errors } = form.formState;
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField
        label="Street address"
        placeholder="1801 L St"
        autoComplete="street-address"
        maxLength={120}
        hint="Shown only to guests with a confirmed seat."
        error={errors.streetAddress?.message}
        {...form.register('streetAddress')}
      />
      <TextField
        label="Neighborhood"
        placeholder="Midtown"
        maxLength={60}
        hint="Shown to everyone with the city."
        error={errors.neighborhood?.message}
        {...form.register('neighborhood')}
      />
    </div>
  );
}
