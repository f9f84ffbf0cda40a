import { availableSpotsOf, type Event, eventStatusLabel, formatDollars } from '@storytable/domain';
import { History } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { EventFacts } from '@/components/event-facts.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { canCancelEvent, isPastEvent } from '../lib/event-status.ts';
import { CancelEventDialog } from './cancel-event-dialog.tsx';
import { EditDinnerLink } from './edit-dinner-link.tsx';
import { EventCoverButton } from './event-cover-button.tsx';

/**
 * One of the host's events: Active/Cancelled, 'Past Event', and while it can be cancelled,
 * 'Edit dinner', its cover ('Add cover' / 'Change cover') and 'Cancel event'.
 */
export function HostedEventItem({ event, extra }: { event: Event; extra?: ReactNode }) {
  const [confirming, setConfirming] = useState(false);
  const past = isPastEvent(event);
  const booked = Math.max(0, event.capacity - availableSpotsOf(event));
  return (
    <li className="flex flex-col gap-4 rounded-2xl border border-line bg-white p-5 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0 space-y-3">
        <div className="flex flex-wrap gap-2">
          <Badge tone={event.status ? 'green' : 'red'}>{eventStatusLabel(event)}</Badge>
          {past ? (
            <Badge tone="yellow" icon={<History aria-hidden="true" className="size-3" />}>
              Past Event
            </Badge>
          ) : null}
        </div>
        <EventFacts event={event} />
        <p className="text-sm text-muted">
          {booked} of {event.capacity} seats reserved ·{' '}
          {event.price > 0 ? `${formatDollars(event.price)} per person` : 'Free'}
        </p>
        {extra}
      </div>
      {canCancelEvent(event) ? (
        <div className="flex shrink-0 flex-wrap items-center gap-2">
          <EditDinnerLink eventId={event.id} title={event.title} />
          <EventCoverButton event={event} />
          <Button
            variant="secondary"
            size="sm"
            aria-label={`Cancel event ${event.title}`}
            onClick={() => setConfirming(true)}
          >
            Cancel event
          </Button>
          {confirming ? (
            <CancelEventDialog event={event} open={confirming} onOpenChange={setConfirming} />
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
