import { zodResolver } from '@hookform/resolvers/zod';
import { type HostApplication, hostApplicationSchema } from '@storytable/domain';
import { Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button.tsx';
import { TextAreaField } from '@/components/ui/text-area-field.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { useApplyToHost } from '../api/apply-to-host.ts';

/** Step 1 of becoming a host: the four answers of spec section 5, checked as the server does. */
export function HostApplicationForm({ onSubmitted }: { onSubmitted: () => void }) {
  const mutation = useApplyToHost();
  const form = useForm<z.input<typeof hostApplicationSchema>, unknown, HostApplication>({
    resolver: zodResolver(hostApplicationSchema),
    defaultValues: { experience: '', expertiseArea: '', eventsHosted: '', interests: '' },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((answers) =>
    mutation.mutate(answers, { onSuccess: onSubmitted }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="mt-6 space-y-4">
      <TextAreaField
        label="Your hosting experience"
        hint="Dinners, salons, classes or talks you have led (10 to 500 characters)."
        rows={4}
        error={errors.experience?.message}
        {...form.register('experience')}
      />
      <TextAreaField
        label="What are you knowledgeable about?"
        hint="The subjects your table would talk about."
        rows={2}
        error={errors.expertiseArea?.message}
        {...form.register('expertiseArea')}
      />
      <TextField
        label="How many events have you hosted?"
        autoComplete="off"
        error={errors.eventsHosted?.message}
        {...form.register('eventsHosted')}
      />
      <TextAreaField
        label="Your culinary interests"
        rows={2}
        error={errors.interests?.message}
        {...form.register('interests')}
      />
      <div className="flex justify-end pt-2">
        <Button type="submit" disabled={mutation.isPending} className="w-full sm:w-auto">
          <Send aria-hidden="true" className="size-4" />
          {mutation.isPending ? 'Submitting...' : 'Submit application'}
        </Button>
      </div>
    </form>
  );
}
