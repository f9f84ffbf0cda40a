import { EVENT_EDIT_MESSAGES, type EventFormValues } from '@storytable/domain';
import { TriangleAlert } from 'lucide-react';
import { useWatch } from 'react-hook-form';
import type { EventFormApi } from '../lib/event-form-values.ts';

const PLACE_AND_TIME = ['date', 'time', 'restaurantName', 'streetAddress', 'neighborhood'] as const;

/** Shown before saving once the date, time or place differs from the dinner's (decision 059). */
export function MaterialChangeNotice({
  form,
  before,
}: {
  form: EventFormApi;
  before: EventFormValues;
}) {
  const now = useWatch({ control: form.control, name: PLACE_AND_TIME });
  const changed = PLACE_AND_TIME.some((field, i) => (now[i] ?? '').trim() !== before[field]);
  if (!changed) return null;
  return (
    <div
      role="status"
      className="flex items-start gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-sm text-ink"
    >
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-700" />
      <p>{EVENT_EDIT_MESSAGES.materialWarning}</p>
    </div>
  );
}
