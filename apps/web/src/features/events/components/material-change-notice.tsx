import { EVENT_EDIT_MESSAGES, type EventFormValues, MATERIAL_FIELDS } from '@storytable/domain';
import { TriangleAlert } from 'lucide-react';
import { useWatch } from 'react-hook-form';
import type { EventFormApi } from '../lib/event-form-values.ts';

/** Shown before saving once the date, time or place differs from the dinner's (decision 059). */
export function MaterialChangeNotice({
  form,
  before,
}: {
  form: EventFormApi;
  before: EventFormValues;
}) {
  const now = useWatch({ control: form.control, name: MATERIAL_FIELDS });
  const changed = MATERIAL_FIELDS.some((field, i) => (now[i] ?? '').trim() !== before[field]);
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
