import {
  BOOKING_QUESTION_MESSAGES,
  dietaryLine,
  type Event,
  type ReservationDetail,
} from '@storytable/domain';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { serverMessageOr } from '@/lib/api-error.ts';
import { useUpdateAnswers } from '../api/update-answers.ts';
import { type AnswersDraft, answersBody, answersErrors } from '../lib/booking-answers.ts';
import { BookingQuestionsFields } from './booking-questions-fields.tsx';

const failed = serverMessageOr('Failed to save your answers');

/**
 * The reservation's answers at booking (decision 060): each seat's dietary needs and the answer
 * to the host's question, editable by the guest until the 48-hour window opens.
 */
export function ReservationAnswers({ reservation }: { reservation: ReservationDetail }) {
  const { answers, event } = reservation;
  const [draft, setDraft] = useState<AnswersDraft | null>(null);
  const [saved, setSaved] = useState(false);
  const save = useUpdateAnswers(reservation.id);
  if (draft)
    return (
      <AnswersForm
        event={event}
        draft={draft}
        onChange={setDraft}
        save={save}
        onCancel={() => setDraft(null)}
        done={() => {
          setDraft(null);
          setSaved(true);
        }}
      />
    );
  const seat = answers.seats[0];
  // a party lists every seat by name (decision 063); the guest's own seat is the first
  const party = answers.seats.length > 1 ? answers.seats : [];
  return (
    <div className="space-y-4">
      <dl className="space-y-3">
        {party.length ? (
          party.map((s, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a seat is its position in the party
            <div key={i} data-testid="party-seat">
              <dt className="text-sm text-muted">
                Seat {i + 1}: {s.name}
              </dt>
              <dd className="text-ink">{dietaryLine(s.dietary)}</dd>
            </div>
          ))
        ) : (
          <div>
            <dt className="text-sm text-muted">Dietary needs</dt>
            <dd className="text-ink">{dietaryLine(seat?.dietary ?? { needs: [], note: null })}</dd>
          </div>
        )}
        {event.question ? (
          <div>
            <dt className="text-sm text-muted">{event.question}</dt>
            <dd className="break-words text-ink">{answers.answer ?? 'No answer yet'}</dd>
          </div>
        ) : null}
      </dl>
      <p role="status" className="text-sm text-green-700">
        {saved ? BOOKING_QUESTION_MESSAGES.SAVED : ''}
      </p>
      {reservation.answersEditable ? (
        <Button
          variant="secondary"
          onClick={() => {
            setSaved(false);
            setDraft({
              needs: [...(seat?.dietary.needs ?? [])],
              note: seat?.dietary.note ?? '',
              answer: answers.answer ?? '',
            });
          }}
        >
          Change answers
        </Button>
      ) : reservation.status && new Date(event.dateTime) > new Date() ? (
        <p className="text-sm text-muted">{BOOKING_QUESTION_MESSAGES.NOT_EDITABLE}</p>
      ) : null}
    </div>
  );
}

function AnswersForm({
  event,
  draft,
  onChange,
  save,
  onCancel,
  done,
}: {
  event: Pick<Event, 'question' | 'questionRequired'>;
  draft: AnswersDraft;
  onChange: (d: AnswersDraft) => void;
  save: ReturnType<typeof useUpdateAnswers>;
  onCancel: () => void;
  done: () => void;
}) {
  const [submitted, setSubmitted] = useState(false);
  const errors = submitted ? answersErrors(event, draft) : {};
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        setSubmitted(true);
        const found = answersErrors(event, draft);
        if (found.note || found.answer) return;
        save.mutate(answersBody(draft) ?? { dietary: { needs: [], note: null }, answer: null }, {
          onSuccess: done,
        });
      }}
    >
      <BookingQuestionsFields event={event} draft={draft} onChange={onChange} errors={errors} />
      {save.isError ? (
        <p role="alert" className="text-sm text-danger">
          {failed(save.error)}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row">
        <Button type="button" variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save answers'}
        </Button>
      </div>
    </form>
  );
}
