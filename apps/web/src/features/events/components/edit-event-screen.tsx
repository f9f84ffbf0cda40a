import { EVENT_EDIT_MESSAGES, type Event } from '@storytable/domain';
import { PageLoadError } from '@/components/page-load-error.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { isNotFound } from '@/lib/api-error.ts';
import { useCurrentUser } from '@/lib/current-user.ts';
import { useEvent } from '../api/get-event.ts';
import { useEventAddress } from '../api/get-event-address.ts';
import { canCancelEvent } from '../lib/event-status.ts';
import { EditEventForm } from './edit-event-form.tsx';
import { EventNotFound } from './event-not-found.tsx';

/** Why a dinner cannot be edited now, or null: someone else's, cancelled, started. */
function refusal(event: Event, userId: number | undefined): string | null {
  if (event.hostId !== userId) return EVENT_EDIT_MESSAGES.notYourEvent;
  if (!event.status) return EVENT_EDIT_MESSAGES.cancelled;
  if (!canCancelEvent(event)) return EVENT_EDIT_MESSAGES.started;
  return null;
}

/** The dinner and its street address loaded, then the form (decision 059). */
export function EditEventScreen({ eventId }: { eventId: number }) {
  const { user } = useCurrentUser();
  const event = useEvent(eventId);
  const mine = event.data !== undefined && event.data.hostId === user?.id;
  const address = useEventAddress(eventId, mine);
  if (event.isPending) return <Spinner label="Loading the dinner" />;
  if (event.isError) {
    if (isNotFound(event.error)) return <EventNotFound />;
    return <PageLoadError what="the dinner" error={event.error} onRetry={() => event.refetch()} />;
  }
  const why = refusal(event.data, user?.id);
  if (why)
    return (
      <p role="alert" className="rounded-2xl border border-line bg-white p-6 text-ink">
        {why}
      </p>
    );
  if (address.isPending) return <Spinner label="Loading the dinner" />;
  if (address.isError)
    return (
      <PageLoadError what="the address" error={address.error} onRetry={() => address.refetch()} />
    );
  return <EditEventForm event={event.data} streetAddress={address.data.streetAddress ?? ''} />;
}
