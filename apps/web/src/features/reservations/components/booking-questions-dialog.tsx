import type { Event } from '@storytable/domain';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog.tsx';
import { type AnswersDraft, answersErrors, EMPTY_ANSWERS } from '../lib/booking-answers.ts';
import { BookingQuestionsFields } from './booking-questions-fields.tsx';

/**
 * Before the confirmation or the card form: what the guest eats and the host's question
 * (decision 060). Continue checks the answers here; the server checks them again.
 */
export function BookingQuestionsDialog({
  event,
  open,
  onOpenChange,
  onAnswered,
}: {
  event: Pick<Event, 'title' | 'question' | 'questionRequired'>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onAnswered: (draft: AnswersDraft) => void;
}) {
  const [draft, setDraft] = useState<AnswersDraft>(EMPTY_ANSWERS);
  const [submitted, setSubmitted] = useState(false);
  const errors = submitted ? answersErrors(event, draft) : {};

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    const found = answersErrors(event, draft);
    if (found.note || found.answer) {
      const form = e.currentTarget as HTMLFormElement;
      // after the messages render: the first field they mark takes focus
      requestAnimationFrame(() =>
        form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
      return;
    }
    onAnswered(draft);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="A few questions before you book"
        description={`Your answers go to the host of ${event.title}. You can change them until 48 hours before the dinner.`}
      >
        <form noValidate onSubmit={submit} className="mt-5">
          <BookingQuestionsFields event={event} draft={draft} onChange={setDraft} errors={errors} />
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
