import { zodResolver } from '@hookform/resolvers/zod';
import { type EventFormValues, eventFormSchema } from '@storytable/domain';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button.tsx';
import { EVENT_FORM_DEFAULTS, type EventFormOutput } from '../lib/event-form-values.ts';
import { EventBasicsSection } from './event-basics-section.tsx';
import { EventLocationSection } from './event-location-section.tsx';
import { EventScheduleSection } from './event-schedule-section.tsx';

/**
 * The create event form (spec section 5): Basic Information (with an optional cover photo),
 * Location Details, Event Details.
 * Every rule and message comes from the shared eventFormSchema. `onValid` receives values that
 * passed it; the publishing steps (payout check, host terms, confirmation) follow in the page.
 */
export function EventForm({
  onValid,
  busy,
  cover,
  onCoverChange,
}: {
  onValid: (values: EventFormOutput) => void;
  busy: boolean;
  /** The picked cover photo, uploaded once the event is published. */
  cover: File | null;
  onCoverChange: (file: File | null) => void;
}) {
  const form = useForm<EventFormValues, unknown, EventFormOutput>({
    resolver: zodResolver(eventFormSchema),
    defaultValues: EVENT_FORM_DEFAULTS,
  });
  return (
    <form onSubmit={form.handleSubmit(onValid)} noValidate className="space-y-6">
      <EventBasicsSection form={form} cover={cover} onCoverChange={onCoverChange} />
      <EventLocationSection form={form} />
      <EventScheduleSection form={form} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">
        <Button type="submit" size="lg" disabled={busy}>
          Create Event
        </Button>
      </div>
    </form>
  );
}
