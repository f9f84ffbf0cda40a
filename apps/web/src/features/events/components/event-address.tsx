import { ExternalLink, MapPin } from 'lucide-react';
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
        <div className="mt-4 flex items-start gap-3 rounded-3xl border border-line bg-white p-6">
          <MapPin aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-600" />
          <div className="space-y-1">
            <p className="font-semibold text-ink">{query.data.restaurantName}</p>
            {query.data.streetAddress ? (
              <p className="text-ink">{query.data.streetAddress}</p>
            ) : null}
            <p className="text-muted">
              {[query.data.neighborhood, query.data.city, query.data.state]
                .filter(Boolean)
                .join(', ')}
            </p>
            {query.data.mapUrl ? (
              <a
                href={query.data.mapUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline"
              >
                Open in map
                <ExternalLink aria-hidden="true" className="size-3.5" />
                <span className="sr-only">(opens OpenStreetMap in a new tab)</span>
              </a>
            ) : null}
            <p className="text-xs text-muted">Shared with the dinner’s confirmed guests only.</p>
          </div>
        </div>
      )}
    </EventSection>
  );
}
