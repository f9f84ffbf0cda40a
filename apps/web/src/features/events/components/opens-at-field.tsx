import { OPENING_MESSAGES, timeZoneOf, zonedDateAndTime, zonedDateTime } from '@storytable/domain';
import { useEffect, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { TextField } from '@/components/ui/text-field.tsx';
import type { EventFormApi } from '../lib/event-form-values.ts';

/** The wall-clock date and time of the form's `opensAt` in `timeZone`, or empty. */
function initial(opensAt: string | null | undefined, timeZone: string) {
  return opensAt ? zonedDateAndTime(opensAt, timeZone) : { date: '', time: '' };
}

/**
 * 'Opens for booking' (decision 071): an optional date and time read in the dinner's zone, like
 * the start, written to the form as an instant. Half filled is an error; both empty opens now.
 */
export function OpensAtField({ form }: { form: EventFormApi }) {
  const state = useWatch({ control: form.control, name: 'state' });
  const zone = timeZoneOf(state || 'CA');
  const [when, setWhen] = useState(() => initial(form.getValues('opensAt'), zone));
  const error = form.formState.errors.opensAt?.message;
  // the saved opening stays as it is (to the second) until the host changes it
  const touched = useRef(false);
  const change = (part: 'date' | 'time', value: string) => {
    touched.current = true;
    setWhen((w) => ({ ...w, [part]: value }));
  };

  useEffect(() => {
    if (!touched.current) return;
    const { date, time } = when;
    if (!date && !time) {
      form.setValue('opensAt', null);
      return;
    }
    const at = date && time ? zonedDateTime(date, time, zone) : null;
    // an incomplete value fails the schema with its own message
    form.setValue('opensAt', at ? at.toISOString() : OPENING_MESSAGES.invalid);
  }, [when, zone, form]);

  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-ink">Opens for booking (optional)</legend>
      <p className="text-sm text-muted">
        Leave empty to take bookings at once. Followers and guests who ask are emailed when it
        opens; the first minute's requests are drawn in random order.
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label="Opening date"
          type="date"
          value={when.date}
          error={error}
          onChange={(e) => change('date', e.target.value)}
        />
        <TextField
          label="Opening time"
          type="time"
          value={when.time}
          onChange={(e) => change('time', e.target.value)}
        />
      </div>
    </fieldset>
  );
}
