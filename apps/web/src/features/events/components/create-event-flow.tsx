import {
  CAPACITY_MAX,
  type CurrentUser,
  canCreateEvents,
  ErrorCode,
  type EventCreationPayload,
  eventFormToPayload,
} from '@storytable/domain';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { CommunityGuidelinesDialog } from '@/components/community-guidelines-dialog.tsx';
import StripeSetupDialog from '@/components/stripe-setup-dialog.tsx';
import { ApiError } from '@/lib/api-error.ts';
import { toast } from '@/lib/toast.ts';
import { useCreateEvent } from '../api/create-event.ts';
import { useUploadEventCover } from '../api/upload-event-cover.ts';
import type { EventFormOutput } from '../lib/event-form-values.ts';
import { ConfirmEventDialog } from './confirm-event-dialog.tsx';
import { EventForm } from './event-form.tsx';

type Step = 'form' | 'payout' | 'terms' | 'confirm';

/**
 * The host's publishing flow (spec section 4, Event creation): a valid form, then the payout
 * check, then the host terms (community guidelines, host version), then the confirmation, then
 * POST /api/events, the cover photo if one was picked, and home.
 */
export function CreateEventFlow({ user }: { user: CurrentUser }) {
  const [, navigate] = useLocation();
  const [step, setStep] = useState<Step>('form');
  const [payload, setPayload] = useState<EventCreationPayload | null>(null);
  const [cover, setCover] = useState<File | null>(null);
  const create = useCreateEvent();
  const uploadCover = useUploadEventCover();

  const onValid = (values: EventFormOutput) => {
    setPayload(eventFormToPayload(values));
    setStep(canCreateEvents(user) ? 'terms' : 'payout');
  };

  const publish = () => {
    if (!payload) return;
    create.mutate(payload, {
      onSuccess: async (event) => {
        // a refused cover leaves the event published with its category artwork (an error toast says so)
        if (cover)
          await uploadCover.mutateAsync({ eventId: event.id, image: cover }).catch(() => {});
        setStep('form');
        // the spec goes home; the toast, and home itself, lead on to the new dinner
        toast({
          title: 'Event created',
          description: `“${event.title}” is now open for reservations.`,
          action: { label: 'View your dinner', href: `/event/${event.id}` },
        });
        navigate('/');
      },
      onError: (err) => {
        if (err instanceof ApiError && err.code === ErrorCode.PAYOUT_SETUP_REQUIRED)
          setStep('payout');
        else setStep('form');
      },
    });
  };

  const closeTo = (next: Step) => (open: boolean) => {
    if (!open) setStep('form');
    else setStep(next);
  };

  return (
    <div className="mx-auto max-w-3xl space-y-8 pb-8">
      <header>
        <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">Host a table</p>
        <h1 className="mt-2 font-serif text-4xl font-semibold text-ink">Create Event</h1>
        <p className="mt-3 text-lg text-muted">
          Set a table for up to {CAPACITY_MAX} curious guests. You can review everything before it
          goes live.
        </p>
      </header>
      <EventForm
        onValid={onValid}
        busy={create.isPending || uploadCover.isPending}
        cover={cover}
        onCoverChange={setCover}
      />
      <StripeSetupDialog open={step === 'payout'} onOpenChange={closeTo('payout')} />
      <CommunityGuidelinesDialog
        audience="host"
        open={step === 'terms'}
        onOpenChange={closeTo('terms')}
        onAccept={() => setStep('confirm')}
      />
      <ConfirmEventDialog
        payload={payload}
        open={step === 'confirm'}
        onOpenChange={closeTo('confirm')}
        onConfirm={publish}
        pending={create.isPending || uploadCover.isPending}
      />
    </div>
  );
}
