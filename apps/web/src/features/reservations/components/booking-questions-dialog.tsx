import type { Event } from '@storytable/domain';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog.tsx';
import { type AnswersDraft, answersErrors, EMPTY_ANSWERS } from '../lib/booking-answers.ts';
import { type CompanionDraft, hasPartyErrors, partyErrors } from '../lib/party-draft.ts';
import { BookingQuestionsFields } from './booking-questions-fields.tsx';
import { CompanionFields, SeatCountField } from './party-fields.tsx';

/**
 * Before the confirmation or the card form: how many seats and who comes (decision 063), what
 * each eats and the host's question (decision 060). Continue checks them here; the server again.
 */
export function BookingQuestionsDialog({
  event,
  open,
  onOpenChange,
  onAnswered,
}: {
  event: Pick<
    Event,
    'title' | 'question' | 'questionRequired' | 'maxSeatsPerBooking' | 'availableSpots' | 'price'
  >;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onAnswered: (draft: AnswersDraft, companions: CompanionDraft[]) => void;
}) {
  const [draft, setDraft] = useState<AnswersDraft>(EMPTY_ANSWERS);
  const [companions, setCompanions] = useState<CompanionDraft[]>([]);
  const [submitted, setSubmitted] = useState(false);
  const errors = submitted ? answersErrors(event, draft) : {};
  const companionErrors = submitted ? partyErrors(companions) : [];

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    const found = answersErrors(event, draft);
    if (found.note || found.answer || hasPartyErrors(partyErrors(companions))) {
      const form = e.currentTarget as HTMLFormElement;
      // after the messages render: the first field they mark takes focus
      requestAnimationFrame(() =>
        form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
      return;
    }
    onAnswered(draft, companions);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="A few questions before you book"
        description={`Your answers go to the host of ${event.title}. You can change them until 48 hours before the dinner.`}
      >
        <form noValidate onSubmit={submit} className="mt-5">
          <div className="space-y-6">
            <SeatCountField event={event} companions={companions} onChange={setCompanions} />
            <BookingQuestionsFields
              event={event}
              draft={draft}
              onChange={setDraft}
              errors={errors}
            />
            <CompanionFields
              event={event}
              companions={companions}
              onChange={setCompanions}
              errors={companionErrors}
            />
          </div>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button type="button" variant="secondary">
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit">Continue</Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
