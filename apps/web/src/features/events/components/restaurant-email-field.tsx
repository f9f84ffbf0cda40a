import { RESTAURANT_BRIEF_MESSAGES } from '@storytable/domain';
import { TextField } from '@/components/ui/text-field.tsx';
import type { EventFormApi } from '../lib/event-form-values.ts';

/** Where the restaurant brief's copy goes 48 hours before (decision 058); guests never see it. */
export function RestaurantEmailField({ form }: { form: EventFormApi }) {
  return (
    <TextField
      label="Restaurant email (optional)"
      type="email"
      placeholder="bookings@restaurant.com"
      autoComplete="off"
      maxLength={254}
      hint={RESTAURANT_BRIEF_MESSAGES.hint}
      error={form.formState.errors.restaurantEmail?.message}
      {...form.register('restaurantEmail')}
    />
  );
}
