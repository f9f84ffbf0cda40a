import { PenLine } from 'lucide-react';
import { Controller } from 'react-hook-form';
import { FormSection } from '@/components/form-section.tsx';
import { SelectField } from '@/components/ui/select-field.tsx';
import type { EventFormApi } from '../lib/event-form-values.ts';
import { CATEGORY_OPTIONS } from '../lib/form-options.ts';
import { CoverImageField } from './cover-image-field.tsx';
import { TitleDescriptionFields } from './event-core-fields.tsx';
import { HostQuestionField } from './host-question-field.tsx';
import { RequestToJoinField } from './request-to-join-field.tsx';
import { SeatsPerBookingField } from './seats-per-booking-field.tsx';

/** The event form's Basic Information: title, description, one category and a cover photo. */
export function EventBasicsSection({
  form,
  cover,
  onCoverChange,
}: {
  form: EventFormApi;
  cover: File | null;
  onCoverChange: (file: File | null) => void;
}) {
  const { errors } = form.formState;
  const tagsError = errors.tags?.message ?? errors.tags?.[0]?.message;
  return (
    <FormSection
      look="form"
      icon={PenLine}
      title="Basic Information"
      description="What is the conversation about, and why will guests love it?"
    >
      <TitleDescriptionFields form={form} />
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
      <SeatsPerBookingField form={form} />
      <RequestToJoinField form={form} />
      <HostQuestionField form={form} />
      <CoverImageField value={cover} onChange={onCoverChange} />
    </FormSection>
  );
}
