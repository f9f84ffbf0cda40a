import { citiesOf } from '@storytable/domain';
import { MapPin } from 'lucide-react';
import { useWatch } from 'react-hook-form';
import { FormSection } from '@/components/form-section.tsx';
import { SelectField } from '@/components/ui/select-field.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import type { EventFormApi } from '../lib/event-form-values.ts';
import { STATE_OPTIONS } from '../lib/form-options.ts';
import { AddressFields } from './address-fields.tsx';
import { RestaurantEmailField } from './restaurant-email-field.tsx';

/**
 * The event form's Location Details: state, then one of its cities, the restaurant, and its
 * street address and neighborhood, and the restaurant's email for the brief.
 */
export function EventLocationSection({ form }: { form: EventFormApi }) {
  const { errors } = form.formState;
  const state = useWatch({ control: form.control, name: 'state' });
  const cities = state ? citiesOf(state) : [];
  return (
    <FormSection
      look="form"
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
      <AddressFields form={form} />
      <RestaurantEmailField form={form} />
    </FormSection>
  );
}
