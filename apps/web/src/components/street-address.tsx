import type { EventAddress } from '@storytable/domain';
import { ExternalLink, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * Where a dinner is, for those who may know (decision 047): the restaurant, its street address,
 * the neighborhood and city, and a link that opens it in a map; `children` adds a note under it.
 */
export function StreetAddress({
  address,
  children,
}: {
  address: EventAddress;
  children?: ReactNode;
}) {
  const area = [address.neighborhood, address.city, address.state].filter(Boolean).join(', ');
  return (
    <div className="flex items-start gap-3">
      <MapPin aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-600" />
      <div className="min-w-0 space-y-1">
        <p className="font-semibold text-ink">{address.restaurantName}</p>
        {address.streetAddress ? <p className="text-ink">{address.streetAddress}</p> : null}
        <p className="text-muted">{area}</p>
        {address.mapUrl ? (
          <a
            href={address.mapUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
          >
            Open in map
            <ExternalLink aria-hidden="true" className="size-3.5" />
            <span className="sr-only">(opens OpenStreetMap in a new tab)</span>
          </a>
        ) : null}
        {children}
      </div>
    </div>
  );
}
