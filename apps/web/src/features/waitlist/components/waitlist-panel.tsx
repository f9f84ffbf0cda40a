import { canJoinWaitlist, type Event, type WaitlistEntry } from '@storytable/domain';
import { Button } from '@/components/ui/button.tsx';
import { useChangeWaitlist } from '../api/change-waitlist.ts';
import { offerDeadlineText } from '../lib/offer-deadline.ts';
import { JoinWaitlist } from './join-waitlist.tsx';

/**
 * What a signed-in guest sees on a full dinner instead of 'Sold Out': 'Join Waitlist', their
 * place in line with 'Leave Waitlist', or (while a seat is held for them) its deadline with
 * 'Decline Seat'; the claim button itself is the reservation flow's.
 */
export function WaitlistPanel({
  event,
  entry,
  isLoading,
  isError,
}: {
  event: Pick<Event, 'id' | 'dateTime' | 'timeZone' | 'maxSeatsPerBooking'>;
  entry: WaitlistEntry | null | undefined;
  isLoading: boolean;
  isError: boolean;
}) {
  const leave = useChangeWaitlist(event.id, 'leave');
  const decline = useChangeWaitlist(event.id, 'decline');
  if (isLoading) {
    return (
      <Button size="lg" variant="secondary" disabled className="w-full">
        Loading...
      </Button>
    );
  }
  if (isError) {
    return (
      <p role="alert" className="text-sm text-danger">
        Could not load the waitlist. Please try again.
      </p>
    );
  }
  if (entry?.status === 'offered' && entry.offerExpiresAt) {
    return (
      <div className="space-y-2" data-testid="waitlist-offer">
        <p className="text-sm font-medium">
          A seat is held for you until {offerDeadlineText(entry.offerExpiresAt, event.timeZone)}.
        </p>
        <Button
          variant="secondary"
          className="w-full"
          disabled={decline.isPending}
          onClick={() => decline.mutate()}
        >
          Decline Seat
        </Button>
      </div>
    );
  }
  if (entry) {
    return (
      <div className="space-y-2" data-testid="waitlist-position">
        <p className="text-sm font-medium">
          You're #{entry.position} on the waitlist
          {entry.seats > 1 ? ` for ${entry.seats} seats` : ''}.
        </p>
        <Button
          size="lg"
          variant="secondary"
          className="w-full"
          disabled={leave.isPending}
          onClick={() => leave.mutate()}
        >
          Leave Waitlist
        </Button>
      </div>
    );
  }
  if (!canJoinWaitlist(event.dateTime)) {
    return (
      <Button size="lg" variant="secondary" disabled className="w-full">
        Sold Out
      </Button>
    );
  }
  return <JoinWaitlist eventId={event.id} maxSeats={event.maxSeatsPerBooking} />;
}
