import { HOST_QUESTION_MAX } from '@storytable/domain';
import { Controller, useWatch } from 'react-hook-form';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import type { EventFormApi } from '../lib/event-form-values.ts';

/** The host's own question, asked of every guest at booking (decision 060). */
export function HostQuestionField({ form }: { form: EventFormApi }) {
  const question = useWatch({ control: form.control, name: 'question' });
  return (
    <div className="space-y-3">
      <TextField
        label="Your question for guests (optional)"
        placeholder="What story would you bring?"
        maxLength={HOST_QUESTION_MAX}
        hint={`Asked when a guest books; you see the answers on your guest list. At most ${HOST_QUESTION_MAX} characters.`}
        error={form.formState.errors.question?.message}
        {...form.register('question')}
      />
      <Controller
        control={form.control}
        name="questionRequired"
        render={({ field }) => (
          <Checkbox
            label="Guests must answer to book"
            checked={field.value === true}
            disabled={!question?.trim()}
            onCheckedChange={field.onChange}
          />
        )}
      />
    </div>
  );
}
