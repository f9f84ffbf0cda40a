import { zodResolver } from '@hookform/resolvers/zod';
import { EVENT_EDIT_MESSAGES, type Event, eventFormSchema } from '@storytable/domain';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button.tsx';
import { useEditEvent } from '../api/edit-event.ts';
import { editFormValues, editPayload, editProblems } from '../lib/edit-form-values.ts';
import type { EventFormApi, EventFormOutput } from '../lib/event-form-values.ts';
import { EditBasicsFields, EditPlaceFields } from './edit-basics-fields.tsx';
import { EditScheduleFields } from './edit-schedule-fields.tsx';
import { MaterialChangeNotice } from './material-change-notice.tsx';

/**
 * The host's edit of a published dinner (decision 059): the create form's rules and inputs,
 * prefilled; only what changed is sent. The capacity floor and the policy rule are checked
 * here first, and the server's refusal, if any, shows above the button.
 */
export function EditEventForm({ event, streetAddress }: { event: Event; streetAddress: string }) {
  const [before, setBefore] = useState(() => editFormValues(event, streetAddress));
  const [notice, setNotice] = useState<string | null>(null);
  const form: EventFormApi = useForm({
    resolver: zodResolver(eventFormSchema),
    defaultValues: before,
  });
  const save = useEditEvent(event.id);
  // selects given their value while their options mount keep it in Chromium, not in every DOM
  // (happy-dom): set the values again once the form is in the page
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on mount
  useEffect(() => form.reset(before), []);
  const onValid = (values: EventFormOutput) => {
    const body = editPayload(event, before, values);
    const problems = editProblems(event, body);
    for (const p of problems) form.setError(p.field, { message: p.message });
    if (problems.length > 0) return;
    if (Object.keys(body).length === 0) return setNotice(EVENT_EDIT_MESSAGES.nothingChanged);
    setNotice(null);
    save.mutate(body, {
      onSuccess: (saved) => {
        const next = editFormValues(saved, values.streetAddress);
        setBefore(next);
        form.reset(next);
        setNotice(EVENT_EDIT_MESSAGES.saved);
      },
    });
  };
  // fields the edit does not show (state, city, category) must not fail silently
  const onInvalid = (errors: Partial<Record<string, { message?: string }>>) => {
    const hidden = (['state', 'city', 'tags'] as const).map((f) => errors[f]?.message);
    setNotice(hidden.filter(Boolean).join(' ') || null);
  };
  return (
    <form onSubmit={form.handleSubmit(onValid, onInvalid)} noValidate className="space-y-6">
      <EditBasicsFields form={form} />
      <EditPlaceFields form={form} city={event.city} />
      <EditScheduleFields form={form} event={event} />
      <MaterialChangeNotice form={form} before={before} />
      {save.isError ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {save.error.message}
        </p>
      ) : null}
      {notice && !save.isPending ? (
        <p role="status" className="text-sm font-medium text-ink">
          {notice}
        </p>
      ) : null}
      <div className="flex justify-end">
        <Button type="submit" size="lg" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save changes'}
        </Button>
      </div>
    </form>
  );
}
