import { StreetAddress } from '@/components/street-address.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useEventAddress } from '../api/get-event-address.ts';
import { EventSection } from './event-section.tsx';

/**
 * The street address and a map link, on the page of a dinner the user holds a seat at, hosts or
 * (as an admin) looks after. Everyone else sees the neighborhood and city in 'Event Details'.
 */
export function EventAddress({ eventId, enabled }: { eventId: number; enabled: boolean }) {
  const query = useEventAddress(eventId, enabled);
  if (!enabled) return null;
  return (
    <EventSection title="Address" level={2}>
      {query.isPending ? (
        <Skeleton className="mt-4 h-20 rounded-3xl" />
      ) : query.isError ? (
        <p role="alert" className="mt-3 text-sm text-danger">
          The address could not be loaded: {query.error.message}
        </p>
      ) : (
        <div className="mt-4 rounded-3xl border border-line bg-white p-6">
          <StreetAddress address={query.data}>
            <p className="text-xs text-muted">Shared with the dinner’s confirmed guests only.</p>
          </StreetAddress>
        </div>
      )}
    </EventSection>
  );
}
