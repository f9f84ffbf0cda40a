import { MapPin, PenLine } from 'lucide-react';
import { FormSection } from '@/components/form-section.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import type { EventFormApi } from '../lib/event-form-values.ts';
import { AddressFields } from './address-fields.tsx';
import { TitleDescriptionFields } from './event-core-fields.tsx';
import { HostQuestionField } from './host-question-field.tsx';
import { RequestToJoinField } from './request-to-join-field.tsx';
import { SeatsPerBookingField } from './seats-per-booking-field.tsx';

/** The edit's title and description, as the create form has them. */
export function EditBasicsFields({ form }: { form: EventFormApi }) {
  return (
    <FormSection
      look="form"
      icon={PenLine}
      title="Basic Information"
      description="What is the conversation about, and why will guests love it?"
    >
      <TitleDescriptionFields form={form} />
      <SeatsPerBookingField form={form} />
      <RequestToJoinField form={form} />
      <HostQuestionField form={form} />
    </FormSection>
  );
}

/** The edit's restaurant and its address (the city stays: a dinner does not change towns). */
export function EditPlaceFields({ form, city }: { form: EventFormApi; city: string }) {
  const { errors } = form.formState;
  return (
    <FormSection
      look="form"
      icon={MapPin}
      title="Location Details"
      description={`Where your guests gather in ${city}.`}
    >
      <TextField
        label="Restaurant name"
        maxLength={120}
        error={errors.restaurantName?.message}
        {...form.register('restaurantName')}
      />
      <AddressFields form={form} />
    </FormSection>
  );
}
