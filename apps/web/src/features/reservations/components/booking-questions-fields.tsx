import {
  ANSWER_MAX,
  DIETARY_LABELS,
  DIETARY_NEEDS,
  DIETARY_NOTE_MAX,
  type Event,
} from '@storytable/domain';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { TextAreaField } from '@/components/ui/text-area-field.tsx';
import { type AnswersDraft, toggleNeed } from '../lib/booking-answers.ts';

/**
 * The questions asked at booking and on the reservation page (decision 060): dietary needs as a
 * group of checkboxes, a note, and the host's own question when the dinner has one.
 */
export function BookingQuestionsFields({
  event,
  draft,
  onChange,
  errors,
}: {
  event: Pick<Event, 'question' | 'questionRequired'>;
  draft: AnswersDraft;
  onChange: (draft: AnswersDraft) => void;
  errors: { note?: string; answer?: string };
}) {
  return (
    <div className="space-y-5">
      <fieldset>
        <legend className="text-sm font-semibold text-ink">Dietary needs</legend>
        <div className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2">
          {DIETARY_NEEDS.map((need) => (
            <Checkbox
              key={need}
              label={DIETARY_LABELS[need]}
              checked={draft.needs.includes(need)}
              onCheckedChange={(on) =>
                onChange({ ...draft, needs: toggleNeed(draft.needs, need, on) })
              }
            />
          ))}
        </div>
      </fieldset>
      <TextAreaField
        label="Anything else the kitchen should know? (optional)"
        rows={2}
        maxLength={DIETARY_NOTE_MAX}
        value={draft.note}
        error={errors.note}
        hint={`At most ${DIETARY_NOTE_MAX} characters.`}
        onChange={(e) => onChange({ ...draft, note: e.target.value })}
      />
      {event.question ? (
        <TextAreaField
          label={event.questionRequired ? event.question : `${event.question} (optional)`}
          rows={3}
          maxLength={ANSWER_MAX}
          required={event.questionRequired}
          value={draft.answer}
          error={errors.answer}
          hint={`The host asks this of every guest. At most ${ANSWER_MAX} characters.`}
          onChange={(e) => onChange({ ...draft, answer: e.target.value })}
        />
      ) : null}
    </div>
  );
}
